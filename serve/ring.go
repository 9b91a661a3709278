package serve

import (
	"strings"

	"edge/turn"
)

// Ring tells the client that set a timer that it rang, or that its
// delayed command ran (turn.Options.OnDue): it is logged; a plain timer
// set over Wyoming also sends Wyoming's timer-finished event, {"id": ID},
// on every connection open from the peer that set it (a satellite that
// keeps one open hears it). Over HTTP there is no open channel to a
// client: the log has it.
func (s *Server) Ring(r turn.Ring) {
	s.log.Info("timer due", "timer", r.ID, "session", r.Session, "channel", r.Channel, "outcome", r.Outcome, "say", r.Say)
	if r.Channel != "wyoming" || r.Outcome != turn.Scheduled {
		return
	}
	peer := r.Session[strings.LastIndex(r.Session, "@")+1:]
	s.wy.mu.Lock()
	var open []*wyConn
	for c := range s.wy.conns {
		if c.peer == peer {
			open = append(open, c)
		}
	}
	s.wy.mu.Unlock()
	for _, c := range open {
		if err := s.writeEvent(c, "timer-finished", map[string]string{"id": r.ID}); err != nil {
			s.log.Warn("telling a Wyoming peer of a timer", "timer", r.ID, "err", err)
		}
	}
}
