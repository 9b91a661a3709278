package closure_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestPauseBeforeException: a trailing exception said after a pause (a
// comma, a 逗号, a space) does what it does said without one, with every
// exception word and room: the room's lights are left out.
func TestPauseBeforeException(t *testing.T) {
	e := kindsEngine(t)
	type form struct {
		plain, paused string
		left          []string
	}
	var forms []form
	for rooms, ids := range roomLights {
		r, z := rooms[0], rooms[1]
		for _, x := range []string{"except", "excluding", "but not", "apart from", "other than", "besides"} {
			for _, p := range []string{", ", " , ", "; "} {
				plain := "turn off all the lights " + x + " the " + r
				forms = append(forms, form{plain, strings.Replace(plain, " "+x, strings.TrimRight(p, " ")+" "+x, 1), ids})
			}
		}
		for _, p := range []string{"，", ",", " "} {
			forms = append(forms,
				form{"所有灯都关掉" + z + "除外", "所有灯都关掉" + p + z + "除外", ids},
				form{"关掉所有灯除了" + z, "关掉所有灯" + p + "除了" + z, ids},
				form{"把所有灯都关了留着" + z + "的灯", "把所有灯都关了" + p + "留着" + z + "的灯", ids},
				form{"所有灯都关了只留" + z + "的灯", "所有灯都关了" + p + "只留" + z + "的灯", ids})
		}
	}
	if len(forms) < 50 {
		t.Fatalf("%d forms", len(forms))
	}
	for i, f := range forms {
		plain := e.Ask(t.Context(), turn.Request{Text: f.plain, DryRun: true, Session: fmt.Sprint("p", i)})
		paused := e.Ask(t.Context(), turn.Request{Text: f.paused, DryRun: true, Session: fmt.Sprint("q", i)})
		if !acts(plain) || !slices.Equal(actions(plain), actions(paused)) || acts(plain) != acts(paused) {
			t.Errorf("%q → %s\n\t%q → %s", f.plain, summary(plain), f.paused, summary(paused))
		}
		for _, a := range plain.Actions {
			if slices.Contains(f.left, a.Device) {
				t.Errorf("%q acts on %s, which it leaves out", f.plain, a.Device)
			}
		}
	}
}
