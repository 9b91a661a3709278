package en

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
)

// TestFanSettings: a fan's speed said as a named setting (low, medium,
// mid, high, with or without "speed" or "setting" after it) after "on",
// "to", the fan or "speed", with every verb, fan and courtesy, compiles
// as the same command with its part of the range in percent does (33, 66,
// 100): "high" and "low" were a step up or down, "medium" a place. Said
// of no fan, after "up" or "down", or as what the speaker did, it is left.
func TestFanSettings(t *testing.T) {
	registered()
	forms := []string{"%s on %s", "turn the %s on %s", "set the %s to %s", "put the %s on %s please", "%s to %s",
		"%s %s", "turn on the %s on %s", "can you set the %s speed to %s", "turn the %s down to %s", "put the %s on the %s setting"}
	fans := []string{"fan", "living room fan", "the fans", "bedroom fan"}
	levels := map[string]string{"low": "33", "medium": "66", "mid": "66", "high": "100", "high speed": "100", "low speed": "33"}
	n := 0
	for _, f := range forms {
		for _, fan := range fans {
			for said, pct := range levels {
				if strings.Contains(f, "setting") && strings.HasSuffix(said, "speed") {
					continue
				}
				text := fmt.Sprintf(f, fan, said)
				n++
				want, werr := compile.Compile(fmt.Sprintf(f, fan, pct+" percent"))
				got, err := compile.Compile(text)
				if werr != nil || err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v (%v)", text, got, err, want, werr)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"turn the fan up high", "turn the fan down low", "set the kitchen light to high",
		"set the living room ac to high", "i got the fan on high", "we left the fan on low", "turn the fan light on high"} {
		p, err := compile.Compile(text)
		if err != nil {
			continue
		}
		for _, c := range p.Clauses {
			for _, pr := range c.Params {
				if !pr.Relative && (pr.Num == 33 || pr.Num == 66 || pr.Num == 100) {
					t.Errorf("Compile(%q) = %v: a named speed read where no fan's speed is set", text, p)
				}
			}
		}
	}
}
