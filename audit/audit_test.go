package audit_test

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/audit"
	"edge/home"
	"edge/store"
)

func dev(id string, caps ...string) *home.Device {
	return &home.Device{ID: id, Name: id, Capabilities: caps}
}

func TestCheck(t *testing.T) {
	light := dev("light.kitchen", "onoff", "brightness")
	lock := dev("lock.front", "lock")
	sensor := dev("sensor.temp", "temperature")
	var p audit.Plan
	p.AllowCall(audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0}})
	p.AllowCall(audit.Call{Device: "light.kitchen", Command: "color", Args: map[string]any{"color": "red"}})
	p.Allow = append(p.Allow, audit.Constraint{Device: "light.kitchen", Command: "on"})
	p.AddReads("condition", "sensor.temp")
	tests := []struct {
		name   string
		call   audit.Call
		dev    *home.Device
		reason audit.Reason
	}{
		{"the call asked for", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0}}, light, audit.OK},
		{"an int is the same number", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50}}, light, audit.OK},
		{"explicit allow constraint without a step", audit.Call{Device: "light.kitchen", Command: "on"}, light, audit.OK},
		{"another value", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 100.0}}, light, audit.ArgOutOfBound},
		{"an argument not asked for", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0, "color_temp": 3000.0}}, light, audit.ArgNotAllowed},
		{"a number where text was asked", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": "50"}}, light, audit.ArgOutOfBound},
		{"a command not asked for", audit.Call{Device: "light.kitchen", Command: "off"}, light, audit.NotInPlan},
		{"a device not in the plan", audit.Call{Device: "lock.front", Command: "unlock"}, lock, audit.NotInPlan},
		{"a device without the command", audit.Call{Device: "sensor.temp", Command: "on"}, sensor, audit.NoSuchCommand},
		{"no such device", audit.Call{Device: "light.ghost", Command: "on"}, nil, audit.NoSuchDevice},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var target audit.Target
			if tt.dev != nil {
				target.Commands = tt.dev.Commands()
			}
			d := p.Check(tt.call, target)
			if d.Reason != tt.reason || d.Allow != (tt.reason == audit.OK) {
				t.Errorf("Check(%s) = %+v, want %s", tt.call, d, tt.reason)
			}
		})
	}
	if d := p.CheckRead("sensor.temp"); !d.Allow {
		t.Errorf("a read the plan needs was refused: %+v", d)
	}
	if d := p.CheckRead("lock.front"); d.Allow || d.Reason != audit.NotInPlan {
		t.Errorf("a read outside the plan was allowed: %+v", d)
	}
}

