package closure_test

import (
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// roomLights are the lights of kindsHome's rooms by their type: what a
// room said alone with a verb of switching means. The laundry room has
// none.
var roomLights = map[[2]string][]string{
	{"office", "书房"}:  {"light.office", "light.desk"},
	{"kitchen", "厨房"}: {"light.kitchen"},
	{"bedroom", "卧室"}: {"light.bedroom"},
}

// with appends a command to each device.
func with(ids []string, command string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id + " " + command
	}
	return out
}

// noLight: the wording switches no light.
func noLight(r turn.Result) bool {
	for _, a := range r.Actions {
		if strings.HasPrefix(a.Device, "light.") {
			return false
		}
	}
	return true
}

// TestRoomAlone: a room said alone with every verb of switching on or off
// of the pack acts on the room's lights (by type: not a plug named
// "lights", not the blind or the fan), in every order; a room without
// lights never has a light switched.
func TestRoomAlone(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	for rooms, ids := range roomLights {
		r, z := rooms[0], rooms[1]
		for _, dir := range []string{"on", "off"} {
			want := doing(with(ids, dir)...)
			for _, f := range []string{"turn %d the %r", "turn the %r %d", "%r %d", "switch %d %r", "please turn %d the %r"} {
				en[strings.NewReplacer("%d", dir, "%r", r).Replace(f)] = want
			}
		}
		for _, v := range verbsOf("turn on the light", "off") {
			en[v+" the "+r] = doing(with(ids, "off")...)
		}
		for cluster, dir := range map[string]string{"open-on": "on", "close-off": "off"} {
			for _, v := range verbsOf("开灯", cluster) {
				want := doing(with(ids, dir)...)
				zh[v+z] = want
				if strings.HasSuffix(v, "了") {
					zh[v+z] = inert // "关了书房": a deed told
				}
				zh["把"+z+v] = want
			}
		}
	}
	for _, w := range []string{"turn off the laundry room", "laundry room on", "switch off the laundry room"} {
		en[w] = noLight
	}
	for _, w := range []string{"关掉洗衣房", "把洗衣房打开"} {
		zh[w] = noLight
	}
	check(t, e, "room alone (en)", 30, en)
	check(t, e, "room alone (zh)", 30, zh)
}

// TestRoomSwitch: a room's switch, in a room with no device called a
// switch, asks which of the room's devices is meant, with every word of
// the class of every pack; it never acts.
func TestRoomSwitch(t *testing.T) {
	e := kindsEngine(t)
	want := map[string]outcome{}
	for _, class := range []string{"switch"} {
		for _, w := range lang.ClassWords(class) {
			for rooms := range roomLights {
				if lang.Detect(w).Code() == "zh" {
					want["打开"+rooms[1]+w] = asking
					want["把"+rooms[1]+"的"+w+"关了"] = asking
					continue
				}
				if !strings.Contains(w, " ") {
					want["turn on the "+rooms[0]+" "+w] = asking
					want["switch off "+rooms[0]+" "+w] = asking
				}
			}
		}
	}
	check(t, e, "a room's switch", 10, want)
}

// TestMainLightOfARoom: every word of the packs for a room's main light,
// said of a room with one light, is that light, whatever it is called; of
// a room with two none of which is called so, it acts on neither (in
// English: 书房顶灯 is still read by its sound).
func TestMainLightOfARoom(t *testing.T) {
	e := kindsEngine(t)
	want := map[string]outcome{}
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Main {
			if p.Code() == "zh" {
				want["打开卧室"+w] = doing("light.bedroom on")
				want["把厨房的"+w+"关了"] = doing("light.kitchen off")
				continue
			}
			want["turn on the "+w+" in the bedroom"] = doing("light.bedroom on")
			want["switch off kitchen "+w] = doing("light.kitchen off")
			want["turn on the "+w+" in the office"] = inert
		}
	}
	check(t, e, "a room's main light", 12, want)
}
