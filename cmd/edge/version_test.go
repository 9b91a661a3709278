package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// A binary built without VCS stamping, as a Pi build from a tarball or with
// GOFLAGS=-buildvcs=false is, still says its version and commit when the
// build line stamps them (build/cross.sh's -ldflags -X).
func TestVersionStampedWithoutVCS(t *testing.T) {
	if testing.Short() {
		t.Skip("builds edge once more")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip(err)
	}
	bin := filepath.Join(t.TempDir(), "edge")
	build := exec.Command(gobin, "build", "-buildvcs=false",
		"-ldflags", "-X edge/cli.Version=v9.8.7 -X edge/cli.Commit=0123456789ab", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if want := "edge v9.8.7 (commit 0123456789ab)\n"; string(out) != want {
		t.Errorf("edge --version: %q, want %q", out, want)
	}
}
