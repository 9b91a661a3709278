package llm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"edge/drivers"
	"edge/home"
	"edge/llm"
	"edge/ollama/ollamatest"
)

var (
	lamp   = &home.Device{ID: "light.kitchen", Name: "Kitchen light", Capabilities: []string{"onoff", "brightness"}}
	ac     = &home.Device{ID: "climate.bedroom_ac", Name: "Bedroom AC", Capabilities: []string{"onoff", "thermostat"}}
	vacuum = &home.Device{ID: "vacuum.robot", Name: "Robot", Capabilities: []string{"vacuum"}}
)

// attempts is the attempts of a repair in short: "1 coerce valid {...}".
func attempts(r llm.Repair) string {
	var out []string
	for _, a := range r.Attempts {
		args, _ := json.Marshal(a.Args)
		s := fmt.Sprintf("%d %s %s %s", a.N, a.By, a.Result, args)
		if a.Error != "" {
			s += ": " + a.Error
		}
		out = append(out, s)
	}
	return strings.Join(out, "\n")
}

func repair(t *testing.T, model *llm.Client, dev *home.Device, command string, args map[string]any) llm.Repair {
	t.Helper()
	err := drivers.Validate(dev, command, args)
	if err == nil {
		t.Fatalf("%v are valid", args)
	}
	r := llm.RepairArgs(context.Background(), model, dev, command, args, err)
	if r.Args != nil {
		if err := drivers.Validate(dev, command, r.Args); err != nil {
			t.Errorf("the repair gave invalid arguments %v: %v", r.Args, err)
		}
	}
	return r
}

func TestRepairDeterministic(t *testing.T) {
	tests := []struct {
		name string
		dev  *home.Device
		args map[string]any
		want string // attempts
	}{
		{"percentage", lamp, map[string]any{"brightness": "50%"}, `1 coerce valid {"brightness":50}`},
		{"Chinese numeral", ac, map[string]any{"temperature": "二十六"}, `1 coerce valid {"temperature":26}`},
		{"Chinese numeral said about", ac, map[string]any{"temperature": "二十六度左右"}, `1 coerce valid {"temperature":26}`},
		{"enum case", ac, map[string]any{"mode": "Heat"}, `1 coerce valid {"mode":"heat"}`},
		{"a list of one name where one is needed", vacuum, map[string]any{"room": []any{"kitchen"}}, `1 coerce valid {"room":"kitchen"}`},
		{"out of range stays an error", lamp, map[string]any{"brightness": 150}, ``},
		{"out of range once read stays an error", lamp, map[string]any{"brightness": "150%"},
			`1 coerce invalid {"brightness":150}: light.kitchen: set: brightness 150 is out of range 0–100`},
		{"no reading", lamp, map[string]any{"brightness": "half"}, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := "set"
			if tt.dev == vacuum {
				cmd = "start"
			}
			r := repair(t, nil, tt.dev, cmd, tt.args)
			if got := attempts(r); got != tt.want {
				t.Errorf("attempts:\n%s\nwant\n%s", got, tt.want)
			}
			if (r.Args == nil) != (r.Err != nil) {
				t.Errorf("args %v with error %v", r.Args, r.Err)
			}
		})
	}
}

