package grammar

import (
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestTrimmed: the texts with the droppable tokens at either end taken
// off come fewest first, never empty, never more than maxTrimmed off an
// end, and never a token from the middle.
func TestTrimmed(t *testing.T) {
	l := (&Lexicon{Words: map[string]lexer.TokenType{"please": Filler, "um": Filler, "thanks": Filler, "the": Det, "one": Word}}).Prepare()
	drop := func(t lexer.Token) bool { return t.Type == Filler }
	join := func(ws []string) string { return strings.Join(ws, " ") }
	got := l.Trimmed("um the bedside one please thanks", drop, join)
	want := []string{"the bedside one please thanks", "um the bedside one please", "the bedside one please", "um the bedside one", "the bedside one"}
	if !slices.Equal(got, want) {
		t.Errorf("Trimmed = %q, want %q", got, want)
	}
	if got := l.Trimmed("please please", drop, join); slices.Contains(got, "") {
		t.Errorf("Trimmed(please please) = %q: an empty text", got)
	}
	if got := l.Trimmed("um, the one,", drop, join); !slices.Contains(got, "the one") {
		t.Errorf("Trimmed(um, the one,) = %q, want the pauses at its ends left out too", got)
	}
	if got := l.Trimmed("the um one", drop, join); len(got) != 0 {
		t.Errorf("Trimmed(the um one) = %q, want none", got)
	}
	if got := l.Trimmed("please please please please the one", drop, join); len(got) != maxTrimmed {
		t.Errorf("Trimmed of four = %q, want %d", got, maxTrimmed)
	}
}
