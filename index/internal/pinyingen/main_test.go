package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestTableIsCurrent: index/pinyin_table.go is what this generator writes
// now from the go-pinyin in go.mod.
func TestTableIsCurrent(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pinyin_table.go")
	cmd := exec.Command(os.Args[0], out)
	cmd.Env = append(os.Environ(), "PINYINGEN_RUN=1")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../pinyin_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("index/pinyin_table.go is stale: run go generate in edge/index")
	}
}

// TestMain runs the generator itself when the test binary is started as
// one (by TestTableIsCurrent).
func TestMain(m *testing.M) {
	if os.Getenv("PINYINGEN_RUN") == "1" {
		os.Args = append([]string{os.Args[0]}, os.Args[len(os.Args)-1])
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
