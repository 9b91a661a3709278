package serve

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"net/netip"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// TokenPath is where the bearer token of a database is kept: beside it,
// with ".token" added to its name.
func TokenPath(dbPath string) string { return dbPath + ".token" }

// minToken is the shortest token accepted, in characters.
const minToken = 32

// LoadToken returns the bearer token kept in the file at path, creating
// the file (mode 0600, 32 random bytes in hex) when it does not exist;
// created reports that it did. It refuses a file that others than its
// owner may read or write, and a token shorter than 32 characters or with
// characters other than printable ASCII.
func LoadToken(path string) (token string, created bool, err error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	switch {
	case err == nil:
		b := make([]byte, 32)
		rand.Read(b)
		token = hex.EncodeToString(b)
		_, werr := f.WriteString(token + "\n")
		serr := f.Sync()
		cerr := f.Close()
		if err := errors.Join(werr, serr, cerr); err != nil {
			os.Remove(path)
			return "", false, fmt.Errorf("writing the token file: %w", err)
		}
		return token, true, nil
	case !errors.Is(err, fs.ErrExist):
		return "", false, fmt.Errorf("creating the token file: %w", err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return "", false, fmt.Errorf("token file: %w", err)
	}
	if !st.Mode().IsRegular() {
		return "", false, fmt.Errorf("token file %s is not a regular file", path)
	}
	if perm := st.Mode().Perm(); perm&0o077 != 0 {
		return "", false, fmt.Errorf("token file %s may be read or written by others (mode %04o); run chmod 600 on it", path, perm)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false, fmt.Errorf("token file: %w", err)
	}
	token = strings.TrimSpace(string(b))
	if err := checkToken(token); err != nil {
		return "", false, fmt.Errorf("token file %s: %w", path, err)
	}
	return token, false, nil
}

// checkTokens checks the control token and the others given: each is a
// token, and no two are the same (a credential does one thing).
func checkTokens(control string, others ...string) error {
	if err := checkToken(control); err != nil {
		return err
	}
	seen := []string{control}
	for _, t := range others {
		if t == "" {
			continue
		}
		if err := checkToken(t); err != nil {
			return err
		}
		if slices.Contains(seen, t) {
			return errors.New("two bearer tokens of different scopes are the same; each scope needs its own")
		}
		seen = append(seen, t)
	}
	return nil
}

// checkToken says what is wrong with a token, without showing it.
func checkToken(token string) error {
	if len(token) < minToken {
		return fmt.Errorf("the bearer token is shorter than %d characters", minToken)
	}
	for i := 0; i < len(token); i++ {
		if token[i] <= ' ' || token[i] > '~' {
			return errors.New("the bearer token has characters other than printable ASCII")
		}
	}
	return nil
}

// tokenHint says where the token file is, in an error a client sees.
const tokenHint = "by default the database's path with .token (control), .metrics.token or .admin.token added"

// peerAddr is the IP address of a "host:port" remote address; invalid
// when it cannot be parsed (which is never loopback).
func peerAddr(remote string) netip.Addr {
	ap, err := netip.ParseAddrPort(remote)
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr().Unmap()
}

func isLoopback(remote string) bool { return peerAddr(remote).IsLoopback() }

// clientKey names the client a remote address belongs to, for the rate
// limit: its IPv4 address, or its IPv6 /64 (one host's share).
func clientKey(remote string) string {
	a := peerAddr(remote)
	switch {
	case !a.IsValid():
		return remote
	case a.Is6():
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// quotaKey names the client a remote address counts against for the
// connection quotas and the rate limit of requests with no token: all of
// loopback is one client, whichever 127.x.y.z or ::1 it comes from; else
// clientKey.
func quotaKey(remote string) string {
	if isLoopback(remote) {
		return "loopback"
	}
	return clientKey(remote)
}

// holder names who a request counts against for the rate limit and the
// sessions kept (turn.Request.Holder): the scope of its token, or with
// none its address's client (quotaKey). Neither is what the sender says
// it is.
func holder(scope Scope, remote string) string {
	if scope != ScopeNone {
		return "token:" + scope.String()
	}
	return quotaKey(remote)
}

// listedPeer names the satellite a Wyoming peer is by its address
// ("satellite:ADDR"), when the home lists that address; else "".
func (s *Server) listedPeer(remote string) string {
	a := peerAddr(remote)
	if !a.IsValid() || s.eng.SatelliteRoom(a.String()) == "" {
		return ""
	}
	return "satellite:" + a.String()
}

// wyomingAllowed reports whether a peer may speak Wyoming.
func (s *Server) wyomingAllowed(remote string) bool {
	a := peerAddr(remote)
	if a.IsLoopback() {
		return true
	}
	for _, p := range s.wyAllow {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// maxClients bounds the clients the limiter remembers.
const maxClients = 10000

// limiter is a token bucket per client.
type limiter struct {
	mu      sync.Mutex
	rate    float64 // tokens per second; negative: no limit
	burst   float64
	now     func() time.Time
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rate float64, burst int, now func() time.Time) *limiter {
	return &limiter{rate: rate, burst: float64(burst), now: now, buckets: map[string]*bucket{}}
}

// allow takes a token from the client's bucket; when there is none it
// says how long until there will be one.
func (l *limiter) allow(key string) (bool, time.Duration) {
	if l.rate < 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) >= maxClients {
			l.forgetFull(now)
		}
		if len(l.buckets) >= maxClients {
			return false, time.Second
		}
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	if elapsed := now.Sub(b.last).Seconds(); elapsed > 0 {
		b.tokens = math.Min(l.burst, b.tokens+elapsed*l.rate)
	}
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
	return false, max(wait, time.Second)
}

// forgetFull drops the buckets that have refilled: their clients start
// afresh when they come back.
func (l *limiter) forgetFull(now time.Time) {
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, k)
		}
	}
}
