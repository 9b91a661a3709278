package serve

import (
	"crypto/subtle"
	"net/http"
	"strings"
)

// A credential does one thing. Each bearer token has a scope, and each
// scope allows what the one below it does and more:
//
//	metrics  GET /metrics (what Prometheus needs), and nothing else
//	control  the turns: POST /v1/ask, POST /api/conversation/process,
//	         GET /v1/devices (and /metrics)
//	admin    also GET /v1/audit (every session's turns) and GET /v1/backup
//
// GET /healthz needs none. The control token is the file beside the
// database that edge serve has always made (TokenPath), so that Home
// Assistant and the scripts that hold it go on working; the metrics and
// admin tokens are files of their own (MetricsTokenPath, AdminTokenPath).

// Scope is what a token allows.
type Scope int

// The scopes, each allowing what those before it allow.
const (
	ScopeNone Scope = iota
	ScopeMetrics
	ScopeControl
	ScopeAdmin
)

func (s Scope) String() string {
	switch s {
	case ScopeMetrics:
		return "metrics"
	case ScopeControl:
		return "control"
	case ScopeAdmin:
		return "admin"
	}
	return "none"
}

// MetricsTokenPath and AdminTokenPath are where the metrics and admin
// tokens of a database are kept, beside it.
func MetricsTokenPath(dbPath string) string { return dbPath + ".metrics.token" }
func AdminTokenPath(dbPath string) string   { return dbPath + ".admin.token" }

// routeScope is the scope each route needs; a route not listed needs
// ScopeControl (an unknown path is answered 404 only to a client that
// may know the routes).
var routeScope = map[string]Scope{
	"/healthz":                  ScopeNone,
	"/metrics":                  ScopeMetrics,
	"/v1/ask":                   ScopeControl,
	"/v1/devices":               ScopeControl,
	"/api/conversation/process": ScopeControl,
	"/v1/audit":                 ScopeAdmin,
	"/v1/backup":                ScopeAdmin,
}

// needs is the scope a request's path needs.
func needs(path string) Scope {
	if s, ok := routeScope[path]; ok {
		return s
	}
	return ScopeControl
}

// scopeOf is the scope of the token a request carries as
// "Authorization: Bearer TOKEN": ScopeNone for no token or a wrong one.
// Each token is compared in constant time, all of them every time.
func (s *Server) scopeOf(r *http.Request) Scope {
	scheme, tok, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ScopeNone
	}
	said := []byte(strings.TrimSpace(tok))
	got := ScopeNone
	for _, t := range []struct {
		token []byte
		scope Scope
	}{{s.token, ScopeControl}, {s.metricsToken, ScopeMetrics}, {s.adminToken, ScopeAdmin}} {
		if len(t.token) > 0 && subtle.ConstantTimeCompare(said, t.token) == 1 {
			got = t.scope
		}
	}
	return got
}

// allows reports whether a request with a token of scope have may be
// served on path. Without a token (Options.NoToken, on loopback only)
// every route but the backup is open.
func (s *Server) allows(have Scope, path string) bool {
	if s.noToken && path != "/v1/backup" {
		return true
	}
	return have >= needs(path)
}
