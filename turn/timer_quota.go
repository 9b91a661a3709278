package turn

import (
	"errors"
	"strconv"

	"edge/audit"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// The bounds on timers: no client fills the store with timers, and no
// client starves the others of theirs. A timer and a delayed command
// count alike, from when they are set until they ring, run, are missed or
// are cancelled.
const (
	// MaxTimersPerClient is how many timers one client keeps at once: a
	// holder (Request.Holder: a token, a Wyoming peer's address, all of
	// loopback one), whatever satellites or devices it names, or with no
	// holder (the command line, the engine called in process) the client
	// it names. Every client that names no satellite the home lists
	// counts as one (Unlisted), so that a new name per request gains
	// nothing.
	MaxTimersPerClient = 20
	// MaxTimersPerHome is how many timers the home keeps at once, all
	// clients together.
	MaxTimersPerHome = 200
)

// timerQuota is the audit reason of a timer refused for a bound.
const timerQuota audit.Reason = "timer_quota"

// errTimersFull is the error of a commit that would keep a timer past a
// bound (two turns set the last one at once).
var errTimersFull = errors.New("the timers are at their bound")

// quotaKey is who a timer counts against (MaxTimersPerClient): its channel
// and holder, never the client the sender names; with no holder its
// channel and client; every unlisted client of a channel as one; every
// client that is no more than its session (the command line) on a channel
// as one. The client still names whose timers a turn lists and cancels.
func quotaKey(channel, holder, client string, unlisted bool) string {
	switch {
	case unlisted:
		return channel + "\x00unlisted"
	case holder != "":
		return channel + "\x00holder\x00" + holder
	case client != "":
		return channel + "\x00client\x00" + client
	}
	return channel
}

// quota is the key the turn's timers count against.
func (t *turn) quota() string {
	return quotaKey(t.req.Channel, t.req.Holder, t.req.Client, t.req.Unlisted)
}

// full says which bound a new timer of key would pass among the timers
// kept ("" for none): the message that refuses it.
func full(recs []*timer, key string) lang.Msg {
	if len(recs) >= MaxTimersPerHome {
		return lang.MsgHomeTimersFull
	}
	n := 0
	for _, r := range recs {
		if quotaKey(r.Channel, r.Holder, r.Client, r.Unlisted) == key {
			n++
		}
	}
	if n >= MaxTimersPerClient {
		return lang.MsgTooManyTimers
	}
	return ""
}

// roomForTimer reports whether the turn's client and the home have room
// for one more timer; when not, the turn is refused in words and
// audited.
func (t *turn) roomForTimer() bool {
	recs, err := t.e.timers()
	if err != nil {
		t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
		return false
	}
	msg := full(recs, t.quota())
	if msg == "" {
		return true
	}
	limit := MaxTimersPerClient
	if msg == lang.MsgHomeTimersFull {
		limit = MaxTimersPerHome
	}
	t.e.logger.Warn("a timer refused at its bound", "session", t.req.Session, "channel", t.req.Channel, "client", t.req.Client, "holder", t.req.Holder, "bound", msg, "limit", limit)
	t.record(audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Risk: risk.Low.String(),
		Decision: audit.Decision{Reason: timerQuota, Detail: string(msg) + ": " + strconv.Itoa(limit)}, Outcome: Blocked})
	t.finish(Blocked, t.say(msg, strconv.Itoa(limit)))
	return false
}

// keepBounded is the check of the bounds in the transaction that keeps a
// timer.
func keepBounded(tx *store.Tx, rec *timer) error {
	recs, err := loadTimers(tx)
	if err != nil {
		return err
	}
	if full(recs, quotaKey(rec.Channel, rec.Holder, rec.Client, rec.Unlisted)) != "" {
		return errTimersFull
	}
	return nil
}
