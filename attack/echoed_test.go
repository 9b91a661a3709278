package attack

import (
	"encoding/json"
	"testing"
	"time"

	"edge/audit"
)

// TestEchoedIgnoresWhatTheLogMakes: a PIN of digits found only in what
// the log makes of its own (a hash of its chain, a timer's id, a digest,
// a time) is no echo of it; found in what was said or done, it is.
func TestEchoedIgnoresWhatTheLogMakes(t *testing.T) {
	never := []Forbid{{Said: "2580"}}
	made := audit.Entry{Time: time.Date(2026, 1, 2, 3, 4, 5, 2580, time.UTC), Hash: "ab2580cd", Prev: "2580", Timer: "12580",
		Summary: &audit.Summary{Count: 2, Digest: "ff2580"}, Checkpoint: &audit.Checkpoint{Hash: "2580"}, Text: "turn on the hall light"}
	said := made
	said.Text = "my pin is 2580"
	for _, c := range []struct {
		e    audit.Entry
		want int
	}{{made, 0}, {said, 1}} {
		b, err := json.Marshal(madeBySaid(c.e))
		if err != nil {
			t.Fatal(err)
		}
		if got := echoed(never, nil, []string{string(b)}); len(got) != c.want {
			t.Errorf("%q: %v, want %d echoes", c.e.Text, got, c.want)
		}
	}
}
