package compile

import (
	"errors"
	"testing"
)

// TestExceptNothing: an exception that names nothing to leave out ("all
// except all except the kitchen") is refused, never read without it (it
// would leave out the kitchen, the opposite of what was said); an
// exception that names something is read as before.
func TestExceptNothing(t *testing.T) {
	for _, text := range []string{
		"turn off all the lights except all except the kitchen",
		"turn off all the lights except everything except the kitchen",
		"turn off everything except everything",
		"关掉所有灯，除了全部",
	} {
		if _, err := Compile(text); !errors.Is(err, ErrExceptNothing) {
			t.Errorf("%q: %v, want ErrExceptNothing", text, err)
		}
	}
	for _, text := range []string{
		"turn off all the lights except the kitchen",
		"turn off all the lights except all the kitchen lights",
		"关掉除了厨房以外的所有灯",
	} {
		p, err := Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Target.Except) != 1 {
			t.Errorf("%q: %+v %v, want one exception", text, p, err)
		}
	}
}
