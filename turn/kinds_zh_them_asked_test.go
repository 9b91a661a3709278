package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseThemAsked says "them" (它们) after a question of two things
// named one by one, whatever state it asked and whatever each answered
// (床头灯和台灯关着吗, 把它们打开; "are the bedside lamp and the desk lamp
// off", "turn them on"): both are reached. After a question of off, only
// the last asked was, the answer to it all "them" kept. After a question
// of which are on (哪些灯开着, "which lights are on") "them" is those
// answered. "It" (它) after such a question asks which one, and does
// nothing; after a question of one thing, "them" and "it" are that one.
func TestChineseThemAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "themasked")
	type named struct{ id, zh, en string }
	things := []named{
		{"light.bedside", "床头灯", "the bedside lamp"}, {"light.study_lamp", "台灯", "the desk lamp"},
		{"light.bedroom_main", "主卧灯", "the bedroom ceiling light"}, {"light.kitchen", "厨房灯", "the kitchen light"},
		{"light.kitchen_cabinet", "橱柜灯", "the cabinet light"}, {"light.dining", "餐灯", "the dining light"},
		{"media.living_tv", "电视", "the tv"},
	}
	zhAsked := []string{"%s和%s关着吗", "%s和%s开着吗", "%s跟%s是不是关着", "%s和%s都关着吗", "%s和%s开着没有", "%s、%s关着没"}
	enAsked := []string{"are %s and %s off", "are %s and %s on", "is %s and %s off", "are %s and %s switched off"}
	zhThem := map[string]string{"把它们打开": "on", "它们都打开": "on", "打开它们": "on", "把它们都关了": "off", "它们关一下": "off"}
	enThem := map[string]string{"turn them on": "on", "switch them off": "off", "turn both of them on": "on", "turn them all off": "off"}
	zhIt := []string{"把它打开", "打开它", "把它关了"}
	enIt := []string{"turn it on", "switch it off"}
	n := 0
	check := func(texts []string, want []string, cmd string) {
		t.Helper()
		n++
		r := saidInTurn(s.e, fmt.Sprintf("them%d", n), texts...)
		var got []string
		for _, a := range r.Actions {
			got = append(got, a.Device)
			if a.Command != cmd {
				t.Errorf("%q: %s, want %s", texts, summary(r), cmd)
			}
		}
		slices.Sort(got)
		if r.Outcome != turn.Planned || !slices.Equal(got, want) {
			t.Errorf("%q: %s, want %s of %v", texts, summary(r), cmd, want)
		}
	}
	asked := func(texts ...string) {
		t.Helper()
		n++
		if r := saidInTurn(s.e, fmt.Sprintf("it%d", n), texts...); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q: %s, want which one asked", texts, summary(r))
		}
	}
	for i, a := range things {
		for _, b := range things[i+1:] {
			both := []string{a.id, b.id}
			slices.Sort(both)
			for _, q := range zhAsked {
				asking := fmt.Sprintf(q, a.zh, b.zh)
				for them, cmd := range zhThem {
					check([]string{asking, them}, both, cmd)
				}
				asked(asking, zhIt[n%len(zhIt)])
			}
			for _, q := range enAsked {
				asking := fmt.Sprintf(q, a.en, b.en)
				for them, cmd := range enThem {
					check([]string{asking, them}, both, cmd)
				}
				asked(asking, enIt[n%len(enIt)])
			}
		}
	}
	on := []string{"light.bedroom_main", "light.kitchen"}
	for _, q := range []string{"哪些灯开着", "哪几盏灯开着", "开着的灯有哪些"} {
		check([]string{q, "把它们关了"}, on, "off")
		check([]string{q, "它们都关掉"}, on, "off")
		asked(q, "把它关了")
	}
	for _, q := range []string{"which lights are on", "what lights are on"} {
		check([]string{q, "turn them off"}, on, "off")
		asked(q, "turn it off")
	}
	for _, one := range things[:4] {
		for _, q := range []string{"%s关着吗", "%s开着吗", "%s是不是关着"} {
			check([]string{fmt.Sprintf(q, one.zh), "把它们打开"}, []string{one.id}, "on")
			check([]string{fmt.Sprintf(q, one.zh), "把它打开"}, []string{one.id}, "on")
		}
		check([]string{"is " + one.en + " off", "turn them on"}, []string{one.id}, "on")
		check([]string{"is " + one.en + " off", "turn it on"}, []string{one.id}, "on")
	}
	if n < 800 {
		t.Errorf("%d dialogues, want at least 800", n)
	}
	if r := saidInTurn(s.e, "none", "床头灯和台灯关着吗", "把它们打开吗"); len(r.Actions) > 0 || strings.HasPrefix(summary(r), "planned") {
		t.Errorf("a question of them: %s, want nothing done", summary(r))
	}
}
