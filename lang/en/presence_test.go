package en

import (
	"strings"
	"testing"
)

// TestPresenceSaid: a condition of someone in a place, said with the
// person or the motion first, or with the place empty (every opener,
// way of saying it, place and command, the condition before or after the
// command), is the place said to be occupied or not: "if someone is in
// the kids room turn on the light" is "if the kids room is occupied turn
// on the light". They were not understood. Said with no place ("if
// nobody is there", "if there is no motion") it is "if not occupied", of
// where the command acts; said with no condition, or with no place and
// no verb ("if someone turn on the light"), it is no such condition.
func TestPresenceSaid(t *testing.T) {
	generated(t)
	registered()
	// forms: how it is said, with %s for the place, and whether no one is there
	forms := map[string]bool{
		"someone is in %s": false, "somebody is in %s": false, "anyone is in %s": false, "anybody is in %s": false,
		"someone's in %s": false, "there's someone in %s": false, "there is anybody in %s": false,
		"there is motion in %s": false, "there's movement in %s": false, "someone is at %s": false,
		"nobody is in %s": true, "no one is in %s": true, "noone is in %s": true, "%s is empty": true,
	}
	places := []string{"the kids room", "the hall", "the study", "kids room"}
	commands := []string{"turn on the light", "turn off the lights", "turn on the heater", "open the blinds", "lock the front door", "switch the heater on"}
	n := 0
	for _, opener := range []string{"if", "when", "whenever", "unless"} {
		for form, none := range forms {
			for _, p := range places {
				plain := opener + " " + p + " is occupied"
				if none {
					plain = opener + " " + p + " is not occupied"
				}
				n += sameCondition(t, opener+" "+strings.Replace(form, "%s", p, 1), plain, commands, "occupancy")
			}
		}
	}
	if n < 2000 {
		t.Errorf("%d ways, want at least 2000", n)
	}
	// said with no place: where the command acts
	nowhere := map[string]bool{
		"someone is there": false, "somebody's there": false, "anyone is around": false, "anybody is in there": false,
		"there is motion": false, "there's movement": false, "there is someone there": false,
		"nobody is there": true, "no one is in there": true, "nobody's around": true, "there is no motion": true,
		"there's no movement": true, "there is nobody there": true, "noone is there": true,
	}
	for _, opener := range []string{"if", "when", "whenever", "unless"} {
		for form, none := range nowhere {
			plain := opener + " occupied"
			if none {
				plain = opener + " not occupied"
			}
			n += sameCondition(t, opener+" "+form, plain, append(commands, "turn off the hall light", "turn on the kids room lamp"), "occupancy")
		}
	}
	if n < 3000 {
		t.Errorf("%d ways, want at least 3000", n)
	}
	for _, text := range []string{"someone is in the kids room", "if someone is here", "if someone turn on the light",
		"if someone is here turn on the light", "if someone is home turn on the hall light", "if nobody turn off the light",
		"if nobody turn off the lights", "is anyone in the kids room", "the hall is empty", "if the hall is empty"} {
		if got := compiled(text); strings.Contains(got, " act ") && strings.Contains(got, "occupancy") {
			t.Errorf("Compile(%q) = %s: want no command on a condition of someone there", text, got)
		}
	}
}

// sameCondition checks that a condition said as cond, before each
// command, after it and before it with a pause, compiles as said as
// plain, with mark in its program; it is the number of ways checked.
func sameCondition(t *testing.T, cond, plain string, commands []string, mark string) int {
	t.Helper()
	n := 0
	for _, c := range commands {
		for _, pair := range [][2]string{{cond + " " + c, plain + " " + c}, {c + " " + cond, c + " " + plain}, {cond + ", " + c, plain + ", " + c}} {
			n++
			got, want := compiled(pair[0]), compiled(pair[1])
			if got != want || !strings.Contains(want, mark) {
				t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same condition", pair[0], got, pair[1], want)
			}
		}
	}
	return n
}
