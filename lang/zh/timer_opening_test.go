package zh

import (
	"fmt"
	"strings"
	"testing"
)

// TestHourAfterOpeningWords: an hour alone ("七点") said after the words
// that open a command and carry no meaning (every wake word, hesitation,
// politeness and wanting of the pack, and 然后/那就) is when the command is
// to run, as said first ("请十点关电视" is 十点关电视): never a level of
// the hour's number set now (it set the tv's volume to 10).
func TestHourAfterOpeningWords(t *testing.T) {
	var openings []string
	for _, ws := range []string{wakeWords, hesitations, politeness, wants} {
		openings = append(openings, strings.Fields(ws)...)
	}
	for w := range politeWords {
		openings = append(openings, w)
	}
	openings = append(openings, "然后", "那就", "请在", "麻烦你在")
	n := 0
	for _, o := range openings {
		for h := 2; h <= 12; h++ {
			for _, cmd := range []string{"开卧室灯", "关电视", "打开客厅窗帘", "把书房台灯关掉"} {
				said := o + saidNumber(h) + "点" + cmd
				rest, w, ok := (pack{}).When(said)
				if !ok || w.Clock != fmt.Sprintf("%02d:00", h) || strings.Contains(rest, saidNumber(h)) {
					t.Errorf("When(%q) = %q, %+v, %v; want it done at %d o'clock", said, rest, w, ok, h)
				}
				n++
			}
		}
	}
	if n < 2000 {
		t.Errorf("%d wordings, want at least 2000", n)
	}
	// after a name or a verb, a number with 点 is no time ("调亮两点").
	for _, said := range []string{"卧室灯调亮两点", "把音量调大三点", "客厅灯亮两点", "空调高两点"} {
		if _, w, ok := (pack{}).When(said); ok {
			t.Errorf("When(%q) = %+v, want no time", said, w)
		}
	}
}

// TestWorkdaysRepeat: a command said for every workday ("工作日七点开灯"),
// or at each time a day comes round (每逢, 每到), with or without an hour, is a
// repeat, which edge refuses in words: never done now (工作 read as a verb
// turned the bedroom lights on at once).
func TestWorkdaysRepeat(t *testing.T) {
	n := 0
	for _, rep := range []string{"工作日", "每个工作日", "每逢周一", "每到"} {
		for _, at := range []string{"", "七点", "早上七点", "八点半"} {
			if rep == "每到" && at == "" {
				continue
			}
			for _, cmd := range []string{"开卧室灯", "把电视关掉", "打开车库门"} {
				for _, o := range []string{"", "请", "小爱同学 "} {
					said := o + rep + at + cmd
					if _, w, ok := (pack{}).When(said); !ok || !w.Repeat {
						t.Errorf("When(%q) = %+v, %v, want a repeat", said, w, ok)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// TestHourAfterName: an hour alone said between the name a command opens
// with and its verb (every verb of the pack: "电视九点静音", "客厅空调十点
// 调到二十二度", "把书房台灯八点关掉") is when the command is to run, never
// a level of the hour's number set now (it set the tv's volume to 9). A
// number with 点 after a verb, or with no verb after it, is no hour.
func TestHourAfterName(t *testing.T) {
	n := 0
	for v := range verbs {
		for _, name := range []string{"电视", "把书房台灯", "客厅的空调", "卧室灯 "} {
			for _, h := range []int{2, 7, 10, 12} {
				said := name + saidNumber(h) + "点" + v
				rest, w, ok := (pack{}).When(said)
				if !ok || w.Clock != fmt.Sprintf("%02d:00", h) || strings.Contains(rest, saidNumber(h)) {
					t.Errorf("When(%q) = %q, %+v, %v; want it done at %d o'clock", said, rest, w, ok, h)
				}
				n++
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d wordings, want at least 1000", n)
	}
	for _, said := range []string{"卧室灯调亮两点", "客厅灯亮两点", "电视音量大三点", "把空调温度调高两点", "电视两点"} {
		if _, w, ok := (pack{}).When(said); ok {
			t.Errorf("When(%q) = %+v, want no time", said, w)
		}
	}
}
