package turn_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/turn"
)

// pinForms are the home's PIN (2580) in the forms a number is said in:
// digit by digit, in pairs and whole, in English, in Chinese, and both at
// once.
var pinForms = []string{
	"two five eight zero", "two five eight oh", "twenty five eighty", "twenty-five eighty",
	"two thousand five hundred eighty", "twenty five hundred and eighty", "two, five, eight, zero",
	"二五八零", "二五八〇", "两五八洞", "二千五百八十", "两千五百八十", "二十五八十",
	"two five 八零", "二五 eight zero", "25 eighty", "二十五 eighty", "2 5 eight 零",
}

// pinPlaces are the places in a command a number may stand: before a
// unit of a time, first, as a value, after a name (with no space in
// Chinese); in English and in Chinese.
var pinPlaces = []string{
	"turn on the hall light in %s seconds", "turn off the hall light for %s minutes", "in %s minutes turn on the hall light",
	"%s turn on the hall light", "set the tv volume to %s", "turn on the hall light %s please",
	"打开门厅灯%s", "%s秒后打开门厅灯", "把电视音量调到%s", "%s分钟后关掉门厅灯",
}

// TestPINWhereverSaid builds commands from every form of the PIN in every
// place of a command of either language: none is done or asks, and the
// PIN shows in no result and no audit entry; the same forms of another
// number are not masked.
func TestPINWhereverSaid(t *testing.T) {
	generatedKinds(t)
	e, db, c := safe(t)
	ctx := context.Background()
	n := 0
	for i, place := range pinPlaces {
		for j, form := range pinForms {
			c.t = c.t.Add(21 * time.Second) // past the rate limit
			text := fmt.Sprintf(place, form)
			r := e.Ask(ctx, turn.Request{Text: text, Session: fmt.Sprintf("s%d.%d", i, j)})
			n++
			b, _ := json.Marshal(r)
			if len(r.Actions) > 0 || r.Outcome == turn.Confirm || r.Outcome == turn.Clarify {
				t.Errorf("%q: %s, want nothing done or asked", text, summary(r))
			}
			if strings.Contains(string(b), "2580") || strings.Contains(string(b), form) || !strings.Contains(r.Text, "[PIN]") {
				t.Errorf("%q: the PIN is in the result: %s", text, b)
			}
		}
	}
	if n < 150 {
		t.Fatalf("%d commands, want at least 150", n)
	}
	var all strings.Builder
	if err := audit.NewLog(db.View).Each(func(en audit.Entry) error {
		en.Prev, en.Hash = "", ""
		b, _ := json.Marshal(en)
		all.Write(b)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, form := range append(pinForms, "2580") {
		if strings.Contains(all.String(), form) {
			t.Errorf("the audit log holds the PIN as %q", form)
		}
	}
	for _, text := range []string{
		"turn on the hall light in twenty five eighty one seconds", "in two thousand five hundred eighty one seconds turn on the hall light",
		"二千五百八十一秒后打开门厅灯", "打开门厅灯two five eight one", "turn on the hall light in 2 5 8 1 seconds",
	} {
		c.t = c.t.Add(21 * time.Second)
		if r := e.Ask(ctx, turn.Request{Text: text, Session: "other"}); strings.Contains(r.Text, "[PIN]") {
			t.Errorf("a number that is not the PIN was masked: %q", r.Text)
		}
	}
}
