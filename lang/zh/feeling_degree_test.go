package zh

import (
	"strings"
	"testing"
)

// TestFeelingByDegree says every state the pack reads said too much or too
// little with 太, said instead with each word of degree before or after it,
// alone, of a room, of a thing's attribute, with the speaker before it or
// after 死 (热死了, 卧室特别冷, 声音大死了, 音量有点低, 我热得要命, 吵死我了), reads as "太…了"
// does: the wish, asked back. After a verb and 得 a word of degree says how
// a thing is to be and is no wish (把灯调得特别亮), and 很 asks as before
// (卧室很热吗).
func TestFeelingByDegree(t *testing.T) {
	n := 0
	for base := range wishes {
		state, ok := strings.CutPrefix(base, "太")
		if !ok || voiced[state] {
			continue
		}
		var said []string
		for _, d := range degreesAfter {
			said = append(said, state+d)
		}
		if !sizeStates[state] {
			for _, d := range degreesBefore {
				said = append(said, d+state)
			}
		} else {
			for _, d := range sizeDegrees {
				said = append(said, d+state)
			}
		}
		for _, s := range said {
			for _, frame := range [][2]string{{"", "了"}, {"卧室", "了"}, {"客厅", "啊"}, {"我", "了"}, {"声音", "了"}, {"卧室空调", "的"}, {"温度", ""}, {"电视音量", "了"}} {
				text, want := frame[0]+s+frame[1], frame[0]+base+"了"
				if strings.HasSuffix(s, "了") {
					text = frame[0] + s
				}
				n++
				if got, plain := phrasesOf(t, text), phrasesOf(t, want); got != plain {
					t.Errorf("%q = %s, want %s as %q", text, got, plain, want)
				}
			}
		}
	}
	for _, text := range []string{"热死我了", "吵死人了", "冷死我们了", "卧室热死我了"} {
		n++
		want := strings.NewReplacer("死我了", "", "死人了", "", "死我们了", "", "热", "太热了", "吵", "太吵了", "冷", "太冷了").Replace(text)
		if got, plain := phrasesOf(t, text), phrasesOf(t, want); got != plain {
			t.Errorf("%q = %s, want %s as %q", text, got, plain, want)
		}
	}
	for _, text := range []string{"把灯调得特别亮", "把空调开得非常冷", "把卧室调得超暖"} {
		n++
		if cs, err := (pack{}).Parse(text); err == nil && strings.Contains(phrasesOf(t, text), "Rel(") {
			t.Errorf("%q reads as a wish: %v", text, cs)
		}
	}
	if got, wish := phrasesOf(t, "卧室很热吗"), phrasesOf(t, "卧室太热了"); got == wish {
		t.Errorf("卧室很热吗 reads as the wish %s", got)
	}
	if n < 1000 {
		t.Errorf("%d wordings, want at least 1000", n)
	}
}
