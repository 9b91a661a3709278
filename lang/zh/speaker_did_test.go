package zh

import (
	"strings"
	"testing"
)

// TestSpeakerAsWhoDidIt: the speaker said as who switched a thing, with
// every verb of switching of the pack and every time and adverb said
// around the speaker ("我开了灯", "刚才我把空调关了", "我们已经关了客厅灯"),
// is not understood: what the speaker did is no command, and 我 is no
// part of a name (我灯 sounds as 卧灯). The same words without the
// speaker are a command.
func TestSpeakerAsWhoDidIt(t *testing.T) {
	var subjects []string
	for _, s := range speakers {
		subjects = append(subjects, s)
		for _, b := range speakerBefore {
			subjects = append(subjects, b+s)
		}
		for _, a := range speakerAfter {
			subjects = append(subjects, s+a)
		}
	}
	n := 0
	for v, canon := range verbs {
		if canon != openOn && canon != closeOff || strings.HasSuffix(v, "了") {
			continue
		}
		for _, s := range subjects {
			for _, tpl := range []string{"%s把客厅灯%s了", "%s%s了空调"} {
				said := strings.Replace(strings.Replace(tpl, "%s", s, 1), "%s", v, 1)
				command := strings.Replace(strings.Replace(tpl, "%s", "", 1), "%s", v, 1) + "吧" // a deed told asks for nothing (deed_told.go)
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q: read as %v", said, cs)
				}
				if _, err := (pack{}).Parse(command); err != nil {
					t.Errorf("%q: %v", command, err)
				}
				n++
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}

// TestSpeakerAsWhoseIsNoName: the speaker said as whose a device is
// ("把我的灯关了") names no device: the words say what they say without it.
func TestSpeakerAsWhoseIsNoName(t *testing.T) {
	saysNothing(t, "possessive", possessives, "把%s灯关了", "打开%s空调", "%s电视关掉吧")
}

// TestSpeakerWhoFeels: the speaker said before every feeling of the pack
// ("我好热", "我们有点冷"), or as who feels ("我觉得太亮了"), is who feels:
// the feeling says what it says alone, never a name that holds 我.
func TestSpeakerWhoFeels(t *testing.T) {
	n := 0
	for w := range wishes {
		for _, s := range speakers {
			saysAs(t, "feeling", [][2]string{{s, ""}}, "%s"+w+"了", "%s"+w+"啊")
			n += 2
		}
	}
	saysNothing(t, "feel", feels, "%s太亮了", "%s有点冷", "%s客厅好热")
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}

// TestThingThenWhoDidIt: a thing said first, then who switched it, the
// speaker with an adverb or someone else (空调我开了, 灯我妈关了, 客厅灯我刚关了,
// 电视孩子关了, 客厅灯有人开了), is what they did, not understood: 空调我 was one
// name, and a yes to "您是说卧室空调吗？" switched it on; 客厅灯有人开了
// switched the light on. The thing first with a
// word of request (灯帮我关了, 客厅灯给我打开) is still a command.
func TestThingThenWhoDidIt(t *testing.T) {
	var subjects []string
	for _, s := range speakers {
		subjects = append(subjects, s)
		for _, a := range speakerAfter {
			subjects = append(subjects, s+a)
		}
	}
	subjects = append(subjects, reporters...)
	n := 0
	for v, canon := range verbs {
		if canon != openOn && canon != closeOff || strings.HasSuffix(v, "了") {
			continue
		}
		for _, thing := range []string{"灯", "客厅灯", "空调", "电视"} {
			for _, s := range subjects {
				said := thing + s + v + "了"
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q: read as %v", said, cs)
				}
				n++
			}
			for _, asked := range []string{"帮我", "给我"} {
				if _, err := (pack{}).Parse(thing + asked + v + "了"); err != nil {
					t.Errorf("%q: %v", thing+asked+v+"了", err)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
}

// TestItDidIt: 它 or 它们, or 佢 (he or she in Cantonese), before 把 or 将 and
// a thing, or before a verb done and its object (它把灯关了, 佢将电视开咗,
// 佢开咗冷气), is who did it, not understood: 佢将电视开咗 switched the TV on.
// This or that there (那个把客厅灯关了) is a filler, and the command is done.
func TestItDidIt(t *testing.T) {
	n := 0
	for v, canon := range verbs {
		if canon != openOn && canon != closeOff || strings.HasSuffix(v, "了") {
			continue
		}
		for _, thing := range []string{"灯", "客厅灯", "空调", "电视"} {
			for _, it := range []string{"它", "它们", "佢"} {
				for _, said := range []string{it + "把" + thing + v + "了", it + "将" + thing + v + "咗", it + v + "了" + thing} {
					if cs, err := (pack{}).Parse(said); err == nil {
						t.Errorf("%q: read as %v", said, cs)
					}
					n++
				}
			}
			for _, filler := range []string{"那个", "这个"} {
				if _, err := (pack{}).Parse(filler + "把" + thing + v + "了"); err != nil {
					t.Errorf("%q: %v", filler+"把"+thing+v+"了", err)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}
