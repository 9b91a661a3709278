package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestAirTooDryOrDamp says a room's air is too dry or too damp, in both
// languages, with words of how much and particles ("it's too dry in the
// bedroom", "it is really damp in the bedroom", 卧室太干了, 主卧有点潮): where
// the room has a humidifier, raising or lowering it is asked and a yes
// does it; where it has none, nothing is asked or done. They were not
// understood. A person said to be dry ("i'm dry") is no wish.
func TestAirTooDryOrDamp(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type room struct{ en, zh, humidifier string }
	rooms := []room{{"bedroom", "卧室", "humidifier.bedroom"}, {"bedroom", "主卧", "humidifier.bedroom"}, {"kitchen", "厨房", ""}, {"study", "书房", ""}}
	say := map[string][]string{ // the change asked → how it is said
		"raise": {"it's too dry in the %s", "it is so dry in the %s", "it's really dry in the %s", "it's a bit dry in the %s", "it is getting dry in the %s",
			"%s太干了", "%s有点干", "%s好干燥啊", "感觉%s有点干燥", "%s里太干了"},
		"lower": {"it's too humid in the %s", "it's really damp in the %s", "it is so muggy in the %s", "it's a bit humid in the %s", "it's too damp in the %s",
			"%s有点潮", "%s太潮湿了", "%s里好湿", "%s有点湿吧", "感觉%s太潮了"},
	}
	asked := map[string][]string{"raise": {"Raise", "调高"}, "lower": {"Lower", "调低"}}
	n := 0
	for _, r := range rooms {
		for change, forms := range say {
			for _, f := range forms {
				name := r.en
				if strings.ContainsFunc(f, func(c rune) bool { return c > 0x2000 }) {
					name = r.zh
				}
				text := fmt.Sprintf(f, name)
				sess := fmt.Sprintf("air%d", n)
				n++
				res := e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
				got := summary(res)
				switch {
				case runs(got):
					t.Errorf("%q acted: %s", text, got)
				case r.humidifier == "" && res.Outcome == "clarify":
					t.Errorf("%q: %s %q, want nothing asked where no humidifier is", text, got, res.Say)
				case r.humidifier != "" && (res.Outcome != "clarify" || !strings.Contains(res.Say, asked[change][0]) && !strings.Contains(res.Say, asked[change][1])):
					t.Errorf("%q: %s %q, want %s the humidifier asked", text, got, res.Say, change)
				case r.humidifier != "":
					yes := e.Ask(context.Background(), turn.Request{Text: "yes", Session: sess, DryRun: true})
					if got := summary(yes); !strings.HasPrefix(got, "planned: "+r.humidifier+" set") {
						t.Errorf("%q then yes: %s, want %s %sd", text, got, r.humidifier, change)
					}
				}
			}
		}
	}
	for _, text := range []string{"i'm dry", "we are so damp", "the towel is dry", "is it dry in the bedroom", "衣服有点湿"} {
		res := e.Ask(context.Background(), turn.Request{Text: text, Session: "airno", DryRun: true})
		if got := summary(res); runs(got) || res.Outcome == "clarify" && strings.Contains(res.Say, "umidifier") {
			t.Errorf("%q: %s %q, want no wish of the air", text, got, res.Say)
		}
	}
	if n < 60 {
		t.Fatalf("%d utterances, want at least 60", n)
	}
}
