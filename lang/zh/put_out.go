package zh

import (
	"slices"

	"edge/lang"
)

// putOutLights reads a sweep put out or lit up with no device named ("都灭
// 了", "卧室都熄掉", "全部熄灭", "客厅都点亮") as said of the lights: 熄, 灭
// and 点亮 are said of what gives light, and a sweep of them never reaches
// an air conditioner, a blind, a kettle or a vacuum. The light word goes where it is said ("卧室灯都灭了",
// "灯都灭了"); a clause that names a class of its own keeps it.
func putOutLights(c lang.Clause) lang.Clause {
	if !slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Verb && (p.Word == putOut || p.Word == lightUp) }) {
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
		if p.All && len(p.Words) == 0 && all < 0 {
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
