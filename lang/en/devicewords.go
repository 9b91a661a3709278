package en

import "edge/lang"

// deviceWords reads a word that names any device ("devices", "things"),
// said as the whole of what is named with a quantifier or in the plural,
// in a command or a question of a state, as every device: "which devices
// are on", "turn off all the devices in the kitchen", "are any devices
// on" say what "everything" says. Said in the singular with no quantifier
// ("the device") it names none in particular, and is left; "appliances"
// are not the lights, and are left too.
func deviceWords(c lang.Clause) {
	for i := range c {
		p := &c[i]
		if p.Kind == lang.Prep && p.NP != nil {
			p = p.NP
		}
		if p.Kind != lang.NP || p.Ref || len(p.Words) != 1 || !anyDevice[Singular(p.Words[0])] || !p.All && Singular(p.Words[0]) == p.Words[0] {
			continue
		}
		p.Words, p.All, p.Everything = nil, true, true
	}
}

// everyThing are the quantifiers that say every thing alone.
var everyThing = map[string]bool{"everything": true}

// anyDevice are the words that name any device of a home.
var anyDevice = map[string]bool{"device": true, "thing": true}
