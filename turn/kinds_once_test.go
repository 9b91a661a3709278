package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// TestActedOnce: a light of a room named again after the room's lights,
// by 也是, 也 and its verb, 和 or "and" (卧室灯调到五十，台灯也是，床头灯也是;
// 打开卧室的灯和床头灯; "turn on the bedroom lights and the bedside lamp"),
// is acted on once, where the call was planned and said twice; set again
// to another value (卧室灯调到五十，床头灯调到三十; "set the bedroom lights to
// 50 and the bedside lamp to 30") it takes the later value alone. A step
// said twice (调亮台灯，再调亮台灯) is still made twice.
func TestActedOnce(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	n := 0
	check := func(text, dev string, want int) {
		t.Helper()
		n++
		r := saidInTurn(e, fmt.Sprintf("once %d", n), text)
		count := map[string]int{}
		for _, a := range r.Actions {
			count[a.Device]++
			if count[a.Device] > 1 {
				t.Errorf("%q: %s twice in %s", text, a.Device, summary(r))
			}
		}
		if count[dev] == 0 || r.Outcome != "planned" {
			t.Errorf("%q: %s, want %s acted on", text, summary(r), dev)
		}
		if want < 0 {
			return
		}
		for _, a := range r.Actions {
			if a.Device == dev && fmt.Sprint(a.Args["brightness"]) != fmt.Sprint(want) {
				t.Errorf("%q: %s, want %s at %d", text, summary(r), dev, want)
			}
		}
	}
	lights := map[string]int{}
	for _, d := range h.Devices {
		if d.Type == "light" {
			lights[d.Room]++
		}
	}
	for _, room := range h.Rooms {
		if lights[room.ID] < 2 {
			continue
		}
		zhRoom, enRoom := chineseNames(home.Device{Aliases: room.Aliases})[0], strings.ToLower(room.Name)
		for _, d := range h.Devices {
			if d.Room != room.ID || d.Type != "light" {
				continue
			}
			for _, name := range chineseNames(d) {
				check("打开"+zhRoom+"的灯和"+name, d.ID, -1)
				check("关掉"+zhRoom+"的灯，"+name+"也关掉", d.ID, -1)
				check("把"+zhRoom+"的灯关了，还有"+name, d.ID, -1)
				if slices.Contains(d.Capabilities, "brightness") {
					check(zhRoom+"的灯调到五十，"+name+"也是", d.ID, 50)
					check(zhRoom+"灯调到五十，"+name+"也是，"+name+"也是", d.ID, 50)
					check(zhRoom+"的灯调到五十，"+name+"调到三十", d.ID, 30)
					check("把"+zhRoom+"的灯调到八十，把"+name+"调到二十", d.ID, 20)
				}
			}
			en := strings.ToLower(d.Name)
			check("turn on the "+enRoom+" lights and the "+en, d.ID, -1)
			check("turn off the "+enRoom+" lights, and the "+en+" too", d.ID, -1)
			if slices.Contains(d.Capabilities, "brightness") {
				check("set the "+enRoom+" lights to 50 and the "+en+" to 30", d.ID, 30)
			}
		}
	}
	for _, twice := range []string{"调亮台灯，再调亮台灯", "把台灯调亮一点，再调亮一点", "brighten the study lamp, and brighten the study lamp again"} {
		n++
		if r := saidInTurn(e, fmt.Sprintf("once %d", n), twice); len(r.Actions) != 2 {
			t.Errorf("%q: %s, want the step made twice", twice, summary(r))
		}
	}
	if n < 60 {
		t.Errorf("%d utterances, want at least 60", n)
	}
}
