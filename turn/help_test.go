package turn_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"edge"
	"edge/home"
	"edge/lang"
	"edge/turn"
)

// TestHelpAsked: the words of every pack that ask what can be said are
// recognised with any case and punctuation, and nothing else is.
func TestHelpAsked(t *testing.T) {
	for text, want := range map[string]string{
		"help": "en", " Help! ": "en", "what can I say?": "en", "What can you do": "en",
		"你能做什么": "zh", "你能做什么？": "zh", "帮助": "zh", "我能说什么。": "zh",
		"help me turn on the light": "", "turn on the light": "", "打开灯": "", "what can i say to the tv": "",
	} {
		p, ok := lang.HelpAsked(text)
		if ok != (want != "") || (ok && p.Code() != want) {
			t.Errorf("HelpAsked(%q) = %v %v, want %q", text, p, ok, want)
		}
	}
}

// TestHelpInEveryChannel: "what can I say" is answered by the engine, so
// in every channel (ask, HTTP, Wyoming, the demo), in the language asked,
// with examples for this home, and every example it gives is understood
// (a dry run, in a fresh session each), in the language it is in.
func TestHelpInEveryChannel(t *testing.T) {
	for _, file := range []string{"demo", "plain"} {
		var h *home.Home
		var err error
		if file == "demo" {
			h, err = home.Parse("demo.yaml", edge.DemoHome)
		} else {
			h, err = home.Parse("plain.yaml", []byte("rooms:\n  - {id: hall, name: Hall}\ndevices:\n  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff, brightness]}\n"))
		}
		if err != nil {
			t.Fatal(err)
		}
		eng, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
		for _, ask := range []struct{ text, lang, intro string }{
			{"What can I say?", "en", "Things you can say"},
			{"help", "en", "Things you can say"},
			{"你能做什么？", "zh", "可以这样说"},
		} {
			for _, channel := range []string{"cli", "http", "wyoming"} {
				r := eng.Ask(context.Background(), turn.Request{Text: ask.text, Session: channel + ask.text, Channel: channel})
				if r.Outcome != turn.Answer || r.Lang != ask.lang || !strings.HasPrefix(r.Say, ask.intro) || len(r.Actions) != 0 {
					t.Errorf("%s %s %q: %s %s %q", file, channel, ask.text, r.Outcome, r.Lang, r.Say)
				}
			}
		}
		for _, code := range []string{"en", "zh"} {
			p, _ := lang.Get(code)
			ex := turn.HelpExamples(h, p)
			if file == "demo" && len(ex) < 8 {
				t.Errorf("%s: only %d examples: %q", code, len(ex), ex)
			}
			for i, text := range ex {
				r := eng.Ask(context.Background(), turn.Request{Text: text, Session: code + text, DryRun: true})
				switch r.Outcome {
				case turn.NotUnderstood, turn.Blocked, turn.Failed:
					t.Errorf("%s %s example %d %q: %s %q", file, code, i+1, text, r.Outcome, r.Say)
				}
				if r.Lang != code {
					t.Errorf("%s %s example %q was read as %s", file, code, text, r.Lang)
				}
			}
		}
		if file == "plain" {
			// a home with no Chinese names has fewer Chinese examples,
			// never an English name in a Chinese sentence.
			zh, _ := lang.Get("zh")
			en, _ := lang.Get("en")
			if ex := turn.HelpExamples(h, zh); len(ex) != 1 || ex[0] != "哪些灯开着" {
				t.Errorf("zh examples for a home of English names: %q", ex)
			}
			if ex := turn.HelpExamples(h, en); len(ex) != 2 || ex[0] != "turn on the hall light" {
				t.Errorf("en examples: %q", ex)
			}
		}
	}
}
