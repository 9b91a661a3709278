package serve

import "sync"

// maxUnknownSatellites bounds how many unknown satellites are remembered
// as logged, so that a client sending new ids cannot grow memory.
const maxUnknownSatellites = 256

// unknownSatellites remembers the satellites logged as unknown: each is
// logged once.
type unknownSatellites struct {
	mu   sync.Mutex
	seen map[string]bool
}

// first reports whether id is seen for the first time.
func (u *unknownSatellites) first(id string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.seen == nil || len(u.seen) >= maxUnknownSatellites {
		u.seen = map[string]bool{}
	}
	if u.seen[id] {
		return false
	}
	u.seen[id] = true
	return true
}

// satelliteRoom is the room a turn is said in: that of the satellite the
// home lists by one of its names (a device or satellite id, then the
// peer's address), else none (and the turn names no satellite the home
// lists). A satellite named but not listed is logged once and has no
// room.
func (s *Server) satelliteRoom(peer string, ids ...string) string {
	named := ""
	for _, id := range ids {
		if id == "" {
			continue
		}
		if room := s.eng.SatelliteRoom(id); room != "" {
			return room
		}
		if named == "" {
			named = id
		}
	}
	if peer != "" {
		if room := s.eng.SatelliteRoom(peer); room != "" {
			return room
		}
	}
	if named != "" && s.unknownSats.first(named) {
		s.log.Warn("a satellite the home does not list: its turns have no room; add it to the home's satellites", "satellite", named, "peer", peer)
	}
	return ""
}

// SatellitesOnly says which Wyoming transcripts edge trusts whole. The
// protocol has no credential, so a transcript that names no satellite the
// home lists (by its device_id or satellite_id, or the peer's address) may
// come from any program that reaches the port: such a turn may read
// state and act at low risk only, never asks for a yes and confirms
// nothing (turn.Request.Unlisted).
type SatellitesOnly int

const (
	// SatellitesOnlyAuto limits such transcripts when the home lists
	// satellites (the default).
	SatellitesOnlyAuto SatellitesOnly = iota
	// SatellitesOnlyOn always limits them.
	SatellitesOnlyOn
	// SatellitesOnlyOff never does: every Wyoming peer allowed is trusted
	// whole.
	SatellitesOnlyOff
)

// unlisted reports whether a Wyoming transcript said in room (its listed
// satellite's, "" for none) is limited (SatellitesOnly).
func (s *Server) unlisted(room string) bool {
	switch s.satOnly {
	case SatellitesOnlyOff:
		return false
	case SatellitesOnlyOn:
		return room == ""
	}
	return room == "" && s.eng.ListsSatellites()
}
