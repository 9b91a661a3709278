package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestTableIsCurrent: lang/en/wordnet_table.go is what this generator
// writes now from WordNet, where WordNet is installed.
func TestTableIsCurrent(t *testing.T) {
	if _, err := os.Stat(filepath.Join(dir(), "data.verb")); err != nil {
		t.Skipf("no WordNet in %s: %v", dir(), err)
	}
	got, err := generate(dir())
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../wordnet_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("lang/en/wordnet_table.go is stale: run go generate in edge/lang/en")
	}
}

// TestSenseChecked: a synset whose words do not hold its head, or a word
// left out that it does not hold, is refused.
func TestSenseChecked(t *testing.T) {
	if _, err := os.Stat(filepath.Join(dir(), "data.verb")); err != nil {
		t.Skipf("no WordNet in %s: %v", dir(), err)
	}
	saved := tables
	defer func() { tables = saved }()
	for _, s := range []sense{
		{pos: 'v', offset: 355365, head: "murder", means: "off"},
		{pos: 'v', offset: 355365, head: "kill", means: "off", drop: map[string]string{"slay": "not in it"}},
		{pos: 'v', offset: 355366, head: "kill", means: "off"},
	} {
		tables = []table{{name: "wordnetVerbs", senses: []sense{s}}}
		if _, err := generate(dir()); err == nil {
			t.Errorf("generate accepted %+v", s)
		}
	}
	tables = []table{{name: "wordnetVerbs", senses: []sense{
		{pos: 'v', offset: 355365, head: "kill", means: "off"},
		{pos: 'v', offset: 1323976, head: "kill", means: "on"},
	}}}
	if _, err := generate(dir()); err == nil {
		t.Error("generate accepted one word with two meanings")
	}
}
