package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"edge/store"
)

// TestAskHumidifier runs the humidifier of the demo home through `edge ask`
// in both languages, on a database file that keeps its state between the
// runs: each sentence's action and answer, and the state it leaves.
func TestAskHumidifier(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	if code, out, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatalf("import: exit %d %s %s", code, out, errs)
	}
	tests := []struct {
		text, outcome, action, reads, say string
		target                            float64 // target_humidity after the turn
	}{
		{"set the bedroom humidifier to 50%", "done", "humidifier.bedroom set map[humidity:50]", "",
			"Set Bedroom humidifier to 50%.", 50},
		{"turn the humidifier up a bit", "done", "humidifier.bedroom set map[humidity_step:10]", "",
			"Raised Bedroom humidifier by 10%.", 60},
		{"把卧室加湿器调到百分之五十", "done", "humidifier.bedroom set map[humidity:50]", "",
			"已把卧室加湿器调到50%。", 50},
		{"加湿器湿度是多少", "answer", "", "humidifier.bedroom target_humidity=50",
			"卧室加湿器的目标湿度是50%。", 50},
	}
	for _, tt := range tests {
		code, out, errs := run(t, "", "ask", "--db", db, "--json", tt.text)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tt.text, code, errs)
		}
		rs := results(t, out)
		if len(rs) != 1 {
			t.Fatalf("%s: %d results", tt.text, len(rs))
		}
		r := rs[0]
		var acts, reads []string
		for _, a := range r.Actions {
			acts = append(acts, fmt.Sprintf("%s %s %v", a.Device, a.Command, a.Args))
		}
		for _, rd := range r.Reads {
			reads = append(reads, fmt.Sprintf("%s %s=%v", rd.Device, rd.Attribute, rd.Value))
		}
		if r.Outcome != tt.outcome || strings.Join(acts, "; ") != tt.action || strings.Join(reads, "; ") != tt.reads || r.Say != tt.say {
			t.Errorf("%s:\n got %s [%s] [%s] %q\nwant %s [%s] [%s] %q",
				tt.text, r.Outcome, strings.Join(acts, "; "), strings.Join(reads, "; "), r.Say, tt.outcome, tt.action, tt.reads, tt.say)
		}
		s, err := store.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.State("humidifier.bedroom")
		s.Close()
		if err != nil || st["target_humidity"] != tt.target {
			t.Errorf("%s: state %v (%v), want target_humidity %v", tt.text, st, err, tt.target)
		}
	}
}
