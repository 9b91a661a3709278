package en

import (
	"testing"

	"edge/compile"
)

// TestListDirVerb: a verb of switching, a list of things joined by "and"
// and the direction said last ("turn the desk lamp and the ac off",
// "switch the kitchen light and the hall light off", "put the tv and the
// fan on") compiles as the verb with the direction before the list does:
// both things switched that way, none asked on or off, none dropped.
func TestListDirVerb(t *testing.T) {
	registered()
	pairs := []string{"the desk lamp and the ac", "the tv and the fan", "the kitchen light and the hall light",
		"the tv and fan", "the oven and the kettle", "the heater and the humidifier", "bedroom lamp and ceiling light",
		"the kitchen, hall and landing lights", "the study lamp and the bedside lamp"}
	n := 0
	for _, list := range pairs {
		for _, verb := range []string{"turn", "switch", "put"} {
			for _, dir := range []string{"on", "off"} {
				for _, lead := range []string{"", "please ", "alexa ", "can you "} {
					for _, end := range []string{"", " please", " thanks"} {
						if verb == "put" && dir == "off" {
							continue // "put the tv off" says nothing
						}
						said := lead + verb + " " + list + " " + dir + end
						want, werr := compile.Compile(lead + "turn " + dir + " " + list + end)
						if werr != nil {
							t.Fatalf("Compile(%q) = %v, the command is not read", lead+"turn "+dir+" "+list+end, werr)
						}
						n++
						if got, err := compile.Compile(said); err != nil || got.String() != want.String() {
							t.Errorf("Compile(%q) = %v, %v, want %v", said, got, err, want)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
}
