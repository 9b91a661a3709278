package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLevelAsked: whether an attribute is high or low, asked ("is the
// volume high", "is the temperature a bit low in the bedroom", "is the
// tv volume too high"), asks the attribute and changes nothing: it was a
// change asked back, the wrong way ("is the volume high": "Raise TV by
// 10%?"), or not understood with "too".
func TestLevelAsked(t *testing.T) {
	registered()
	subjects := map[string]string{"the volume": "volume", "the tv volume": "volume", "the brightness": "brightness",
		"the temperature": "temperature", "the bedroom temperature": "temperature", "the humidity": "humidity", "the fan speed": "speed"}
	n := 0
	for subject, attr := range subjects {
		for _, d := range []string{"", "a bit ", "too ", "really ", "a little too "} {
			for _, level := range []string{"high", "low"} {
				for _, f := range []string{"is %s", "is %s in the kitchen", "hey, is %s"} {
					text := strings.Replace(f, "%s", subject+" "+d+level, 1)
					n++
					p, err := compile.Compile(text)
					if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Query || p.Clauses[0].Ask != attr {
						t.Errorf("Compile(%q) = %v, %v, want the %s asked", text, p, err, attr)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
}
