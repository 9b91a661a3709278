package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestConditionPlaceElsewhere: a command that names one thing of a class
// ("open the garage door", "打开车库门") under a condition on another room
// ("if the bedroom is above 10 degrees", "如果卧室超过10度就") reaches that
// thing where it is, for every room of the demo home with a temperature
// sensor and every wording of the condition: the room is the condition's,
// not the thing's ("I can't find garage door"). A room with no such
// sensor, or none of the home, never acts.
func TestConditionPlaceElsewhere(t *testing.T) {
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	sensed := map[string]bool{}
	for _, d := range h.Devices {
		if d.Type == "sensor" && d.State["temperature"] != nil {
			sensed[d.Room] = true
		}
	}
	zhRoom, names := map[string]string{}, map[string]string{}
	var rooms []string
	for _, r := range h.Rooms {
		names[r.ID] = r.Name
		for _, a := range r.Aliases {
			if strings.ContainsFunc(a, func(c rune) bool { return c > 0x2e80 }) && zhRoom[r.ID] == "" {
				zhRoom[r.ID] = a
			}
		}
		if sensed[r.ID] {
			rooms = append(rooms, r.ID)
		}
	}
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
	}
	things := []struct{ en, zh, want string }{
		{"open the garage door", "打开车库门", "cover.garage_door open"},
		{"turn on the garden lights", "打开花园灯", "light.garden on"},
		{"turn on the extractor fan", "打开排气扇", "fan.bathroom on"},
	}
	n := 0
	for _, room := range rooms {
		name := names[room]
		for _, th := range things {
			texts := []string{
				"if the " + name + " is above 10 degrees " + th.en,
				"if the " + name + " temperature is above 10 " + th.en,
				"if the temperature in the " + name + " is over 10 degrees " + th.en,
				"when the " + name + " is warmer than 10 degrees " + th.en,
				"如果" + zhRoom[room] + "超过10度就" + th.zh,
				zhRoom[room] + "温度高于10度的话" + th.zh,
			}
			for _, text := range texts {
				n++
				r := ask(text)
				if got := summary(r); (r.Outcome != "planned" && r.Outcome != "confirm") || !strings.Contains(got, th.want) {
					t.Errorf("%q: %s (%s), want %s", text, got, r.Say, th.want)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
	for _, text := range []string{"if the hall is above 10 degrees open the garage door", "if the temperature in the hall is above 10 open the garage door",
		"if the guest room is above 10 degrees open the garage door", "如果门厅超过10度就打开车库门", "if the bedroom is above 10 degrees open the bedroom garage door"} {
		if r := ask(text); len(r.Actions) > 0 || r.Outcome != "not_understood" {
			t.Errorf("%q: %s (%s), want it not done", text, summary(r), r.Say)
		}
	}
	if got := summary(ask("if the temperature in the bedroom is above 10 turn on the ac")); got != "planned: climate.bedroom_ac on planned" {
		t.Errorf("the bedroom's own AC: %s", got)
	}
}
