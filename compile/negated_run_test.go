package compile

import "testing"

// TestNegationCoversCommandsAfterIt: a negation said before a command
// covers the commands said after it without a pause, whatever word joined
// them ("or", "nor", 或者, 或): none is acted on. After a pause or "and",
// a command is its own.
func TestNegationCoversCommandsAfterIt(t *testing.T) {
	for _, tt := range []struct {
		text    string
		negated []bool
	}{
		{"don't turn on the hall light or unlock the front door", []bool{true, true}},
		{"never turn on the hall light or open the garage door", []bool{true, true}},
		{"do not turn on the hall light nor unlock the front door", []bool{true, true}},
		{"不要开灯或者开车库门", []bool{true, true}},
		{"别开灯或打开车库门", []bool{true, true}},
		{"don't turn on the hall light and unlock the front door", []bool{true, false}},
		{"不要开灯，开车库门", []bool{true, false}},
		{"turn off the kitchen light turn on the hall light", []bool{false, false}},
	} {
		p, err := Compile(tt.text)
		if err != nil || len(p.Clauses) != len(tt.negated) {
			t.Errorf("%q: %+v %v, want %d clauses", tt.text, p, err, len(tt.negated))
			continue
		}
		for i, want := range tt.negated {
			if got := p.Clauses[i].Negated; got != want {
				t.Errorf("%q: clause %d (%s %+v) negated %v, want %v", tt.text, i+1, p.Clauses[i].Verb, p.Clauses[i].Target, got, want)
			}
		}
	}
}
