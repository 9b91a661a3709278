package lang

import "testing"

// TestWritten: a transcript is written as its language writes it.
func TestWritten(t *testing.T) {
	for in, want := range map[string]string{"打 开 客 厅 灯": "打开客厅灯", " turn  on the light ": "turn on the light", "": ""} {
		if got := Written(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
