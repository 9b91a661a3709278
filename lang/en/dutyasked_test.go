package en

import (
	"strings"
	"testing"
)

// TestDutyAsked: "do I need to", "do we have to" … before a command asks
// what "should I" asks (the state, no yes or no); and a question opened by
// a word that takes a bare verb asks every verb joined to it by "and",
// never doing the second ("did you lock the front door and close the
// garage door").
func TestDutyAsked(t *testing.T) {
	registered()
	commands := []string{"lock the front door", "turn off the oven", "close the garage door", "switch on the heater",
		"turn the tv off", "open the blinds", "unlock the back door", "turn off the kitchen light"}
	n := 0
	for _, c := range commands {
		want := compiled("should i " + c)
		if !strings.Contains(want, "query") || strings.Contains(want, "yes_no") {
			t.Fatalf("Compile(%q) = %s, want a question of the state", "should i "+c, want)
		}
		for _, opener := range []string{"do i need to", "do i have to", "do we need to", "do we have to"} {
			n++
			if got := compiled(opener + " " + c); got != want {
				t.Errorf("Compile(%q) = %s, want %s", opener+" "+c, got, want)
			}
		}
	}
	for _, opener := range []string{"did you", "should i", "do i need to", "do we have to", "must i", "did i"} {
		for i, a := range commands {
			b := commands[(i+3)%len(commands)]
			text := opener + " " + a + " and " + b
			n++
			if got := compiled(text); strings.Contains(got, "act") || strings.Count(got, "query") != 2 {
				t.Errorf("Compile(%q) = %s, want both asked, nothing done", text, got)
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
	for _, text := range []string{"turn off the tv and close the garage door", "is the front door locked and close the garage door"} {
		if got := compiled(text); !strings.Contains(got, "act close") {
			t.Errorf("Compile(%q) = %s, want the command after 'and' done", text, got)
		}
	}
}
