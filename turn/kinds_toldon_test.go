package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestCommandsPassedOn: a command someone else said, passed on, is never
// done, in either language, whatever the command says: a verb, a change
// with no verb ("tv louder", 电视大声一点), a value (主卧空调二十四度) or a
// scene's name alone ("movie mode", 观影模式). Each command runs when the
// speaker says it. A remark passed on ("my son said the tv is too loud",
// 我妈说空调太冷了) is asked back as the remark alone is, never done. Before,
// "he said it is time to lower the kitchen lights" lowered them, "my son
// said on the fan" switched a fan on, and 他刚才说电视大声一点 turned the TV up.
func TestCommandsPassedOn(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type tongue struct {
		persons, sayings, openers, commands []string
	}
	tongues := []tongue{{
		persons: []string{"my son", "my wife", "she", "he", "they", "mom", "the kids", "someone", "our babysitter", "grandpa"},
		sayings: []string{"said", "says", "just said", "told me to", "asked me to", "said to", "says that", "wants me to"},
		openers: []string{"", "hey google ", "um "},
		commands: []string{"turn up the tv", "lights off in the kitchen", "set the bedroom ac to 20", "movie mode",
			"it is time to lower the kitchen lights", "on the living room fan", "open the curtains", "tv louder",
			"bedroom ac to 20"},
	}, {
		persons:  []string{"我妈", "老公", "他", "她", "孩子", "我儿子", "奶奶", "有人", "他刚才", "她又"},
		sayings:  []string{"说", "说了", "讲", "让我", "叫我"},
		openers:  []string{"", "小爱同学，", "嗯，"},
		commands: []string{"电视大声一点", "客厅音量调高", "卧室空调二十四度", "观影模式", "把客厅灯关了", "窗帘拉开", "客厅空调调低两度", "台灯调亮一点"},
	}}
	n := 0
	for _, tg := range tongues {
		for _, c := range tg.commands {
			r := e.Ask(context.Background(), turn.Request{Text: c, Session: "alone" + c, DryRun: true})
			if got := summary(r); !runs(got) {
				t.Errorf("%q alone → %s (say %s), want it done", c, got, r.Say)
			}
		}
		for _, o := range tg.openers {
			for _, p := range tg.persons {
				for _, s := range tg.sayings {
					for _, c := range tg.commands {
						text := o + p + " " + s + " " + c
						if tg.persons[0] == "我妈" {
							text = o + p + s + c
						}
						r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("told%d", n), DryRun: true})
						if got := summary(r); runs(got) || r.Outcome == turn.Clarify {
							t.Errorf("%q → %s (say %s), want nothing done or asked", text, got, r.Say)
						}
						n++
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("%d wordings, want at least 1000", n)
	}
	for _, text := range []string{"my son said the tv is too loud", "hey google my wife says the tv is too loud", "我妈说电视太吵了", "孩子说电视声音太大了"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "remark" + text, DryRun: true})
		if got := summary(r); runs(got) || r.Outcome != turn.Clarify {
			t.Errorf("%q → %s (say %s), want asked back", text, got, r.Say)
		}
	}
}
