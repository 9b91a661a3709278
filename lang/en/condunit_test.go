package en

import (
	"testing"

	"edge/lang"
)

// TestQuantityAfterConditionNumber: a word of a sensed quantity said
// right after a condition's number ("if the study is below 100 lux", "if
// the kitchen is above 800 ppm"), for every such word of the pack, before
// or after the command, is what the condition compares: never dropped
// with the condition comparing the temperature.
func TestQuantityAfterConditionNumber(t *testing.T) {
	registered()
	sensed := map[string]bool{"illuminance": true, "co2": true, "humidity": true, "power": true, "battery": true, "temperature": true}
	n := 0
	for _, w := range sortedKeys(attrs) {
		if !sensed[attrs[w]] {
			continue
		}
		for _, text := range []string{"if the study is below 100 " + w + " turn on the study lamp", "turn on the desk lamp if the kitchen is above 800 " + w,
			"when the bathroom is over 60 " + w + ", switch on the extractor fan"} {
			n++
			cs, err := (pack{}).Parse(text)
			if err != nil {
				t.Errorf("Parse(%q): %v", text, err)
				continue
			}
			var got []string
			for _, c := range cs {
				for _, p := range c {
					switch {
					case p.Kind == lang.Cond:
						got = append(got, p.Cond.Attr)
					case p.Kind == lang.Attr:
						t.Errorf("Parse(%q): %q left to the command", text, p.Raw)
					}
				}
			}
			if len(got) != 1 || got[0] != attrs[w] {
				t.Errorf("Parse(%q): conditions on %v, want %s", text, got, attrs[w])
			}
		}
	}
	if n < 30 {
		t.Errorf("%d ways, want at least 30", n)
	}
}
