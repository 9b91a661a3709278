package turn

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode"

	"edge/audit"
	"edge/ir"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// The home's PIN: checked in constant time against its hash, counted
// across sessions and protocols, masked wherever the words go.

// pin checks the PIN said to a pending confirmation: the right PIN
// confirms it; a wrong one refuses it, and the MaxPINTries-th wrong one in
// a row locks the home's critical actions for a while (pinGuess).
func (t *turn) pin(p *pending, said string) {
	refuse := func(reason audit.Reason, m lang.Msg) {
		for _, c := range p.Calls {
			t.addAction(c, StatusBlocked, string(reason))
			t.audit(c.Call, audit.Decision{Reason: reason, Detail: t.say(m)}, c.Risk, Blocked)
		}
		t.finish(Blocked, t.say(m))
	}
	right, wasLocked, locks, err := t.e.pinGuess(said, t.now)
	switch {
	case err != nil:
		t.e.logger.Error("the PIN's record", "err", err)
		refuse(audit.PINLocked, lang.MsgPINLocked)
	case wasLocked:
		refuse(audit.PINLocked, lang.MsgPINLocked)
	case locks:
		refuse(audit.WrongPIN, lang.MsgPINLocked)
	case !right:
		refuse(audit.WrongPIN, lang.MsgWrongPIN)
	default:
		t.confirmed(p)
	}
}

// pinGuess checks a PIN said against the home's, in one transaction with
// the home's record of wrong PINs, shared by every session and protocol
// and kept across restarts: while the record is locked nothing is checked
// (wasLocked); a wrong PIN is counted, and the one that locks says so
// (locks). A record that cannot be read or written locks.
func (e *Engine) pinGuess(said string, now time.Time) (right, wasLocked, locks bool, err error) {
	err = e.db.Update(func(tx *store.Tx) error {
		var st risk.PINState
		if b := tx.PINState(); b != nil {
			if err := json.Unmarshal(b, &st); err != nil {
				return fmt.Errorf("unreadable: %w", err)
			}
		}
		if st.Locked(now) {
			wasLocked = true
			return nil
		}
		right = risk.CheckPIN(e.pinHash, said)
		if right {
			st.Right()
		} else {
			locks = st.Wrong(now)
		}
		b, err := json.Marshal(st)
		if err != nil {
			return err
		}
		return tx.PutPINState(b)
	})
	if err != nil {
		return false, true, false, err
	}
	return right, wasLocked, locks, nil
}

// pinLocked reports whether wrong PINs locked the home's critical actions
// (an unreadable record locks them).
func (e *Engine) pinLocked(now time.Time) bool {
	var st risk.PINState
	err := e.db.View(func(tx *store.Tx) error {
		if b := tx.PINState(); b != nil {
			return json.Unmarshal(b, &st)
		}
		return nil
	})
	if err != nil {
		e.logger.Error("the PIN's record", "err", err)
		return true
	}
	return st.Locked(now)
}

// maxPINChecks bounds the PIN checks of one turn: each is a slow hash
// (risk.CheckPIN). A run of twelve digits said one by one has 45 stretches
// of 4 to 12 of them.
const maxPINChecks = 64

// maskPIN keeps the words as said and, when they hold the home's PIN in
// any form a number is said in, masks it in the words the turn records,
// answers, logs and may send to the model: its digits together, spaced
// or hyphenated ("7351", "7 3 5 1", "7-3-5-1"), in full width ("７ ３ ５
// １"), as words of a language digit by digit ("seven three five one",
// "七三五一"), in pairs or other groups ("seventy three fifty one",
// "seventy-three fifty-one", "七十三五十一"), or mixed ("73 fifty one").
func (t *turn) maskPIN() {
	t.said = t.req.Text
	if t.e.pinHash == "" {
		return
	}
	spans := pinSpans(t.said, func(digits string) bool { return risk.CheckPIN(t.e.pinHash, digits) })
	if len(spans) == 0 {
		return
	}
	t.pinSaid = true
	masked := maskSpans(t.said, spans)
	t.req.Text, t.res.Text = masked, masked
}

// maskSpans writes maskedPIN in place of each stretch of text that
// spans cover.
func maskSpans(text string, spans [][2]int) string {
	hidden := make([]bool, len(text))
	for _, s := range spans {
		for i := s[0]; i < s[1]; i++ {
			hidden[i] = true
		}
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch {
		case !hidden[i]:
			b.WriteByte(text[i])
		case i == 0 || !hidden[i-1]:
			b.WriteString(maskedPIN)
		}
	}
	return b.String()
}

// pinSpans are the byte ranges of text that say digits isPIN takes: every
// stretch of digits said one after another that could be a PIN (4 to 12
// digits), each distinct one checked once, at most maxPINChecks.
func pinSpans(text string, isPIN func(digits string) bool) [][2]int {
	type candidate struct {
		digits string
		span   [2]int
	}
	var cands []candidate
	for _, r := range lang.DigitsSaid(text, risk.MaxPIN) {
		cands = append(cands, candidate{r.Digits, [2]int{r.Start, r.End}})
	}
	checked := map[string]bool{}
	var out [][2]int
	for _, c := range cands {
		if len(c.digits) < risk.MinPIN || len(c.digits) > risk.MaxPIN {
			continue
		}
		is, seen := checked[c.digits]
		if !seen {
			if len(checked) == maxPINChecks {
				continue
			}
			is = isPIN(c.digits)
			checked[c.digits] = is
		}
		if is {
			out = append(out, c.span)
		}
	}
	return out
}

// whole reports whether a number as a lexer wrote it is digits only.
func whole(v string) bool {
	return v != "" && strings.Trim(v, "0123456789") == ""
}

// spokenPIN reads words that say nothing but a PIN, its digits one by
// one or in groups ("four eight two six", "4-8-2-6", "forty-eight
// twenty-six", "四 八 二 六"), as the reply "4826" is read: a PIN.
// Anything else is left as compiled.
func spokenPIN(text string, prog *ir.Program, err error) (*ir.Program, error) {
	if err == nil && prog.Reply != nil {
		return prog, err
	}
	digits, ok := pinOnly(text)
	if !ok {
		return prog, err
	}
	return &ir.Program{Lang: lang.Detect(text).Code(), Reply: &ir.Reply{Kind: ir.PIN, Text: digits}}, nil
}

// pinOnly finds the digits of a text that says nothing but 4 to 12 of
// them, one after another (spaces and punctuation aside), and reads as
// those digits only.
func pinOnly(text string) (string, bool) {
	var found []string
	covers := func(start, end int) bool {
		rest := text[:start] + " " + text[end:]
		return strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsSpace(r) && !unicode.IsPunct(r) }) < 0
	}
	for _, r := range lang.DigitRuns(text) {
		if covers(r.Start, r.End) {
			found = append(found, r.Digits)
		}
	}
	for _, run := range lang.NumberRuns(text) {
		digits := ""
		for _, n := range run {
			if !whole(n.Value) {
				digits = ""
				break
			}
			digits += n.Value
		}
		if digits != "" && covers(run[0].Start, run[len(run)-1].End) {
			found = append(found, digits)
		}
	}
	if len(found) == 0 || len(found[0]) < risk.MinPIN || len(found[0]) > risk.MaxPIN {
		return "", false
	}
	for _, d := range found[1:] {
		if d != found[0] {
			return "", false // read two ways: no PIN
		}
	}
	return found[0], true
}
