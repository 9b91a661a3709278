package zh

import (
	"slices"

	"edge/lang"
)

// putOutLights reads a sweep put out with no device named ("都灭了", "卧室
// 都熄掉", "全部熄灭") as said of the lights: 熄 and 灭 are said of what
// gives light, and a sweep of them never reaches an air conditioner, a
// blind or a vacuum. The light word goes where it is said ("卧室灯都灭了",
// "灯都灭了"); a clause that names a class of its own keeps it.
func putOutLights(c lang.Clause) lang.Clause {
	if !slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Verb && p.Word == putOut }) {
		return c
	}
	all := -1
	for i, p := range c {
		if p.Kind != lang.NP {
			continue
		}
		for _, w := range p.Words {
			if class, _ := (pack{}).ClassOf(w); class != "" {
				return c
			}
		}
		if p.All && len(p.Words) == 0 && !p.WholeHome && all < 0 {
			all = i
		}
	}
	if all < 0 {
		return c
	}
	out := slices.Clone(c)
	if prev := &out[max(all-1, 0)]; all > 0 && prev.Kind == lang.NP && len(prev.Words) > 0 && !prev.All {
		prev.Words = append(slices.Clip(prev.Words[:len(prev.Words)-1]), prev.Words[len(prev.Words)-1]+lightWord)
		return out
	}
	return slices.Insert(out, all, lang.Phrase{Kind: lang.NP, Words: []string{lightWord}})
}
