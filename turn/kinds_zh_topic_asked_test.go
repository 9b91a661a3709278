package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseTopicAsked says a thing named alone as the topic, by every
// Chinese name of every device of the demo home with a state that can be
// asked yes or no (and a room with its class: 客厅的灯, 卧室的空调), with or
// without a particle (呢, 啊, 吧), before a pause and a yes/no question of
// its state ("大门锁，锁着吗", "前门呢，锁上了吗", "客厅的灯，开着吗", "车库门啊
// 关好了吗", "烤箱，是不是开着"): it answers as the question said at once
// does ("前门锁着吗"), and never acts. "大门锁，锁着吗" locked the front
// door and then answered that it was locked, as "前门的锁，锁着没" did,
// "大门锁，开着吗" locked it and counted what was on in the home; the others
// were not understood.
func TestChineseTopicAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "topic asked")
	checkAs := func(topic, question, plain string) {
		t.Helper()
		want := s.ask(plain)
		if want.Outcome != "answer" || len(want.Actions) > 0 {
			t.Errorf("%q, the question, is %s (say %s)", plain, summary(want), want.Say)
			return
		}
		for _, mark := range []string{"", "呢", "啊", "吧"} {
			for _, pause := range []string{"，", " ", "。"} {
				said := topic + mark + pause + question
				s.n++
				got := s.ask(said)
				if len(got.Actions) > 0 || summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("%q: %s (say %s), want %s (say %s) as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	check := func(topic, question string) {
		t.Helper()
		checkAs(topic, question, topic+question)
	}
	asked := map[string][]string{
		"onoff":    {"开着吗", "关着吗", "开着没有", "是不是开着", "还开着吗", "关了没"},
		"lock":     {"锁着吗", "锁上了吗", "锁好了没", "是不是锁着", "锁了没有"},
		"position": {"开着吗", "关着吗", "关好了吗", "是不是关着"},
		"valve":    {"开着吗", "关着吗", "关好了吗"},
	}
	for _, d := range hometest.Load(t, "demo").Devices {
		for cp, questions := range asked {
			if !slices.Contains(d.Capabilities, cp) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, q := range questions {
					check(name, q)
				}
			}
		}
	}
	for _, topic := range []string{"客厅的灯", "厨房的灯", "卧室的空调", "客厅的空调", "书房的灯", "车库的门", "卧室的窗帘"} {
		for _, q := range []string{"开着吗", "关着吗", "是不是开着"} {
			check(topic, q)
		}
	}
	for _, lock := range []string{"前门的锁", "大门的锁", "门厅的锁", "玄关的锁"} {
		for _, q := range asked["lock"] {
			checkAs(lock, q, "前门"+q)
		}
	}
	for _, lamp := range []string{"台灯", "床头灯", "厨房灯"} {
		check(lamp, "亮着吗")
	}
	if s.n < 400 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
