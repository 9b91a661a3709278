package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestSettingHour: a number alone after "at", "by" or "around" at the end
// or the start of a command that says its own value (every verb of the
// pack that sets, dims or moves something, with a value said by "to",
// "by", a unit of the pack, "halfway" or a colour), or after "at" before
// that value, or after "at" or "around" with a command that changes by a
// step ("turn the ac up at 5"), is the hour it is to happen at: never
// dropped with the value set now ("set the bedroom light to 30 percent at
// 10" set it at once), never the value ("open the curtain halfway at 7"
// set it to 7%, "turn the ac up at 5" to 5 °C).
func TestSettingHour(t *testing.T) {
	generated(t)
	registered()
	var cmds []string
	for _, v := range sortedKeys(verbs) {
		switch verbs[v] {
		case "set":
			cmds = append(cmds, v+" the desk lamp to 30 percent", v+" the desk lamp to 30%", v+" the bedroom ac to 22 degrees")
		case "dim", "brighten":
			cmds = append(cmds, v+" the desk lamp to 30 percent", v+" the desk lamp by 20%")
		case "inc", "dec":
			cmds = append(cmds, v+" the study speaker volume to 30 percent", v+" the study speaker volume by 20 percent")
		case "open", "close", "move":
			cmds = append(cmds, v+" the bedroom blinds halfway", v+" the bedroom blinds to 40 percent")
		}
	}
	cmds = append(cmds, "set the dining light to blue", "turn the desk lamp down to 20", "turn the study speaker volume down by 10",
		"turn the bedroom ac to 22 degrees", "put the desk lamp at 40 percent")
	hours, clocks := []string{"10", "eleven", "7", "5"}, []string{"10:00", "11:00", "07:00", "05:00"}
	orders := func(cmd, before, h string) []string {
		return []string{cmd + " " + before + " " + h, cmd + " " + before + " " + h + " please", before + " " + h + " " + cmd, before + " " + h + ", " + cmd}
	}
	n := 0
	for _, cmd := range cmds {
		for _, before := range sorted(hourBefore) {
			for k := range 4 {
				// every command, word and order; the hours in turn
				h, hour := hours[n%len(hours)], clocks[n%len(hours)]
				text := orders(cmd, before, h)[k]
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue // not understood: not done now either
				}
				for _, c := range p.Clauses {
					hourAsValue := slices.ContainsFunc(c.Params, func(p ir.Param) bool { return p.Num == 7 || p.Num == 5 || p.Num == 11 })
					if c.When == nil || c.When.Clock != hour || hourAsValue {
						t.Errorf("Compile(%q) = %s, want it done at %s", text, p, hour)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	// said in the middle, between the command and its value
	for _, text := range []string{"turn on the bedroom ac at 5 to 22 degrees", "set the desk lamp at 7 to 30 percent", "open the bedroom blinds at 7 halfway"} {
		n++
		if p, err := compile.Compile(text); err != nil || p.Clauses[0].When == nil || p.Clauses[0].When.Clock[:2] != "0"+text[strings.Index(text, " at ")+4:][:1] {
			t.Errorf("Compile(%q) = %v, %v, want it done at the hour", text, p, err)
		}
	}
	// a command that changes by a step with no number ("turn the ac up
	// at 5", "dim the desk lamp at 9"), every such verb of the pack
	var steps []string
	for _, v := range sortedKeys(verbs) {
		switch verbs[v] {
		case "dim", "brighten":
			steps = append(steps, v+" the desk lamp")
		case "inc", "dec":
			steps = append(steps, v+" the study speaker volume")
		}
	}
	steps = append(steps, "turn the bedroom ac up", "turn down the study speaker", "turn the desk lamp down a bit")
	for _, cmd := range steps {
		for _, text := range []string{cmd + " at 7", cmd + " around 7 please", "at 7 " + cmd, "at 7, " + cmd} {
			n++
			p, err := compile.Compile(text)
			if err != nil {
				continue
			}
			for _, c := range p.Clauses {
				if c.When == nil || c.When.Clock != "07:00" || slices.ContainsFunc(c.Params, func(p ir.Param) bool { return p.Num == 7 }) {
					t.Errorf("Compile(%q) = %s, want it done at 07:00", text, p)
				}
			}
		}
	}
	// a value said by "at" alone stays the value, set now; a question
	// or a condition takes no hour.
	for _, text := range []string{"set the desk lamp at 10", "dim the desk lamp at 40", "dim the desk lamp by 10", "turn the volume down by 5"} {
		if p, err := compile.Compile(text); err != nil || len(p.Clauses) != 1 || p.Clauses[0].When != nil {
			t.Errorf("Compile(%q) = %v, %v, want a value set now", text, p, err)
		}
	}
	for _, text := range []string{"is the desk lamp set to 30 percent at 10", "if the study is above 20 degrees set the desk lamp to 30 at 10"} {
		if _, w, ok := (pack{}).When(text); ok && w.Clock != "" {
			t.Errorf("When(%q) = %+v, want no hour", text, w)
		}
	}
	if !strings.Contains(cmds[0], "to 30") {
		t.Fatalf("no commands built: %v", cmds)
	}
}