func TestRepairByModel(t *testing.T) {
	tests := []struct {
		name    string
		dev     *home.Device
		args    map[string]any
		answers []string
		want    string
		valid   bool
	}{
		{"a word for a number", lamp, map[string]any{"brightness": "half"}, []string{`{"brightness":50}`},
			`1 model valid {"brightness":50}`, true},
		{"coercion first, then the model", ac, map[string]any{"temperature": "二十六", "mode": "heating"}, []string{`{"temperature":26,"mode":"heat"}`},
			"1 coerce invalid {\"mode\":\"heating\",\"temperature\":26}: climate.bedroom_ac: set: mode \"heating\" is not one of heat, cool, auto, off\n" +
				`2 model valid {"mode":"heat","temperature":26}`, true},
		{"into another device", lamp, map[string]any{"brightness": "half"}, []string{`{"entity_id":"lock.front_door","brightness":50}`},
			`1 model blocked {"brightness":50,"entity_id":"lock.front_door"}: the repair names a device (entity_id)`, false},
		{"into another command", lamp, map[string]any{"brightness": "half"}, []string{`{"command":"unlock"}`},
			`1 model blocked {"command":"unlock"}: the repair names a command (command)`, false},
		{"the other direction", lamp, map[string]any{"brightness_step": "-10 steps"}, []string{`{"brightness_step":10}`},
			`1 model blocked {"brightness_step":10}: the repair changes the direction of brightness_step`, false},
		{"a relative change into a value", lamp, map[string]any{"brightness_step": "+ a bit"}, []string{`{"brightness":10}`},
			`1 model blocked {"brightness":10}: the repair turns the relative change brightness_step into a value`, false},
		{"a value the user gave", ac, map[string]any{"temperature": "二十六", "mode": "heating"}, []string{`{"temperature":30,"mode":"heat"}`},
			"1 coerce invalid {\"mode\":\"heating\",\"temperature\":26}: climate.bedroom_ac: set: mode \"heating\" is not one of heat, cool, auto, off\n" +
				`2 model blocked {"mode":"heat","temperature":30}: the repair changes temperature, which was 26`, false},
		{"drops an argument", ac, map[string]any{"temperature": 26, "mode": "heating"}, []string{`{"mode":"heat"}`},
			`1 model blocked {"mode":"heat"}: the repair drops temperature`, false},
		{"adds an argument", ac, map[string]any{"mode": "heating"}, []string{`{"mode":"heat","temperature":30}`},
			`1 model blocked {"mode":"heat","temperature":30}: the repair adds temperature, which was not said`, false},
		{"renames an argument the command lacks", lamp, map[string]any{"brightness_pct": "half"}, []string{`{"brightness":50}`},
			`1 model valid {"brightness":50}`, true},
		{"a number in the words", ac, map[string]any{"temperature": "about 26"}, []string{`{"temperature":26}`},
			`1 model valid {"temperature":26}`, true},
		{"a number in the words changed", ac, map[string]any{"temperature": "about 26"}, []string{`{"temperature":16}`},
			`1 model blocked {"temperature":16}: the repair changes temperature, which was said as "about 26"`, false},
		{"a Chinese number in the words", ac, map[string]any{"temperature": "二十六度的样子"}, []string{`{"temperature":26}`},
			`1 model valid {"temperature":26}`, true},
		{"a Chinese number in the words changed", ac, map[string]any{"temperature": "二十六度的样子"}, []string{`{"temperature":16}`},
			`1 model blocked {"temperature":16}: the repair changes temperature, which was said as "二十六度的样子"`, false},
		{"down in words", lamp, map[string]any{"brightness_step": "down a notch"}, []string{`{"brightness_step":-10}`},
			`1 model valid {"brightness_step":-10}`, true},
		{"down in words turned up", lamp, map[string]any{"brightness_step": "down a notch"}, []string{`{"brightness_step":10}`},
			`1 model blocked {"brightness_step":10}: the repair changes the direction of brightness_step`, false},
		{"down in Chinese", lamp, map[string]any{"brightness_step": "调低一点"}, []string{`{"brightness_step":-10}`},
			`1 model valid {"brightness_step":-10}`, true},
		{"down in Chinese turned up", lamp, map[string]any{"brightness_step": "调低一点"}, []string{`{"brightness_step":10}`},
			`1 model blocked {"brightness_step":10}: the repair changes the direction of brightness_step`, false},
		{"up in Chinese turned down", lamp, map[string]any{"brightness_step": "亮一点"}, []string{`{"brightness_step":-10}`},
			`1 model blocked {"brightness_step":-10}: the repair changes the direction of brightness_step`, false},
		{"a Chinese value into another device", ac, map[string]any{"temperature": "二十六度的样子"}, []string{`{"device_id":"lock.front_door","temperature":26}`},
			`1 model blocked {"device_id":"lock.front_door","temperature":26}: the repair names a device (device_id)`, false},
		{"a Chinese value into another command", ac, map[string]any{"temperature": "二十六度的样子"}, []string{`{"action":"unlock","temperature":26}`},
			`1 model blocked {"action":"unlock","temperature":26}: the repair names a command (action)`, false},
		{"three bad rounds", lamp, map[string]any{"brightness": "half"}, []string{`sure: 50`, `{"brightness":50.5}`, `{"brightness":"fifty-ish"}`},
			"1 model failed null: bad answer: not a JSON object: \"sure: 50\"\n" +
				"2 model invalid {\"brightness\":50.5}: light.kitchen: set: brightness must be an integer, got 50.5\n" +
				"3 model invalid {\"brightness\":\"fifty-ish\"}: light.kitchen: set: brightness must be an integer, got \"fifty-ish\"", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := ollamatest.New(t)
			for _, a := range tt.answers {
				srv.Add(ollamatest.Reply{Content: a})
			}
			f := client(t, srv.URL(), chatModel)
			r := repair(t, f.c, tt.dev, "set", tt.args)
			if got := attempts(r); got != tt.want {
				t.Errorf("attempts:\n%s\nwant\n%s", got, tt.want)
			}
			if last := r.Attempts[len(r.Attempts)-1]; (r.Args != nil) != tt.valid || last.By != llm.ByModel {
				t.Errorf("args %v, last attempt %+v, err %v", r.Args, last, r.Err)
			}
			for _, req := range srv.Chats() {
				for _, m := range req.Messages {
					if strings.Contains(m.Content, tt.dev.ID) || strings.Contains(m.Content, tt.dev.Name) {
						t.Errorf("the model was told the device: %s", m.Content)
					}
				}
			}
		})
	}
}

