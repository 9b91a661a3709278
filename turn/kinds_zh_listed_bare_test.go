package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestListedBareAll says two things said one after another with nothing
// between them, then 都 or 全 or neither and a verb (台灯空调都打开,
// 电视风扇都关了, 把空调台灯全关掉, 台灯空调打开, 电视风扇关了), are the
// two, as with 和 between them: where a part is a class word of several
// devices (空调, 风扇) edge asks which, and the answer does the whole
// command, the other part too. It was one name not found (“台灯空调”).
// Said with 和 it is as it was. Said with no 都, a part that is a place and
// a class word (客厅灯空调打开) is no part: nothing is done.
func TestListedBareAll(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	// each thing: the device it is, or the living room's one of several,
	// chosen by answering 客厅的.
	things := []struct {
		word, device string
		several      bool
	}{
		{"台灯", "light.study_lamp", false},
		{"电视", "media.living_tv", false},
		{"床头灯", "light.bedside", false},
		{"加湿器", "humidifier.bedroom", false},
		{"空调", "climate.living_ac", true},
		{"风扇", "fan.living", true},
	}
	verbs := []struct{ said, command string }{{"打开", "on"}, {"关了", "off"}, {"关掉吧", "off"}, {"开一下", "on"}}
	alls := []string{"都", "全", ""}
	n, asked := 0, 0
	for _, a := range things {
		for _, b := range things {
			if a.word == b.word {
				continue
			}
			for _, join := range []string{"", "和"} {
				for _, all := range alls {
					for vi, v := range verbs {
						text := a.word + join + b.word + all + v.said
						if vi == 2 {
							text = "把" + text
						}
						s := fmt.Sprintf("l%d", n)
						n++
						r := ask(text, s)
						if a.several || b.several {
							asked++
							if r.Outcome != turn.Clarify || len(r.Actions) > 0 {
								t.Errorf("%q: %s (%s), want a question of which", text, planned(r), r.Say)
								continue
							}
							for i := 0; i < 2 && r.Outcome == turn.Clarify; i++ {
								r = ask("客厅的", s)
							}
						}
						var got []string
						for _, act := range r.Actions {
							got = append(got, act.Device+" "+act.Command)
						}
						want := []string{a.device + " " + v.command, b.device + " " + v.command}
						slices.Sort(got)
						slices.Sort(want)
						if !slices.Equal(got, want) {
							t.Errorf("%q: %s %v (%s), want %v", text, r.Outcome, got, r.Say, strings.Join(want, ", "))
						}
					}
				}
			}
		}
	}
	for _, text := range []string{"客厅灯空调打开", "书房灯风扇关了", "把卧室灯空调关掉"} {
		if r := ask(text, fmt.Sprintf("l%d", n)); len(r.Actions) > 0 || r.Outcome == turn.Clarify {
			t.Errorf("%q: %s (%s), want nothing done", text, planned(r), r.Say)
		}
		n++
	}
	if n < 300 || asked < 150 {
		t.Fatalf("%d utterances, %d asked which: too few to say anything", n, asked)
	}
}
