package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestClassWordEndDropped says a Chinese class word of three characters
// or more heard with its first or last character missing, where what is
// heard fits class words of several classes (落地 of 落地灯 and 落地扇),
// never acts while the home has devices of each of those classes or no
// name of the home is that text as a whole: edge asks which, offering the
// devices of every class it may be. 打开落地 switched on the reading lamp,
// called 落地灯, with no question though the home has fans. Asked which,
// the answer acts on the one chosen; in a home with no fans, where the
// text is no whole name either, it is still asked.
func TestClassWordEndDropped(t *testing.T) {
	generatedKinds(t)
	words := map[string]bool{}
	for _, ws := range lang.Classes() {
		for _, w := range ws {
			words[w] = true
		}
	}
	classes := map[string][]string{}
	for class, ws := range lang.Classes() {
		for _, w := range ws {
			rs := []rune(w)
			if len(rs) < 3 || !unicode.Is(unicode.Han, rs[0]) {
				continue
			}
			for _, d := range []string{string(rs[1:]), string(rs[:len(rs)-1])} {
				if !words[d] && !slices.Contains(classes[d], class) {
					classes[d] = append(classes[d], class)
				}
			}
		}
	}
	var ends []string
	for d, cs := range classes {
		if len(cs) > 1 {
			ends = append(ends, d)
		}
	}
	slices.Sort(ends)
	if !slices.Contains(ends, "落地") {
		t.Fatalf("fragments of several classes %v: want 落地 among them", ends)
	}
	frames := []string{"打开%s", "关掉%s", "把%s关了", "%s开一下吧", "帮我把%s打开", "%s关一下", "请打开%s",
		"把%s给我关掉", "麻烦把%s打开", "%s关了吧", "开%s", "关%s"}
	places := []string{"", "卧室的", "客厅", "卧室"}
	e, _, _ := demo(t)
	ask := func(e *turn.Engine, text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	n := 0
	for _, d := range ends {
		for _, f := range frames {
			for _, p := range places {
				text := strings.Replace(f, "%s", p+d, 1)
				n++
				if r := ask(e, text, "e"+text); len(r.Actions) > 0 || r.Outcome != turn.Clarify && r.Outcome != turn.NotUnderstood {
					t.Errorf("%q: %s (%s), want a question or nothing understood", text, planned(r), r.Say)
				}
			}
		}
	}
	if n < 40 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	// 落地 fits the floor lamp and the fans: all are offered.
	for _, text := range []string{"打开落地", "关掉落地", "把落地关了吧", "落地开一下"} {
		r := ask(e, text, "all"+text)
		var ids []string
		for _, o := range r.Options {
			ids = append(ids, o.ID)
		}
		slices.Sort(ids)
		if want := []string{"fan.bathroom", "fan.living", "switch.reading_lamp"}; r.Outcome != turn.Clarify || !slices.Equal(ids, want) {
			t.Errorf("%q: %s %v (%s), want a question of %v", text, r.Outcome, ids, r.Say, want)
		}
	}
	ask(e, "打开落地", "chosen")
	if r := ask(e, "卧室的", "chosen"); planned(r) != "planned: switch.reading_lamp on map[]" {
		t.Errorf("打开落地, then 卧室的: %s (%s), want the reading lamp on", planned(r), r.Say)
	}
	// The whole words are as they were.
	if r := ask(e, "打开落地灯", "whole"); planned(r) != "planned: switch.reading_lamp on map[]" {
		t.Errorf("打开落地灯: %s (%s), want the reading lamp on", planned(r), r.Say)
	}
	// A home with no fan, where a device is called 落地 as a whole: that
	// device, as any name; where none is, a question or nothing.
	h := hometest.Load(t, "demo")
	h.Devices = slices.DeleteFunc(h.Devices, func(d home.Device) bool { return d.Type == "fan" })
	for i := range h.Devices {
		if h.Devices[i].ID == "switch.reading_lamp" {
			h.Devices[i].Aliases = append(h.Devices[i].Aliases, "落地")
		}
	}
	nofan, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if r := ask(nofan, "打开落地", "named"); planned(r) != "planned: switch.reading_lamp on map[]" {
		t.Errorf("打开落地 with a lamp called 落地 and no fan: %s (%s), want the lamp on", planned(r), r.Say)
	}
}
