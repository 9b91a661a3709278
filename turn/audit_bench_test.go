package turn_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

var lampNames = strings.Fields("Birch Cedar Fern Heath Kelp Lark Moss Nova Pine Quill Reed Teak Dune Glade Wren Yew Elm Oak Maple Willow")

// typicalHome is a flat of twenty lights, a lock and a thermometer.
func typicalHome(tb testing.TB, retention string) *home.Home {
	tb.Helper()
	var b strings.Builder
	b.WriteString("name: Flat\nsecurity: {rate_limit: 600}\n" + retention + "rooms:\n  - {id: hall, name: Hall}\n  - {id: den, name: Den}\ndevices:\n")
	b.WriteString("  - {id: lock.front, name: Front door, room: hall, type: lock, capabilities: [lock], state: {locked: true}}\n")
	b.WriteString("  - {id: sensor.den, name: Thermometer, room: den, type: sensor, capabilities: [temperature], state: {temperature: 21}}\n")
	for i, n := range lampNames {
		fmt.Fprintf(&b, "  - {id: light.l%d, name: %s lamp, room: den, type: light, capabilities: [onoff, brightness], state: {on: false, brightness: 10}}\n", i, n)
	}
	h, err := home.Parse("flat.yaml", []byte(b.String()))
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// sizes are what a database takes: its pages in use and its file.
func sizes(tb testing.TB, db *store.DB) (inUse, file int64) {
	tb.Helper()
	n, err := db.Size()
	if err != nil {
		tb.Fatal(err)
	}
	st, err := os.Stat(db.Path())
	if err != nil {
		tb.Fatal(err)
	}
	return n, st.Size()
}

// BenchmarkAuditBytes: what 10,000 turns add to the database's pages in
// use, per turn and per action done, and the bytes of their entries (what
// the retention counts): turns that each act on one light, and turns of a
// day's mix (six in ten act on one device, three ask, one asks for a yes).
func BenchmarkAuditBytes(b *testing.B) {
	day := []string{"turn on the %s lamp", "is the %s lamp on?", "set the %s lamp to 40%%", "what is the temperature?", "turn off the %s lamp",
		"unlock the front door", "yes", "which lights are on?", "lock the front door", "set the %s lamp to 70%%"}
	for _, c := range []struct {
		name  string
		turns func(i int) string
	}{
		{"acting", func(i int) string { return fmt.Sprintf("set the %s lamp to %d%%", lampNames[i%20], i%90+1) }},
		{"day", func(i int) string {
			s := day[i%len(day)]
			if strings.Contains(s, "%s") {
				return fmt.Sprintf(s, lampNames[i%20])
			}
			return s
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			const turns = 10_000
			var per, perAction, entries, file float64
			for b.Loop() {
				db, err := store.Open(filepath.Join(b.TempDir(), "edge.db"))
				if err != nil {
					b.Fatal(err)
				}
				if err := db.Import(typicalHome(b, ""), index.Write); err != nil {
					b.Fatal(err)
				}
				at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
				e, err := turn.New(db, turn.Options{Clock: func() time.Time { return at }})
				if err != nil {
					b.Fatal(err)
				}
				before, _ := sizes(b, db)
				actions := 0
				for i := range turns {
					at = at.Add(5 * time.Second)
					text := c.turns(i)
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
					switch r.Outcome {
					case turn.Done:
						actions += len(r.Actions)
					case turn.Answer, turn.Confirm:
					default:
						b.Fatalf("%q: %s %s", text, r.Outcome, r.Say)
					}
				}
				after, f := sizes(b, db)
				var logBytes int64
				db.View(func(tx *store.Tx) error {
					_, logBytes, err = tx.LogSize()
					return err
				})
				per, perAction, file = float64(after-before)/turns, float64(after-before)/float64(actions), float64(f)
				entries = float64(logBytes) / turns
				db.Close()
			}
			b.ReportMetric(per, "B/turn")
			b.ReportMetric(perAction, "B/action")
			b.ReportMetric(entries, "entry-B/turn")
			b.ReportMetric(file/(1<<20), "file-MiB")
		})
	}
}

// BenchmarkAuditRetention: 100,000 turns (a year of a busy home, in four
// days of its clock) under a retention of 1 MiB of entries: the log stays
// under its bound and the chain verifies at the end. log-max-MiB is the
// most the entries took, max-MiB the most the database's pages in use took
// (the home and its index included).
func BenchmarkAuditRetention(b *testing.B) {
	const turns = 100_000
	texts := []string{"turn on the %s lamp", "is the %s lamp on?", "turn off the %s lamp", "set the %s lamp to 30%%", "turn on all the lights", "yes"}
	var top, logTop int64
	var prunes int
	for b.Loop() {
		db, err := store.Open(filepath.Join(b.TempDir(), "edge.db"))
		if err != nil {
			b.Fatal(err)
		}
		if err := db.Import(typicalHome(b, "retention: {audit_mib: 1}\n"), index.Write); err != nil {
			b.Fatal(err)
		}
		at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		e, err := turn.New(db, turn.Options{Clock: func() time.Time { return at }})
		if err != nil {
			b.Fatal(err)
		}
		for i := range turns {
			at = at.Add(3 * time.Second)
			text := texts[i%len(texts)]
			if strings.Contains(text, "%s") {
				text = fmt.Sprintf(text, lampNames[i%20])
			}
			if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "s"}); r.Outcome != turn.Done && r.Outcome != turn.Answer && r.Outcome != turn.Confirm {
				b.Fatalf("%q: %s %s", text, r.Outcome, r.Say)
			}
			if i%1000 == 999 {
				n, _ := sizes(b, db)
				top = max(top, n)
				db.View(func(tx *store.Tx) error {
					_, size, _ := tx.LogSize()
					logTop = max(logTop, size)
					return nil
				})
			}
		}
		log := audit.NewLog(db.View)
		if _, err := log.Verify(); err != nil {
			b.Fatal(err)
		}
		log.Each(func(en audit.Entry) error {
			if en.Checkpoint != nil {
				prunes++
			}
			return nil
		})
		db.Close()
	}
	if logTop > 1<<20 {
		b.Errorf("the log's entries reached %d bytes, over the bound of 1 MiB", logTop)
	}
	b.ReportMetric(float64(top)/(1<<20), "max-MiB")
	b.ReportMetric(float64(logTop)/(1<<20), "log-max-MiB")
}
