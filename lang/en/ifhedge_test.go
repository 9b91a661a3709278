package en

import (
	"strings"
	"testing"
)

// TestIfHedges: a polite request that opens with "if" (every one of
// ifHedges and those of courtesy, said before a command with a pause or
// none, courtesy after it or none, or said after the command) is the
// command, as said without it: "if it's not too much trouble, close the
// blinds" was read as a condition and not understood. A condition on a
// quantity or a state stays a condition.
func TestIfHedges(t *testing.T) {
	registered()
	hedges := []string{"if it's not too much trouble", "if it isn't too much trouble", "if it's no trouble", "if it's not a problem",
		"if that's ok", "if that's okay with you", "if it's alright", "if it's all right", "if possible", "if at all possible",
		"if you please", "if you wouldn't mind", "if you don't mind", "if you could", "if you would", "if you get the chance", "if you have a chance",
		"if you have a minute", "if you have a moment", "if it's no bother"}
	commands := []string{"close the blinds", "turn off the tv", "dim the study lamp", "turn on the hall light", "lock the front door",
		"open the living room curtain"}
	n := 0
	for _, h := range hedges {
		for _, c := range commands {
			want := compiled(c)
			if strings.HasPrefix(want, "!!") {
				t.Fatalf("Compile(%q) = %s", c, want)
			}
			for _, said := range []string{h + ", " + c, h + " " + c, h + " please " + c, h + ", could you please " + c, c + " " + h,
				c + ", " + h} {
				n++
				if got := compiled(said); got != want {
					t.Errorf("Compile(%q) = %s, want %s", said, got, want)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, text := range []string{"if it's above 26 turn on the ac", "if the front door is open turn on the hall light",
		"if the tv is on turn off the lights", "if it's not on turn on the tv", "if it is below 20 turn on the heater",
		"if that is on turn it off", "if it's above 26, close the blinds", "close the blinds if it is above 26"} {
		if got := compiled(text); !strings.Contains(got, " if ") {
			t.Errorf("Compile(%q) = %s: want a condition", text, got)
		}
	}
}
