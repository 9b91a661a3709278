package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// kindRooms are the rooms of the homes below, each with a plain light.
var kindRooms = []struct{ id, zh string }{{"living", "客厅"}, {"master", "主卧"}, {"second", "次卧"}, {"kitchen", "厨房"}, {"bath", "卫生间"}}

// kindHome is a home of a plain light in every room of kindRooms, one of
// them dimmable, and the lights named here: name, room id.
func kindHome(named ...[2]string) string {
	var b strings.Builder
	b.WriteString("rooms:\n")
	for _, r := range kindRooms {
		fmt.Fprintf(&b, "  - {id: %s, name: %s}\n", r.id, r.zh)
	}
	b.WriteString("devices:\n")
	for i, r := range kindRooms {
		caps, state := "[onoff]", `{"on": false}`
		if i%2 == 0 {
			caps, state = "[onoff, brightness]", `{"on": false, brightness: 50}`
		}
		fmt.Fprintf(&b, "  - {id: light.%s, name: %s灯, room: %s, type: light, capabilities: %s, state: %s}\n", r.id, r.zh, r.id, caps, state)
	}
	for i, n := range named {
		fmt.Fprintf(&b, "  - {id: light.named%d, name: %s, room: %s, type: light, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 50}}\n", i, n[0], n[1])
	}
	return b.String()
}

// kindSaid are the wordings of a light's word (%s) said alone, each with
// the command it gives.
var kindSaid = map[string]string{
	"打开%s": "on", "把%s打开": "on", "%s开一下": "on", "帮我把%s打开吧": "on", "小爱同学打开%s": "on",
	"把%s关了": "off", "关掉%s": "off", "%s关了吧": "off",
	"%s调亮一点": "set", "把%s调暗些": "set",
}

// TestChineseKindWordNamesItsDevices says a word for a kind of light that
// is also the end of one device's name (台灯 of 米家台灯, 落地灯, 灯带, 吊灯,
// 吸顶灯, and 床头灯, 筒灯 that are no class words), said with no place, is
// that device wherever it is: never "which room?" over the rooms of every
// light. For each word, with the names of makers before it or none, in
// each room, with every wording of kindSaid. Where two devices are called
// so, which one is asked, among those two only; where none is, nothing is
// done.
func TestChineseKindWordNamesItsDevices(t *testing.T) {
	generatedKinds(t)
	words := []string{"台灯", "落地灯", "灯带", "吊灯", "吸顶灯", "床头灯", "筒灯"}
	brands := []string{"", "米家", "小米", "Yeelight", "飞利浦"}
	n := 0
	for bi, brand := range brands {
		var named [][2]string
		for wi, w := range words {
			named = append(named, [2]string{brand + w, kindRooms[(wi+bi)%len(kindRooms)].id})
		}
		e := eveningEngine(t, "kinds.yaml", kindHome(named...))
		for wi, w := range words {
			want := fmt.Sprintf("light.named%d", wi)
			for f, command := range kindSaid {
				text := strings.Replace(f, "%s", w, 1)
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("k", n), DryRun: true})
				if r.Outcome != "planned" || len(r.Actions) != 1 || r.Actions[0].Device != want || r.Actions[0].Command != command {
					t.Errorf("%q with %s%s in %s: %s (say %s), want %s %s", text, brand, w, named[wi][1], summary(r), r.Say, want, command)
				}
			}
		}
	}
	for _, w := range words {
		two := kindHome([2]string{"米家" + w, "master"}, [2]string{"飞利浦" + w, "second"})
		e := eveningEngine(t, "two.yaml", two)
		for f := range kindSaid {
			text := strings.Replace(f, "%s", w, 1)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("k", n), DryRun: true})
			var got []string
			for _, o := range r.Options {
				got = append(got, o.ID)
			}
			slices.Sort(got)
			if r.Outcome != "clarify" || !slices.Equal(got, []string{"light.named0", "light.named1"}) {
				t.Errorf("%q with two called %s: %s %v (say %s), want which of the two", text, w, r.Outcome, got, r.Say)
			}
		}
	}
	if n < 400 {
		t.Errorf("%d commands, want at least 400", n)
	}
}

// TestChineseKindWordNoneCalledSo says a kind of light said where no
// device is called so, with no place, or of a room whose devices are not
// called so, does nothing: it is asked about or not understood, as before.
func TestChineseKindWordNoneCalledSo(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	none := func(got string) bool { return !runs(got) }
	for _, w := range []string{"台灯", "落地灯", "灯带", "吊灯"} {
		for f := range kindSaid {
			want[strings.Replace(f, "%s", w, 1)] = none
		}
	}
	askAll(t, eveningEngine(t, "plain.yaml", kindHome()), want, "a kind no device is called by")
	elsewhere := map[string]func(string) bool{}
	for _, f := range []string{"打开厨房的%s", "把客厅%s关了", "卫生间的%s调亮一点"} {
		elsewhere[strings.Replace(f, "%s", "台灯", 1)] = none
	}
	askAll(t, eveningEngine(t, "lamp.yaml", kindHome([2]string{"米家台灯", "second"})), elsewhere, "a kind in a room without one")
}

// TestEnglishLampNamesItsDevices says "lamp" said with no place where one
// device is called a lamp among lights of several rooms is that lamp, in
// the singular and the plural; where none is, the lights are asked about.
func TestEnglishLampNamesItsDevices(t *testing.T) {
	generatedKinds(t)
	lamp := map[string]func(string) bool{}
	plain := map[string]func(string) bool{}
	for _, f := range []string{"turn on the %s", "switch the %s on", "turn off the %ss", "please turn the %s off", "dim the %s"} {
		text := strings.Replace(f, "%s", "lamp", 1)
		cmd := map[bool]string{true: "on", false: "off"}[strings.Contains(f, "on")]
		if strings.HasPrefix(f, "dim") {
			lamp[text] = func(got string) bool { return strings.HasPrefix(got, "planned: light.named0 set") }
		} else {
			lamp[text] = is("planned: light.named0 " + cmd + " planned")
		}
		plain[text] = func(got string) bool { return !runs(got) }
	}
	askAll(t, eveningEngine(t, "lamp-en.yaml", kindHome([2]string{"Philips lamp", "second"})), lamp, "the one lamp")
	askAll(t, eveningEngine(t, "plain-en.yaml", kindHome()), plain, "no lamp")
}
