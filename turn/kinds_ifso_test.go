package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestIfSoAfterQuestion asks whether a device of the demo is in a state
// and, in the same utterance, says what to do if it is, or if it is not
// ("is the front door locked? if not, lock it", "is the kitchen light on?
// if so turn it off", 前门锁了吗？没有的话锁上, 厨房灯开着吗？是的话关掉):
// the command is done where the answer is the one said, and nothing is
// done otherwise (condition_false). They were not understood.
func TestIfSoAfterQuestion(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ifso")
	// each device, a state asked, whether the demo holds it, a command
	// on it and its call
	type asked struct {
		question, command, call string
		holds                   bool
	}
	en := []asked{
		{"is the front door locked", "unlock it", "lock.front_door unlock", true},
		{"is the front door locked", "lock it", "lock.front_door lock", true},
		{"is the kitchen light on", "turn it off", "light.kitchen off", true},
		{"is the kitchen light on", "switch it on", "light.kitchen on", true},
		{"is the tv on", "turn it on", "media.living_tv on", false},
		{"is the garage door open", "close it", "cover.garage_door close", false},
		{"is the garage door open", "please open it", "cover.garage_door open", false},
		{"are the garden lights on", "turn them off", "light.garden off", false},
	}
	yes := []string{"if so", "if yes", "if it is", "if they are"}
	no := []string{"if not", "if no", "if it isn't", "if it's not", "if they aren't"}
	for _, a := range en {
		for _, sep := range []string{"? ", ", ", ". "} {
			for _, pause := range []string{" ", ", "} {
				for _, answers := range [][]string{yes, no} {
					for _, ans := range answers {
						text := a.question + sep + ans + pause + a.command
						s.check(text, a.call, a.holds == (answers[0] == yes[0]))
					}
				}
			}
		}
	}
	zh := []asked{
		{"前门锁了吗", "锁上", "lock.front_door lock", true},
		{"前门锁了没有", "帮我锁上", "lock.front_door lock", true},
		{"厨房灯开着吗", "关掉", "light.kitchen off", true},
		{"厨房灯关了吗", "关一下", "light.kitchen off", false},
		{"电视开着吗", "打开", "media.living_tv on", false},
		{"车库门关了吗", "关上", "cover.garage_door close", true},
	}
	zhYes := []string{"是的话", "是的就", "对的话", "如果是就"}
	zhNo := []string{"没有的话", "没有就", "如果没有就", "要是没有的话", "不是的话"}
	for _, a := range zh {
		for _, sep := range []string{"？", "，"} {
			for _, answers := range [][]string{zhYes, zhNo} {
				for _, ans := range answers {
					s.check(a.question+sep+ans+a.command, a.call, a.holds == (answers[0] == zhYes[0]))
				}
			}
		}
	}
	// what is no answer to a question is not read as one
	s.nothing("turn on the light if not", "if so turn it off", "是的话关掉", "前门锁了吗？没有的话")
	if s.n < 300 {
		t.Errorf("%d wordings, want at least 300", s.n)
	}
}

// check says text and wants call planned where done, or nothing done
// and why (condition_false).
func (s *saidOnDemo) check(text, call string, done bool) {
	s.t.Helper()
	s.n++
	got := summary(s.ask(text))
	want := "condition_false: "
	if done {
		want = fmt.Sprintf("planned: %s planned", call)
	}
	if got != want && !(done && strings.HasPrefix(got, "confirm: "+call)) {
		s.t.Errorf("%q: %s, want %s", text, got, want)
	}
}

// TestTheyInCondition says a command of several devices, or of one, on a
// condition of "they" ("turn off the kitchen lights if they are on",
// "open the blinds if they are closed"), before or after it: it is done as
// the same said of "it" is. "they" was a name not found.
func TestTheyInCondition(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "theyif")
	for _, c := range []struct{ command, state, call string }{
		{"open the blinds", "closed", "cover.bedroom_blind open"},
		{"close the blinds", "open", ""},
		{"turn on the garden lights", "off", "light.garden on"},
		{"turn off the garden lights", "on", ""},
		{"lock the front door", "unlocked", ""},
		{"turn off the tv", "on", ""},
	} {
		for _, f := range []string{"%c if they are %s", "if they are %s %c", "if they are %s, %c", "please %c if they are %s"} {
			text := strings.NewReplacer("%c", c.command, "%s", c.state).Replace(f)
			s.check(text, c.call, c.call != "")
		}
	}
	if s.n < 24 {
		t.Errorf("%d wordings, want at least 24", s.n)
	}
}
