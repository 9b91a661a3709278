package serve

import (
	"encoding/json"
	"time"
)

// client is the client a Wyoming connection's events count against for
// the rate limit: the trusted client it was moved to (a listed
// satellite), else its address's (quotaKey: all of loopback is one).
func (c *wyConn) client(remote string) string {
	if c.slot != nil {
		return c.slot.client()
	}
	return quotaKey(remote)
}

// admitEvent moves a connection whose transcript names a satellite the
// home lists to that satellite's slots (each listed satellite is one
// client, with slots kept for the listed ones), and reports whether the
// event may be answered: on a probation connection only describe, ping
// and a transcript that moved it.
func (s *Server) admitEvent(c *wyConn, ev *event) bool {
	if c.slot == nil {
		return true
	}
	if ev.Type == "transcript" {
		if id := s.listedSatellite(ev.Data); id != "" {
			ok, fromProbation := c.slot.promote("satellite:" + id)
			if fromProbation {
				c.c.SetWriteDeadline(time.Time{})
			}
			if ok {
				return true
			}
		}
	}
	return !c.slot.onProbation() || ev.Type == "describe" || ev.Type == "ping"
}

// listedSatellite is the satellite a transcript's context names
// (satellite_id, else device_id) when the home lists it, else "".
func (s *Server) listedSatellite(data []byte) string {
	var t struct {
		Context *struct {
			DeviceID    string `json:"device_id"`
			SatelliteID string `json:"satellite_id"`
		} `json:"context"`
	}
	if json.Unmarshal(data, &t) != nil || t.Context == nil {
		return ""
	}
	for _, id := range []string{t.Context.SatelliteID, t.Context.DeviceID} {
		if id != "" && len(id) <= MaxSession && s.eng.SatelliteRoom(id) != "" {
			return id
		}
	}
	return ""
}

// bound is how long a connection may wait for its next event: wait, and
// at most OverflowTimeout on probation.
func (c *wyConn) bound(wait time.Duration) time.Duration {
	if c.slot != nil && c.slot.onProbation() {
		return min(wait, OverflowTimeout)
	}
	return wait
}
