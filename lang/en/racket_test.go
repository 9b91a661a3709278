package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestRacketVolume: "racket" said of what plays ("turn that racket down",
// "turn down the racket a bit", "can you turn this racket down please")
// is its volume, as "noise" is: it was a name not found.
func TestRacketVolume(t *testing.T) {
	registered()
	n := 0
	for _, det := range []string{"that", "the", "this"} {
		for _, frame := range []string{"turn %s down", "turn down %s", "turn %s down a bit", "turn %s up", "lower %s"} {
			for _, lead := range []string{"", "please ", "can you ", "alexa "} {
				for _, end := range []string{"", " please", " thanks"} {
					said := lead + fmt.Sprintf(frame, det+" racket") + end
					want, werr := compile.Compile(lead + fmt.Sprintf(frame, det+" noise") + end)
					if werr != nil {
						t.Fatalf("Compile(%q) = %v, the command is not read", lead+fmt.Sprintf(frame, det+" noise")+end, werr)
					}
					n++
					if got, err := compile.Compile(said); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", said, got, err, want)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
}
