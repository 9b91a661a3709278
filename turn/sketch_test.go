package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestSameDoing: two hearings of an utterance do the same when their
// plans are alike, whatever their words; not when they act on other
// devices or do other things to them, nor when they plan nothing; and
// nothing is said, done or remembered in any session.
func TestSameDoing(t *testing.T) {
	eng := demoEngine(t)
	ctx := context.Background()
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"turn on the light in the bedroom", "turn on the lights in the bedroom", true},
		{"turn on the tv", "switch on the television", true},
		{"打 开 厨 房 灯", "打开厨房灯", true},
		{"turn on the light in the bedroom", "turn off the lights in the bedroom", false},
		{"set the living room curtain to ninety percent", "set the living room curtain to twenty percent", false},
		{"turn on the desk lamp", "turn on the bedside lamp", false},
		{"turn on the kitchen light", "turn on the kitchen lights", false},
		{"yes", "yes", false},
		{"the second one", "the second one", false},
		{"the president will speak tonight", "the president will speak tonight", false},
	} {
		if got := eng.SameDoing(ctx, tc.a, tc.b, ""); got != tc.same {
			t.Errorf("%q and %q do the same: %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
	// Nothing was kept: "turn it off" in the session SameDoing plans in
	// has nothing to refer to.
	r := eng.Ask(ctx, turn.Request{Text: "turn it off", Channel: "asr", Session: "same-doing"})
	if len(r.Actions) != 0 {
		t.Errorf("the sketches left a referent: %+v", r.Actions)
	}
}
