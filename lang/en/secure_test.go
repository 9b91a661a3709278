package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestSecureIsLocked: "secure" said of a thing compiles as "lock" (every
// lead and thing), and "secure" or "secured" asked or in a condition as
// "locked"; "the secure lock" and the like keep it a word of a name.
func TestSecureIsLocked(t *testing.T) {
	registered()
	things := []string{"the house", "the front door", "all the doors", "everything", "the back door", "the garage", "my home"}
	n := 0
	check := func(text, said string) {
		n++
		want, werr := compile.Compile(said)
		if werr != nil {
			t.Errorf("Compile(%q) = %v", said, werr)
			return
		}
		if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v as %q", text, got, err, want, said)
		}
	}
	for _, th := range things {
		for _, lead := range []string{"", "please ", "alexa, ", "can you "} {
			check(lead+"secure "+th, lead+"lock "+th)
		}
		for _, w := range []string{"secure", "secured"} {
			check("is "+th+" "+w, "is "+th+" locked")
			check("if "+th+" is not "+w+" turn on the hall light", "if "+th+" is not locked turn on the hall light")
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
	if got := compiled("turn on the secure lock light"); strings.Contains(got, " act lock") {
		t.Errorf("a name's word: %s", got)
	}
}
