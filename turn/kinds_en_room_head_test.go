package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// headHome builds a home of rooms named "<modifier> <Head>", each with a
// ceiling light, a light named by the head ("Bedroom Light 1"), a
// nightstand light and a fan; with shared, each head is the head of a
// second room too ("Guest Bedroom"). ids are "<kind>.<room>_<n>".
func headHome(heads, mods []string, shared bool) string {
	var rooms, devices strings.Builder
	add := func(id, name string) {
		fmt.Fprintf(&rooms, "  - {id: %s, name: %s}\n", id, name)
		for _, d := range []string{"light %s_1: Ceiling Light", "light %s_2: %H Light 1", "light %s_3: Nightstand", "fan %s_4: Fan"} {
			kind, rest, _ := strings.Cut(d, " ")
			idf, nm, _ := strings.Cut(rest, ": ")
			head := name[strings.LastIndexByte(name, ' ')+1:]
			fmt.Fprintf(&devices, "  - {id: %s.%s, name: %s, room: %s, type: %s, capabilities: [onoff], state: {\"on\": false}}\n",
				kind, fmt.Sprintf(idf, id), strings.ReplaceAll(nm, "%H", head), id, kind)
		}
	}
	for i, h := range heads {
		add(fmt.Sprintf("r%d", i), mods[i%len(mods)]+" "+h)
		if shared {
			add(fmt.Sprintf("s%d", i), "Guest "+h)
		}
	}
	return "rooms:\n" + rooms.String() + "devices:\n" + devices.String()
}

// TestRoomSaidByItsHead says a room said by the last word of its name
// ("the bedroom" for the Master Bedroom, "the porch" for the Front Porch),
// as a place after the thing or before it, is that room: all its lights,
// not only those whose names hold the word; it was a room not known, or
// only the lights so named. Where two rooms' names end so, it asks which
// room, never acts.
func TestRoomSaidByItsHead(t *testing.T) {
	generatedKinds(t)
	heads := []string{"Bedroom", "Bathroom", "Porch", "Office", "Kitchen", "Nursery"}
	mods := []string{"Master", "Main", "Front", "Home", "Big", "Kids"}
	lights := []string{"lights", "lamps"}
	frames := []string{"%v the %t in the %h", "%v the %h %t", "%h %t %d", "%v all the %t in the %h please", "%v the %t in %h"}
	dirs := map[string]string{"turn on": "on", "switch off": "off", "turn off": "off", "shut off": "off"}
	want, shared := map[string]func(string) bool{}, map[string]func(string) bool{}
	for i, h := range heads {
		room := fmt.Sprintf("r%d", i)
		w := strings.ToLower(h)
		for _, th := range lights {
			for v, d := range dirs {
				for _, f := range frames {
					text := strings.NewReplacer("%v", v, "%t", th, "%h", w, "%d", d).Replace(f)
					var acts []string
					for _, n := range []string{"1", "2", "3"} {
						acts = append(acts, fmt.Sprintf("light.%s_%s %s planned", room, n, d))
					}
					want[text] = is("planned: " + strings.Join(acts, ", "))
					shared[text] = asksOnly
				}
			}
		}
		fan := fmt.Sprintf("turn on the fan in the %s", w)
		want[fan] = is(fmt.Sprintf("planned: fan.%s_4 on planned", room))
		shared[fan] = asksOnly
		named := fmt.Sprintf("turn on the %s light 1", w)
		want[named] = is(fmt.Sprintf("planned: light.%s_2 on planned", room))
	}
	if len(want) < 200 {
		t.Errorf("%d wordings, want at least 200", len(want))
	}
	askAll(t, eveningEngine(t, "heads.yaml", headHome(heads, mods, false)), want, "a room said by its head")
	askAll(t, eveningEngine(t, "shared.yaml", headHome(heads, mods, true)), shared, "a head two rooms share")
}

// confirms asks to confirm before acting.
func confirms(got string) bool { return strings.HasPrefix(got, "confirm:") }

// asksOnly is a question with nothing done.
func asksOnly(got string) bool { return got == "clarify: " }

// TestRoomHeadKeepsNames says a room the home calls by the word itself
// keeps it over the longer names ending so, a device elsewhere named by
// the word keeps its name, and a lock in a room said by its head still
// asks to confirm.
func TestRoomHeadKeepsNames(t *testing.T) {
	const home = `
rooms:
  - {id: bedroom, name: Bedroom}
  - {id: guest, name: Guest Bedroom}
  - {id: porch, name: Front Porch}
  - {id: hall, name: Hall}
  - {id: master, name: Master Suite}
devices:
  - {id: light.bedroom, name: Nightstand, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.guest, name: Reading Lamp, room: guest, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.porch, name: Lantern, room: porch, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: lock.porch, name: Side Door, room: porch, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: light.hall, name: Suite Lamp, room: hall, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.master, name: Ceiling Light, room: master, type: light, capabilities: [onoff], state: {"on": false}}
`
	want := map[string]func(string) bool{
		"turn on the lights in the bedroom": is("planned: light.bedroom on planned"),
		"bedroom lights on":                 is("planned: light.bedroom on planned"),
		"turn on the lights on the porch":   is("planned: light.porch on planned"),
		"unlock the side door on the porch": confirms,
		"unlock the lock in the porch":      confirms,
		"unlock the lock on the porch":      confirms,
		"turn on the suite lamp":            is("planned: light.hall on planned"),
		"turn on the lights in the suite":   is("planned: light.master on planned"),
	}
	askAll(t, eveningEngine(t, "kept.yaml", home), want, "names a head keeps")
}

// TestChineseRoomSaidByItsHead says 卧室 for a home's 主卧室 is that
// room, and asks which where 次卧室 ends so too.
func TestChineseRoomSaidByItsHead(t *testing.T) {
	generatedKinds(t)
	const one = `
rooms:
  - {id: master, name: 主卧室}
  - {id: living, name: 客厅}
devices:
  - {id: light.a, name: 吸顶灯, room: master, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.b, name: 床头灯, room: master, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.c, name: 落地灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
`
	two := one + `  - {id: light.d, name: 台灯, room: second, type: light, capabilities: [onoff], state: {"on": false}}
`
	two = strings.Replace(two, "  - {id: living", "  - {id: second, name: 次卧室}\n  - {id: living", 1)
	frames := []string{"%v卧室的灯", "把卧室的灯%v", "卧室灯%v了", "卧室的灯%v一下", "帮我把卧室灯都%v"}
	verbs := map[string]string{"打开": "on", "关掉": "off", "关闭": "off", "开": "on", "关": "off"}
	want, asked := map[string]func(string) bool{}, map[string]func(string) bool{}
	for _, f := range frames {
		for v, d := range verbs {
			text := strings.ReplaceAll(f, "%v", v)
			if strings.HasPrefix(f, "%v") && len([]rune(v)) == 1 {
				continue
			}
			want[text] = is(fmt.Sprintf("planned: light.a %s planned, light.b %s planned", d, d))
			asked[text] = asksOnly
		}
	}
	askAll(t, eveningEngine(t, "zhone.yaml", one), want, "卧室 for 主卧室")
	askAll(t, eveningEngine(t, "zhtwo.yaml", two), asked, "卧室 of 主卧室 and 次卧室")
}
