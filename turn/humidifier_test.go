package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestHumidity checks what a humidifier's target answers and sets beside a
// humidity sensor in the same room: a question about the room reads what
// is measured, one about the humidifier its target, a condition only what
// is measured; a humidity to set goes to the humidifier; a level that is
// not a percentage still moves a thermostat by one degree.
func TestHumidity(t *testing.T) {
	e, _, _ := demo(t)
	tests := []struct {
		text, want string
	}{
		{"what's the humidity in the bedroom", "answer: reads sensor.bedroom humidity=55"},
		{"卧室湿度是多少", "answer: reads sensor.bedroom humidity=55"},
		{"what is the humidity of the bedroom humidifier", "answer: reads humidifier.bedroom target_humidity=45"},
		{"if the humidity is below 50% turn off the humidifier", "condition_false: reads sensor.bedroom humidity=55"},
		{"如果卧室湿度低于60%，就关掉加湿器", "done: humidifier.bedroom off map[] reads sensor.bedroom humidity=55"},
		{"set the humidity to 40%", "done: humidifier.bedroom set map[humidity:40]"},
		{"把湿度调低一点", "done: humidifier.bedroom set map[humidity_step:-10]"},
		{"turn up the bedroom AC", "done: climate.bedroom_ac set map[temperature_step:1]"},
	}
	for _, tt := range tests {
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: tt.text})
		got := r.Outcome + ":"
		for _, a := range r.Actions {
			got += fmt.Sprintf(" %s %s %v", a.Device, a.Command, a.Args)
		}
		if len(r.Reads) > 0 {
			got += " reads"
		}
		for _, rd := range r.Reads {
			got += fmt.Sprintf(" %s %s=%v", rd.Device, rd.Attribute, rd.Value)
		}
		if strings.TrimSpace(got) != tt.want {
			t.Errorf("%s:\n got %s\nwant %s\n say %s", tt.text, got, tt.want, r.Say)
		}
	}
}
