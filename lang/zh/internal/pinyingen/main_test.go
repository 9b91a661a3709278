package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTableIsCurrent: lang/zh/pinyin_table.go is what this generator writes
// now from the go-pinyin in go.mod.
func TestTableIsCurrent(t *testing.T) {
	got, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../pinyin_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("lang/zh/pinyin_table.go is stale: run go generate in edge/lang/zh")
	}
}
