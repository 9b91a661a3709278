package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"edge/home"
	"edge/turn"
)

// manyHome is a home of rooms×perRoom lights (names repeated in every
// room) and a switch in each room.
func manyHome(t testing.TB, rooms, perRoom int) *home.Home {
	t.Helper()
	var b strings.Builder
	b.WriteString("rooms:\n")
	for r := range rooms {
		fmt.Fprintf(&b, "  - {id: room%d, name: Room %d, aliases: [房间%d]}\n", r, r, r)
	}
	b.WriteString("devices:\n")
	for r := range rooms {
		for i := range perRoom {
			fmt.Fprintf(&b, "  - {id: light.r%d_%d, name: Lamp %d, aliases: [台灯%d], room: room%d, type: light, capabilities: [onoff], state: {on: true}}\n", r, i, i, i, r)
		}
		fmt.Fprintf(&b, "  - {id: switch.r%d, name: Fan switch, aliases: [风扇开关], room: room%d, type: switch, capabilities: [onoff], state: {on: true}}\n", r, r)
	}
	h, err := home.Parse("many.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestBulkSummary: a confirmation of many devices is a summary a person
// can listen to (counts by class and room, at most about 200 characters),
// in either language; the JSON keeps every action; "which ones?" answers
// with the names a page at a time, "more" with the next page, and the
// confirmation still waits, so that a yes after them does it all.
func TestBulkSummary(t *testing.T) {
	h := manyHome(t, 30, 40)
	for _, tt := range []struct {
		say, which, more, yes string
		want                  []string
	}{
		{"turn off all the lights", "which ones?", "more", "yes",
			[]string{"Turn off 1200 lights in 30 rooms: 40 in the Room 0, 40 in the Room ", "and 1080 in 27 other rooms? Answer yes or no, or ask which ones.",
				"Lamp 0 in the Room 0, ", "(1 to ", " of 1200). Say more for the next ones.",
				"Turned off 1200 lights in 30 rooms: "}},
		{"关掉所有的灯", "哪些？", "下一页", "确认",
			[]string{"确定要关闭1200个灯，分布在30个房间：房间0有40个、房间", "、其余27个房间有1080个吗？请说“确认”或“取消”，或者问“哪些”听清单。",
				"房间0的台灯0、", "（第1到", "，共1200个）。说“下一页”听后面的。",
				"已关闭1200个灯，分布在30个房间："}},
		{"turn off everything", "which ones", "more", "yes",
			[]string{"Turn off 1230 devices (1200 lights and 30 switches) in 30 rooms: ", "? Answer yes or no, or ask which ones.",
				"Lamp 0 in the Room 0, ", "(1 to ", " of 1230).",
				"Turned off 1230 devices (1200 lights and 30 switches) in 30 rooms: "}},
	} {
		e, _, _ := engineAt(t, h, time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC))
		ask := func(text string) turn.Result {
			return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
		}
		q := ask(tt.say)
		if q.Outcome != turn.Confirm || len(q.Actions) < 1200 || !strings.HasPrefix(q.Say, tt.want[0]) || !strings.HasSuffix(q.Say, tt.want[1]) {
			t.Fatalf("%s: %s, %d actions: %q", tt.say, q.Outcome, len(q.Actions), q.Say)
		}
		if n := utf8.RuneCountInString(q.Say); n > 220 {
			t.Errorf("%s: the question is %d characters long: %q", tt.say, n, q.Say)
		}
		first := ask(tt.which)
		if first.Outcome != turn.Confirm || len(first.Actions) != len(q.Actions) {
			t.Fatalf("%s: %s, %d actions: %q", tt.which, first.Outcome, len(first.Actions), first.Say)
		}
		for _, w := range tt.want[2:5] {
			if !strings.Contains(first.Say, w) {
				t.Errorf("%s: %q lacks %q", tt.which, first.Say, w)
			}
		}
		if n := utf8.RuneCountInString(first.Say); n > 260 {
			t.Errorf("%s: the page is %d characters long: %q", tt.which, n, first.Say)
		}
		next := ask(tt.more)
		if next.Outcome != turn.Confirm || next.Say == first.Say || strings.Contains(next.Say, strings.Split(tt.want[2], ",")[0]) {
			t.Errorf("%s: %s: %q", tt.more, next.Outcome, next.Say)
		}
		done := ask(tt.yes)
		if done.Outcome != turn.Done || len(done.Actions) != len(q.Actions) || !strings.HasPrefix(done.Say, tt.want[5]) || utf8.RuneCountInString(done.Say) > 220 {
			t.Errorf("%s: %s, %d actions: %q", tt.yes, done.Outcome, len(done.Actions), done.Say)
		}
	}
}

// Without a summary pending, "which ones?" is no answer to anything, and
// a list short enough is said whole.
func TestFewListed(t *testing.T) {
	e, _, _ := engineAt(t, manyHome(t, 1, 10), time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC))
	q := e.Ask(context.Background(), turn.Request{Text: "turn off all the lights", Session: "s"})
	if q.Outcome != turn.Confirm || !strings.Contains(q.Say, "Lamp 9") || strings.Contains(q.Say, "which ones") {
		t.Errorf("%s: %q", q.Outcome, q.Say)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "which ones", Session: "s"})
	if r.Outcome == turn.Confirm || len(r.Actions) != 0 {
		t.Errorf("which ones after a listed question: %s %q", r.Outcome, r.Say)
	}
}
