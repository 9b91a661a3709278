package turn_test

import (
	"strings"
	"testing"
)

// TestForgotAsked says a question of whether a thing was forgotten, or
// not done, is answered of the state the verb did not bring, in both
// languages: "did i forget to turn off the kitchen light" answered "No,
// Kitchen light is on.", "did i forget to lock the front door" "Yes, …
// is locked", "what did i forget to turn off" listed what is off, and
// "前门没锁吗" was answered "是的，前门锁着"; 我是不是忘了关厨房灯, 我有没有锁门 and
// 我关了厨房灯吗 were not understood. The demo home has the kitchen light
// on, the bathroom fan off, the front door locked and the garage door
// closed.
func TestForgotAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "forgot")
	check := func(text, want string) {
		s.n++
		got := s.ask(text)
		if got.Outcome != "answer" || !strings.HasPrefix(got.Say, want) {
			t.Errorf("%q: %s %q, want %q…", text, got.Outcome, got.Say, want)
		}
	}
	for _, who := range []string{"i", "we", "you"} {
		for _, forget := range []string{"forget to", "forget to just"} {
			lead := "did " + who + " " + forget + " "
			check(lead+"turn off the kitchen light", "Yes, Kitchen light is on")
			check(lead+"turn the kitchen light off", "Yes, Kitchen light is on")
			check(lead+"turn on the bathroom fan", "Yes, Bathroom fan is off")
			check(lead+"lock the front door", "No, Front door lock is locked")
			check(lead+"unlock the front door", "Yes, Front door lock is locked")
			check(lead+"close the garage door", "No, Garage door is closed")
			check(lead+"open the garage door", "Yes, Garage door is closed")
		}
		check("did "+who+" remember to turn off the kitchen light", "No, Kitchen light is on")
		check("did "+who+" remember to lock the front door", "Yes, Front door lock is locked")
	}
	for _, text := range []string{"what did i forget to turn off", "which lights did i forget to turn off", "what did we forget to switch off"} {
		s.n++
		if got := s.ask(text); got.Outcome != "answer" || !strings.Contains(got.Say, "Kitchen light") || strings.Contains(got.Say, "Bathroom light") {
			t.Errorf("%q: %s %q, want what is on", text, got.Outcome, got.Say)
		}
	}
	for _, who := range []string{"我", "我们", ""} {
		for _, ask := range []string{"是不是忘了%s", "是不是忘记%s", "有没有忘记%s", "忘了%s吗", "是不是没%s", "忘没忘%s"} {
			say := func(cmd string) string { return who + strings.ReplaceAll(ask, "%s", cmd) }
			if who == "" && strings.HasPrefix(ask, "忘") {
				continue
			}
			if strings.HasPrefix(ask, "有没有") {
				check(say("关厨房灯"), "2个里有1个开着：厨房灯") // any of the kitchen's lights
			} else {
				check(say("关厨房灯"), "是的，厨房灯开着")
			}
			check(say("锁门"), "没有，前门锁着")
			check(say("关车库门"), "没有，车库门关着")
			check(say("开排气扇"), "是的，排气扇关着")
		}
		if who == "" {
			continue
		}
		check(who+"关了厨房灯吗", "没有，厨房灯开着")
		check(who+"有没有锁门", "是的，前门锁着")
		check("我锁门了没有", "是的，前门锁着")
	}
	for _, text := range []string{"前门没锁吗", "前门是不是没锁", "车库门没关吗"} {
		check(text, "没有，")
	}
	check("厨房灯没关吗", "是的，厨房灯开着")
	check("厨房灯关没关", "没有，厨房灯开着")
	for _, text := range []string{"我开了灯", "我们关了客厅灯"} {
		s.n++
		if got := s.ask(text); len(got.Actions) > 0 || got.Outcome == "answer" {
			t.Errorf("%q: %s, want no command and no answer", text, summary(got))
		}
	}
	if s.n < 120 {
		t.Errorf("%d utterances, want at least 120", s.n)
	}
}
