package compile

import (
	"edge/grammar"
	"edge/ir"
)

var enVerbs = map[string]string{
	"turn": "turn", "switch": "turn", "put": "turn", "get": "turn",
	"set": "set", "make": "set", "change": "set", "adjust": "set",
	"dim": "dim", "brighten": "brighten",
	"open": "open", "close": "close", "shut": "close", "lock": "lock", "unlock": "unlock",
	"activate": "activate", "enable": "activate", "run": "activate", "deactivate": "off", "disable": "off",
	"start": "start", "stop": "stop", "pause": "pause", "play": "play", "resume": "play", "unpause": "play",
	"mute": "mute", "unmute": "unmute", "dock": "dock", "toggle": "toggle",
	"skip": "next", "next": "next", "previous": "previous", "replay": "previous", "again": "again",
	"arm": "arm", "disarm": "disarm",
	"return": "return", "go": "return", "send": "return",
	"increase": "inc", "raise": "inc", "boost": "inc", "decrease": "dec", "lower": "dec", "reduce": "dec",
	"clean": "clean", "vacuum": "clean", "mow": "mow", "mowing": "mow", "cancel": "cancel", "illuminate": "light", "transition": "activate",
}

var enAttrs = map[string]string{"brightness": "brightness", "temperature": "temperature", "temp": "temperature",
	"volume": "volume", "speed": "speed", "position": "position", "color": "color", "colour": "color",
	"humidity": "humidity", "level": "level"}

var enRels = map[string]struct {
	attr string
	sign float64
}{
	"brighter": {"brightness", 1}, "dimmer": {"brightness", -1}, "darker": {"brightness", -1},
	"warmer": {"temperature", 1}, "hotter": {"temperature", 1}, "cooler": {"temperature", -1}, "colder": {"temperature", -1},
	"louder": {"volume", 1}, "quieter": {"volume", -1}, "softer": {"volume", -1},
	"higher": {"", 1}, "more": {"", 1}, "less": {"", -1},
}

var enStates = map[string]string{"closed": "closed", "locked": "locked", "unlocked": "unlocked", "opened": "open",
	"playing": "playing", "occupied": "occupancy", "detected": "motion", "running": "on",
	"armed": "armed", "disarmed": "disarmed",
	"anyone": "occupancy", "anybody": "occupancy", "someone": "occupancy", "somebody": "occupancy",
	"hot": "temperature", "warm": "temperature", "cold": "temperature", "cool": "temperature"}

var enStrongQuest = map[string]bool{"is": true, "are": true, "was": true, "what": true, "whats": true, "which": true,
	"how": true, "hows": true, "tell": true, "does": true, "do": true}

func enProgram(u *grammar.EnUtterance, p *ir.Program) error {
	return assemble("en", phrases(u.Clauses, func(c *grammar.EnClause) []*grammar.EnPhrase { return c.Phrases }, enPhrase), p)
}

func enPhrase(ph *grammar.EnPhrase) phrase {
	switch {
	case ph.Cond != nil:
		c := &cond{op: comparator(ph.Cond.Op), value: enValue(ph.Cond.Value)}
		for _, part := range ph.Cond.Subject {
			switch {
			case part.Attr != "":
				c.attr = enAttrs[part.Attr]
			case part.Prep != nil:
				c.subject = append(c.subject, enPrep(part.Prep))
			case part.NP != nil:
				c.subject = append(c.subject, enNP(part.NP))
			}
		}
		return phrase{kind: pCond, cond: c}
	case ph.Except != nil:
		x := phrase{kind: pExcept}
		for _, t := range ph.Except.Targets {
			if t.Prep != nil {
				x.sub = append(x.sub, enPrep(t.Prep))
			} else {
				x.sub = append(x.sub, enNP(t.NP))
			}
		}
		return x
	case ph.Value != nil:
		return enValue(ph.Value)
	case ph.Prep != nil:
		return enPrep(ph.Prep)
	case ph.NP != nil:
		return enNP(ph.NP)
	case ph.Verb != "":
		return phrase{kind: pVerb, word: enVerbs[ph.Verb], raw: ph.Verb}
	case ph.Dir != "":
		d := ph.Dir
		if d == "out" {
			d = "off"
		}
		return phrase{kind: pDir, word: d}
	case ph.Attr != "":
		return phrase{kind: pAttr, word: enAttrs[ph.Attr]}
	case ph.Rel != "":
		r, ok := enRels[ph.Rel]
		if !ok {
			return phrase{kind: pFiller, word: ph.Rel}
		}
		return phrase{kind: pRel, word: r.attr, sign: r.sign}
	case ph.State != "":
		return phrase{kind: pState, word: enStates[ph.State]}
	case ph.Quest != "":
		return phrase{kind: pQuest, word: ph.Quest, strong: enStrongQuest[ph.Quest]}
	case ph.Media != "":
		return phrase{kind: pNoun, word: ph.Media}
	}
	return phrase{kind: pFiller, word: ph.Filler}
}

func enNP(np *grammar.EnNP) phrase {
	p := phrase{kind: pNP}
	switch {
	case np.Ref != "":
		p.ref, p.all = true, np.Ref == "them" || np.Ref == "those" || np.Ref == "these"
	case np.Here != "":
		p.here = true
	case np.All != nil:
		p.all, p.words = true, np.All.Words
	default:
		p.words = np.Words
	}
	return p
}

func enPrep(pp *grammar.EnPrep) phrase {
	np := enNP(pp.NP)
	return phrase{kind: pPrep, prep: pp.Prep, np: &np}
}

func enValue(v *grammar.EnValue) phrase {
	p := phrase{kind: pValue, prep: v.Prep}
	switch {
	case v.Num != "":
		p.num, p.hasNum = num(v.Num), true
		switch v.Unit {
		case "%", "percent":
			p.unit = "%"
		case "degrees", "degree", "celsius":
			p.unit = "degrees"
		case "kelvin", "k":
			p.unit = "kelvin"
		}
	case v.Extreme == "half" || v.Extreme == "halfway":
		p.num, p.hasNum, p.unit = 50, true, "%"
	case v.Extreme != "":
		p.extreme = 1
		if v.Extreme == "min" || v.Extreme == "minimum" || v.Extreme == "lowest" {
			p.extreme = -1
		}
	default:
		p.color = v.Color
	}
	return p
}
