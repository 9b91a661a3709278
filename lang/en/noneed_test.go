package en

import (
	"strings"
	"testing"
)

// TestNotNeeded: a command said not to be needed ("no need to lock the
// front door", "there's no need to turn off the tv", "you needn't close
// the blinds", "no point turning on the fan", "don't bother locking the
// front door"), alone or with a word before or after it, is the command
// negated, as "do not …" says: nothing is done. "no need, turn off the
// tv" is the command, "no need to worry" none.
func TestNotNeeded(t *testing.T) {
	registered()
	cmds := map[string]string{"turn on the hall light": "turning on the hall light", "switch off the tv": "switching off the tv",
		"open the garage door": "opening the garage door", "close the blinds": "closing the blinds",
		"lock the front door": "locking the front door", "unlock the front door": "unlocking the front door",
		"dim the kitchen light": "dimming the kitchen light", "mute the tv": "muting the tv",
		"arm the alarm": "arming the alarm", "turn the kitchen light off": "turning the kitchen light off"}
	bare := []string{"no need to", "there's no need to", "there is no need to", "you needn't", "you need not", "no need for you to"}
	doing := []string{"no point", "no point in", "there's no point in", "don't bother", "do not bother"}
	n := 0
	for cmd, ing := range cmds {
		want := compiled("do not " + cmd)
		if !strings.Contains(want, "neg") && !strings.Contains(want, "not") {
			t.Fatalf("Compile(%q) = %s, want a negated command", "do not "+cmd, want)
		}
		var texts []string
		for _, o := range bare {
			texts = append(texts, o+" "+cmd)
		}
		for _, o := range doing {
			texts = append(texts, o+" "+ing)
		}
		for _, text := range texts {
			for _, said := range []string{text, "oh " + text, text + " thanks", "alexa " + text} {
				n++
				if got := compiled(said); got != want {
					t.Errorf("Compile(%q) = %s, want %s", said, got, want)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	if got, want := compiled("no need, turn off the tv"), compiled("turn off the tv"); got != want {
		t.Errorf("Compile(%q) = %s, want %s", "no need, turn off the tv", got, want)
	}
	if got := compiled("no need to worry"); strings.HasPrefix(got, "en act") {
		t.Errorf("Compile(%q) = %s, want no command", "no need to worry", got)
	}
}
