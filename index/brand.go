package index

import (
	"strings"

	"edge/lang"
)

// brandCut takes off a key the name of a maker said before the rest
// (lang.BrandWords: "米家台灯" → "台灯", "philips lamp" → "lamp", "客厅格力
// 空调" → "客厅空调"); ok is false when it has none, or the maker is said
// last and names nothing after it ("打开小米").
func brandCut(key string) (rest string, ok bool) {
	for _, p := range lang.Packs() {
		for _, said := range p.Words(lang.BrandWords) {
			w := lang.Key(said)
			i := strings.Index(key, w)
			if i < 0 || !p.Has(key, w) {
				continue
			}
			before, after := key[:i], key[i+len(w):]
			if strings.TrimSpace(after) == "" {
				continue
			}
			if w[0] < 0x80 && (before != "" && !strings.HasSuffix(before, " ") || !strings.HasPrefix(after, " ")) {
				continue
			}
			return strings.Join(strings.Fields(before+" "+after), " "), true
		}
	}
	return key, false
}

// branded resolves a name said with its maker's ("米家台灯", "the philips
// lamp") that no device is called by, as the name without it. The maker
// is said of one thing or of those it made, which the home does not say:
// several found by the rest ("米家灯" of the lights of a room, "卧室的米家
// 灯都关了") are asked about, never all taken.
func (q *query) branded(rest string) Result {
	b := *q
	b.t.Name = rest
	r := b.resolve()
	if len(r.Entities) > 1 {
		return Result{Options: r.Entities}
	}
	return r
}
