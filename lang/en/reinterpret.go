package en

import "edge/lang"

// Reinterpret sorts out the words English uses in two ways: a verb that
// begins a name ("turn on play corner lights"), a noun that is a verb
// ("lock the front door", "light up the kitchen"), "turn on the light"
// (a direction, not "on the light").
func (pack) Reinterpret(c lang.Clause) (lang.Clause, int) {
	phrasal(c)
	askNoun(c)
	c = verbAttr(c)
	song(c)
	verbAfterTo(c)
	fromValue(c)
	wholeHouse(c)
	c = agentVerb(c)
	c = brew(c)
	cleanIn(c)
	c, doubts := verbInName(c)
	c = onFirst(c)
	c = partway(c)
	alongLast(c)
	levelNamed(c)
	numberMore(c)
	deviceWords(c)
	c = contentsAsked(c)
	mediaOn(c)
	alarmOn(c)
	turn := c.Has(lang.Verb, "turn") && !c.Has(lang.Dir)
	for i := range c {
		if p := &c[i]; turn && p.Kind == lang.Prep && p.Prep == lang.PrepOn {
			np := *p.NP
			c = append(c[:i], append(lang.Clause{{Kind: lang.Dir, Word: "on", Raw: p.Raw}, np}, c[i+1:]...)...)
			turn = false
		}
	}
	if v := c.First(lang.Verb); v != nil && v.Word == lightVerb {
		c = lightUp(c)
	}
	return oneOf(c), doubts
}

// lightVerb is the canonical verb of "illuminate" and "light (up)".
const lightVerb = "light"

func verbInName(c lang.Clause) (lang.Clause, int) {
	doubts := 0
	for i := range c {
		p := &c[i]
		if p.Kind == lang.NP && len(p.Words) == 1 && p.Words[0] == lightWord && !p.All && !c.Has(lang.Verb) && c.FirstContent() == i {
			if lit, ok := litFire(c, i); ok {
				return lit, doubts // "light the fireplace"
			}
		}
		if p.Kind == lang.NP && len(p.Words) == 1 && p.Words[0] == lightWord && !p.All && !c.Has(lang.Verb) && c.FirstContent() == i &&
			i+1 < len(c) && c[i+1].Kind == lang.NP && len(c[i+1].Words) > 0 && !upAfterName(c[i+1:]) {
			// "light the bedroom lights"
			p.Kind = lang.Filler
			return c.Insert(i, lang.Phrase{Kind: lang.Verb, Word: lightVerb, Raw: lightWord}), doubts
		}
		if p.Kind == lang.NP && len(p.Words) > 0 && p.Words[0] == lightWord && i+1 < len(c) && !c[:i].Has(lang.Verb) &&
			(c[i+1].Kind == lang.Dir && c[i+1].Word == "up" || c[i+1].Kind == lang.NP && c[i+1].Ref ||
				len(p.Words) == 1 && c.FirstContent() == i && upAfterName(c[i+1:])) {
			// "light up the kitchen", "light it up", "light the kitchen up"
			p.Words = p.Words[1:]
			for j := i + 1; j < len(c); j++ {
				if c[j].Kind == lang.Dir && c[j].Word == "up" {
					c[j].Kind = lang.Filler
				}
			}
			if len(p.Words) == 0 {
				p.Kind = lang.Filler
			}
			return c.Insert(i, lang.Phrase{Kind: lang.Verb, Word: lightVerb, Raw: lightWord}), doubts
		}
		if p.Kind == lang.Verb && nameVerbs[p.Raw] && i+1 < len(c) && c[i+1].Kind == lang.NP && len(c[i+1].Words) > 0 &&
			!c[i+1].All && actionAround(c, i) {
			// "turn on play corner lights": a verb inside a name.
			np := &c[i+1]
			np.Words = append([]string{p.Raw}, np.Words...)
			p.Kind = lang.Filler
			doubts++
			continue
		}
		if p.Kind == lang.NP && (!actingVerb(c) || switchedAs(c, i)) && len(p.Words) > 0 && nounVerbs[p.Words[0]] && c.FirstContent() == i &&
			(len(p.Words) > 1 || i+1 < len(c)) {
			// "lock the front door", "vacuum the kitchen"; "switch on
			// hoover", "switch off the stop" (switchedAs)
			v := lang.Phrase{Kind: lang.Verb, Word: verbs[p.Words[0]], Raw: p.Words[0]}
			p.Words = p.Words[1:]
			if len(p.Words) == 0 {
				p.Kind = lang.Filler
			}
			return c.Insert(i, v), doubts
		}
	}
	return c, doubts
}