func openAt(t *testing.T, path string) *store.DB {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// fill writes n entries and closes the database.
func fill(t *testing.T, path string, n int) {
	db := openAt(t, path)
	defer db.Close()
	log := audit.NewLog(db.View)
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		c := audit.Call{Device: "light.a", Command: "on", Source: "grammar"}
		err := db.Update(func(tx *store.Tx) error {
			_, err := log.Append(tx, audit.Entry{Time: at.Add(time.Duration(i) * time.Second), Session: "s", Channel: "cli", Call: &c, Decision: audit.Decision{Allow: true, Reason: audit.OK}, Outcome: "done"})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func key(seq uint64) []byte {
	k := make([]byte, 8)
	binary.BigEndian.PutUint64(k, seq)
	return k
}

// tamper edits the audit bucket of a closed database directly.
func tamper(t *testing.T, path string, fn func(b *bolt.Bucket) error) {
	t.Helper()
	bdb, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	if err := bdb.Update(func(tx *bolt.Tx) error { return fn(tx.Bucket([]byte("audit"))) }); err != nil {
		t.Fatal(err)
	}
}

func TestVerify(t *testing.T) {
	tests := []struct {
		name    string
		tamper  func(b *bolt.Bucket) error
		wantSeq uint64
	}{
		{"intact", nil, 0},
		{"edited", func(b *bolt.Bucket) error {
			var e audit.Entry
			if err := json.Unmarshal(b.Get(key(3)), &e); err != nil {
				return err
			}
			e.Call.Command = "off"
			v, _ := json.Marshal(e)
			return b.Put(key(3), v)
		}, 3},
		{"removed", func(b *bolt.Bucket) error { return b.Delete(key(2)) }, 2},
		{"removed last", func(b *bolt.Bucket) error { return b.Delete(key(5)) }, 5},
		{"reordered", func(b *bolt.Bucket) error {
			two, four := append([]byte(nil), b.Get(key(2))...), append([]byte(nil), b.Get(key(4))...)
			if err := b.Put(key(2), four); err != nil {
				return err
			}
			return b.Put(key(4), two)
		}, 2},
		{"garbage", func(b *bolt.Bucket) error { return b.Put(key(4), []byte("{")) }, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edge.db")
			fill(t, path, 5)
			if tt.tamper != nil {
				tamper(t, path, tt.tamper)
			}
			db := openAt(t, path)
			defer db.Close()
			n, err := audit.NewLog(db.View).Verify()
			var ve *audit.VerifyError
			switch {
			case tt.wantSeq == 0 && err != nil:
				t.Errorf("Verify: %v", err)
			case tt.wantSeq == 0 && n < 4:
				t.Errorf("Verify counted %d entries", n)
			case tt.wantSeq != 0 && !errors.As(err, &ve):
				t.Errorf("Verify = %d, %v; want a break at %d", n, err, tt.wantSeq)
			case tt.wantSeq != 0 && ve.Seq != tt.wantSeq:
				t.Errorf("Verify broke at %d (%v), want %d", ve.Seq, err, tt.wantSeq)
			}
		})
	}
}

func TestCheckBasePermissionAndSketch(t *testing.T) {
	light := dev("light.kitchen", "onoff")
	on := audit.Call{Device: "light.kitchen", Command: "on", Args: map[string]any{}}
	var p audit.Plan
	p.AllowCall(on)
	if d := p.Check(on, audit.Target{Commands: light.Commands(), VoiceOff: true}); d.Allow || d.Reason != audit.Policy {
		t.Errorf("a device marked voice: false: %+v", d)
	}
	if d := p.Check(on, audit.Target{Commands: light.Commands()}); !d.Allow {
		t.Errorf("the call asked for: %+v", d)
	}
	var question audit.Plan
	question.AddReads("question", "light.kitchen")
	if d := question.Check(on, audit.Target{Commands: light.Commands()}); d.Allow || d.Reason != audit.NotInSketch {
		t.Errorf("an action in a plan that only reads: %+v", d)
	}
	if d := p.CheckRead("light.kitchen"); d.Allow || d.Reason != audit.NotInSketch {
		t.Errorf("a read in a plan that only acts: %+v", d)
	}
	set := audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 30.0}}
	p.AllowCall(set)
	bright := audit.Target{Commands: dev("light.kitchen", "onoff", "brightness").Commands()}
	if d := p.Check(audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{}}, bright); d.Allow || d.Reason != audit.ArgMissing {
		t.Errorf("the planned call without its argument: %+v", d)
	}
}

// words is a relative change of the TV's volume written as text.
func words(s string) audit.Call {
	return audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": s}, Source: "llm"}
}

