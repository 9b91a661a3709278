package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestThingAtAValue says a thing and the value wished of it with "at" and
// no verb ("i'd like the heating at 21", "kitchen light at 40", "the
// bedroom ac at 22 please"), with wishes, wake words and courtesies, of
// the demo home's levels and air conditioners: the value is set, as "set
// the bedroom ac to 22" does; they were not understood. The garage door
// still asks; a small number with no unit, which may be a time ("at 7"),
// and a question ("is the kitchen light at 40") set nothing.
func TestThingAtAValue(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type thing struct {
		said, device, attr string
		values             []string
		unit               string
	}
	things := []thing{
		{"kitchen light", "light.kitchen", "brightness", []string{"40", "forty", "75"}, " percent"},
		{"bedside lamp", "light.bedside", "brightness", []string{"30", "thirty", "60"}, "%"},
		{"tv volume", "media.living_tv", "volume", []string{"20", "twenty", "35"}, " percent"},
		{"bedroom ac", "climate.bedroom_ac", "temperature", []string{"22", "twenty two", "19"}, " degrees"},
		{"living room air conditioner", "climate.living_ac", "temperature", []string{"23", "twenty three"}, "°C"},
		{"bedroom blinds", "cover.bedroom_blind", "position", []string{"50", "fifty"}, " percent"},
	}
	openers := []string{"", "i'd like ", "i want ", "i need ", "alexa i'd like ", "hey google ", "um i would like ", "can i have "}
	ends := []string{"", " please"}
	want := map[string]string{}
	for _, th := range things {
		for _, v := range th.values {
			n := strings.NewReplacer("twenty two", "22", "twenty three", "23", "forty", "40", "thirty", "30", "twenty", "20", "fifty", "50").Replace(v)
			for _, o := range openers {
				for _, det := range []string{"", "the "} {
					for _, unit := range []string{"", th.unit} {
						for _, end := range ends {
							want[o+det+th.said+" at "+v+unit+end] = fmt.Sprintf("planned: %s set %s=%s planned", th.device, th.attr, n)
						}
					}
				}
			}
		}
	}
	for _, o := range openers {
		want[o+"the garage door at 50"] = "confirm: cover.garage_door set position=50 pending"
	}
	if len(want) < 300 {
		t.Fatalf("%d wordings, want at least 300", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("at%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	for i, text := range []string{"i want the kitchen light at 7", "kitchen light at 7", "is the kitchen light at 40",
		"the kitchen light is at 40", "front door at 50", "the oven at 200", "the kettle at 90", "the kitchen at 40",
		"not the kitchen light at 40", "unlock the front door at 50"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nat%d", i), DryRun: true})
		if got := summary(r); strings.HasPrefix(got, "planned") || strings.HasPrefix(got, "scheduled") {
			t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
		}
	}
}
