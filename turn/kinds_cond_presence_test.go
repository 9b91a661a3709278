package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestPresenceConditionsOnTheDemoHome says a condition of someone, or no
// one, in the kids room or the hall (each has a sensor that tells; no one
// is there in the demo home) with a command of the room's light, in
// English and Chinese: both read the room's sensor, and the command,
// its light, is done only where the condition holds. English was not
// understood ("if someone is in the kids room turn on the light"), and
// the light of "if the kids room is occupied turn on the light" and of
// 如果儿童房有人就开灯 was asked about among every light; "if there is no
// motion in the hall" was not understood, nor was a condition of no place
// said with a light named ("turn off the hall light if nobody is there"),
// which reads the sensor of the light's room.
func TestPresenceConditionsOnTheDemoHome(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("p%d", n), DryRun: true})
	}
	reads := func(r turn.Result) string {
		var out []string
		for _, rd := range r.Reads {
			out = append(out, rd.Device)
		}
		return strings.Join(out, ", ")
	}
	type room struct{ en, zh, sensor, light string }
	rooms := []room{{"the kids room", "儿童房", "sensor.kids_motion", "light.kids"}, {"the hall", "门厅", "sensor.hall_motion", "light.hall"}}
	someone := []string{"if someone is in %s", "when someone's in %s", "if there's motion in %s", "if anybody is in %s", "if %s is occupied"}
	nobody := []string{"if nobody is in %s", "if no one is in %s", "if %s is empty", "when %s is not occupied",
		"if there is no motion in %s", "if there's no movement in %s", "when there is no one in %s"}
	for _, r := range rooms {
		for _, c := range []struct{ en, zh, cmd string }{{"turn on the light", "开灯", "on"}, {"turn off the light", "关灯", "off"}} {
			for none, forms := range [][]string{someone, nobody} {
				want := "condition_false: "
				if none == 1 {
					want = "planned: " + r.light + " " + c.cmd + " planned"
				}
				var texts []string
				for _, f := range forms {
					cond := fmt.Sprintf(f, r.en)
					texts = append(texts, cond+" "+c.en, c.en+" "+cond)
				}
				if none == 1 {
					texts = append(texts, r.zh+"没人的话"+c.zh, "如果"+r.zh+"没有人就"+c.zh)
				} else {
					texts = append(texts, "如果"+r.zh+"有人就"+c.zh, r.zh+"有人的话"+c.zh)
				}
				for _, text := range texts {
					res := ask(text)
					if got := summary(res); got != want || reads(res) != r.sensor {
						t.Errorf("%q: %s reading %q, want %s reading %s", text, got, reads(res), want, r.sensor)
					}
				}
			}
		}
	}
	// said with no place: the room of the light named
	someoneThere := []string{"if someone is there", "when somebody's around", "if there's motion", "if anybody is in there"}
	nobodyThere := []string{"if nobody is there", "if no one is in there", "if there is no motion", "when there's no movement", "unless someone is there"}
	for _, r := range []struct{ light, id, sensor string }{{"the hall light", "light.hall", "sensor.hall_motion"}, {"the kids room light", "light.kids", "sensor.kids_motion"}} {
		for _, cmd := range []string{"on", "off"} {
			for none, forms := range [][]string{someoneThere, nobodyThere} {
				want := "condition_false: "
				if none == 1 {
					want = "planned: " + r.id + " " + cmd + " planned"
				}
				for _, f := range forms {
					for _, text := range []string{f + " turn " + cmd + " " + r.light, "turn " + cmd + " " + r.light + " " + f, f + ", switch " + cmd + " " + r.light} {
						res := ask(text)
						if got := summary(res); got != want || reads(res) != r.sensor {
							t.Errorf("%q: %s reading %q, want %s reading %s", text, got, reads(res), want, r.sensor)
						}
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, text := range []string{"if someone is in the study turn on the light", "if nobody is in the garage open the garage door",
		"if no one is in the hall unlock the front door"} {
		if got := summary(ask(text)); strings.HasPrefix(got, "planned:") {
			t.Errorf("%q: %s, want nothing done without a yes or a sensor", text, got)
		}
	}
}
