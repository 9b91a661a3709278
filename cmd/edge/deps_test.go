package main

import (
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// TestLinkedPackages keeps the binary small: the third-party packages linked
// into the linux/arm64 binary must be exactly those in testdata/deps.txt.
// Adding one is a decision: update the file and say why in the commit.
func TestLinkedPackages(t *testing.T) {
	if runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64" {
		t.Skip("the go command does not run under emulation")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(gobin, "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".")
	cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH=arm64", "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var got []string
	for _, p := range strings.Fields(string(out)) {
		if p != "edge" && !strings.HasPrefix(p, "edge/") {
			got = append(got, p)
		}
	}
	sort.Strings(got)
	want, err := os.ReadFile("testdata/deps.txt")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "\n") != strings.TrimSpace(string(want)) {
		t.Errorf("third-party packages in the arm64 binary:\n%s\nwant (testdata/deps.txt):\n%s", strings.Join(got, "\n"), want)
	}
}
