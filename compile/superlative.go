package compile

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// superlative reads a question of the most or the least of an attribute
// ("which room is warmest?", "which light is the brightest", "哪个房间最
// 热", "哪个房间温度最高"): its form and the attribute asked; ok is false
// for a question of no superlative.
func (a *asm) superlative() (form ir.Form, ask string, ok bool) {
	for _, p := range a.ps {
		switch {
		case p.Kind == lang.Rel && p.Superlative && p.Word != "":
			return mostOrLeast(p.Sign), p.Word, true
		case p.Kind == lang.Value && p.Extreme != 0 && !p.HasNum && p.Prep == "" && a.attr() != "":
			return mostOrLeast(float64(p.Extreme)), a.attr(), true
		}
	}
	return "", "", false
}

func mostOrLeast(sign float64) ir.Form {
	if sign > 0 {
		return ir.Most
	}
	return ir.Least
}

// generic reports a name that is only a word naming no device of its own
// ("room", "房间"), singular or plural.
func (a *asm) generic(name string) bool {
	k := lang.Key(name)
	return k != "" && slices.ContainsFunc(a.pack.Words(lang.GenericWords), func(w string) bool { return lang.Key(w) == k })
}