func TestRepaired(t *testing.T) {
	target := audit.Target{Commands: dev("media.tv", "media", "onoff").Commands()}
	half := audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": "half"}, Source: "llm"}
	down := audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": "-5"}, Source: "llm"}
	loud := audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 30.0}, Source: "llm"}
	named := audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"level": 30.0}, Source: "llm"}
	tests := []struct {
		name           string
		orig, repaired audit.Call
		want           audit.Reason
	}{
		{"text to its value", half, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 50.0}}, audit.OK},
		{"another device", half, audit.Call{Device: "lock.front", Command: "set", Args: map[string]any{"volume": 50.0}}, audit.RepairBlocked},
		{"another command", half, audit.Call{Device: "media.tv", Command: "off", Args: map[string]any{"volume": 50.0}}, audit.RepairBlocked},
		{"an argument added", half, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 50.0, "muted": false}}, audit.RepairBlocked},
		{"the direction kept", down, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": -5.0}}, audit.OK},
		{"the direction turned", down, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": 5.0}}, audit.RepairBlocked},
		{"a step made a value", down, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 5.0}}, audit.RepairBlocked},
		{"down in words, turned up", words("down a notch"), audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": 10.0}}, audit.RepairBlocked},
		{"down in words, kept", words("down a notch"), audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": -10.0}}, audit.OK},
		{"调低, turned up", words("调低一点"), audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": 5.0}}, audit.RepairBlocked},
		{"up and down: no direction said", words("up and down"), audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume_step": 5.0}}, audit.OK},
		{"a number said changed", loud, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 90.0}}, audit.RepairBlocked},
		{"renamed, same number", named, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 30.0}}, audit.OK},
		{"renamed, another number", named, audit.Call{Device: "media.tv", Command: "set", Args: map[string]any{"volume": 31.0}}, audit.RepairBlocked},
	}
	for _, tt := range tests {
		var p audit.Plan
		p.AllowCall(tt.orig)
		d := p.Repaired(tt.orig, tt.repaired, target)
		if d.Reason != tt.want || d.Allow != (tt.want == audit.OK) {
			t.Errorf("%s: Repaired = %+v, want %s", tt.name, d, tt.want)
			continue
		}
		if got := p.Check(tt.repaired, target); got.Allow != d.Allow {
			t.Errorf("%s: after Repaired = %v, Check(repaired) = %+v", tt.name, d.Allow, got)
		}
	}
	var p audit.Plan
	if d := p.Repaired(half, half, target); d.Allow {
		t.Error("a repair of a call the plan does not admit was allowed")
	}
}

func TestLimiter(t *testing.T) {
	l := audit.NewLimiter(3)
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 3 {
		if d := l.Take("light.a", at.Add(time.Duration(i)*time.Second)); !d.Allow {
			t.Fatalf("command %d refused: %+v", i+1, d)
		}
	}
	if d := l.Take("light.a", at.Add(30*time.Second)); d.Allow || d.Reason != audit.RateLimited {
		t.Errorf("a fourth command within the minute: %+v", d)
	}
	if d := l.Take("light.b", at.Add(30*time.Second)); !d.Allow {
		t.Errorf("another device is limited too: %+v", d)
	}
	if d := l.Take("light.a", at.Add(60*time.Second)); !d.Allow {
		t.Errorf("a minute after the first command: %+v", d)
	}
	if d := l.Take("light.a", at.Add(60500*time.Millisecond)); d.Allow {
		t.Errorf("three commands within the minute before: %+v", d)
	}
	def := audit.NewLimiter(0)
	n := 0
	for def.Take("x", at).Allow {
		n++
	}
	if n != audit.DefaultRate {
		t.Errorf("the default limit let %d commands through, want %d", n, audit.DefaultRate)
	}
	// thousands of devices once each, then a minute later others: the
	// first ones are forgotten (they had no command in the window), and
	// each device still has its own count.
	many := audit.NewLimiter(2)
	for i := range 5000 {
		many.Take(fmt.Sprintf("light.%d", i), at)
	}
	later := at.Add(2 * time.Minute)
	for i := range 5000 {
		if d := many.Take(fmt.Sprintf("plug.%d", i), later); !d.Allow {
			t.Fatalf("plug %d refused: %+v", i, d)
		}
	}
	for range 2 {
		many.Take("light.1", later)
	}
	if d := many.Take("light.1", later); d.Allow {
		t.Errorf("a third command within the minute after the sweep: %+v", d)
	}
	if n := audit.LimiterDevices(many); n > 5100 {
		t.Errorf("the limiter holds %d devices, want only those commanded in the last minute", n)
	}
}

