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

// TestDelayAboutSpaced: about so many said with a pause between its two
// digits, as a speech recogniser writes it ("5 6分钟后", "五 六分钟后",
// "两  三个小时后", "二 三十分钟后"), in figures or numerals, is the delay
// of the same said together, and leaves nothing of its number in the
// command. A number alone before a pause and a delay of another that is no
// such pair ("5 8分钟后", "十 十五分钟后") is no delay: the first was left
// before the command, where it was a level.
func TestDelayAboutSpaced(t *testing.T) {
	pairs := []struct {
		said  string
		value int
	}{{"1 2", 1}, {"2 3", 2}, {"3 4", 3}, {"4 5", 4}, {"5 6", 5}, {"6 7", 6}, {"7 8", 7}, {"8 9", 8}, {"3 5", 3},
		{"五 六", 5}, {"两 三", 2}, {"三  五", 3}, {"一 两", 1}, {"七 8", 7}, {"二 三十", 20}, {"四 五十", 40}}
	commands := []string{"关电视", "把卧室空调关了", "打开台灯"}
	n := 0
	for _, p := range pairs {
		for _, u := range timeUnits {
			for _, after := range delayAfter {
				for _, c := range commands {
					for _, said := range []string{p.said + u.word + after + c, c + p.said + u.word + after, c + " " + p.said + u.word + after} {
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
	for _, said := range []string{"5 8分钟后关电视", "十 十五分钟后关电视", "20 30分钟后关电视", "2 5个小时后关空调", "五 九分钟以后打开台灯"} {
		if rest, w, ok := (pack{}).When(said); ok && w.After > 0 {
			t.Errorf("%q: a delay of %d s, rest %q", said, w.After, rest)
		}
	}
	// a number said with its place is no pair: "56分钟后" is 56 minutes
	if _, w, ok := (pack{}).When("56分钟后关电视"); !ok || w.After != 56*60 {
		t.Errorf("56分钟后关电视: %d s", w.After)
	}
}
