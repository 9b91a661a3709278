package turn_test

import "testing"

// TestDayGreetingFirst says a greeting of the day before a command, with
// a pause or none ("good morning raise the blinds", "morning lower the
// blinds", "good evening, pop the telly on"), or another greeting with a
// pause ("hi, pop the telly on": "I don't know a room called hi"): the
// command does what it does
// said alone, where "raise" after the greeting raised the blinds by 10%
// and "raise the blinds" opens them. "good night" alone and "good night
// mode" still activate the scene; "good morning" alone does nothing. A
// name called before the greeting of the day ("hey nabu good morning
// raise the blinds") or "there" after a greeting ("hi there, raise the
// blinds", "hello there, good morning …") changes nothing: the greeting
// raised the blinds by 10%, and "hi there," was not understood.
func TestDayGreetingFirst(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "greeted day")
	greetings := []string{"good morning", "good morning,", "morning", "morning,", "good evening", "good afternoon", "good night",
		"evening", "hey good morning", "hi, good morning", "good morning google", "good morning google,", "hello, good morning"}
	commands := []string{"raise the blinds", "lower the blinds", "raise the bedroom blinds please", "drop the blinds",
		"pull the blinds up", "pull down the blinds", "lower the living room curtain", "pop the telly on", "stick the kettle on",
		"turn on the kitchen light", "fire up the tv", "flick the hall light off", "can you raise the blinds", "please lower the blinds"}
	for _, g := range greetings {
		for _, c := range commands {
			s.same(g+" "+c, c)
		}
	}
	for _, g := range []string{"hi,", "hello,", "hey,", "hey there"} {
		for _, c := range commands {
			s.same(g+" "+c, c)
		}
	}
	for _, called := range []string{"hey nabu", "hey nabu,", "ok jarvis", "hi there", "hi there,", "hello there,", "hey there"} {
		for _, g := range []string{"good morning", "good evening,", "morning,"} {
			for _, c := range commands {
				s.same(called+" "+g+" "+c, c)
			}
		}
	}
	for _, g := range []string{"hi there,", "hello there,", "hey there,", "hello there"} {
		for _, c := range commands {
			s.same(g+" "+c, c)
		}
	}
	s.nothing("good morning", "morning", "good evening everyone", "hi there", "hey nabu good morning", "hello there, good evening")
	for _, scene := range []string{"good night", "good night mode"} {
		s.n++
		if r := s.ask(scene); len(r.Actions) != 1 || r.Actions[0].Command != "activate" {
			t.Errorf("%q: %s, want the scene activated", scene, summary(r))
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