func TestFilter(t *testing.T) {
	at := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	e := audit.Entry{Time: at, Session: "s1", Call: &audit.Call{Device: "lock.front", Command: "unlock", Source: "llm"},
		Decision: audit.Decision{Reason: audit.NotInPlan}, Outcome: "blocked"}
	tests := []struct {
		f    audit.Filter
		want bool
	}{
		{audit.Filter{}, true},
		{audit.Filter{Session: "s1", Device: "lock.front", Source: "llm", Reason: audit.NotInPlan, Decision: "deny", Since: at}, true},
		{audit.Filter{Session: "s2"}, false},
		{audit.Filter{Device: "lock.back"}, false},
		{audit.Filter{Source: "grammar"}, false},
		{audit.Filter{Reason: audit.OK}, false},
		{audit.Filter{Decision: "allow"}, false},
		{audit.Filter{Since: at.Add(time.Second)}, false},
	}
	for _, tt := range tests {
		if got := tt.f.Match(e); got != tt.want {
			t.Errorf("%+v.Match = %v, want %v", tt.f, got, tt.want)
		}
	}
	if (audit.Filter{Device: "x"}).Match(audit.Entry{}) {
		t.Error("an entry without a call matched a device")
	}
}

// TestVerifyEnd tampers with the end of the log and with its head record.
func TestVerifyEnd(t *testing.T) {
	meta := func(fn func(m *bolt.Bucket) error) func(b *bolt.Bucket) error {
		return func(b *bolt.Bucket) error { return fn(b.Tx().Bucket([]byte("meta"))) }
	}
	tests := []struct {
		name    string
		tamper  func(b *bolt.Bucket) error
		wantSeq uint64
		why     string
	}{
		{"the last two removed", func(b *bolt.Bucket) error {
			if err := b.Delete(key(5)); err != nil {
				return err
			}
			return b.Delete(key(4))
		}, 4, "missing: the log ends at 3 but 5 entries were written"},
		{"all removed", func(b *bolt.Bucket) error {
			for i := uint64(1); i <= 5; i++ {
				if err := b.Delete(key(i)); err != nil {
					return err
				}
			}
			return nil
		}, 1, "missing: the log ends at 0 but 5 entries were written"},
		{"the last rewritten in its canonical form", func(b *bolt.Bucket) error {
			var e audit.Entry
			if err := json.Unmarshal(b.Get(key(5)), &e); err != nil {
				return err
			}
			e.Call.Command = "unlock"
			v, err := json.Marshal(e)
			if err != nil {
				return err
			}
			return b.Put(key(5), v)
		}, 5, "edited (it is not the last entry written)"},
		{"the last removed with the head", func(b *bolt.Bucket) error {
			if err := b.Delete(key(5)); err != nil {
				return err
			}
			return b.Tx().Bucket([]byte("meta")).Delete([]byte("audit_head"))
		}, 4, "no head record: the log's end cannot be checked (it was removed, or written by an older edge)"},
		{"an entry added after the head", func(b *bolt.Bucket) error {
			return b.Put(key(6), b.Get(key(5)))
		}, 6, "stored under 6 but numbered 5"},
		{"the head garbled", meta(func(m *bolt.Bucket) error { return m.Put([]byte("audit_head"), []byte("x")) }), 6, "the head record is unreadable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edge.db")
			fill(t, path, 5)
			tamper(t, path, tt.tamper)
			db := openAt(t, path)
			defer db.Close()
			_, err := audit.NewLog(db.View).Verify()
			var ve *audit.VerifyError
			if !errors.As(err, &ve) || ve.Seq != tt.wantSeq || ve.Why != tt.why {
				t.Errorf("Verify = %v; want a break at %d: %s", err, tt.wantSeq, tt.why)
			}
		})
	}
}

// TestAppendAfterTruncation: entries appended after the end of the log
// was cut keep their numbers, so the gap stays visible.
func TestAppendAfterTruncation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	fill(t, path, 5)
	tamper(t, path, func(b *bolt.Bucket) error { return b.Delete(key(5)) })
	fill(t, path, 1)
	db := openAt(t, path)
	defer db.Close()
	_, err := audit.NewLog(db.View).Verify()
	var ve *audit.VerifyError
	if !errors.As(err, &ve) || ve.Seq != 5 {
		t.Errorf("Verify after an append = %v; want entry 5 missing", err)
	}
}

