// Package hometest gives tests the homes of the repository's
// testdata/homes, one YAML file each: demo (the home of `edge demo`), safe
// (a PIN, limits, a door edge may not command), seed (the seed's
// bill-paying example), model (for the model fallback) and answers (a
// device of every readable kind, for questions).
package hometest

import (
	"os"
	"path/filepath"
	"testing"

	"edge/home"
)

// Path is the path of testdata/homes/NAME.yaml, found from the test's
// working directory (its package's directory) up to the module's root.
func Path(t testing.TB, name string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatalf("hometest: %v", err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testdata", "homes", name+".yaml")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatalf("hometest: no go.mod above the test's directory")
		}
		dir = parent
	}
}

// Load parses testdata/homes/NAME.yaml; a home that does not parse fails
// the test.
func Load(t testing.TB, name string) *home.Home {
	t.Helper()
	h, err := home.Load(Path(t, name))
	if err != nil {
		t.Fatalf("hometest: %v", err)
	}
	return h
}
