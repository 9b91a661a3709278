package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestLevelSaidHighOrLow: an attribute said to be high or low ("the volume
// is low", "the temperature is a bit high", "the fan speed is too high",
// "the humidity is kind of low") asks for the change that mends it: down
// when high, up when low. Without "too" it was read the other way ("the
// volume is low": "Lower TV by 10%?"), and with it the temperature, the
// humidity and the speed were not understood. Said without "too", or of
// what is not the sound or the light, it is a wish, asked back; before a
// command ("the volume is high, turn it down") it is dropped and the
// command done, where the command was read the wrong way too.
func TestLevelSaidHighOrLow(t *testing.T) {
	registered()
	subjects := map[string]string{"the volume": "volume", "the tv volume": "volume", "the sound": "volume", "the brightness": "brightness",
		"the temperature": "temperature", "the bedroom temperature": "temperature", "the humidity": "humidity", "the fan speed": "speed"}
	degrees := []string{"", "a bit ", "a little ", "kind of ", "really ", "so ", "pretty ", "too ", "way too ", "a bit too ", "much too "}
	n := 0
	for subject, attr := range subjects {
		for _, d := range degrees {
			for level, sign := range map[string]string{"high": "-", "low": "+"} {
				text := subject + " is " + d + level
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 1 || !strings.Contains(p.String(), " "+attr+sign) {
					t.Errorf("Compile(%q) = %v, %v, want %s%s", text, p, err, attr, sign)
				}
				if !strings.Contains(d, "too") && (err != nil || !p.Clauses[0].Wish) {
					t.Errorf("Compile(%q) = %v, %v, want a wish", text, p, err)
				}
				n++
				for _, cmd := range []string{", turn it %s", ", can you turn it %s please"} {
					dir := map[string]string{"-": "down", "+": "up"}[sign]
					text := text + strings.Replace(cmd, "%s", dir, 1)
					p, err := compile.Compile(text)
					if err != nil || len(p.Clauses) != 1 || !strings.Contains(p.String(), " "+attr+sign) || p.Clauses[0].Wish {
						t.Errorf("Compile(%q) = %v, %v, want %s%s done", text, p, err, attr, sign)
					}
					n++
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for _, text := range []string{"the volume is fine", "the volume is not low", "the volume is high enough"} {
		if p, err := compile.Compile(text); err == nil && strings.Contains(p.String(), "set [] ") {
			t.Errorf("Compile(%q) = %v, want no change of the level", text, p)
		}
	}
}
