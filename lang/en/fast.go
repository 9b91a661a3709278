package en

import (
	"edge/grammar"
)

// fast parses an utterance by hand as the grammar of grammar.go does,
// rule for rule and alternative for alternative in the same order, with
// the same trees: participle's branches cost most of the time of a
// command. Each rule returns its tree, the token after it and ok; when it
// fails, the token it failed at (what participle's cursor reads) for its
// caller's branch check (grammar.Cursor.Fail). TestFastParser compares it
// with participle.
type fast struct{ *grammar.Cursor }

func parseFast(c *grammar.Cursor) (*utterance, bool) {
	p := fast{c}
	cls, ok := grammar.Utterance(c, p.clause)
	if cls == nil {
		return nil, false
	}
	return &utterance{Clauses: cls}, ok
}

// clause reads @@+ phrases.
func (p fast) clause(i int) (*clauseTree, int, bool) {
	phs, end, ok := grammar.Repeat(p.Cursor, i, p.phrase)
	if !ok {
		return nil, end, false
	}
	return &clauseTree{Phrases: phs}, end, true
}

func (p fast) phrase(i int) (*phraseTree, int, bool) {
	if v, end, ok := p.neg(i); ok {
		return &phraseTree{Neg: v}, end, true
	}
	t := p.Type(i)
	if t == grammar.Verb {
		return &phraseTree{Verb: p.Value(i)}, i + 1, true
	}
	if np, end, ok := p.np(i); ok {
		return &phraseTree{NP: np}, end, true
	}
	pp, end, ok := p.prep(i)
	if ok {
		return &phraseTree{Prep: pp}, end, true
	}
	p.Fail(i, end)
	if t == grammar.Dir || t == grammar.On {
		return &phraseTree{Dir: p.Value(i)}, i + 1, true
	}
	c, end, ok := p.cond(i)
	if ok {
		return &phraseTree{Cond: c}, end, true
	}
	p.Fail(i, end)
	x, end, ok := p.except(i)
	if ok {
		return &phraseTree{Except: x}, end, true
	}
	p.Fail(i, end)
	val, end, ok := p.value(i)
	if ok {
		return &phraseTree{Value: val}, end, true
	}
	p.Fail(i, end)
	v := p.Value(i)
	switch t {
	case grammar.Attr:
		return &phraseTree{Attr: v}, i + 1, true
	case grammar.Quest:
		return &phraseTree{Quest: v}, i + 1, true
	case grammar.Filler, grammar.Det, grammar.To, grammar.By, grammar.Prep:
		return &phraseTree{Filler: v}, i + 1, true
	case grammar.Rel:
		return &phraseTree{Rel: v}, i + 1, true
	case grammar.State:
		return &phraseTree{State: v}, i + 1, true
	case grammar.Noun:
		return &phraseTree{Media: v}, i + 1, true
	}
	return nil, i, false
}

// neg reads 'do' 'not' | 'dont' | 'never'.
func (p fast) neg(i int) (string, int, bool) {
	switch {
	case p.Is(i, "do") && p.Is(i+1, "not"):
		return "donot", i + 2, true
	case p.Is(i, "dont"), p.Is(i, "never"):
		return p.Value(i), i + 1, true
	}
	return "", i, false
}

func (p fast) np(i int) (*npTree, int, bool) {
	v := p.Value(i)
	switch {
	case p.Type(i) == grammar.Ref:
		return &npTree{Ref: v}, i + 1, true
	case (v == "that" || v == "this") && p.Is(i+1, "one"):
		return &npTree{Ref: v + "one"}, i + 2, true
	case v == "those" || v == "these":
		return &npTree{Ref: v}, i + 1, true
	case p.Type(i) == grammar.Here:
		return &npTree{Here: v}, i + 1, true
	case (v == "this" || v == "that") && (p.Is(i+1, "room") || p.Is(i+1, "area")):
		return &npTree{Here: p.Value(i + 1)}, i + 2, true
	}
	a, end, ok := p.all(i)
	if ok {
		return &npTree{All: a}, end, true
	}
	p.Fail(i, end)
	j, point := i, ""
	if v == "that" || v == "this" {
		j, point = j+1, v
	}
	j = p.dets(j)
	k := j
	for p.Type(k) == grammar.Word {
		k++
	}
	if k == j {
		p.Fail(i, j)
		return nil, i, false
	}
	return &npTree{Point: point, Words: p.Values(j, k)}, k, true
}

// dets reads Det*.
func (p fast) dets(i int) int {
	for p.Type(i) == grammar.Det {
		i++
	}
	return i
}

// all reads Det* @Quant ( 'single' | 'of' )* Det* @Word*.
func (p fast) all(i int) (*allTree, int, bool) {
	j := p.dets(i)
	if p.Type(j) != grammar.Quant {
		return nil, j, false
	}
	a := &allTree{Quant: p.Value(j)}
	for j++; p.Is(j, "single") || p.Is(j, "of"); j++ {
	}
	j = p.dets(j)
	k := j
	for p.Type(k) == grammar.Word {
		k++
	}
	if k > j {
		a.Words = p.Values(j, k)
	}
	return a, k, true
}

