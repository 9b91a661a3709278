package turn_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/home/hometest"
	"edge/index"
	"edge/lang"
	"edge/store/storetest"
	"edge/turn"
)

// spokenForms are the ways a PIN is said, made from the packs' words of
// digits and numbers: its digits together, spaced and hyphenated; each
// pack's digit words, with each of their alternatives ("oh", "幺",
// "两"), joined as the language writes words, spaced and hyphenated; and
// its pairs as numbers ("twenty-five eighty", "二十五八十"); and the PIN
// as one number ("two thousand five hundred and eighty", "二千五百八十").
func spokenForms(t *testing.T, pin string) []string {
	t.Helper()
	d := strings.Split(pin, "")
	forms := []string{pin, strings.Join(d, " "), strings.Join(d, "-")}
	for _, p := range lang.Packs() {
		digitWords := p.Words(lang.DigitWords)
		for alt := 0; alt < 2; alt++ {
			var words []string
			for _, c := range pin {
				alts := strings.Split(digitWords[c-'0'], "|")
				words = append(words, alts[min(alt, len(alts)-1)])
			}
			forms = append(forms, p.Join(words), strings.Join(words, " "), strings.Join(words, "-"))
		}
		say, ok := p.(lang.Phraser)
		if !ok || len(pin)%2 != 0 || pin[0] == '0' || pin[2] == '0' {
			continue
		}
		var pairs, hyphened []string
		for i := 0; i < len(pin); i += 2 {
			n := int(pin[i]-'0')*10 + int(pin[i+1]-'0')
			pairs = append(pairs, say.SayNumber(n))
			hyphened = append(hyphened, strings.ReplaceAll(say.SayNumber(n), " ", "-"))
		}
		forms = append(forms, p.Join(pairs), strings.Join(hyphened, " "))
		if len(pin) == 4 && pin[1] != '0' {
			// as one number: "two thousand five hundred eighty", 二千五百八十
			rest, _ := strconv.Atoi(pin[1:])
			thousands := say.SayNumber(int(pin[0]-'0')) + map[string]string{"en": " thousand ", "zh": "千"}[p.Code()]
			forms = append(forms, thousands+say.SayNumber(rest))
			if p.Code() == "en" && rest%100 != 0 {
				hundreds := say.SayNumber(rest / 100 * 100)
				forms = append(forms, thousands+hundreds+" and "+say.SayNumber(rest%100))
			}
		}
	}
	out := forms[:0]
	for _, f := range forms {
		if !contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestSpokenPIN: the safe home's PIN (2580), said in every form the
// packs' words make, confirms the unlock it is asked for; a wrong PIN
// (1426: it takes "幺" and "两") in every form is a wrong PIN, counted
// as one. Neither is in any result, the audit log or the log.
func TestSpokenPIN(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "safe"), index.Write); err != nil {
		t.Fatal(err)
	}
	var logged bytes.Buffer
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now, Logger: slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var results bytes.Buffer
	ask := func(text string) turn.Result {
		c.t = c.t.Add(21 * time.Second) // within the question's time, past the rate limit
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "s", Channel: "voice"})
		b, _ := json.Marshal(r)
		results.Write(b)
		return r
	}
	right, wrong := spokenForms(t, "2580"), spokenForms(t, "1426")
	for _, want := range []string{"two five eight zero", "two five eight oh", "twenty five eighty", "twenty-five eighty", "二五八零", "两 伍 捌 〇", "两伍捌〇", "二十五八十", "2-5-8-0",
		"two thousand five hundred eighty", "two thousand five hundred and eighty", "二千五百八十"} {
		if !contains(right, want) {
			t.Fatalf("the forms lack %q: %q", want, right)
		}
	}
	for _, want := range []string{"one four two six", "幺肆两陆", "一 四 二 六", "fourteen twenty-six", "十四二十六", "one thousand four hundred twenty six", "一千四百二十六"} {
		if !contains(wrong, want) {
			t.Fatalf("the forms lack %q: %q", want, wrong)
		}
	}
	for _, form := range right {
		if r := ask("unlock the front door"); r.Outcome != turn.Confirm {
			t.Fatalf("unlock: %s", summary(r))
		}
		if r := ask(form); summary(r) != "done: lock.front unlock done" || r.Text != "[PIN]" {
			t.Errorf("the right PIN as %q: %s, text %q", form, summary(r), r.Text)
		}
		ask("lock the front door")
	}
	for _, form := range wrong {
		ask("unlock the front door")
		r := ask(form)
		if summary(r) != "blocked: lock.front unlock blocked" || r.Say != "Not done: wrong PIN." && r.Say != "没有执行：PIN码不对。" || r.Text != "[PIN]" {
			t.Errorf("a wrong PIN as %q: %s %q, text %q", form, summary(r), r.Say, r.Text)
		}
		// the right PIN next: the wrong one counted once, nothing is locked.
		ask("unlock the front door")
		if r := ask("2580"); summary(r) != "done: lock.front unlock done" {
			t.Fatalf("after a wrong PIN as %q: %s %q", form, summary(r), r.Say)
		}
		ask("lock the front door")
	}
	var all strings.Builder
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		en.Prev, en.Hash = "", ""
		b, _ := json.Marshal(en)
		all.Write(b)
		return nil
	})
	for _, form := range append(right, wrong...) {
		for what, text := range map[string]string{"audit log": all.String(), "log": logged.String(), "results": results.String()} {
			if strings.Contains(text, form) {
				t.Errorf("the %s holds the PIN as %q", what, form)
			}
		}
	}
}
