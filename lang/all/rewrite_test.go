package all_test

import (
	"testing"
	"unicode/utf8"

	"edge/lang"
)

// FuzzRewrites runs every pack's rewrites on any text: they return, say
// valid text and never the text itself.
func FuzzRewrites(f *testing.F) {
	for _, s := range []string{"turn off the kitchen lights", "把电视和客厅的灯都关掉", "开灯，厨房的", "客厅灯开着吗",
		"亮度调到50%", "Turn the living room lights off, please!", "i don't want it", "帮我把灯关了吧", "", "，，", "把"} {
		f.Add(s)
	}
	places := []string{"kitchen", "living room", "客厅", "厨房"}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		for _, p := range lang.Packs() {
			for _, r := range p.Rewrites() {
				for _, v := range r.Apply(s, places) {
					if v == s || !utf8.ValidString(v) {
						t.Fatalf("%s %s(%q) = %q", p.Code(), r.Kind, s, v)
					}
				}
			}
		}
	})
}
