package closure_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// sameHome has a floor of two rooms with their lights and a reading lamp
// on a plug, called by a name and an alias in each language, and a stereo
// that switches off.
const sameHome = `
floors:
  - {id: up, name: Upstairs, aliases: [upper floor, 楼上, 二楼]}
rooms:
  - {id: study, name: Study, aliases: [书房], floor: up}
  - {id: bed, name: Bedroom, aliases: [卧室], floor: up}
devices:
  - {id: light.study, name: Study light, aliases: [书房吸顶灯], room: study, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: light.bed, name: Bedroom light, aliases: [卧室吸顶灯], room: bed, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: outlet.lamp, name: 落地灯, aliases: [Reading lamp], room: study, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: outlet.lamp2, name: Floor lamp, aliases: [阅读灯], room: bed, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: media.stereo, name: Stereo, aliases: [音响], room: bed, type: speaker, capabilities: [onoff, media], state: {"on": true, playing: true, volume: 30}}
`

// TestTwoWordingsOneMeaning: the wordings of one command over a floor or
// a room (the class said plainly, with "all", with 都, the place before
// or after) act on the same devices, the lamps on plugs among them; a
// stereo that switches off is switched off by every verb of switching off,
// never muted.
func TestTwoWordingsOneMeaning(t *testing.T) {
	e := engineOn(t, sameHome)
	groups := map[string][]string{}
	for _, p := range [][2]string{{"upstairs", "楼上"}, {"the upper floor", "二楼"}, {"the study", "书房"}, {"the bedroom", "卧室"}} {
		en, zh := p[0], p[1]
		bare := strings.TrimPrefix(en, "the ")
		groups[en] = []string{"turn off the " + bare + " lights", "turn off the lights " + strings.Replace("in "+en, "in upstairs", "upstairs", 1),
			"turn off all the lights " + strings.Replace("in "+en, "in upstairs", "upstairs", 1), "switch the " + bare + " lights off",
			"关掉" + zh + "的灯", "把" + zh + "的灯都关掉", zh + "的灯关了", "关闭" + zh + "所有的灯", "把" + zh + "的灯关掉", zh + "的灯都关一下"}
	}
	n := 0
	for place, ws := range groups {
		var first []string
		for i, w := range ws {
			r := e.Ask(t.Context(), turn.Request{Text: w, DryRun: true, Session: fmt.Sprint(place, i)})
			n++
			got := actions(r)
			switch {
			case !acts(r):
				t.Errorf("%s: %q → %s", place, w, summary(r))
			case first == nil:
				first = got
				if !slices.ContainsFunc(got, func(a string) bool { return strings.HasPrefix(a, "outlet.") }) {
					t.Errorf("%s: %q leaves the lamps on plugs out: %s", place, w, summary(r))
				}
			case !slices.Equal(first, got):
				t.Errorf("%s: %q → %s, another wording did %v", place, w, summary(r), first)
			}
		}
	}
	off := map[string]outcome{}
	for _, w := range []string{"turn off the stereo", "switch off the stereo", "turn the stereo off", "stereo off", "shut off the stereo",
		"power off the stereo", "关掉音响", "把音响关了", "音响关掉", "关闭音响"} {
		off[w] = doing("media.stereo off")
	}
	check(t, e, "the stereo off", 8, off)
	if n < 30 {
		t.Errorf("%d wordings", n)
	}
}

// outdoorHome has lights tagged outdoor in two rooms and one inside.
const outdoorHome = `
rooms:
  - {id: patio, name: Patio, aliases: [露台]}
  - {id: porch, name: Porch, aliases: [门廊]}
  - {id: hall, name: Hall, aliases: [门厅]}
devices:
  - {id: light.patio, name: Patio light, room: patio, type: light, tags: [outdoor], capabilities: [onoff]}
  - {id: light.porch, name: Porch light, room: porch, type: light, tags: [outdoor], capabilities: [onoff]}
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff]}
`

// TestOutsideIsOutdoor: every word the pack folds onto "outdoor" finds
// the lights tagged so, as "outdoor" does, and never the one inside.
func TestOutsideIsOutdoor(t *testing.T) {
	e := engineOn(t, outdoorHome)
	var base string
	for i, w := range []string{"outdoor", "outside", "outdoors", "exterior"} {
		for j, f := range []string{"turn on the %s lights", "turn on all the %s lights"} {
			text := strings.Replace(f, "%s", w, 1)
			r := e.Ask(t.Context(), turn.Request{Text: text, DryRun: true, Session: fmt.Sprint("o", i, j)})
			got := r.Outcome + " " + strings.Join(actions(r), ",") + " " + fmt.Sprint(r.Options)
			if strings.Contains(got, "light.hall") {
				t.Errorf("%q reaches the hall: %s", text, summary(r))
			}
			if j == 1 && !slices.Equal(actions(r), []string{"light.patio on {}", "light.porch on {}"}) {
				t.Errorf("%q → %s", text, summary(r))
			}
			if j == 0 && base == "" {
				base = got
			} else if j == 0 && got != base {
				t.Errorf("%q → %s, %q did %s", text, got, "turn on the outdoor lights", base)
			}
		}
	}
}
