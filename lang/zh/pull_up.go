package zh

import (
	"slices"

	"edge/lang"
)

// pullUp is the verb said of what hangs that pulls it up (拉起来): a
// curtain is drawn shut by it, a blind or a garage door is raised, so open.
const pullUp = "拉起来"

// rolledUp are the classes raised to open.
var rolledUp = map[string]bool{"blind": true, "garage_door": true}

// pullUpRaises reads 拉起来 said of a blind or a garage door ("把百叶窗拉
// 起来", "车库门拉起来") as opening it: it closes a curtain, and a clause
// that names a curtain, or no class at all, keeps it.
func pullUpRaises(c lang.Clause) {
	i := slices.IndexFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Verb && p.Raw == pullUp && p.Word == "close" })
	if i < 0 {
		return
	}
	raised := false
	for _, p := range c {
		if p.Kind != lang.NP {
			continue
		}
		for _, w := range p.Words {
			class, _ := (pack{}).ClassOf(w)
			if class != "" && !rolledUp[class] {
				return
			}
			raised = raised || rolledUp[class]
		}
	}
	if raised {
		c[i].Word = "open"
	}
}
