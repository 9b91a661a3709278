package zh

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
	return &clauseTree{Pos: p.Pos(i), Phrases: phs}, end, true
}

func (p fast) phrase(i int) (*phraseTree, int, bool) {
	t, v := p.Type(i), p.Value(i)
	if t == grammar.Verb {
		return &phraseTree{Verb: v}, i + 1, true
	}
	if np, end, ok := p.np(i); ok {
		return &phraseTree{NP: np}, end, true
	}
	if t == grammar.Filler {
		return &phraseTree{Filler: v}, i + 1, true
	}
	if c, end, ok := p.cond(i); ok {
		return &phraseTree{Cond: c}, end, true
	}
	if val, end, ok := p.value(i); ok {
		return &phraseTree{Value: val}, end, true
	}
	switch t {
	case grammar.Quest:
		return &phraseTree{Quest: v}, i + 1, true
	case grammar.Attr:
		return &phraseTree{Attr: v}, i + 1, true
	case grammar.Rel:
		return &phraseTree{Rel: v}, i + 1, true
	case grammar.State:
		return &phraseTree{State: v}, i + 1, true
	}
	x, end, ok := p.except(i)
	if ok {
		return &phraseTree{Except: x}, end, true
	}
	p.Fail(i, end)
	switch t {
	case grammar.Neg:
		return &phraseTree{Neg: v}, i + 1, true
	case grammar.Noun:
		return &phraseTree{Noun: v}, i + 1, true
	}
	return nil, i, false
}

// np reads @Ref | @Here | @Quant | @Num? @( Han | Word )+.
func (p fast) np(i int) (*npTree, int, bool) {
	switch v := p.Value(i); p.Type(i) {
	case grammar.Ref:
		return &npTree{Ref: v}, i + 1, true
	case grammar.Here:
		return &npTree{Here: v}, i + 1, true
	case grammar.Quant:
		return &npTree{Quant: v}, i + 1, true
	}
	j := i
	if p.Type(j) == grammar.Num {
		j++
	}
	k := j
	for p.Type(k) == grammar.Han || p.Type(k) == grammar.Word {
		k++
	}
	if k == j {
		return nil, i, false
	}
	return &npTree{Parts: p.Values(i, k)}, k, true
}

// value reads @Num (?! Han | Word ) @( Unit | '度' | '开' )? | @Extreme |
// @Color | @Mode.
func (p fast) value(i int) (v *valueTree, end int, ok bool) {
	switch w := p.Value(i); p.Type(i) {
	case grammar.Num:
		if t := p.Type(i + 1); t != grammar.Han && t != grammar.Word {
			v = &valueTree{Num: w}
			if p.Type(i+1) == grammar.Unit || p.Is(i+1, "度") || p.Is(i+1, "开") {
				v.Unit = p.Value(i + 1)
				return v, i + 2, true
			}
			return v, i + 1, true
		}
	case grammar.Extreme:
		return &valueTree{Extreme: w}, i + 1, true
	case grammar.Color:
		return &valueTree{Color: w}, i + 1, true
	case grammar.Mode:
		return &valueTree{Mode: w}, i + 1, true
	}
	return nil, i, false
}

// cond reads @@condPre | @@condPost.
func (p fast) cond(i int) (*condTree, int, bool) {
	c, end, ok := p.condPre(i)
	if ok {
		return &condTree{Pre: c}, end, true
	}
	p.Fail(i, end)
	if c, end, ok := p.condPost(i); ok {
		return &condTree{Post: c}, end, true
	}
	return nil, i, false
}

// condPre reads @If @@* and a comparison and value, a state, or 没 and
// a verb, each with '的话'?.
func (p fast) condPre(i int) (*condPre, int, bool) {
	if p.Type(i) != grammar.If {
		return nil, i, false
	}
	c := &condPre{If: p.Value(i)}
	j := i + 1
	for {
		part, end, ok := p.condPart(j)
		if !ok {
			break
		}
		c.Subject = append(c.Subject, part)
		j = end
	}
	if p.Type(j) == grammar.Cmp {
		if v, end, ok := p.value(j + 1); ok {
			c.Op, c.Value = p.Value(j), v
			return c, p.ifSaid(end), true
		} else if p.Type(j+1) == grammar.Num {
			// participle keeps the comparison when the value fails
			// with an error: a number before a name.
			c.Op = p.Value(j)
		}
	}
	if p.Type(j) == grammar.State {
		c.State = p.Value(j)
		return c, p.ifSaid(j + 1), true
	}
	if p.Is(j, "没") {
		if p.Type(j+1) == grammar.Verb {
			c.Not = p.Value(j + 1)
			return c, p.ifSaid(j + 2), true
		}
	}
	return nil, j, false
}

// ifSaid reads '的话'?.
func (p fast) ifSaid(i int) int {
	if p.Is(i, "的话") {
		return i + 1
	}
	return i
}

// condPost reads @Attr? @@value @( '以上' | '以下' ) '的话'?.
func (p fast) condPost(i int) (*condPost, int, bool) {
	c, j := &condPost{}, i
	if p.Type(j) == grammar.Attr {
		c.Attr = p.Value(j)
		j++
	}
	v, end, ok := p.value(j)
	if !ok {
		return nil, j, false
	}
	if !p.Is(end, "以上") && !p.Is(end, "以下") {
		return nil, end, false
	}
	c.Value, c.Op = v, p.Value(end)
	return c, p.ifSaid(end + 1), true
}

// condPart reads @Attr | @@np | @( '的' | '是' | '里' ).
func (p fast) condPart(i int) (*condPart, int, bool) {
	if p.Type(i) == grammar.Attr {
		return &condPart{Attr: p.Value(i)}, i + 1, true
	}
	if np, end, ok := p.np(i); ok {
		return &condPart{NP: np}, end, true
	}
	if p.Is(i, "的") || p.Is(i, "是") || p.Is(i, "里") {
		return &condPart{Other: p.Value(i)}, i + 1, true
	}
	return nil, i, false
}

// except reads ( '除了' | '除' ) @@ ( ( '和' | '、' ) @@ )* ( '以外' | '之外' | '外' )?.
func (p fast) except(i int) (*exceptTree, int, bool) {
	if !p.Is(i, "除了") && !p.Is(i, "除") {
		return nil, i, false
	}
	part, end, ok := p.exceptPart(i + 1)
	if !ok {
		return nil, i + 1, false
	}
	x := &exceptTree{Targets: []*exceptPart{part}}
	j := end
	for p.Is(j, "和") || p.Is(j, "、") {
		part, end, ok := p.exceptPart(j + 1)
		if !ok {
			break
		}
		x.Targets = append(x.Targets, part)
		j = end
	}
	if p.Is(j, "以外") || p.Is(j, "之外") || p.Is(j, "外") {
		j++
	}
	return x, j, true
}

// exceptPart reads @@np ( '的' @@np )*.
func (p fast) exceptPart(i int) (*exceptPart, int, bool) {
	np, end, ok := p.np(i)
	if !ok {
		return nil, i, false
	}
	x := &exceptPart{Parts: []*npTree{np}}
	j := end
	for p.Is(j, "的") {
		np, end, ok := p.np(j + 1)
		if !ok {
			break
		}
		x.Parts = append(x.Parts, np)
		j = end
	}
	return x, j, true
}
