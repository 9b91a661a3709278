package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestValueAloneBeyond: a value said alone ("22 degrees", "30 percent",
// "heat mode"; 二十二度, 百分之三十, 制热) after a command on what cannot take
// it (the tv, a light that only switches, the kettle) says that it cannot
// ("TV can't do that."), and a yes after it does nothing: it asked "Did
// you mean Living room AC?" of a device near it nobody named, and a yes
// set that one. Where what was acted on can take it, it is set as before.
func TestValueAloneBeyond(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	type first struct{ said, name string }
	langs := []struct {
		firsts []first
		values []string
	}{{
		firsts: []first{{"turn on the tv", "TV"}, {"switch on the television", "TV"}, {"turn on the hall light", "Hall light"},
			{"turn off the kitchen light", "Kitchen light"}, {"turn on the garden lights", "Garden lights"}, {"turn on the bathroom fan", "Bathroom fan"}},
		values: []string{"22 degrees", "twenty two degrees", "21 degrees please", "22 degrees celsius", "heat mode", "72 degrees fahrenheit"},
	}, {
		firsts: []first{{"打开电视", "电视"}, {"把电视打开", "电视"}, {"关掉厨房灯", "厨房灯"}, {"打开排气扇", "排气扇"}},
		values: []string{"二十二度", "22度", "制热", "二十六度吧"},
	}, {
		firsts: []first{{"turn on the hall light", "Hall light"}, {"turn on the garden lights", "Garden lights"}, {"turn on the bathroom fan", "Bathroom fan"},
			{"turn on the landing light", "Landing light"}, {"turn on the cabinet light", "Cabinet light"}},
		values: []string{"30 percent", "50%", "thirty percent please", "10 per cent"},
	}, {
		firsts: []first{{"打开花园灯", "花园灯"}, {"打开楼梯灯", "楼梯灯"}, {"打开排气扇", "排气扇"}},
		values: []string{"百分之三十", "百分之五十吧", "30%"},
	}}
	n := 0
	for _, l := range langs {
		for _, f := range l.firsts {
			for _, v := range l.values {
				n++
				s := fmt.Sprintf("beyond%d", n)
				if r := ask(f.said, s); r.Outcome != turn.Planned && r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s", f.said, planned(r))
				}
				r := ask(v, s)
				if r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 || !strings.Contains(r.Say, f.name) {
					t.Errorf("%q after %q: %s %q, want that %s cannot", v, f.said, planned(r), r.Say, f.name)
				}
				if r := ask("yes", s); len(r.Actions) > 0 {
					t.Errorf("yes after %q after %q: %s, want nothing done", v, f.said, planned(r))
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d conversations, want at least 80", n)
	}
	for _, c := range [][2]string{{"turn on the bedroom ac", "22 degrees"}, {"turn on the tv", "30 percent"}, {"打开卧室空调", "二十二度"},
		{"turn on the kitchen light", "30 percent"}} {
		n++
		s := fmt.Sprintf("beyond%d", n)
		ask(c[0], s)
		if r := ask(c[1], s); r.Outcome != turn.Planned || len(r.Actions) != 1 {
			t.Errorf("%q after %q: %s, want it set", c[1], c[0], planned(r))
		}
	}
}
