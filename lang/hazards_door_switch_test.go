package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestDoorSwitch: a relay's name that ends with a door's word and then
// says only that it switches ("switch", "plug", "socket", "outlet", 开关,
// 插座), what tells which one after either or both ("Front door switch",
// "Back door plug 2", "Side door socket (left)", 后门开关, 大门插座二号),
// is the door's release; a way in or a place so followed ("Garage socket",
// "Garage outlet 2", "Porch switch", 车库插座, 门厅开关) or a door's word
// before another thing ("Front door light switch", 后门灯开关, "Doorbell
// switch") says nothing.
func TestDoorSwitch(t *testing.T) {
	doors := map[string][]string{
		"en": {"Front door", "Back door", "Side door", "Door", "Patio door"},
		"zh": {"前门", "后门", "大门", "侧门"},
	}
	switches := map[string][]string{
		"en": {" switch", " plug", " socket", " outlet", " switch 2", " plug (left)", " socket relay", " main switch"},
		"zh": {"开关", "插座", "开关二号", "插座2", "开关（左）"},
	}
	plain := map[string][]string{
		"en": {"Garage", "Porch", "Kitchen", "Front door light", "Doorbell", "Hall", "Entry lamp", "Back door sensor"},
		"zh": {"车库", "门厅", "门廊", "后门灯", "门铃", "入口灯", "客厅"},
	}
	n := 0
	for code, ds := range doors {
		for _, d := range ds {
			for _, s := range switches[code] {
				name := d + s
				if got := lang.HazardsWorked(name); !slices.Contains(got, "lock") {
					t.Errorf("%q: hazards %v, lock wanted", name, got)
				}
				n++
			}
		}
	}
	for code, ps := range plain {
		for _, p := range ps {
			for _, s := range switches[code] {
				name := p + s
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
