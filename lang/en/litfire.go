package en

import "edge/lang"

// firesLit are the things a fire burns in, lit by switching them on:
// "light the fireplace" turns the fireplace on, where it was read as the
// fireplace's lights ("I can't find “fireplace lights”").
var firesLit = []string{"fireplace", "electric fireplace", "fire", "gas fire", "fire pit", "firepit", "log burner",
	"wood burner", "fire bowl"}

// litFire reads "light" before a thing of firesLit, the clause's first
// content, "up" before or after the thing or not ("light the fireplace",
// "light up the fire pit please", "light the fireplace up"), as "turn on":
// the verb and its direction before the thing at i.
func litFire(c lang.Clause, i int) (lang.Clause, bool) {
	j := i + 1
	if j < len(c) && isUp(c[j]) {
		j++
	}
	if j >= len(c) || c[j].Kind != lang.NP || c[j].Ref || !ofName(c[j].Words, firesLit) {
		return c, false
	}
	for k := j + 1; k < len(c); k++ {
		if isUp(c[k]) {
			c[k].Kind = lang.Filler // "light the fireplace up"
		}
	}
	c[i] = lang.Phrase{Kind: lang.Verb, Word: "turn", Raw: lightWord}
	if j == i+2 {
		c[i+1] = lang.Phrase{Kind: lang.Dir, Word: "on", Raw: c[i+1].Raw}
		return c, true
	}
	return c.Insert(i+1, lang.Phrase{Kind: lang.Dir, Word: "on", Raw: lightWord}), true
}

// isUp reports the direction up.
func isUp(p lang.Phrase) bool { return p.Kind == lang.Dir && p.Word == upWord }
