package serve

import (
	"strings"

	"edge/turn"
)

// Ring tells the client that set a timer that it rang, or that its
// delayed command ran or was cancelled (turn.Options.OnDue): it is logged;
// a plain timer set over Wyoming also sends Wyoming's timer-finished
// event, and a delayed command cancelled because what it acts on changed
// timer-cancelled, {"id": ID}, on every connection open from the peer that
// set it (a satellite that keeps one open hears it), as timer-started and
// timer-cancelled were (tellTimers). Over HTTP there is no open channel to a client: the log
// has it.
func (s *Server) Ring(r turn.Ring) {
	s.log.Info("timer due", "timer", r.ID, "session", r.Session, "channel", r.Channel, "outcome", r.Outcome, "say", r.Say)
	if r.Channel != "wyoming" || r.Outcome != turn.Scheduled && r.Outcome != turn.Cancelled {
		return
	}
	event := "timer-finished"
	if r.Outcome == turn.Cancelled {
		event = "timer-cancelled" // what it acted on changed (an import)
	}
	s.tellPeer(r.Session[strings.LastIndex(r.Session, "@")+1:], r.ID, event, map[string]string{"id": r.ID})
}

// wyTimerStarted is the data of Wyoming's timer-started: the timer's id,
// how long it runs in seconds, and that as hours, minutes and seconds.
type wyTimerStarted struct {
	ID           string `json:"id"`
	TotalSeconds int    `json:"total_seconds"`
	StartHours   int    `json:"start_hours"`
	StartMinutes int    `json:"start_minutes"`
	StartSeconds int    `json:"start_seconds"`
}

// tellTimers sends the peer's open connections Wyoming's timer-started or
// timer-cancelled for each plain timer a transcript of it set or
// cancelled, as Home Assistant's satellites expect them.
func (s *Server) tellTimers(peer string, timers []turn.TimerNews) {
	for _, n := range timers {
		if n.Started {
			l := n.Seconds
			s.tellPeer(peer, n.ID, "timer-started", wyTimerStarted{ID: n.ID, TotalSeconds: l, StartHours: l / 3600, StartMinutes: l % 3600 / 60, StartSeconds: l % 60})
		} else {
			s.tellPeer(peer, n.ID, "timer-cancelled", map[string]string{"id": n.ID})
		}
	}
}

// tellPeer sends an event about a timer on every connection open from a
// peer.
func (s *Server) tellPeer(peer, id, typ string, data any) {
	s.wy.mu.Lock()
	var open []*wyConn
	for c := range s.wy.conns {
		if c.peer == peer {
			open = append(open, c)
		}
	}
	s.wy.mu.Unlock()
	for _, c := range open {
		if err := s.writeEvent(c, typ, data); err != nil {
			s.log.Warn("telling a Wyoming peer of a timer", "timer", id, "event", typ, "err", err)
		}
	}
}
