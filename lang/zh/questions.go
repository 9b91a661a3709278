package zh

import "edge/lang"

// askedAlone reads a clause that names what is asked and nothing to do:
// an attribute or 状态 said of a device or a place, after the words of
// asking or none ("查一下书房的温度", "打印机的状态", "书房灯的亮度"): a
// question of its value. A question never acts.
func askedAlone(c lang.Clause) lang.Clause {
	asked, named := "", false
	for _, p := range c {
		switch p.Kind {
		case lang.Attr:
			asked = howMuch
		case lang.Quest:
			if p.Raw != stateWord || p.Strong {
				return c
			}
			asked = howItIs
		case lang.NP, lang.Prep:
			named = true
		case lang.Filler:
		default:
			return c
		}
	}
	if asked == "" || !named {
		return c
	}
	return append(c, lang.Phrase{Kind: lang.Quest, Word: questMeaning[asked], Strong: true, Raw: asked})
}

// stateWord names the state asked about; howItIs asks it.
const (
	stateWord = "状态"
	howItIs   = "怎么样"
)
