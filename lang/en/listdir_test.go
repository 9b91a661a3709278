package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestListDir: a list of things or places joined by "and" (commas before
// the last) and a direction after it with no verb ("kitchen and hall
// lights off", "the tv and the fan off please", "kitchen, hall and landing
// lights on") compiles as "turn" and the direction before the list do; a
// verb, a question, "or" or a value anywhere leaves it as it was read.
func TestListDir(t *testing.T) {
	registered()
	lists := []string{"kitchen and hall lights", "the kitchen and the hall lights", "kitchen, hall and landing lights",
		"the tv and the fan", "tv and living room light", "bedroom lamp and ceiling light", "the oven and the kettle",
		"the heater and the humidifier", "study and bedroom lamps"}
	n := 0
	for _, list := range lists {
		for _, dir := range []string{"on", "off"} {
			for _, lead := range []string{"", "please ", "alexa ", "ok alexa "} {
				for _, end := range []string{"", " please", " thanks"} {
					text := lead + list + " " + dir + end
					want, werr := compile.Compile(lead + "turn " + dir + " " + list + end)
					if werr != nil {
						t.Errorf("Compile(%q) = %v, the command is not read", lead+"turn "+dir+" "+list+end, werr)
						continue
					}
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"turn the tv and the fan off", "is the tv and the fan off", "the tv or the fan off",
		"kitchen and hall lights to 50 off", "kitchen lights off and hall lights on"} {
		if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "verb:turn dir:") && !strings.HasPrefix(text, "turn") {
			t.Errorf("Tokens(%q) = %s, the direction moved", text, got)
		}
	}
}
