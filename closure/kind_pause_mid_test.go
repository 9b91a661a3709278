package closure_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// allLights are kindsHome's lights: what "all the lights" turns off.
var allLights = []string{"light.office", "light.desk", "light.kitchen", "light.bedroom", "light.guest2"}

// midCommands are, by language, the sweep an exception limits, second
// commands each on one device that is no light (with what they do), and
// a second sweep no exception can be told from.
var midCommands = map[string]struct {
	sweep, sweep2 string
	second        map[string]string
}{
	"en": {"turn off all the lights", "close all the blinds", map[string]string{
		"turn on the washer": "switch.washer on", "switch on the bedroom fan": "fan.bedroom on", "turn the printer on": "switch.printer on"}},
	"zh": {"关掉所有灯", "把所有百叶窗都关上", map[string]string{
		"打开洗衣机": "switch.washer on", "把卧室风扇打开": "fan.bedroom on", "打开打印机": "switch.printer on"}},
}

// sweptBut: the wording turns off every light but the excepted ones,
// which it never reaches, and does the second command.
func sweptBut(left []string, second string) outcome {
	return func(r turn.Result) bool {
		got := map[string]string{}
		for _, a := range r.Actions {
			got[a.Device] = a.Device + " " + a.Command
		}
		for _, id := range allLights {
			if slices.Contains(left, id) != (got[id] == "") || got[id] != "" && got[id] != id+" off" {
				return false
			}
		}
		return acts(r) && got[strings.Fields(second)[0]] == second
	}
}

// naming: the wording does nothing and its reply names what the
// exception leaves out.
func naming(what string) outcome {
	return func(r turn.Result) bool { return !acts(r) && len(r.Actions) == 0 && strings.Contains(r.Say, what) }
}

// TestPauseExceptionBetweenCommands: an exception said in a clause of its
// own between two commands, with every exception word, pause, join and
// room of the packs, limits the command that sweeps, before it or after
// it, never the one on a single device: the excepted lights are never in
// the plan, and the other command is done. Between two commands on single
// devices, or two sweeps, it is named and nothing is done.
func TestPauseExceptionBetweenCommands(t *testing.T) {
	e := kindsEngine(t)
	want := map[string]outcome{}
	for _, p := range lang.Packs() {
		x, ok := p.(lang.Excepter)
		c, known := midCommands[p.Code()]
		if !ok || !known {
			t.Fatalf("%s: no exceptions or commands to say them between", p.Code())
		}
		ways := x.Exceptions()
		seconds := slices.Sorted(func(yield func(string) bool) {
			for s := range c.second {
				if !yield(s) {
					return
				}
			}
		})
		n := 0
		for rooms, left := range roomLights {
			room := rooms[0]
			if p.Code() == "zh" {
				room = rooms[1]
			}
			for _, form := range ways.Forms {
				except := fmt.Sprintf(form, room)
				for _, join := range append([]string{""}, ways.Joins...) {
					for _, before := range ways.Pauses {
						n++
						after := ways.Pauses[n%len(ways.Pauses)]
						b := seconds[n%len(seconds)]
						then := strings.TrimSpace(p.Join([]string{join, b}))
						want[c.sweep+before+except+after+then] = sweptBut(left, c.second[b])
						// the reverse: the single one first
						want[b+before+except+after+p.Join([]string{join, c.sweep})] = sweptBut(left, c.second[b])
						want[b+before+p.Join([]string{join, c.sweep})+after+except] = sweptBut(left, c.second[b])
						if p.Marks(except).Except {
							// no pause before a word of exception
							want[p.Join([]string{c.sweep, except})+after+then] = sweptBut(left, c.second[b])
						}
						// it can limit neither, or either
						b2 := seconds[(n+1)%len(seconds)]
						want[b+before+except+after+p.Join([]string{join, b2})] = naming(room)
						if slices.ContainsFunc(lang.ClassWords("light"), func(w string) bool { return strings.Contains(form, w) }) {
							// the lights of the room: of the sweep of lights
							want[c.sweep+before+except+after+p.Join([]string{join, c.sweep2})] = sweptBut(left, "cover.kitchen close")
						} else {
							want[c.sweep+before+except+after+p.Join([]string{join, c.sweep2})] = naming(room)
						}
					}
				}
			}
		}
	}
	check(t, e, "an exception between two commands", 1500, want)
}
