package lang_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestHazardSigns: a pictograph that says a hazard (a door or a lock, a
// flame, a siren) in a relay's name, alone, beside a number, words that
// tell which one or a room's name ("🚪", "🔓 2", "Hall 🔒", "🔥 left",
// 客厅🔥), says that hazard in every language; a name of pictographs that
// say none ("💡", "⭐ Lamp", 台灯🌙) says nothing.
func TestHazardSigns(t *testing.T) {
	signs := map[string][]string{"lock": {"🚪", "🔒", "🔓", "🔐"}, "heat": {"🔥", "♨"}, "alarm": {"🚨"}}
	around := []string{"%s", "%s 2", "%s2", "Hall %s", "%s left", "客厅%s", "%s 一号", "Front %s (main)"}
	plain := []string{"💡", "⭐", "🌙", "🎵", "📺"}
	n := 0
	for hazard, ss := range signs {
		for _, s := range ss {
			for _, a := range around {
				name := strings.Replace(a, "%s", s, 1)
				if got := lang.HazardsOf(name); !slices.Contains(got, hazard) {
					t.Errorf("%q: hazards %v, %s wanted", name, got, hazard)
				}
				n++
			}
		}
	}
	for _, s := range plain {
		for _, a := range around {
			name := strings.Replace(a, "%s", s, 1)
			if got := lang.HazardsWorked(name); len(got) > 0 || len(lang.HazardsOf(name)) > 0 {
				t.Errorf("%q: hazards %v %v, none wanted", name, got, lang.HazardsOf(name))
			}
			n++
		}
	}
	if n < 80 {
		t.Fatalf("only %d names", n)
	}
}