// prep reads @( Prep | On ) @@.
func (p fast) prep(i int) (*prepTree, int, bool) {
	if t := p.Type(i); t != grammar.Prep && t != grammar.On {
		return nil, i, false
	}
	np, end, ok := p.np(i + 1)
	if !ok {
		return nil, i + 1, false
	}
	return &prepTree{Prep: p.Value(i), NP: np}, end, true
}

// value reads @( To | By | 'at' )? 'the'? and a number, a range's end, a
// colour or a mode.
func (p fast) value(i int) (*valueTree, int, bool) {
	v := &valueTree{}
	if t := p.Type(i); t == grammar.To || t == grammar.By || p.Is(i, "at") {
		v.Prep = p.Value(i)
		i++
	}
	if p.Is(i, "the") {
		i++
	}
	w := p.Value(i)
	switch t := p.Type(i); {
	case t == grammar.Num:
		v.Num = w
		if p.Type(i+1) == grammar.Unit {
			v.Unit = p.Value(i + 1)
			return v, i + 2, true
		}
		return v, i + 1, true
	case t == grammar.Extreme:
		v.Extreme = w
		return v, i + 1, true
	case (w == "candle" || w == "day") && p.Is(i+1, "light"):
		v.Color = w + "light"
		return v, i + 2, true
	case t == grammar.Color:
		v.Color = w
		return v, i + 1, true
	case (w == "warm" || w == "cool" || w == "cold") && p.Is(i+1, "white"):
		v.Color = w + "white"
		return v, i + 2, true
	case t == grammar.Mode:
		v.Mode = w
		return v, i + 1, true
	}
	return nil, i, false
}

// cond reads @If @@* and a comparison and value, or a state.
func (p fast) cond(i int) (*condTree, int, bool) {
	if p.Type(i) != grammar.If {
		return nil, i, false
	}
	c := &condTree{If: p.Value(i)}
	j := i + 1
	for {
		part, end, ok := p.condPart(j)
		if !ok {
			p.Fail(j, end)
			break
		}
		c.Subject = append(c.Subject, part)
		j = end
	}
	if t := p.Type(j); t == grammar.Cmp || t == grammar.Rel || p.Is(j, "at") {
		op, k := p.Value(j), j+1
		if p.Type(k) == grammar.Cmp {
			op += p.Value(k)
			k++
		}
		v, end, ok := p.value(k)
		c.Op = op // participle keeps it when the value fails
		if ok {
			c.Value = v
			return c, end, true
		}
		p.Fail(j, end)
	}
	k := j
	if p.Is(k, "not") {
		k++
	}
	if t := p.Type(k); t == grammar.State || t == grammar.On || p.Is(k, "off") || p.Is(k, "open") {
		if k > j {
			c.Not = "not"
		}
		c.State = p.Value(k)
		return c, k + 1, true
	}
	p.Fail(j, k)
	return nil, j, false
}

func (p fast) condPart(i int) (*condPart, int, bool) {
	if p.Type(i) == grammar.Attr {
		return &condPart{Attr: p.Value(i)}, i + 1, true
	}
	pp, end, ok := p.prep(i)
	if ok {
		return &condPart{Prep: pp}, end, true
	}
	p.Fail(i, end)
	if p.Type(i) == grammar.Quest || p.Is(i, "gets") || p.Is(i, "goes") {
		return &condPart{Other: p.Value(i)}, i + 1, true
	}
	if np, end, ok := p.np(i); ok {
		return &condPart{NP: np}, end, true
	}
	if p.Type(i) == grammar.Det {
		return &condPart{Det: p.Value(i)}, i + 1, true
	}
	return nil, i, false
}

// except reads Except+ ( 'than' | 'from' | 'for' )? @@ ( ( 'and' | 'or' | Sep ) @@ )*.
func (p fast) except(i int) (*exceptTree, int, bool) {
	j := i
	for p.Type(j) == grammar.Except {
		j++
	}
	if j == i {
		return nil, i, false
	}
	if p.Is(j, "than") || p.Is(j, "from") || p.Is(j, "for") {
		j++
	}
	part, end, ok := p.exceptPart(j)
	if !ok {
		return nil, j, false
	}
	x := &exceptTree{Targets: []*exceptPart{part}}
	for j = end; p.Is(j, "and") || p.Is(j, "or") || p.Type(j) == grammar.Sep; {
		part, end, ok := p.exceptPart(j + 1)
		if !ok {
			p.Fail(j, j+1)
			break
		}
		x.Targets = append(x.Targets, part)
		j = end
	}
	return x, j, true
}

func (p fast) exceptPart(i int) (*exceptPart, int, bool) {
	pp, end, ok := p.prep(i)
	if ok {
		return &exceptPart{Prep: pp}, end, true
	}
	p.Fail(i, end)
	if np, end, ok := p.np(i); ok {
		return &exceptPart{NP: np}, end, true
	}
	return nil, i, false
}
