package turn_test

import (
	"strings"
	"testing"
)

// TestPlaceOfAClassWordSwept says a place whose word is also a word of a
// class (车库, "garage": the garage door) said with all, by 都, 全, 全部,
// 全都 or 所有, with or without 吧 and 了 at the end ("车库都关了吧",
// "所有车库关了", "把车库全部打开", "turn off all of the garage"), is the
// place, as "客厅都关了" is: its lights and socket, never the garage door,
// which all of the class closed with no question (or asked to open). Said
// with no quantity it still asks which, and 车库门 said is the door.
func TestPlaceOfAClassWordSwept(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	placeOnly := func(got string) bool {
		return runs(got) && !strings.Contains(got, "cover.garage_door") && strings.Contains(got, "light.garage ") &&
			!strings.Contains(got, "light.kitchen")
	}
	frames := []string{"车库%q%v", "把车库%q%v", "车库的%q%v", "车库里的%q%v", "车库里面%q%v", "帮我把车库%q%v", "车库%q给我%v"}
	for _, q := range []string{"都", "全", "全部", "全都", "统统"} {
		for _, v := range []string{"关", "关掉", "关上", "关闭", "打开", "开", "开开"} {
			for _, end := range []string{"", "吧", "了", "了吧"} {
				for _, f := range frames {
					want[strings.NewReplacer("%q", q, "%v", v).Replace(f)+end] = placeOnly
				}
			}
		}
	}
	for _, v := range []string{"关掉", "关上", "打开", "关了", "开了"} {
		for _, end := range []string{"", "吧"} {
			want["所有车库"+v+end] = placeOnly
			want["把所有车库都"+v+end] = placeOnly
			want["全部车库"+v+end] = placeOnly
		}
	}
	for _, v := range []string{"turn off", "switch off", "turn on", "switch on"} {
		for _, f := range []string{"%v all of the garage", "%v everything in the garage"} {
			want[strings.Replace(f, "%v", v, 1)] = placeOnly
		}
	}
	// a quantity over the door said is the door; no quantity asks which
	for _, text := range []string{"车库门都关了吧", "所有车库门都关上", "把车库门全部关了"} {
		want[text] = is("planned: cover.garage_door close planned")
	}
	for _, text := range []string{"关掉车库", "车库关了吧", "把车库关上"} {
		want[text] = func(got string) bool { return strings.HasPrefix(got, "clarify") }
	}
	if len(want) < 500 {
		t.Errorf("%d wordings, want at least 500", len(want))
	}
	askAll(t, eveningEngine(t, "garage.yaml", placeClassHome), want, "a place called by a class word, swept")
}