func TestRepairRequest(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: `{"brightness":50}`})
	f := client(t, srv.URL(), chatModel)
	repair(t, f.c, lamp, "set", map[string]any{"brightness": "half"})
	reqs := srv.Chats()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	if got := string(r.Format); got != `{"type":"object","properties":{"brightness":{"type":"integer","minimum":0,"maximum":100},"brightness_step":{"type":"number","minimum":-100,"maximum":100}},"additionalProperties":false}` {
		t.Errorf("format %s", got)
	}
	if r.Options["temperature"] != float64(0) {
		t.Errorf("options %v", r.Options)
	}
	if !strings.Contains(r.Messages[0].Content, "{brightness?:integer 0..100,brightness_step?:number -100..100}") {
		t.Errorf("system: %s", r.Messages[0].Content)
	}
	if want := `{"command":"set","args":{"brightness":"half"},"error":"brightness must be an integer, got \"half\""}`; r.Messages[1].Content != want {
		t.Errorf("user: %s\nwant  %s", r.Messages[1].Content, want)
	}
}

func TestRepairNoModelRounds(t *testing.T) {
	srv := ollamatest.New(t)
	f := client(t, srv.URL(), chatModel)
	repair(t, f.c, lamp, "set", map[string]any{"brightness": 150})
	repair(t, f.c, lamp, "set", map[string]any{"brightness": "150%"})
	if n := len(srv.Chats()); n != 0 {
		t.Errorf("the model was asked %d times about a value out of range", n)
	}
	r := repair(t, f.c, lamp, "blink", map[string]any{})
	if len(r.Attempts) != 0 || r.Err == nil || len(srv.Chats()) != 0 {
		t.Errorf("a command the device lacks was repaired: %s", attempts(r))
	}
}

func TestRepairServerDown(t *testing.T) {
	f := client(t, ollamatest.Down(t), chatModel)
	r := repair(t, f.c, lamp, "set", map[string]any{"brightness": "half"})
	if got := attempts(r); !strings.HasPrefix(got, "1 model failed null: ollama: ") || len(r.Attempts) != 1 {
		t.Errorf("attempts: %s", got)
	}
	r = repair(t, f.c, lamp, "set", map[string]any{"brightness": "half"})
	if len(r.Attempts) != 0 || r.Err == nil || !strings.Contains(r.Err.Error(), "must be an integer") {
		t.Errorf("with the breaker open: %s, %v", attempts(r), r.Err)
	}
}