// switchedAs reports "switch" alone, as the name at i, with a direction
// right after it: the verb of switching, whatever verb comes after ("switch
// on hoover" cleans as "turn on hoover" does; it was read as cleaning a
// room called switch, and "switch off the stop" turned off the oven, a
// device of the type switch).
func switchedAs(c lang.Clause, i int) bool {
	return len(c[i].Words) == 1 && c[i].Words[0] == switchWord && i+1 < len(c) && c[i+1].Kind == lang.Dir
}

// actingVerb reports a verb in a clause that is not a word of a name
// after it ("switch off play corner lights": play names).
func actingVerb(c lang.Clause) bool {
	for i, p := range c {
		if p.Kind == lang.Verb && !(nameVerbs[p.Raw] && i+1 < len(c) && c[i+1].Kind == lang.NP && len(c[i+1].Words) > 0) {
			return true
		}
	}
	return false
}

// upAfterName reports a name followed by "up": "light the kitchen up".
func upAfterName(c lang.Clause) bool {
	named := false
	for _, p := range c {
		switch {
		case p.Kind == lang.NP && len(p.Words) > 0:
			named = true
		case p.Kind == lang.Dir && p.Word == "up":
			return named
		case p.Kind != lang.Filler:
			return false
		}
	}
	return false
}

// actionAround reports whether a verb or an on/off direction comes before
// phrase i, or an on/off direction after it.
func actionAround(c lang.Clause, i int) bool {
	for j, p := range c {
		if j < i && (p.Kind == lang.Verb || p.Kind == lang.Dir) {
			return true
		}
		if j > i && p.Kind == lang.Dir && (p.Word == "on" || p.Word == "off") {
			return true
		}
	}
	return false
}

// lightUp reads "light up the kitchen" as turning on the kitchen's
// lights: one mention of every light of the places and names said. "It"
// or "them" said alone ("light it up") is what was last spoken of, as in
// "turn it on", said with the lights it is of: with nothing said before,
// the speaker's room's, else it is asked, never every light.
func lightUp(c lang.Clause) lang.Clause {
	if refAlone(c) {
		for i := range c {
			if c[i].Kind == lang.Verb && c[i].Word == lightVerb {
				c[i].Word = "on"
			}
		}
		return append(c, lang.Phrase{Kind: lang.NP, Words: []string{lightsWord}, All: true})
	}
	var places, names []string
	var out lang.Clause
	at := -1
	for _, p := range c {
		switch {
		case p.Kind == lang.Verb && p.Word == lightVerb:
			p.Word = "on"
		case p.Kind == lang.NP && p.Ref:
			continue
		case p.Kind == lang.NP && !p.Ref && !p.Here && len(p.Words) > 0:
			names = append(names, p.Words...)
			if at < 0 {
				at = len(out)
			}
			continue
		case p.Kind == lang.Prep && !p.NP.Ref && !p.NP.Here && len(p.NP.Words) > 0:
			places = append([]string{pack{}.Join(p.NP.Words)}, places...)
			if at < 0 {
				at = len(out)
			}
			continue
		}
		out = append(out, p)
	}
	if at < 0 {
		at = len(out)
	}
	words := append(places, names...)
	if class, _ := (pack{}).ClassOf(pack{}.Join(names)); class != lightClass {
		words = append(words, lightsWord)
	}
	return out.Insert(at, lang.Phrase{Kind: lang.NP, Words: words, All: true})
}

// refAlone reports a reference to one thing or to several ("it",
// "them", not "it all") as the only thing a clause names: no place, no
// name beside it.
func refAlone(c lang.Clause) bool {
	ref := false
	for _, p := range c {
		switch {
		case p.Kind == lang.NP && p.Ref:
			ref = true
		case p.Kind == lang.NP && (len(p.Words) > 0 || p.All), p.Kind == lang.Prep && p.NP != nil:
			return false
		}
	}
	return ref
}

// onFirst reads a command said with "on" before a device and no verb as
// turning it on: "on the fan", "on mobile charger plug". The device must
// be named by its class, and nothing else said.
func onFirst(c lang.Clause) lang.Clause {
	i := c.FirstContent()
	if i < 0 || c[i].Kind != lang.Prep || c[i].Prep != lang.PrepOn || c[i].NP.Ref || c[i].NP.Here || len(c[i].NP.Words) == 0 {
		return c
	}
	if class, _ := (pack{}).ClassOf(pack{}.Join(c[i].NP.Words)); class == "" {
		return c
	}
	for _, p := range c[i+1:] {
		if p.Kind != lang.Filler {
			return c
		}
	}
	np := *c[i].NP
	c[i] = lang.Phrase{Kind: lang.Dir, Word: "on", Raw: c[i].Raw}
	return c.Insert(i+1, np)
}
