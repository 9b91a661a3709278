package en

import (
	"strings"

	"edge/grammar"
	"edge/lang"
)

// Parse parses English commands and questions into phrases.
func (pack) Parse(text string) ([]lang.Clause, error) {
	if _, _, _, second := findTime(text); second {
		return nil, errTimeOfSecond // thenwhen.go
	}
	toks := lex.Tokens(text)
	if regretted(toks) {
		return nil, errRegretted // regretted.go
	}
	if quoted(rawLex.Tokens(text)) {
		return nil, errQuoted // quoted.go
	}
	if keptAnswered(toks) || keptAnswered(keptLexed(text)) {
		return nil, errKeptAnswered // exceptworded.go
	}
	if needlessLeft(toks) {
		return nil, errNeedless // noneed.go
	}
	if letOthers(toks) {
		return nil, errLetOthers // letothers.go
	}
	if rest, ok := leftUndone(text); ok {
		if cls, ok := leftUndoneSaid(rest); ok {
			return cls, nil // leftundone.go
		}
	}
	ws := words(text) // the openers' readers below share them
	if rest, ok := hedged(text, ws); ok {
		return hedgedSaid(rest) // hedged.go
	}
	if rest, ok := toldOn(text, ws); ok {
		return toldOnSaid(rest) // toldon.go
	}
	if nagged(ws) {
		return nil, errNagged // nagged.go
	}
	if thought(text) {
		return nil, errThought // thought.go
	}
	if othersAbleAsked(text) {
		return nil, errOthersAsked // othersable.go
	}
	if whoAsked(toks) {
		return nil, errUnanswerable // whoasked.go
	}
	if supposed(toks) {
		return nil, errSupposed // supposed.go
	}
	if acquired(toks) {
		return nil, errAcquired // acquired.go
	}
	if reminderAsked(toks) {
		return nil, errReminder // reminder.go
	}
	if mainsSaid(toks) {
		return nil, errMains // mains.go
	}
	if halfOf(toks) {
		return nil, errHalfOf // halfof.go
	}
	if thingsBare(toks) || thingsBare(rawLex.Tokens(text)) {
		return nil, errThingsBare // thingsbare.go
	}
	if reflexiveDone(rawLex.Tokens(text)) {
		return nil, errReflexive // reflexive.go
	}
	if rest, ok := openedTerse(text, ws, false); ok {
		if cls, ok := terseSaid(rest); ok {
			return cls, nil // "oh, kitchen lights off" (openedterse.go)
		}
	}
	u, err := grammar.ParseFastTokens(parser, toks, parseFast)
	if err != nil {
		if rest, ok := openedTerse(text, ws, true); ok {
			if cls, ok := terseSaid(rest); ok {
				return cls, nil // "ok kitchen lights off" (openedterse.go)
			}
		}
		return nil, err
	}
	return stateAskedLast(askedByMark(text, quantityAfter(lang.Clauses(u.Clauses, func(c *clauseTree) []*phraseTree { return c.Phrases }, toPhrase)))), nil
}