// The calls allowed one after the other are one act step, each its own
// candidate: every one of them is admitted, with its arguments, and no
// other, without an allow constraint of its own; a step added between
// them starts another act step.
func TestSweepIsOneStep(t *testing.T) {
	var p audit.Plan
	off := map[string]any{}
	for i := range 500 {
		p.AllowCall(audit.Call{Device: fmt.Sprintf("light.l%d", i), Command: "off", Args: off})
	}
	var rest []string
	for i := 500; i < 1000; i++ {
		rest = append(rest, fmt.Sprintf("light.l%d", i))
	}
	p.AllowRun(audit.Call{Command: "off", Args: off}, rest)
	if len(p.Steps) != 1 || p.Steps[0].Kind != audit.StepAct || len(p.Steps[0].Candidates()) != 1000 || len(p.Steps[0].Runs) != 1 || len(p.Allow) != 0 {
		t.Fatalf("%d steps, the first of %d calls; %d constraints", len(p.Steps), len(p.Steps[0].Candidates()), len(p.Allow))
	}
	target := audit.Target{Commands: []string{"on", "off", "set"}}
	for _, i := range []int{0, 1, 500, 999} {
		if d := p.Check(audit.Call{Device: fmt.Sprintf("light.l%d", i), Command: "off"}, target); !d.Allow {
			t.Errorf("light %d: %+v", i, d)
		}
	}
	for _, c := range []audit.Call{{Device: "light.l1000", Command: "off"}, {Device: "light.l1", Command: "on"},
		{Device: "light.l1", Command: "off", Args: map[string]any{"brightness": 5.0}}} {
		if d := p.Check(c, target); d.Allow {
			t.Errorf("%v: allowed", c)
		}
	}
	p.AddReads("relative", "light.l0")
	p.AllowCall(audit.Call{Device: "light.l0", Command: "set", Args: map[string]any{"brightness_step": -10}})
	if len(p.Steps) != 3 || p.Steps[1].Kind != audit.StepRead || p.Steps[2].Kind != audit.StepAct || len(p.Steps[2].Candidates()) != 1 {
		t.Errorf("after a read, steps %+v", p.Steps[1:])
	}
	p.AllowCall(audit.Call{Device: "light.l1", Command: "set", Args: map[string]any{"color": "red"}})
	for _, tt := range []struct {
		c    audit.Call
		want audit.Reason
	}{
		{audit.Call{Device: "light.l0", Command: "set", Args: map[string]any{"brightness_step": -10.0}}, audit.OK},
		{audit.Call{Device: "light.l0", Command: "set", Args: map[string]any{"brightness_step": -5.0}}, audit.ArgOutOfBound},
		{audit.Call{Device: "light.l0", Command: "set", Args: map[string]any{"brightness": -10.0}}, audit.ArgNotAllowed},
		{audit.Call{Device: "light.l0", Command: "set", Args: map[string]any{}}, audit.ArgMissing},
		{audit.Call{Device: "light.l1", Command: "set", Args: map[string]any{"color": "red"}}, audit.OK},
		{audit.Call{Device: "light.l1", Command: "set", Args: map[string]any{"color": "blue"}}, audit.ArgOutOfBound},
	} {
		if d := p.Check(tt.c, audit.Target{Commands: []string{"set"}}); d.Reason != tt.want {
			t.Errorf("%v: %+v, want %s", tt.c, d, tt.want)
		}
	}
}

// A question about thousands of devices reads each of them, and only
// them, also after another read step joins the plan.
func TestManyReads(t *testing.T) {
	var p audit.Plan
	ids := make([]string, 1000)
	for i := range ids {
		ids[i] = fmt.Sprintf("light.l%d", i)
	}
	p.AddReads("question", ids...)
	for _, id := range []string{"light.l0", "light.l500", "light.l999"} {
		if d := p.CheckRead(id); !d.Allow {
			t.Errorf("%s: %+v", id, d)
		}
	}
	if d := p.CheckRead("sensor.s0"); d.Allow || d.Reason != audit.NotInPlan {
		t.Errorf("sensor.s0 before its step: %+v", d)
	}
	p.AddReads("condition", "sensor.s0")
	if d := p.CheckRead("sensor.s0"); !d.Allow {
		t.Errorf("sensor.s0 after its step: %+v", d)
	}
	if d := p.CheckRead("light.l1000"); d.Allow {
		t.Errorf("light.l1000: %+v", d)
	}
}
