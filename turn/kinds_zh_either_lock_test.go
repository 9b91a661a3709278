package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseEitherLocked asks of every lock of the demo home, by each of
// its Chinese names, whether it stands open or is locked, the two offered
// with 还是 in either order, with 是, 的 and particles or none ("前门是开着
// 还是锁着", "前门开着的还是锁上了呢", "大门锁是锁着还是开着"): the lock's state
// is answered, nothing done. It answered whether the door's contact was
// open. Asked of open or closed alone (前门开着还是关着) it is as it was.
func TestChineseEitherLocked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "eitherlock")
	opens := []string{"开着", "开着的", "开的", "开了"}
	locks := []string{"锁着", "锁着的", "锁的", "锁上了", "锁了"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "lock") {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, o := range opens {
				for _, l := range locks {
					for _, is := range []string{"", "是"} {
						for _, end := range []string{"", "呢", "？", "啊"} {
							for _, said := range []string{name + is + o + "还是" + l + end, name + is + l + "还是" + o + end} {
								s.n++
								r := s.ask(said)
								if r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != d.ID || len(r.Actions) > 0 {
									t.Errorf("%q: %s %v, want the state of %s", said, summary(r), r.Reads, d.ID)
								}
							}
						}
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Errorf("%d wordings, want at least 300", s.n)
	}
	r := s.ask("前门开着还是关着")
	if len(r.Reads) != 1 || r.Reads[0].Device != "sensor.front_door" {
		t.Errorf("前门开着还是关着: %s %v, want the contact", summary(r), r.Reads)
	}
	s.nothing("前门是开着还是锁着", "电视开着还是关着", "前门锁着还是没锁")
}
