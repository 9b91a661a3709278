package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTableIsCurrent: lang/zh/simplified_table.go is what this generator
// writes now from the converter in go.mod.
func TestTableIsCurrent(t *testing.T) {
	got, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../simplified_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("lang/zh/simplified_table.go is stale: run go generate in edge/lang/zh")
	}
}
