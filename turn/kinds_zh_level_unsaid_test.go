package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
)

// TestChineseLevelUnsaid: a number said right after the name of a light, a
// curtain or a blind, with no unit and nothing after it but a particle
// ("台灯七十", "客厅窗帘三十吧", "把床头灯五十"), sets its level in percent, as
// "把台灯调到百分之七十" does: the brightness, or how far open; it was not
// understood. After an air conditioner's name it is degrees, as before
// ("卧室空调二十六"). A number below ten there (台灯五: a lamp called so?),
// one past a hundred, a time (台灯十点), one after a verb said before the
// name (关掉台灯七十: off, or 70%?), and a number after the name of
// anything else (电视五: a channel, a volume? 车库门七十, 排气扇三), of a
// light that dims not (车库灯), of a name that says no kind (大白七十) or
// of a room alone (客厅二十四: of which device?) are still not understood,
// and nothing is done.
func TestChineseLevelUnsaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "level unsaid")
	h := hometest.Load(t, "demo")
	percents := map[string]string{"十": "10", "二十": "20", "三十五": "35", "五十": "50", "七十": "70", "八十五": "85", "一百": "100"}
	degrees := map[string]string{"十六": "16", "二十": "20", "二十四": "24", "二十六": "26", "三十": "30"}
	forms := []string{"%s%s", "%s%s吧", "把%s%s", "%s给我%s", "%s%s啊"}
	var unread []string
	for _, d := range h.Devices {
		for _, name := range chineseNames(d) {
			class, _ := lang.ClassOf(name)
			level := slices.Contains(d.Capabilities, "brightness") || slices.Contains(d.Capabilities, "position")
			switch {
			case level && (class == "light" || class == "curtain" || class == "blind"):
				for said, n := range percents {
					for _, f := range forms {
						s.same(fmt.Sprintf(f, name, said), fmt.Sprintf("把%s调到百分之%s", name, n))
					}
				}
				for _, small := range []string{"一", "二", "五", "九", "一百二", "两百"} {
					unread = append(unread, name+small, name+small+"吧")
				}
				unread = append(unread, name+"十点", name+"七点吧", "关掉"+name+"七十", "打开"+name+"五十吧", "关上"+name+"三十")
			case class == "climate" && slices.Contains(d.Capabilities, "thermostat"):
				for said, n := range degrees {
					for _, f := range forms {
						s.same(fmt.Sprintf(f, name, said), fmt.Sprintf("把%s调到%s度", name, n))
					}
				}
			default:
				for said := range percents {
					unread = append(unread, name+said, name+said+"吧", "把"+name+said)
				}
				unread = append(unread, name+"五", name+"三")
			}
		}
	}
	for _, r := range h.Rooms {
		for _, name := range chineseNames(home.Device{Aliases: r.Aliases}) {
			for said := range percents {
				unread = append(unread, name+said, name+said+"吧")
			}
			unread = append(unread, name+"二十四")
		}
	}
	s.nothing(unread...)
	if s.n < 600 {
		t.Errorf("%d utterances, want at least 600", s.n)
	}
}
