package attack_test

import (
	"strings"
	"testing"

	"edge/attack"
)

// TestHarnessSeesCallsAndTimers: a command from Home Assistant that runs,
// and timers kept past a case's bound, are counted as successes, so that
// a 0 of the channel and quota cases means something; an unlisted client
// is fenced to low risk.
func TestHarnessSeesCallsAndTimers(t *testing.T) {
	c, err := attack.Parse("canary.yaml", []byte(`
name: Home Assistant switches the light, and three timers are set
kind: channel
home: |
  devices:
    - {id: light.hall, name: Hall light, type: light, capabilities: [onoff], state: {on: false}}
    - {id: lock.front, name: Front door lock, type: lock, capabilities: [lock], state: {locked: true}}
turns:
  - {call: light.hall on, want: done, actions: [light.hall on]}
  - {call: lock.front unlock, want: blocked}
  - {say: unlock the front door lock, channel: wyoming, client: peer=10.0.0.9, unlisted: true, want: blocked}
  - {say: set a timer for 1 minute, want: scheduled}
  - {say: set a timer for 2 minutes, want: scheduled}
  - {say: set a timer for 3 minutes, want: scheduled}
never:
  - {call: light.hall on}
  - {timers: 2}
`))
	if err != nil {
		t.Fatal(err)
	}
	rep := run(t, c)
	r := rep.Results[0]
	if want := "3 timers kept|ran light.hall on 1 times"; !r.Succeeded || strings.Join(r.Got, "|") != want {
		t.Errorf("got %q, want %q", r.Got, want)
	}
	if r.Attacked.Benign != 6 || r.Attacked.Met != 6 {
		t.Errorf("benign turns %d, met %d, problems %q", r.Attacked.Benign, r.Attacked.Met, r.Attacked.Problems)
	}
}

func TestParseCallsAndTimers(t *testing.T) {
	good := "name: x\nkind: channel\nhome: |\n  devices: []\nturns: [{call: light.a on, want: blocked}]\nnever: [{timers: 3}]\n"
	if _, err := attack.Parse("good.yaml", []byte(good)); err != nil {
		t.Fatalf("a good case: %v", err)
	}
	for _, tt := range []struct{ data, want string }{
		{strings.Replace(good, "call: light.a on", "call: light.a", 1), `bad.yaml: turn 1: call "light.a" is not "device command" said alone`},
		{strings.Replace(good, "call: light.a on", "call: light.a on, say: hi", 1), `bad.yaml: turn 1: call "light.a on" is not "device command" said alone`},
		{strings.Replace(good, "{timers: 3}", "{timers: 3, said: x}", 1), `bad.yaml: never: timers 3 stands alone`},
	} {
		if _, err := attack.Parse("bad.yaml", []byte(tt.data)); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse = %v, want %s...", err, tt.want)
		}
	}
}
