package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestNearLastFollowUp: a follow-up or a correction that names one thing
// of several rooms with no place ("the fan too", "and the ceiling light",
// "no, the ac"; 空调也是, 风扇呢), after a command on things of one room that
// has one such thing, for every command, thing and wording of a list, is
// that room's, as the command said of it there does: it asked which of
// the home's. Where the room has none but what was acted on, or the thing
// is named for several ("and the lights"), or the speaker is in another
// room, it still asks.
func TestNearLastFollowUp(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	wordings := map[string][]string{
		"en": {"the %s too", "and the %s", "the %s as well", "oh and the %s", "no, the %s", "same for the %s", "and the %s please", "i meant the %s"},
		"zh": {"%s也是", "%s呢", "还有%s", "%s也一样", "不对，是%s"},
	}
	cases := map[string][]struct{ first, thing, direct string }{
		"en": {
			{"switch off the bathroom light", "fan", "switch off the bathroom fan"},
			{"turn on the study lamp", "ceiling light", "turn on the study ceiling light"},
			{"turn off the bedroom ceiling light", "ac", "turn off the bedroom ac"},
			{"turn off the living room fan", "ac", "turn off the living room ac"},
			{"turn off the living room fan", "ceiling light", "turn off the living room ceiling light"},
			{"turn on the bedroom ac", "ceiling light", "turn on the bedroom ceiling light"},
		},
		"zh": {
			{"关掉卧室吊灯", "空调", "关掉卧室空调"},
			{"关掉客厅主灯", "空调", "关掉客厅空调"},
			{"打开卧室空调", "吊灯", "打开卧室吊灯"},
			{"关掉卫生间灯", "风扇", "关掉排气扇"},
		},
	}
	n := 0
	for code, cs := range cases {
		for _, c := range cs {
			want := planned(ask(c.direct, "direct"))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q: %s", c.direct, want)
			}
			for _, w := range wordings[code] {
				n++
				s := fmt.Sprintf("s%d", n)
				first := ask(c.first, s)
				text := fmt.Sprintf(w, c.thing)
				want := want
				if strings.HasPrefix(w, "no,") || strings.HasPrefix(w, "i meant") || strings.HasPrefix(w, "不对") {
					want = putBackBefore(t, first, want) // a correction: instead of what was done
				}
				if got := planned(ask(text, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", text, c.first, got, want)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
	for _, c := range []struct{ first, next string }{{"turn off the hall light", "the lamp too"}, {"turn off the kitchen light", "and the lights"},
		{"turn on the bedside lamp", "and the lamp"}, {"turn off the hall light", "and the ceiling light"}} {
		s := c.first + c.next
		ask(c.first, s)
		if r := ask(c.next, s); r.Outcome != turn.Clarify {
			t.Errorf("%q after %q: %s, want asked which", c.next, c.first, planned(r))
		}
	}
	// said in another room than the one acted on: the speaker's may be meant
	for _, w := range wordings["en"] {
		s := "kids " + w
		in := func(text string) turn.Result {
			return e.Ask(context.Background(), turn.Request{Text: text, Session: s, Room: "kids", DryRun: true})
		}
		in("switch off the bathroom light")
		if r := in(fmt.Sprintf(w, "fan")); r.Outcome != turn.Clarify {
			t.Errorf("%q in the kids room after the bathroom light: %s, want asked which", fmt.Sprintf(w, "fan"), planned(r))
		}
	}
}
