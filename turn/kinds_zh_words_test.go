package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/lang"
	"edge/turn"
)

// wordsHome is a home for the kinds of Chinese speech made from the
// pack's own word lists: a kitchen with one plain light, a living room
// with a strip and the things that run.
const wordsHome = `
rooms:
  - {id: kitchen, name: 厨房}
  - {id: living, name: 客厅}
devices:
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff]}
  - {id: light.strip, name: 客厅灯带, room: living, type: light, capabilities: [onoff, brightness, color]}
  - {id: fan.hood, name: 油烟机, room: kitchen, type: fan, capabilities: [onoff, fan_speed], state: {"on": true}}
  - {id: fan.purifier, name: 净化器, room: living, type: fan, capabilities: [onoff, fan_speed], state: {"on": true}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true, playing: true}}
  - {id: lock.door, name: 大门, room: living, type: lock, capabilities: [lock], state: {locked: true}}
`

// wordsEngine is an engine on wordsHome at a fixed time.
func wordsEngine(t *testing.T) *turn.Engine {
	t.Helper()
	return eveningEngine(t, "words.yaml", wordsHome)
}

// askAll asks each text in a session of its own and checks its summary.
func askAll(t *testing.T, e *turn.Engine, want map[string]func(string) bool, what string) {
	t.Helper()
	if len(want) < 3 {
		t.Errorf("%s: %d wordings, want at least 3", what, len(want))
	}
	texts := make([]string, 0, len(want))
	for text := range want {
		texts = append(texts, text)
	}
	slices.Sort(texts)
	for i, text := range texts {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("w%d", i), DryRun: true})
		if got := summary(r); !want[text](got) {
			t.Errorf("%s: %q → %s (say %s)", what, text, got, r.Say)
		}
	}
}

func is(want string) func(string) bool { return func(got string) bool { return got == want } }

// runs reports whether a summary runs anything.
func runs(got string) bool {
	return strings.HasPrefix(got, "planned:") || strings.HasPrefix(got, "confirm:") || strings.HasPrefix(got, "scheduled:")
}

// TestChineseKindWordsInARoomWithoutOne says a light of a kind ("灯带",
// "台灯") in a room that has no light of that kind, with every light kind
// word of the pack: never the room's plain light.
func TestChineseKindWordsInARoomWithoutOne(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("灯").Vocab()
	want := map[string]func(string) bool{}
	for _, w := range v.Classes["light"] {
		if !v.Kinds[w] {
			continue
		}
		for _, f := range []string{"厨房%s开一下", "把厨房的%s打开", "厨房%s关了吧"} {
			want[strings.Replace(f, "%s", w, 1)] = func(got string) bool { return !runs(got) }
		}
	}
	askAll(t, wordsEngine(t), want, "a kind the room lacks")
	if !v.Kinds["灯带"] {
		t.Error("灯带 is no kind of light")
	}
}

// verbsOf lists the pack's verbs of one of clusters, sorted.
func verbsOf(clusters ...string) []string {
	var out []string
	for w, c := range lang.Detect("开").Vocab().Verbs {
		if slices.Contains(clusters, c) {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// TestChineseStopWhatRuns says every verb of stopping of the pack of a
// named thing that runs and has no stop of its own (a fan, a range hood):
// switched off; of a thing that pauses, paused; a sweep ("全部停了") stops
// only what stops and switches nothing off.
func TestChineseStopWhatRuns(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	for _, w := range verbsOf("stop") {
		want["把净化器"+w+"了"] = is("planned: fan.purifier off planned")
		want["油烟机"+w+"一下"] = is("planned: fan.hood off planned")
		want["电视"+w+"一下吧"] = is("planned: media.tv pause planned")
		want["全部"+w+"了"] = func(got string) bool { return !strings.Contains(got, " off ") }
	}
	askAll(t, wordsEngine(t), want, "stop")
}

// TestChineseVerbForAWhile says 下 right after a one-character verb of
// switching as 一下 ("开下油烟机", "净化器关下"), before the name or at the
// end, with every such verb of the pack.
func TestChineseVerbForAWhile(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	n := 0
	for _, w := range verbsOf("open-on", "close-off") {
		if utf8.RuneCountInString(w) != 1 {
			continue
		}
		cmd := "on"
		if lang.Detect(w).Vocab().Verbs[w] == "close-off" {
			cmd = "off"
		}
		n++
		want[w+"下油烟机"] = is("planned: fan.hood " + cmd + " planned")
		want["净化器"+w+"下"] = is("planned: fan.purifier " + cmd + " planned")
		want["帮我"+w+"下厨房的灯吧"] = is("planned: light.kitchen " + cmd + " planned")
	}
	if n < 2 {
		t.Errorf("%d one-character verbs of switching, want at least 2", n)
	}
	askAll(t, wordsEngine(t), want, "V下")
}

// TestChineseWhatADeviceIs says every word of the pack for what no
// device of a home tells, asked of a device ("电视是什么牌子的"): not
// answered with its state.
func TestChineseWhatADeviceIs(t *testing.T) {
	generatedKinds(t)
	p := lang.Detect("电视")
	want := map[string]func(string) bool{}
	for _, w := range []string{"牌子", "品牌", "型号", "价格"} {
		if !slices.Contains(p.Words(lang.UnknowableWords), w) {
			t.Errorf("%s is not among the words of what no device tells", w)
		}
		want["电视是什么"+w+"的"] = func(got string) bool { return !strings.HasPrefix(got, "answer") && !runs(got) }
		want["空调"+w+"是什么"] = func(got string) bool { return !strings.HasPrefix(got, "answer") && !runs(got) }
	}
	for _, w := range []string{"钱", "电费"} {
		if !slices.Contains(p.Words(lang.UnknowableWords), w) {
			t.Errorf("%s is not among the words of what no device tells", w)
		}
		want["油烟机多少"+w] = func(got string) bool { return !strings.HasPrefix(got, "answer") && !runs(got) }
		want["电视一个月多少"+w+"啊"] = func(got string) bool { return !strings.HasPrefix(got, "answer") && !runs(got) }
	}
	askAll(t, wordsEngine(t), want, "what a device is")
}

// TestChineseNoWithTheVerbNotDone says a no to a question with the verb
// not to be done (算了不开了), with every verb of switching of the pack:
// the pending command is cancelled.
func TestChineseNoWithTheVerbNotDone(t *testing.T) {
	generatedKinds(t)
	e := wordsEngine(t)
	ws := verbsOf("open-on", "close-off", "unlock")
	if len(ws) < 5 {
		t.Fatalf("%d verbs, want at least 5", len(ws))
	}
	for i, w := range ws {
		for j, no := range []string{"算了不" + w + "了", "不" + w + "了", "不用" + w + "了吧"} {
			session := fmt.Sprintf("n%d-%d", i, j)
			if r := e.Ask(context.Background(), turn.Request{Text: "大门解锁", Session: session, DryRun: true}); r.Outcome != "confirm" {
				t.Fatalf("大门解锁: %s, want a question", summary(r))
			}
			if r := e.Ask(context.Background(), turn.Request{Text: no, Session: session, DryRun: true}); r.Outcome != "cancelled" {
				t.Errorf("%q after a question: %s (say %s), want it cancelled", no, summary(r), r.Say)
			}
		}
	}
}
