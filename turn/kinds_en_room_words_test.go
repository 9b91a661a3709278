package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestEnglishRoomWords says the demo home's hall, landing, garden, kitchen
// and bathroom by other words of the same kind of room ("foyer",
// "corridor", "stairway", "yard", "kitchenette", "loo"), in a name, after
// "in" and in a sweep: each does what the room's own word does. They were
// names not found ("I can't find “foyer light”").
func TestEnglishRoomWords(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	rooms := map[string][]string{
		"hall":     {"hallway", "foyer", "entryway", "vestibule", "corridor"},
		"stairs":   {"stairway", "staircase", "stairwell"},
		"garden":   {"yard", "backyard"},
		"kitchen":  {"kitchenette"},
		"bathroom": {"restroom", "washroom", "loo", "lavatory"},
	}
	forms := []string{"turn on the %s light", "turn off the lights in the %s", "switch off the %s lights", "turn everything off in the %s",
		"is the %s light on", "what is on in the %s"}
	n := 0
	for room, words := range rooms {
		for _, f := range forms {
			r := saidInTurn(e, fmt.Sprintf("room %d", n), fmt.Sprintf(f, room))
			want := summary(r) + " " + r.Say
			if strings.HasPrefix(want, "not_understood") {
				t.Fatalf("%q: %s", fmt.Sprintf(f, room), want)
			}
			for _, w := range words {
				n++
				said := fmt.Sprintf(f, w)
				r := saidInTurn(e, fmt.Sprintf("room %d", n), said)
				if got := summary(r) + " " + r.Say; got != want {
					t.Errorf("%q: %s, want %s as %q", said, got, want, fmt.Sprintf(f, room))
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d utterances, want at least 80", n)
	}
}
