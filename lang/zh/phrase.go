package zh

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"edge/lang"
)

// toPhrase turns a phrase of the parse tree into the phrase compile reads.
func toPhrase(ph *phraseTree) lang.Phrase {
	switch {
	case ph.Cond != nil && ph.Cond.Pre != nil:
		c := &lang.Condition{State: states[ph.Cond.Pre.State], Unless: unless[ph.Cond.Pre.If]}
		if s, ok := statesNot[ph.Cond.Pre.State]; ok {
			c.State, c.Not = s, true // "要是客厅没人"
		}
		if ph.Cond.Pre.Not != "" {
			c.State = notStates[ph.Cond.Pre.Not]
		}
		if ph.Cond.Pre.Value != nil {
			c.Op, c.Value = comparators[ph.Cond.Pre.Op], toValue(ph.Cond.Pre.Value)
		}
		for _, part := range ph.Cond.Pre.Subject {
			switch {
			case part.Attr != "":
				c.Attr = attrs[part.Attr]
			case part.NP != nil:
				c.Subject = append(c.Subject, toNP(part.NP))
			}
		}
		return lang.Phrase{Kind: lang.Cond, Cond: c}
	case ph.Cond != nil:
		post := ph.Cond.Post
		return lang.Phrase{Kind: lang.Cond, Cond: &lang.Condition{Attr: attrs[post.Attr], Op: comparators[post.Op], Value: toValue(post.Value)}}
	case ph.Except != nil:
		x := lang.Phrase{Kind: lang.Except}
		for _, t := range ph.Except.Targets {
			np := toNP(t.Parts[0])
			for _, more := range t.Parts[1:] {
				if m := toNP(more); len(np.Words) > 0 && len(m.Words) > 0 {
					np.Words = []string{np.Words[0] + m.Words[0]} // 儿童房的小夜灯
				}
			}
			if n := len(np.Words); n > 0 && strings.HasSuffix(np.Words[n-1], outside) {
				np.Words[n-1] = strings.TrimSuffix(np.Words[n-1], outside) // "除卧室外"
			}
			x.Sub = append(x.Sub, np)
		}
		return x
	case ph.Value != nil:
		return toValue(ph.Value)
	case ph.NP != nil:
		return toNP(ph.NP)
	case ph.Verb != "":
		return lang.Phrase{Kind: lang.Verb, Word: verbs[ph.Verb], Raw: ph.Verb}
	case ph.Rel != "":
		if w, ok := wishOf(ph.Rel); ok {
			return lang.Phrase{Kind: lang.Rel, Word: w.Attr, Sign: w.Sign, Raw: ph.Rel, Wish: true}
		}
		if r, ok := superlatives[ph.Rel]; ok {
			return lang.Phrase{Kind: lang.Rel, Word: r.Attr, Sign: r.Sign, Raw: ph.Rel, Superlative: true}
		}
		r, ok := changeOf(ph.Rel)
		if !ok {
			r = comparatives[ph.Rel] // "比书房高"
		}
		return lang.Phrase{Kind: lang.Rel, Word: r.Attr, Sign: r.Sign, Raw: ph.Rel}
	case ph.Attr != "":
		return lang.Phrase{Kind: lang.Attr, Word: attrs[ph.Attr], Raw: ph.Attr}
	case ph.State != "":
		return lang.Phrase{Kind: lang.State, Word: states[ph.State], Raw: ph.State}
	case ph.Quest != "":
		return lang.Phrase{Kind: lang.Quest, Word: questMeaning[ph.Quest], Strong: strongQuest[ph.Quest], Raw: ph.Quest}
	case ph.Neg != "":
		return lang.Phrase{Kind: lang.Neg, Raw: ph.Neg}
	case ph.Noun != "":
		return lang.Phrase{Kind: lang.Noun, Word: nouns[ph.Noun], Raw: ph.Noun}
	}
	return lang.Phrase{Kind: lang.Filler, Raw: ph.Filler}
}

