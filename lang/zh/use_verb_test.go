package zh

import (
	"strings"
	"testing"
)

// TestUsedFor: a use said alone, with particles, politeness and a room
// ("烧壶水", "帮我给花园浇浇水吧", "厨房热一下烤箱", 烧点洗澡水, 热水器烧上), says what switching the
// device on says ("打开水壶"); what is no use says what it said.
func TestUsedFor(t *testing.T) {
	said := map[string][]string{
		"水壶":   {"烧壶水", "烧点水", "烧一壶开水", "烧一下水", "把水烧开"},
		"洒水器":  {"浇水", "浇浇水", "浇一下水", "浇花", "把花浇一浇"},
		"烤箱":   {"预热烤箱", "热一下烤箱", "烤箱预热一下"},
		"电影模式": {"看电影", "看电影模式", "看个电影"},
		"热水器":  {"烧点洗澡水", "烧一下洗澡水", "洗澡水烧一下", "热水器烧上", "热水器烧一下", "把热水器烧上"},
	}
	n := 0
	for device, ways := range said {
		for _, way := range ways {
			for _, room := range []string{"", "厨房"} {
				if room != "" && strings.HasPrefix(way, "把") {
					continue
				}
				for _, f := range []string{"%s", "%s吧", "帮我%s", "请%s一下", "小爱同学，%s啊"} {
					got := phrasesOf(t, strings.Replace(f, "%s", room+way, 1))
					if want := phrasesOf(t, strings.Replace(f, "%s", "打开"+room+device, 1)); got != want {
						t.Errorf("%q\n got %s\nwant %s", strings.Replace(f, "%s", room+way, 1), got, want)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, text := range []string{"烧烤", "浇花的时候", "电影好看吗", "烤箱热了", "烧水了吗", "热一下饭", "烧水壶", "别烧水", "热水器烧好了吗", "洗澡水烧好了"} {
		cs, _ := pack{}.Parse(text)
		for _, c := range cs {
			if c, _ = (pack{}).Reinterpret(c); strings.Contains(phrases(c), "Verb(open-on)") {
				t.Errorf("%q: %s, want no verb of switching on", text, phrases(c))
			}
		}
	}
}

// TestUsedOnGround: a use said of its ground, after the verb and its
// amount or before the verb ("浇一下花园", "院子浇浇"), says what switching
// on the device of that place says ("打开花园洒水器"); another place, a
// question or a negation is no use.
func TestUsedOnGround(t *testing.T) {
	n := 0
	for _, ground := range []string{"花园", "院子", "菜园"} {
		for _, way := range []string{"浇%s", "浇一下%s", "浇下%s", "浇浇%s", "浇一浇%s", "%s浇一下", "%s浇浇", "%s浇下", "%s浇一浇", "给%s浇一下"} {
			if strings.HasPrefix(way, "给") && !strings.HasPrefix(way, "给%s浇") {
				continue
			}
			for _, f := range []string{"%s", "%s吧", "帮我%s", "小爱同学，%s啊"} {
				text := strings.Replace(f, "%s", strings.Replace(way, "%s", ground, 1), 1)
				want := strings.Replace(f, "%s", "打开"+ground+"洒水器", 1)
				if got, w := phrasesOf(t, text), phrasesOf(t, want); got != w {
					t.Errorf("%q\n got %s\nwant %s", text, got, w)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, text := range []string{"浇一下厨房", "浇一下花园的时候", "花园浇一下吗", "别浇花园", "花园浇了吗", "浇花园的水"} {
		cs, _ := pack{}.Parse(text)
		for _, c := range cs {
			if c, _ = (pack{}).Reinterpret(c); strings.Contains(phrases(c), "Verb(open-on)") {
				t.Errorf("%q: %s, want no verb of switching on", text, phrases(c))
			}
		}
	}
}

// TestUsedByTool: a use said after the device that does it, 用 before it
// or not ("热水壶烧水", "用水壶烧点水"), or of the device itself with a
// result ("把热水壶烧上", "电水壶烧一下"), says what switching that device on
// says ("打开热水壶"); the device said with no use, or broken, is none.
func TestUsedByTool(t *testing.T) {
	n := 0
	for _, u := range uses {
		for _, tool := range u.tools {
			for _, way := range []string{"%s烧水", "用%s烧点水", "%s烧一下水", "%s烧壶开水", "用%s烧一壶水"} {
				for _, room := range []string{"", "厨房"} {
					for _, f := range []string{"%s", "%s吧", "帮我%s", "小爱同学，%s啊"} {
						said := strings.Replace(f, "%s", room+strings.Replace(way, "%s", tool, 1), 1)
						want := phrasesOf(t, strings.Replace(f, "%s", "打开"+room+tool, 1))
						if got := phrasesOf(t, said); got != want {
							t.Errorf("%q\n got %s\nwant %s", said, got, want)
						}
						n++
					}
				}
			}
		}
	}
	for _, tool := range kettleWords {
		for _, way := range []string{"把%s烧上", "%s烧上", "%s烧一下", "把%s烧起来", "%s烧开"} {
			for _, f := range []string{"%s", "%s吧", "帮我%s", "小爱同学，%s啊"} {
				said := strings.Replace(f, "%s", strings.Replace(way, "%s", tool, 1), 1)
				want := phrasesOf(t, strings.Replace(f, "%s", "打开"+tool, 1))
				if got := phrasesOf(t, said); got != want {
					t.Errorf("%q\n got %s\nwant %s", said, got, want)
				}
				n++
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
	for _, text := range []string{"热水壶烧", "水壶烧坏了", "用水壶", "热水壶烧水了吗", "别用水壶烧水"} {
		cs, _ := pack{}.Parse(text)
		for _, c := range cs {
			if c, _ = (pack{}).Reinterpret(c); strings.Contains(phrases(c), "Verb(open-on)") {
				t.Errorf("%q: %s, want no verb of switching on", text, phrases(c))
			}
		}
	}
}
