package en

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
)

// TestTakenUpOrDown: "take" with "up" or "down" ("take the volume down",
// "take it up a notch", "take the lights down to 20 percent", "could you
// take down the heating a bit") compiles as "turn" does: "take" was a name
// not found. Without up or down, or up to a place, it says nothing a device
// does ("take the trash out", "take the tv off", "take the vacuum up to the
// bedroom").
func TestTakenUpOrDown(t *testing.T) {
	registered()
	things := []string{"the kitchen light", "the tv", "the volume", "the bedroom ac", "the heating", "it", "the lights", "the temperature", "the fan"}
	forms := []string{"%[1]s %[2]s %[3]s", "%[1]s %[3]s %[2]s", "%[1]s %[2]s %[3]s a bit", "%[1]s %[2]s %[3]s a notch",
		"could you %[1]s %[2]s %[3]s please", "%[1]s %[2]s %[3]s to 20", "%[1]s %[2]s %[3]s by 2", "please %[1]s %[3]s %[2]s in the kitchen"}
	n := 0
	for _, thing := range things {
		for _, f := range forms {
			if thing == "it" && strings.Contains(f, "%[3]s %[2]s") {
				continue // "turn up it"
			}
			for _, dir := range []string{"up", "down"} {
				want, err := compile.Compile(fmt.Sprintf(f, "turn", thing, dir))
				if err != nil {
					t.Fatalf("Compile(%q): %v", fmt.Sprintf(f, "turn", thing, dir), err)
				}
				text := fmt.Sprintf(f, "take", thing, dir)
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"take the trash out", "take the tv off", "take off the lights", "take the vacuum up to the bedroom",
		"take a shower", "take the kettle", "take the dog out and turn off the lights"} {
		if p, err := compile.Compile(text); err == nil && !strings.Contains(p.String(), `"take `) {
			t.Errorf("Compile(%q) = %v, want \"take\" left a word of a name", text, p)
		}
	}
}
