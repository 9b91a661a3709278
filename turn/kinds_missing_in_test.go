package turn_test

import (
	"strings"
	"testing"
)

// TestMissingInRoom asks for a kind of thing in a room of the demo that
// has none, the room said before or after it, in English and Chinese:
// nothing is done, and the answer says the thing and the room apart ("I
// can't find “tv” in the Kitchen.", 厨房里找不到“电视”。), where it said
// the two as one name not found (找不到“厨房电视”).
func TestMissingInRoom(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "missingin")
	rooms := map[string][2]string{"kitchen": {"Kitchen", "厨房"}, "bathroom": {"Bathroom", "卫生间"}, "garage": {"Garage", "车库"}, "hall": {"Hall", "门厅"}}
	things := map[string]string{"tv": "电视", "fan": "风扇", "blinds": "窗帘", "speaker": "音箱"}
	for r, label := range rooms {
		for en, zh := range things {
			if r == "bathroom" && en == "fan" {
				continue // the bathroom has one
			}
			texts := map[string][2]string{
				"turn on the " + en + " in the " + r: {"“" + en + "”", label[0]}, "turn off the " + r + " " + en: {"“" + en + "”", label[0]},
				"is the " + en + " in the " + r + " on": {"“" + en + "”", label[0]},
				"打开" + label[1] + "的" + zh:              {"“" + zh + "”", label[1]}, label[1] + zh + "关一下": {"“" + zh + "”", label[1]},
			}
			for text, want := range texts {
				s.n++
				r := s.ask(text)
				if len(r.Actions) > 0 || !strings.Contains(r.Say, want[0]) || !strings.Contains(r.Say, want[1]) {
					t.Errorf("%q: %s %q, want nothing done and %s in %s said", text, summary(r), r.Say, want[0], want[1])
				}
			}
		}
	}
	if s.n < 70 {
		t.Errorf("%d wordings, want at least 70", s.n)
	}
}
