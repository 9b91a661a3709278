package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestNudge: a level nudged up or down ("nudge the heating up", "nudge up
// the volume on the tv", "can you nudge the bedroom ac up two degrees") is
// turned up or down as with "bump": it was read into the name and not
// found ("nudge heating").
func TestNudge(t *testing.T) {
	registered()
	objects := []string{"the heating", "the bedroom ac", "the volume on the tv", "the telly", "the kitchen lights", "it", "the thermostat"}
	n := 0
	for _, obj := range objects {
		for _, form := range []string{"%s %s up", "%s %s down", "%s %s up a bit", "%s %s down a notch", "%s %s up by two"} {
			for _, o := range []string{"", "can you ", "please "} {
				said := o + fmt.Sprintf(form, "nudge", obj)
				as := o + fmt.Sprintf(form, "bump", obj)
				n++
				p, err := compile.Compile(said)
				q, qerr := compile.Compile(as)
				if err != nil || qerr != nil || p.String() != q.String() {
					t.Errorf("Compile(%q) = %v, %v; want as %q: %v, %v", said, p, err, as, q, qerr)
				}
			}
		}
	}
	for _, o := range []string{"", "can you "} {
		for _, obj := range objects[:5] {
			for _, d := range []string{"up", "down"} {
				said, as := o+"nudge "+d+" "+obj, o+"bump "+d+" "+obj
				n++
				p, err := compile.Compile(said)
				q, _ := compile.Compile(as)
				if err != nil || p.String() != q.String() {
					t.Errorf("Compile(%q) = %v, %v; want as %q: %v", said, p, err, as, q)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
