package zh

import (
	"strings"
	"testing"
)

// TestDelayAbout: a delay said as about so many, two digits together
// ("五六分钟后", "三五分钟以后", "二三十分钟后", "十一二个小时后", "过两三分钟"),
// with every unit of time and every word after a delay, is a delay of the
// first, and leaves nothing of its number in the command. It read the
// second digit on as the delay and left the first before the command,
// where it was a level ("五六分钟后关电视" set the TV to 5% in 6 minutes).
func TestDelayAbout(t *testing.T) {
	pairs := []struct {
		said  string
		value int
	}{{"一两", 1}, {"两三", 2}, {"三四", 3}, {"四五", 4}, {"五六", 5}, {"六七", 6}, {"七八", 7}, {"八九", 8}, {"三五", 3},
		{"二三十", 20}, {"三四十", 30}, {"四五十", 40}, {"十一二", 11}, {"十五六", 15}, {"二十七八", 27}}
	commands := []string{"关电视", "把卧室空调关了", "打开台灯"}
	n := 0
	for _, p := range pairs {
		for _, u := range timeUnits {
			for _, after := range delayAfter {
				for _, c := range commands {
					for _, said := range []string{p.said + u.word + after + c, c + p.said + u.word + after, "过" + p.said + u.word + c} {
						if strings.HasPrefix(said, "过") && after != delayAfter[0] {
							continue
						}
						n++
						rest, w, ok := (pack{}).When(said)
						if !ok || w.After != p.value*u.n || rest != c {
							t.Errorf("%q: delay %d s, rest %q (%v), want %d s and %q", said, w.After, rest, ok, p.value*u.n, c)
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d wordings, want at least 1000", n)
	}
	// digits said one by one are no delay of about so many
	for _, said := range []string{"二五八分钟后关电视", "五四分钟后关电视"} {
		if _, w, ok := (pack{}).When(said); ok && (w.After == 5*60 || w.After == 2*60) {
			t.Errorf("%q: read as about %d s", said, w.After)
		}
	}
}
