package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestLanguage runs the grammar's features end to end on the demo home:
// relative changes, conditions read live, "here", references across
// clauses, Chinese word orders, and the vacuum's room.
func TestLanguage(t *testing.T) {
	tests := []struct {
		name  string
		steps []step
	}{
		{"relative changes", []step{
			{"make the bedside lamp brighter", "", "done: light.bedside set done"},
			{"turn the tv volume up by 20 percent", "", "done: media.living_tv set done"},
			{"把卧室空调调高一度", "", "done: climate.bedroom_ac set done"},
			{"大声点", "study", "done: media.study_speaker set done"},
		}},
		{"condition true", []step{
			// the living room is at 27.5 °C
			{"if it is above 26 degrees turn on the living room AC", "", "done: climate.living_ac on done"},
			{"如果客厅温度超过26度，就打开客厅风扇", "", "done: fan.living on done"},
		}},
		{"condition false", []step{
			{"turn on the living room AC if the temperature is above 30", "", "condition_false: "},
			{"如果卧室湿度高于80%的话就打开卧室空调", "", "condition_false: "},
		}},
		{"here", []step{
			{"turn off the lights in here", "kids", "done: light.kids off done"},
			{"这里几度", "bedroom", "answer: "},
			{"turn on the light in here", "", "clarify: "},
			{"the study", "", "done: light.study_ceiling on done, light.study_lamp on done"},
			{"这里几度", "", "not_understood: "},
			// no class said: the one type of device that can do it
			{"make this room brighter", "", "clarify: "},
			{"the study", "", "done: light.study_lamp set done"},
		}},
		{"a reference with nothing said before", []step{
			// the TV and the study speaker have a volume: which one?
			{"play it louder", "", "clarify: "},
			{"the study speaker", "", "done: media.study_speaker set done"},
			{"把声音调小一点", "", "done: media.study_speaker set done"},
		}},
		{"a reference with nothing said before, in Chinese", []step{
			{"把它调大声一点", "", "clarify: "},
			{"电视", "", "done: media.living_tv set done"},
		}},
		{"a reference to the last target", []step{
			{"turn on the bedside lamp", "", "done: light.bedside on done"},
			{"set it to 40%", "", "done: light.bedside set brightness=40 done"},
			{"把它关了", "", "done: light.bedside off done"},
		}},
		{"a verb carried over", []step{
			{"turn off the tv and the living room fan", "", "done: media.living_tv off done, fan.living off done"},
		}},
		{"vacuum to a room", []step{
			{"clean the kitchen", "", "done: vacuum.robot start done"},
			{"清扫客厅", "", "done: vacuum.robot start done"},
			{"clean the cellar", "", "not_understood: "},
			{"clean the ground floor", "", "done: vacuum.robot start done"},
		}},
		{"the alarm", []step{
			{"arm the alarm in away mode", "", "done: alarm.house arm done"},
			{"is the house alarm armed", "", "answer: "},
			{"撤防", "", "confirm: alarm.house disarm pending"},
			{"确认", "", "done: alarm.house disarm done"},
		}},
		{"a place that names a device", []step{
			{"mute the speaker in the study", "", "done: media.study_speaker mute done"},
			{"skip this song on the study speaker", "", "done: media.study_speaker next done"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _, _ := demo(t)
			run(t, e, "s", tt.steps)
		})
	}
}

func TestConditionReads(t *testing.T) {
	e, _, _ := demo(t)
	r := e.Ask(context.Background(), turn.Request{Text: "turn on the living room AC if the temperature is above 30", Session: "s"})
	if r.Outcome != turn.ConditionFalse || len(r.Reads) == 0 || len(r.Actions) != 0 {
		t.Fatalf("%+v", r)
	}
	for _, rd := range r.Reads {
		if rd.Attribute != "temperature" || rd.Value != 27.5 {
			t.Errorf("read %+v", rd)
		}
	}
	if r.Say != "Not done: the temperature is 27.5 °C, not above 30 °C." {
		t.Errorf("say %q", r.Say)
	}
}

func TestReplyLanguage(t *testing.T) {
	e, _, _ := demo(t)
	ctx := context.Background()
	r := e.Ask(ctx, turn.Request{Text: "打开燃气阀门", Session: "v", Lang: "zh-CN"})
	if r.Outcome != turn.Confirm {
		t.Fatalf("%s", r.Outcome)
	}
	r = e.Ask(ctx, turn.Request{Text: "OK", Session: "v", Lang: "zh-CN"})
	if r.Outcome != turn.Done || r.Lang != "zh" || r.Say != "已打开燃气阀门。" {
		t.Errorf("a yes from a Chinese speaker: %s %s %q", r.Outcome, r.Lang, r.Say)
	}
	r = e.Ask(ctx, turn.Request{Text: "turn off the tv", Session: "v", Lang: "en"})
	if r.Lang != "en" {
		t.Errorf("an English speaker: %s", r.Lang)
	}
}

// TestAnswerInTheQuestionsLanguage: words of no language's own (digits,
// "OK") that answer a question are answered in the question's language;
// words in a script of their own, in theirs.
func TestAnswerInTheQuestionsLanguage(t *testing.T) {
	e, _, _ := demo(t)
	for _, tt := range []struct{ ask, answer, lang, say string }{
		{"打开车库门", "1234", "zh", "已取消。"},
		{"打开车库门", "ok", "zh", "已打开车库门。"},
		{"open the garage door", "1234", "en", "Cancelled."},
		{"open the garage door", "好的", "zh", "已打开车库门。"},
	} {
		session := tt.ask + tt.answer
		if r := e.Ask(context.Background(), turn.Request{Text: tt.ask, Session: session}); r.Outcome != turn.Confirm {
			t.Fatalf("%q: %s", tt.ask, r.Outcome)
		}
		r := e.Ask(context.Background(), turn.Request{Text: tt.answer, Session: session})
		if r.Lang != tt.lang || r.Say != tt.say {
			t.Errorf("%q then %q: %s %s %q", tt.ask, tt.answer, r.Outcome, r.Lang, r.Say)
		}
	}
}
