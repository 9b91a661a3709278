package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestDoorTellsWhich: a relay's name that ends with a door's word and then
// only tells which one (a letter, a number in digits or words, "No. 2",
// "#3", what is in brackets: "Door A", "Back door (left)", 后门A, 门一) is
// the door's release, as "Front door 2" is; a name where the door's word
// is before another thing, or inside a place's name, so marked ("Front
// door light A", 门厅插座A, "Outdoor plug (left)") says nothing.
func TestDoorTellsWhich(t *testing.T) {
	doors := map[string][]string{
		"en": {"Front door", "Back door", "Side door", "Door", "Patio door"},
		"zh": {"前门", "后门", "侧门", "门"},
	}
	which := map[string][]string{
		"en": {" A", " b", " (left)", " [main]", " No. 2", " #3", " one", " 2", " (A)"},
		"zh": {"A", "一", "2", "（左）", " B", "三"},
	}
	plain := map[string][]string{
		"en": {"Front door light", "Door sensor", "Outdoor plug", "Lamp", "Kitchen socket"},
		"zh": {"门厅插座", "前门灯", "台灯", "客厅插座"},
	}
	n := 0
	for code, names := range doors {
		for _, d := range names {
			for _, w := range which[code] {
				name := d + w
				if got := lang.HazardsWorked(name); !slices.Contains(got, "lock") {
					t.Errorf("%q: hazards %v, lock wanted", name, got)
				}
				n++
			}
		}
		for _, p := range plain[code] {
			for _, w := range which[code] {
				name := p + w
				if got := lang.HazardsWorked(name); len(got) > 0 {
					t.Errorf("%q: hazards %v, none wanted", name, got)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d names", n)
	}
}
