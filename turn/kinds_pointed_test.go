package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestPointedAtWhatWasSpokenOf: a device of the demo home named from
// another room ("turn on the bedroom ac" said in the living room, 打开卧室
// 空调), then its class word with "that" (turn off that ac, 那个空调关了,
// 把那空调关掉, 那台空调关一下) is the device spoken of, never the one of the
// speaker's room, for every class word that names one device in each of
// two rooms; with "this" (这个空调) the speaker's room's alone is never
// taken: the one spoken of, or which is asked. The living room's AC was
// switched off.
func TestPointedAtWhatWasSpokenOf(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room, session string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: session, DryRun: true})
	}
	one := func(r turn.Result) string {
		if len(r.Actions) != 1 || !runs(summary(r)) {
			return ""
		}
		return r.Actions[0].Device
	}
	h := hometest.Load(t, "demo")
	var rooms []string
	for _, r := range h.Rooms {
		rooms = append(rooms, r.ID)
	}
	roomOf := map[string]string{}
	for _, d := range h.Devices {
		roomOf[d.ID] = d.Room
	}
	type saying struct {
		lang, on, off, this, question string
		names                         func(name string, aliases []string) []string
		thats                         []string
	}
	sayings := []saying{
		{lang: "en", on: "turn on %s", off: "turn off the %s", names: englishNames, question: "is the %s on",
			thats: []string{"turn off that %s", "switch that %s off", "turn that %s off please"}, this: "turn off this %s"},
		{lang: "zh", on: "打开%s", off: "把%s关了", names: func(_ string, aliases []string) []string { return chineseNamesOf(aliases) }, question: "%s开着吗",
			thats: []string{"那个%s关了", "把那%s关掉", "那%s关一下", "把那个%s关了吧"}, this: "这个%s关了"},
	}
	checked := 0
	for _, s := range sayings {
		v := lang.Detect(map[string]string{"en": "light", "zh": "灯"}[s.lang]).Vocab()
		for _, words := range v.Classes {
			for _, w := range words {
				// the one device the word names in each room
				of := map[string]string{}
				for _, room := range rooms {
					if id := one(ask(fmt.Sprintf(s.off, w), room, "of"+s.lang+w+room)); id != "" && roomOf[id] == room {
						of[room] = id
					}
				}
				anywhere := ask(fmt.Sprintf(s.off, w), "", "anywhere"+s.lang+w)
				for _, d := range h.Devices {
					if of[d.Room] != d.ID || !reaches(anywhere, d.ID) {
						continue // no w of its room, or no w but there
					}
					names := s.names(d.Name, d.Aliases)
					for _, here := range rooms {
						if here == d.Room || of[here] == "" || of[here] == d.ID || len(names) == 0 {
							continue
						}
						for i, that := range append(slices.Clone(s.thats), s.this) {
							first := fmt.Sprintf(s.on, names[0])
							if i%2 == 1 {
								first = fmt.Sprintf(s.question, names[0])
							}
							session := fmt.Sprintf("p%d", n)
							r := ask(first, here, session)
							if i%2 == 0 && one(r) != d.ID || i%2 == 1 && r.Outcome != "answer" {
								continue // the name said alone is not the device
							}
							said := fmt.Sprintf(that, w)
							got := ask(said, here, session)
							checked++
							sum := summary(got)
							switch {
							case slices.ContainsFunc(got.Actions, func(a turn.Action) bool { return a.Device == of[here] }):
								t.Errorf("in %s, %q then %q → %s: the room's %s, not the one spoken of (%s)", here, first, said, sum, of[here], d.ID)
							case that == s.this && got.Outcome == "clarify" && reaches(got, d.ID):
							case one(got) != d.ID:
								t.Errorf("in %s, %q then %q → %s, want %s", here, first, said, sum, d.ID)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d checked", checked)
	if checked < 150 {
		t.Fatalf("%d checked, want at least 150", checked)
	}
}

// reaches reports a device among what a turn did or asked about.
func reaches(r turn.Result, id string) bool {
	return slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == id }) ||
		slices.ContainsFunc(r.Options, func(o turn.Option) bool { return o.ID == id })
}
