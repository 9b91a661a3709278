package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestThereIsThePlaceLastSpokenOf: a command said of "there" ("turn on
// the ac there", "and the fan in there", "open the blinds over there too",
// 把那边的空调打开, 那里的窗帘也打开一下) after a turn that named a room, or
// reached things of one room, does what the same command does said with
// that room, for every room of the demo home and every kind of thing the
// words name: "there" was a word of no meaning in English (the command
// went to every room: which air conditioner?) and part of a name in
// Chinese (not found). In Chinese it may also do what the English does
// with the room: "把厨房的灯打开" is the light named 厨房灯, "那边的灯" the
// kitchen's lights, as "the light in the kitchen" is. Where no place was spoken of, it is the command
// without a place, as before.
func TestThereIsThePlaceLastSpokenOf(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(session string, texts ...string) turn.Result { return saidInTurn(e, session, texts...) }
	type kind struct{ en, zh, verb, zhVerb string }
	kinds := []kind{{"light", "灯", "turn on", "打开"}, {"ac", "空调", "turn on", "打开"}, {"fan", "风扇", "switch on", "打开"},
		{"blinds", "窗帘", "open", "打开"}, {"lamp", "台灯", "turn off", "关掉"}}
	n, differ := 0, 0
	for _, room := range h.Rooms {
		zhRoom := ""
		for _, a := range room.Aliases {
			if strings.ContainsFunc(a, func(c rune) bool { return c > 0x2e80 }) {
				zhRoom = a
				break
			}
		}
		name := strings.ToLower(room.Name)
		openers := []string{"what's on in the " + name, "is anything on in the " + name}
		zhOpeners := []string{zhRoom + "有什么开着"}
		for _, k := range kinds {
			want := summary(ask(fmt.Sprintf("alone %s %s", name, k.en), fmt.Sprintf("%s the %s in the %s", k.verb, k.en, name)))
			wantZh := summary(ask(fmt.Sprintf("alone %s %s", zhRoom, k.zh), fmt.Sprintf("把%s的%s%s", zhRoom, k.zh, k.zhVerb)))
			bare := summary(ask(fmt.Sprintf("bare %s", k.en), fmt.Sprintf("%s the %s", k.verb, k.en)))
			if want != bare {
				differ++
			}
			for _, o := range openers {
				for _, f := range []string{"%s the %s there", "%s the %s in there", "%s the %s over there too", "%s the %s there as well"} {
					n++
					said := fmt.Sprintf(f, k.verb, k.en)
					if got := summary(ask(fmt.Sprintf("there%d", n), o, said)); got != wantZh && got != want {
						t.Errorf("%q, then %q: %s, want %s", o, said, got, wantZh)
					}
				}
			}
			for _, o := range zhOpeners {
				for _, f := range []string{"把那边的%s%s", "那里的%s也%s一下", "那儿的%s%s"} {
					n++
					said := fmt.Sprintf(f, k.zh, k.zhVerb)
					if got := summary(ask(fmt.Sprintf("there%d", n), o, said)); got != wantZh && got != want {
						t.Errorf("%q, then %q: %s, want %s", o, said, got, wantZh)
					}
				}
			}
		}
	}
	if n < 300 || differ < 10 {
		t.Errorf("%d commands, %d of the kinds in a room unlike said with no room; want at least 300 and 10", n, differ)
	}
	for _, k := range kinds {
		said := fmt.Sprintf("%s the %s there", k.verb, k.en)
		if got, want := summary(ask("nowhere "+k.en, said)), summary(ask("nowhere bare "+k.en, k.verb+" the "+k.en)); got != want {
			t.Errorf("%q with no place spoken of: %s, want %s", said, got, want)
		}
	}
}

// TestThereIsTheRoomOfWhatWasDone: "there" after a command that named no
// room is the room of what it did, when that is one room: "turn off the
// bedside lamp", then "open the blinds there", opens the bedroom's.
func TestThereIsTheRoomOfWhatWasDone(t *testing.T) {
	e, _, _ := demo(t)
	for _, tc := range []struct{ first, then, want string }{
		{"turn off the bedside lamp", "open the blinds there", "planned: cover.bedroom_blind open planned"},
		{"turn on the tv", "and the fan in there", "planned: fan.living on planned"},
		{"关掉床头灯", "把那边的窗帘打开", "planned: cover.bedroom_blind open planned"},
	} {
		e.Ask(context.Background(), turn.Request{Text: tc.first, Session: tc.first, DryRun: true})
		r := e.Ask(context.Background(), turn.Request{Text: tc.then, Session: tc.first, DryRun: true})
		if got := summary(r); got != tc.want {
			t.Errorf("%q, then %q: %s, want %s", tc.first, tc.then, got, tc.want)
		}
	}
	for _, q := range []string{"what's the temperature in there", "how warm is it there", "那边的温度是多少", "那里多少度"} {
		e.Ask(context.Background(), turn.Request{Text: "turn on the living room light", Session: q, DryRun: true})
		r := e.Ask(context.Background(), turn.Request{Text: q, Session: q, DryRun: true})
		if len(r.Reads) == 0 || slices.ContainsFunc(r.Reads, func(rd turn.Read) bool { return !strings.Contains(rd.Device, "living") }) {
			t.Errorf("%q after the living room: %s (%s), read %v, want the living room's alone", q, summary(r), r.Say, r.Reads)
		}
	}
}
