package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestDoorTellsWhichByWords: a relay's name that ends with a door's word,
// or is all a way in ("Garage", 车库, "Entry"), and then only tells which
// one by a pack's words ("number two", "no 2", "main", "left", 二号, 主),
// or that it is a relay ("relay", 继电器), is the door's release or the
// garage door ("Door number two", "Front door main", "Garage2", 门二号,
// "Entry (front)", "Front door relay", 前门继电器); a name where the door's
// word or the place is before another thing ("Front door light number
// two", "Garage outlet 2", 入口灯二号) says nothing.
func TestDoorTellsWhichByWords(t *testing.T) {
	hazardous := map[string]map[string][]string{
		"lock":        {"en": {"Door", "Front door", "Back door", "Entry", "Entrance"}, "zh": {"门", "前门", "后门", "入口"}},
		"garage_door": {"en": {"Garage"}, "zh": {"车库"}},
	}
	which := map[string][]string{
		"en": {" number two", " number 2", " no 2", " nr 3", " main", " left", " (front)", "2", " 2", " upper", " B", " relay", " relay 2"},
		"zh": {"二号", "2号", "一号", "主", "左", "3", "（左）", "继电器", "继电器二号"},
	}
	plain := map[string][]string{
		"en": {"Front door light", "Garage outlet", "Entry lamp", "Door sensor", "Garage light", "Kitchen socket"},
		"zh": {"前门灯", "车库插座", "入口灯", "客厅插座"},
	}
	n := 0
	for hazard, names := range hazardous {
		for code, ns := range names {
			for _, d := range ns {
				for _, w := range which[code] {
					name := d + w
					if got := lang.HazardsWorked(name); !slices.Contains(got, hazard) {
						t.Errorf("%q: hazards %v, %s wanted", name, got, hazard)
					}
					n++
				}
			}
		}
	}
	for code, ps := range plain {
		for _, p := range ps {
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
