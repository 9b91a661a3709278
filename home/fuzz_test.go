package home

import (
	"errors"
	"os"
	"testing"
)

// FuzzParse: any bytes are a home or a list of problems at their lines,
// the same each time, and the name check runs on a file with problems
// too; nothing panics.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"testdata/good.yaml", "testdata/good.json", "testdata/bad.yaml"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := Parse("f.yaml", data)
		if err == nil {
			if h == nil {
				t.Fatal("nil home and nil error")
			}
			return
		}
		if h != nil {
			t.Fatalf("a home with an error: %v", err)
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("got %T %v, want a non-empty ErrorList", err, err)
		}
		for _, e := range list {
			if e.File != "f.yaml" || e.Line < 0 || e.Msg == "" {
				t.Fatalf("bad problem %#v", e)
			}
		}
		if _, again := Parse("f.yaml", data); again.Error() != err.Error() {
			t.Fatalf("not deterministic:\n%v\nthen:\n%v", err, again)
		}
		// the name check runs on a file with problems too
		if _, named := ParseNames("f.yaml", data, readFold); named == nil {
			t.Fatalf("the name check took the problems away: %v", err)
		}
	})
}
