package serve

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// An attack probe tries one way in of its kind against a server and
// says what it got when it got something it wanted ("" when it failed).
type probe struct {
	kind, name string
	try        func(t *testing.T) string
}

// servingProbes are the attacks on edge serve's credentials, its backup
// and its quotas. Each runs on a server of its own.
var servingProbes = []probe{
	{"token scope", "the metrics token fetches a backup", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/backup", "", loopback, "Authorization", "Bearer "+testMetricsToken).Code, 200)
	}},
	{"token scope", "the metrics token unlocks a door", func(t *testing.T) string {
		f := newFixture(t, nil, nil)
		f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "m"), loopback, "Authorization", "Bearer "+testMetricsToken)
		f.do("POST", "/v1/ask", askBody(t, "yes", "m"), loopback, "Authorization", "Bearer "+testMetricsToken)
		if state(t, f.db, "lock.front_door", "locked") != true {
			return "the door unlocked"
		}
		return ""
	}},
	{"token scope", "the metrics token lists the devices", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/devices", "", loopback, "Authorization", "Bearer "+testMetricsToken).Code, 200)
	}},
	{"token scope", "the control token fetches a backup", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/backup", "", loopback, "Authorization", "Bearer "+testToken).Code, 200)
	}},
	{"token scope", "the control token reads every session in the audit log", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/audit", "", loopback, "Authorization", "Bearer "+testToken).Code, 200)
	}},
	{"token scope", "the admin token in the query string", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/backup?access_token="+testAdminToken, "", loopback, "Authorization", "").Code, 200)
	}},
	{"token scope", "a backup from a server run without tokens", func(t *testing.T) string {
		return got(newFixture(t, nil, func(o *Options) { o.NoToken = true }).do("GET", "/v1/backup", "", loopback, "Authorization", "").Code, 200)
	}},
	{"token scope", "a web page holding the admin token fetches a backup", func(t *testing.T) string {
		return got(newFixture(t, nil, nil).do("GET", "/v1/backup", "", loopback, "Origin", "http://evil.example").Code, 200)
	}},
	{"backup leaks the verifier", "the PIN's hash in an admin backup", func(t *testing.T) string {
		h, err := home.Parse("pin.yaml", []byte(pinHome))
		if err != nil {
			t.Fatal(err)
		}
		salt := strings.Split(h.Security.PINHash, "$")[2]
		w := newFixture(t, h, nil).do("GET", "/v1/backup", "", loopback)
		if w.Code == 200 && strings.Contains(w.Body.String(), salt) {
			return "the backup holds the PIN's salted hash"
		}
		return ""
	}},
	{"PIN", "wrong PINs from one client, then the right PIN from another", func(t *testing.T) string {
		h, err := home.Parse("pin.yaml", []byte(pinHome))
		if err != nil {
			t.Fatal(err)
		}
		f := newFixture(t, h, nil)
		for _, pin := range []string{"1111", "2222", "3333"} {
			f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "a"), "192.0.2.1:1")
			f.do("POST", "/v1/ask", askBody(t, pin, "a"), "192.0.2.1:1")
		}
		f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "b"), loopback, "Authorization", "Bearer "+testAdminToken)
		f.do("POST", "/v1/ask", askBody(t, "7351", "b"), loopback, "Authorization", "Bearer "+testAdminToken)
		if state(t, f.db, "lock.front", "locked") != true {
			return "the door unlocked during the lockout"
		}
		return ""
	}},
	{"loopback flood", "idle connections from every 127.x keep the token holder out", func(t *testing.T) string {
		f := newFixture(t, nil, nil)
		addr, _, _ := f.run(t, true, false)
		dialIdle(t, addr, idleHTTPConns)
		settle(t, f.srv.httpSlots, func(anon, _ map[string]int, probation int) bool {
			return anon["loopback"] == MaxConnsPerClient && probation == MaxHTTPOverflow
		})
		if code, _ := rawGet(t, addr, "/v1/devices", testToken); code != 200 {
			return fmt.Sprintf("the token holder got %d", code)
		}
		return ""
	}},
	{"loopback flood", "token guesses from many loopback addresses dodge the rate limit", func(t *testing.T) string {
		f := newFixture(t, nil, func(o *Options) { o.Rate, o.Burst = 1, 5 })
		refused := 0
		for i := range 50 {
			if f.do("GET", "/v1/devices", "", fmt.Sprintf("127.0.%d.%d:1", i/200, 2+i%200), "Authorization", "Bearer guess").Code == http.StatusTooManyRequests {
				refused++
			}
		}
		if refused < 45 {
			return fmt.Sprintf("%d of 50 guesses were tried", 50-refused)
		}
		return ""
	}},
	{"loopback flood", "one token's holder takes every slot", func(t *testing.T) string {
		f := newFixture(t, nil, nil)
		addr, _, _ := f.run(t, true, false)
		for range MaxConnsPerClient + 8 {
			rawGet(t, addr, "/v1/devices", testToken)
		}
		if code, _ := rawGet(t, addr, "/v1/devices", testAdminToken); code != 200 {
			return fmt.Sprintf("another token's holder got %d", code)
		}
		return ""
	}},
	{"loopback flood", "Wyoming connections from every 127.x keep a listed satellite out", func(t *testing.T) string {
		h := hometest.Load(t, "demo")
		h.Satellites = []home.Satellite{{ID: "sat-kitchen", Room: "kitchen"}}
		f := newFixture(t, h, nil)
		_, addr, _ := f.run(t, false, true)
		for i := range MaxConnsPerClient + MaxWyomingOverflow + 4 {
			dialFrom(t, fmt.Sprintf("127.0.2.%d", 1+i), addr)
		}
		settle(t, f.srv.wySlots, func(anon, _ map[string]int, probation int) bool {
			return anon["loopback"] == MaxConnsPerClient && probation == MaxWyomingOverflow
		})
		c := dialFrom(t, "127.0.0.1", addr)
		d := transcript("turn on the light", "s")
		d["context"].(map[string]any)["satellite_id"] = "sat-kitchen"
		c.send("transcript", d, false)
		if ev := c.read(); ev.Type != "handled" {
			return fmt.Sprintf("the satellite got %v", ev)
		}
		return ""
	}},
	{"loopback flood", "a Wyoming connection beyond the share acts", func(t *testing.T) string {
		f := newFixture(t, nil, nil)
		_, addr, _ := f.run(t, false, true)
		for i := range MaxConnsPerClient {
			dialFrom(t, fmt.Sprintf("127.0.3.%d", 1+i), addr)
		}
		settle(t, f.srv.wySlots, func(anon, _ map[string]int, _ int) bool { return anon["loopback"] == MaxConnsPerClient })
		before := state(t, f.db, "light.kitchen", "on")
		c := dialFrom(t, "127.0.4.1", addr)
		c.send("transcript", transcript("turn off the kitchen light", "x"), false)
		ev := c.read()
		if state(t, f.db, "light.kitchen", "on") != before {
			return fmt.Sprintf("the kitchen light went off: %v", ev)
		}
		return ""
	}},
}

// got says what a probe got when a status is the one it wanted.
func got(status, wanted int) string {
	if status == wanted {
		return fmt.Sprintf("status %d", status)
	}
	return ""
}

// TestServingAttacks runs every serving probe: none succeeds.
func TestServingAttacks(t *testing.T) {
	succeeded := 0
	for _, p := range servingProbes {
		t.Run(p.kind+": "+p.name, func(t *testing.T) {
			if g := p.try(t); g != "" {
				succeeded++
				t.Errorf("the attack succeeded: %s", g)
			}
		})
	}
	t.Logf("serving attacks: %d of %d succeeded", succeeded, len(servingProbes))
	if n := len(servingProbes); n < 12 {
		t.Errorf("only %d probes", n)
	}
}
