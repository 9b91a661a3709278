package turn

// The PIN of a home: said to a pending confirmation of a critical action,
// checked against the home's record of wrong PINs, and never echoed,
// logged or sent to the model.

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"edge/audit"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

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

// maskPIN keeps the words as said and, when they hold the home's PIN
// (its digits together, spaced, or said as words of a language: "7351",
// "7 3 5 1", "seven three five one", "七三五一"), masks it in the words
// the turn records, answers, logs and may send to the model.
func (t *turn) maskPIN() {
	t.said = t.req.Text
	if t.e.pinHash == "" {
		return
	}
	var spans [][2]int
	for _, r := range risk.PINRuns(t.said) {
		if risk.CheckPIN(t.e.pinHash, t.said[r[0]:r[1]]) {
			spans = append(spans, r)
		}
	}
	for _, r := range lang.DigitRuns(t.said) {
		n := len(r.Digits)
		if n >= risk.MinPIN && n <= risk.MaxPIN && r.Digits != t.said[r.Start:r.End] && risk.CheckPIN(t.e.pinHash, r.Digits) {
			spans = append(spans, [2]int{r.Start, r.End})
		}
	}
	if len(spans) == 0 {
		return
	}
	t.pinSaid = true
	hidden := make([]bool, len(t.said))
	for _, s := range spans {
		for i := s[0]; i < s[1]; i++ {
			hidden[i] = true
		}
	}
	var b strings.Builder
	for i := 0; i < len(t.said); i++ {
		switch {
		case !hidden[i]:
			b.WriteByte(t.said[i])
		case i == 0 || !hidden[i-1]:
			b.WriteString(maskedPIN)
		}
	}
	t.req.Text, t.res.Text = b.String(), b.String()
}
