package en

import (
	"strings"
	"testing"
)

// TestOnlySaid: "only" before the verb, before what is named or after
// it limits a command as "just" does: the command alone (every command,
// each place of "only"). It was a name's word ("Did you mean Kitchen
// light?", "I can't find “only lamp”"). "only if" stays a condition, and
// "not only" is no limit.
func TestOnlySaid(t *testing.T) {
	generated(t)
	registered()
	commands := [][2]string{{"turn off", "the kitchen light"}, {"switch on", "the bedside lamp"}, {"turn on", "the lamp in the study"},
		{"dim", "the lights in the lounge"}, {"open", "the bedroom blinds"}, {"lock", "the front door"}, {"close", "the garage door"},
		{"set", "the bedroom ac to 22"}, {"mute", "the tv"}, {"turn on", "the fan"}, {"unlock", "the back door"}, {"turn off", "the lights upstairs"}}
	n := 0
	for _, c := range commands {
		plain := c[0] + " " + c[1]
		want := compiled(plain)
		texts := []string{"only " + plain, c[0] + " only " + c[1], plain + " only", "please only " + plain}
		if verb, particle, ok := strings.Cut(c[0], " "); ok && verb == "turn" {
			texts = append(texts, "only "+c[1]+" "+particle, "turn only "+c[1]+" "+particle) // "only the kitchen light off"
		}
		for _, text := range texts {
			n++
			if got := compiled(text); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
	for text, want := range map[string]string{
		"turn on the bedroom ac only if it is above 30 degrees": " if ",
		"turn on the heater but only if it is below 18 degrees": " if ",
		"only if the tv is on turn off the lights":              " if ",
	} {
		if got := compiled(text); !strings.Contains(got, want) {
			t.Errorf("Compile(%q) = %s, want a condition", text, got)
		}
	}
	if got, plain := compiled("turn off not only the kitchen light but also the hall light"), compiled("turn off the kitchen light"); got == plain {
		t.Errorf("not only: %s, want no command of the kitchen light alone", got)
	}
}
