package lang

import (
	"os"
	"strings"
	"testing"
)

func TestLoadWordbook(t *testing.T) {
	good, err := os.ReadFile("en/lexicon.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if b, err := loadWordbook(good); err != nil || len(b.Words(AllWords)) == 0 {
		t.Fatalf("the English words: %v", err)
	}
	for _, c := range []struct{ name, old, new, want string }{
		{"an unknown category", "all: [", "every: [", `no category "every"`},
		{"a category without words", "all: [all, every, everything, each, both]", "all: []", "all: no words"},
		{"an empty word", "all: [all,", `all: ["", all,`, "all: an empty word"},
		{"digits not ten", `digit: ["zero|oh|o|nought", one,`, `digit: [one,`, "digit: 9 entries"},
		{"repeats not two", `repeat: [double, triple]`, `repeat: [double, triple, quadruple]`, "repeat: 3 entries"},
		{"not lists", "all: [all, every, everything, each, both]", "all: {every: all}", "cannot unmarshal"},
	} {
		bad := strings.Replace(string(good), c.old, c.new, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q is not in the words", c.name, c.old)
		}
		if _, err := loadWordbook([]byte(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
