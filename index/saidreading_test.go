package index

import (
	"context"
	"slices"
	"testing"
	"unicode/utf8"

	"edge/home/hometest"
	"edge/internal/editdist"
	"edge/ir"
	"edge/lang"
)

// TestRareReadingsAlike: a character said is heard by its common reading.
// One that shares only a rare reading with the first character of a
// two-character name of the demo home ("射" and "台" are both read "yi",
// rarely), its common reading far from that one's, never stands for it:
// "射灯" is not "台灯", for every such name and the first such characters
// of the table.
func TestRareReadingsAlike(t *testing.T) {
	x := demo(t)
	rare := map[string][]rune{} // a reading: the characters that have it, not as their common one
	for r := rune(0x4e00); r <= 0x9fa5; r++ {
		rs, _ := lang.Readings(r)
		for _, p := range rs[min(len(rs), 1):] {
			rare[p] = append(rare[p], r)
		}
	}
	n := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range append([]string{d.Name}, d.Aliases...) {
			rs := []rune(name)
			if len(rs) != 2 || utf8.RuneLen(rs[0]) != 3 {
				continue
			}
			own, _ := lang.Readings(rs[0])
			var said []rune
			for _, p := range own {
				for _, q := range rare[p] {
					if qs, _ := lang.Readings(q); len(qs) > 0 && !near(own, qs[0]) && len(said) < 3 && q != rs[0] {
						said = append(said, q)
					}
				}
			}
			for _, q := range said {
				n++
				text := string(q) + string(rs[1])
				if got := show(x.Resolve(context.Background(), ir.Target{Name: text}, func(*Entity) bool { return true }, Context{})); got == d.ID {
					t.Errorf("%s (for %s): %s", text, name, got)
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("%d characters said, want at least 10", n)
	}
}

// near reports a reading one edit or less from one of readings, folded.
func near(readings []string, p string) bool {
	_, fold := lang.Readings('一')
	return slices.ContainsFunc(readings, func(r string) bool { return editdist.Distance(fold(r), fold(p), 1) <= 1 })
}
