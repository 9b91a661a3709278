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
// peer's address), else none. A satellite named but not listed is logged
// once and has no room.
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
