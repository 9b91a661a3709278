package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestValveStartedAndStopped says a valve started or stopped by the verbs
// of things that run ("run the sprinkler", "start the sprinkler", "stop the
// garden sprinkler", 启动洒水器): started it opens, asking first as opening
// a valve always does; stopped it closes. "run" and "start" said "sprinkler
// can't do that". A sweep started or stopped ("stop everything", "start
// everything in the garden") still reaches no valve.
func TestValveStartedAndStopped(t *testing.T) {
	e := demoEngine(t)
	want := map[string]string{}
	for _, name := range []string{"sprinkler", "garden sprinkler", "sprinkler in the garden"} {
		for _, f := range []string{"%s the %s", "please %s the %s", "can you %s the %s", "%s the %s now"} {
			for _, v := range []string{"run", "start", "activate"} {
				want[fmt.Sprintf(f, v, name)] = "confirm: valve.garden open"
			}
			for _, v := range []string{"stop", "turn off", "close"} {
				want[fmt.Sprintf(f, v, name)] = "planned: valve.garden close"
			}
		}
	}
	for _, name := range []string{"洒水器", "花园洒水阀", "花园的洒水器"} {
		for _, f := range []string{"启动%s", "把%s启动", "请启动%s", "帮我启动一下%s"} {
			want[fmt.Sprintf(f, name)] = "confirm: valve.garden open"
		}
		for _, f := range []string{"停止%s", "把%s停了", "请停止%s"} {
			want[fmt.Sprintf(f, name)] = "planned: valve.garden close"
		}
	}
	if len(want) < 80 {
		t.Fatalf("%d wordings, want at least 80", len(want))
	}
	i := 0
	for text, w := range want {
		i++
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("v%d", i), DryRun: true})
		var acts []string
		for _, a := range r.Actions {
			acts = append(acts, a.Device+" "+a.Command)
		}
		if got := r.Outcome + ": " + strings.Join(acts, ", "); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
	}
	for _, text := range []string{"stop everything", "start everything", "start everything in the garden", "stop everything in the kitchen", "run everything", "停止所有设备", "启动花园的所有设备"} {
		i++
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("v%d", i), DryRun: true})
		for _, a := range r.Actions {
			if strings.HasPrefix(a.Device, "valve.") {
				t.Errorf("%q reaches %s %s", text, a.Device, a.Command)
			}
		}
	}
}