func toPhrase(ph *phraseTree) lang.Phrase {
	switch {
	case ph.Cond != nil:
		c := &lang.Condition{State: condStates[ph.Cond.State], Not: ph.Cond.Not != "", Unless: unless[ph.Cond.If]}
		if ph.Cond.Value != nil {
			c.Op, c.Value = comparator(ph.Cond.Op), toValue(ph.Cond.Value)
		}
		for _, part := range ph.Cond.Subject {
			switch {
			case part.Attr != "":
				c.Attr = attrs[part.Attr]
			case part.Prep != nil:
				c.Subject = append(c.Subject, toPrep(part.Prep))
			case part.NP != nil:
				c.Subject = append(c.Subject, toNP(part.NP))
			}
		}
		return lang.Phrase{Kind: lang.Cond, Cond: c}
	case ph.Except != nil:
		x := lang.Phrase{Kind: lang.Except}
		for _, t := range ph.Except.Targets {
			if t.Prep != nil {
				x.Sub = append(x.Sub, toPrep(t.Prep))
			} else {
				x.Sub = append(x.Sub, toNP(t.NP))
			}
		}
		return x
	case ph.Value != nil:
		return toValue(ph.Value)
	case ph.Prep != nil:
		return toPrep(ph.Prep)
	case ph.NP != nil:
		return toNP(ph.NP)
	case ph.Neg != "":
		return lang.Phrase{Kind: lang.Neg, Raw: ph.Neg}
	case ph.Verb != "":
		return lang.Phrase{Kind: lang.Verb, Word: verbs[ph.Verb], Raw: ph.Verb}
	case ph.Dir != "":
		return lang.Phrase{Kind: lang.Dir, Word: dirs[ph.Dir], Raw: ph.Dir}
	case ph.Attr != "":
		return lang.Phrase{Kind: lang.Attr, Word: attrs[ph.Attr], Raw: ph.Attr}
	case ph.Rel != "":
		if w, ok := wish(ph.Rel); ok {
			return w
		}
		if r, ok := superlatives[ph.Rel]; ok {
			return lang.Phrase{Kind: lang.Rel, Word: r.Attr, Sign: r.Sign, Raw: ph.Rel, Superlative: true}
		}
		r, ok := rels[ph.Rel]
		if !ok {
			return lang.Phrase{Kind: lang.Filler, Raw: ph.Rel}
		}
		return lang.Phrase{Kind: lang.Rel, Word: r.Attr, Sign: r.Sign, Raw: ph.Rel}
	case ph.State != "":
		return lang.Phrase{Kind: lang.State, Word: states[ph.State], Raw: ph.State}
	case ph.Quest != "":
		return lang.Phrase{Kind: lang.Quest, Word: questMeaning[ph.Quest], Strong: strongQuest[ph.Quest], Raw: ph.Quest}
	case ph.Media != "":
		return lang.Phrase{Kind: lang.Noun, Word: nouns[ph.Media], Raw: ph.Media}
	}
	return lang.Phrase{Kind: lang.Filler, Raw: ph.Filler}
}

func toNP(np *npTree) lang.Phrase {
	p := lang.Phrase{Kind: lang.NP}
	switch {
	case np.Ref != "":
		p.Ref, p.All = true, np.Ref == "them" || np.Ref == "those" || np.Ref == "these"
	case np.Here == thereWord:
		p.There = true
	case np.Here != "":
		p.Here = true
	case np.All != nil:
		p.All, p.Words, p.Count = true, np.All.Words, quantCounts[np.All.Quant]
		p.Everything = len(np.All.Words) == 0 && everyThing[np.All.Quant]
	default:
		p.Words, p.Pointed = np.Words, np.Point // "that", "this": ir.PointedThat, ir.PointedThis
	}
	return p
}

func toPrep(pp *prepTree) lang.Phrase {
	np := toNP(pp.NP)
	return lang.Phrase{Kind: lang.Prep, Prep: preps[pp.Prep], Raw: pp.Prep, NP: &np}
}

func toValue(v *valueTree) lang.Phrase {
	p := lang.Phrase{Kind: lang.Value, Prep: valuePreps[v.Prep]}
	switch {
	case v.Num != "":
		p.Num, _ = lang.Number(v.Num) // a run of digits: too many is the largest number, never infinite
		p.HasNum, p.Unit = true, units[v.Unit]
	case halfWords[v.Extreme]:
		p.Num, p.HasNum, p.Unit = 50, true, lang.UnitPercent
	case v.Extreme != "":
		p.Extreme = extremes[v.Extreme]
	case v.Mode != "":
		p.Mode, p.Kelvin = modes[v.Mode], kelvins[v.Mode] // "cool" is also a cool white light
	default:
		p.Raw = v.Color
		p.Color = colors[v.Color]
		for k, kelvin := range kelvins {
			if strings.ReplaceAll(k, " ", "") == v.Color {
				p.Kelvin = kelvin
			}
		}
	}
	return p
}

// comparator maps a comparison as captured (words run together,
// "morethan") to its operator.
func comparator(words string) string {
	for k, op := range comparators {
		if strings.ReplaceAll(k, " ", "") == strings.ReplaceAll(words, " ", "") {
			return op
		}
	}
	return ""
}