// classAfterExcept gives back a bare class word said after 的 at the end
// of an exception to the clause: "除了卧室的灯都关了" keeps every light but
// the bedroom's, where "除了儿童房的小夜灯" excepts one named light.
func classAfterExcept(ps lang.Clause, x *exceptTree) lang.Clause {
	last := x.Targets[len(x.Targets)-1]
	n := len(last.Parts)
	if n < 2 || len(last.Parts[n-1].Parts) != 1 || !isClassWord(last.Parts[n-1].Parts[0]) {
		return ps
	}
	word := last.Parts[n-1].Parts[0]
	sub := ps[len(ps)-1].Sub
	if len(sub) == 0 || len(sub[len(sub)-1].Words) == 0 {
		return ps // the exception names nothing the class word ends
	}
	np := &sub[len(sub)-1]
	np.Words = []string{strings.TrimSuffix(np.Words[0], word)}
	return append(ps, lang.Phrase{Kind: lang.NP, Words: []string{word}})
}

// stateIf reads a device's state followed by 的话 as a condition without
// a 如果: "门没锁的话就锁上", "客厅灯亮着的话就关掉".
func stateIf(ps lang.Clause) lang.Clause {
	for i := 1; i+1 < len(ps); i++ {
		if ps[i+1].Kind != lang.Filler || ps[i+1].Raw != ifSaid {
			continue
		}
		state, start := "", i
		switch {
		case ps[i].Kind == lang.State:
			state = states[ps[i].Raw]
			if s, ok := statesNot[ps[i].Raw]; ok {
				state = s
			}
		case ps[i].Kind == lang.Verb && ps[i-1].Kind == lang.Quest && ps[i-1].Raw == notSaid:
			state, start = notStates[ps[i].Raw], i-1
		}
		if state == "" {
			continue
		}
		end := start
		for start > 0 && (ps[start-1].Kind == lang.NP || ps[start-1].Kind == lang.Filler && ps[start-1].Raw == de) {
			start--
		}
		var subject []lang.Phrase
		for _, p := range ps[start:end] {
			if p.Kind == lang.NP {
				subject = append(subject, p)
			}
		}
		if len(subject) == 0 {
			continue
		}
		cond := lang.Phrase{Kind: lang.Cond, Cond: &lang.Condition{State: state, Subject: subject}}
		if s, ok := statesNot[ps[i].Raw]; ok && ps[i].Kind == lang.State {
			cond.Cond.State, cond.Cond.Not = s, true
		}
		return append(append(append(lang.Clause(nil), ps[:start]...), cond), ps[i+2:]...)
	}
	return ps
}

// isClassWord reports a word that only names a class ("灯").
func isClassWord(w string) bool {
	for _, ws := range vocab.Classes {
		if slices.Contains(ws, w) {
			return true
		}
	}
	return false
}

func toNP(np *npTree) lang.Phrase {
	p := lang.Phrase{Kind: lang.NP}
	switch {
	case np.Ref != "":
		p.Ref, p.All, p.Raw = true, np.Ref == them, np.Ref
	case there[np.Here]:
		p.There = true
	case np.Here != "":
		p.Here = true
	case np.Quant != "":
		p.All, p.Raw, p.WholeHome = true, np.Quant, vocab.WholeHome[np.Quant]
		p.Everything = slices.ContainsFunc(generalNouns, func(n string) bool { return strings.HasSuffix(np.Quant, n) })
	default:
		p.Words = []string{strings.Join(np.Parts, "")}
		if n, rest, ok := counted(np.Parts); ok {
			p.Count, p.Words = n, []string{rest}
		}
	}
	return p
}

// counted reads a name that begins with a number and a measure word
// ("两盏灯", "三台空调") as how many of what follows, never a level or a
// part of its name.
func counted(parts []string) (n int, rest string, ok bool) {
	if len(parts) < 2 {
		return 0, "", false
	}
	f, err := strconv.Atoi(parts[0])
	if err != nil || f < 1 {
		return 0, "", false
	}
	name := strings.Join(parts[1:], "")
	if m, size := utf8.DecodeRuneInString(name); (measures[m] || countMeasures[string(m)]) && size < len(name) {
		return f, name[size:], true
	}
	return 0, "", false
}

func toValue(v *valueTree) lang.Phrase {
	p := lang.Phrase{Kind: lang.Value}
	switch {
	case v.Num != "":
		p.Num, _ = lang.Number(v.Num) // a run of digits: too many is the largest number, never infinite
		p.HasNum, p.Unit, p.Half = true, units[v.Unit], v.Num == halfValue
	case v.Extreme != "":
		p.Extreme = extremes[v.Extreme]
	case v.Mode != "":
		p.Mode = modes[v.Mode]
	default:
		p.Raw, p.Color, p.Kelvin = v.Color, colors[v.Color], kelvins[v.Color]
	}
	return p
}
