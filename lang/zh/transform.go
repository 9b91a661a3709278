package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Rewrites are the ways of saying a Chinese command otherwise that keep
// its meaning (lang.Rewriter): the object moved before the verb with 把
// or as a topic, a list gathered before the verb with 都, the room said
// after the command ("开灯，厨房的"), 的 between a room and a device, and
// the words that carry no meaning here: a wake word, 请 and 帮我, 一下,
// 吧, 儿化, 马上; a verb or a class word swapped for another of the same
// meaning; a number in characters or digits, a question asked another way
// and traditional characters (transform_said.go holds the words said
// around a command, transform_more.go the rest; transform_words.go holds
// the words they move).
func (pack) Rewrites() []lang.Rewrite {
	return []lang.Rewrite{
		{Kind: "ba", Apply: eachClause(baFront)},
		{Kind: "topic", Apply: eachClause(topicFirst)},
		{Kind: "verb-first", Apply: eachClause(verbFirst)},
		{Kind: "list-dou", Apply: eachClause(listDou)},
		{Kind: "room-after", Apply: eachClause(roomAfter)},
		{Kind: "room-de", Apply: eachClause(roomDe)},
		{Kind: "wake", Apply: wakeFirst},
		{Kind: "polite", Apply: politeFirst},
		{Kind: "yixia", Apply: eachClause(yixia)},
		{Kind: "particle", Apply: eachClause(particleLast)},
		{Kind: "erhua", Apply: eachClause(erhua)},
		{Kind: "adverb", Apply: eachClause(adverb)},
		{Kind: "synonym", Apply: eachClause(synonym)},
		{Kind: "numeral", Apply: eachClause(numerals)},
		{Kind: "question", Apply: eachClause(askOtherwise)},
		{Kind: "traditional", Apply: traditional},
	}
}

// rawLex is the pack's lexicon without the rewriting of tokens that only
// the parser needs (spokenTokens): a rewrite moves words as said.
var rawLex = func() *grammar.Lexicon { l := *lex; l.Post = nil; return &l }()

// piece is one token of a text: its type, its word (normalised: simplified
// characters, digits) and the text as said, with what follows it up to the
// next token (spaces, punctuation).
type piece struct {
	typ        lexer.TokenType
	word, said string
	gap        string
}

func (p piece) text() string { return p.said + p.gap }

// pieces cuts a text into the pieces of its tokens; lead is what comes
// before the first.
func pieces(text string) (lead string, ps []piece) {
	rs := []rune(text)
	toks := rawLex.Tokens(text)
	if len(toks) == 0 {
		return text, nil
	}
	lead = string(rs[:toks[0].Pos.Offset])
	for i, t := range toks {
		end := len(rs)
		if i+1 < len(toks) {
			end = toks[i+1].Pos.Offset
		}
		own := end
		if n := t.Pos.Offset + utf8.RuneCountInString(t.Value); t.Type != grammar.Num && t.Type != grammar.Unit && t.Type != grammar.Sep && n <= end {
			own = n
		}
		if t.Type == grammar.Sep {
			own = t.Pos.Offset + 1
		}
		ps = append(ps, piece{typ: t.Type, word: t.Value, said: string(rs[t.Pos.Offset:own]), gap: string(rs[own:end])})
	}
	return lead, ps
}

func join(ps []piece) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.text())
	}
	return b.String()
}

// word is a piece said as its word, with no gap after it.
func word(typ lexer.TokenType, w string) piece { return piece{typ: typ, word: w, said: w} }

// clause is one clause of a text, cut into what opens it (fillers: a wake
// word, politeness, 就), its core and what ends it (particles).
type clause struct {
	lead, core, tail []piece
}

func (c clause) pieces() []piece { return slices.Concat(c.lead, c.core, c.tail) }

// clauses cuts pieces at the separators of clauses (a 、 stays in its
// list) and before the words that begin the next command (然后).
func clauses(ps []piece) [][]piece {
	var out [][]piece
	start := 0
	for i, p := range ps {
		switch {
		case p.typ == grammar.Sep && p.said != "、":
			out = append(out, ps[start:i+1])
			start = i + 1
		case p.typ == grammar.Conj && nextCommand[p.word] && i > start:
			out = append(out, ps[start:i])
			start = i
		}
	}
	return append(out, ps[start:])
}

// cut finds a clause's lead, core and tail; the separator that ends it is
// in the tail.
func cut(ps []piece) clause {
	i := 0
	for i < len(ps) && (ps[i].typ == grammar.Filler && !baWords[ps[i].word] || ps[i].typ == grammar.Conj) {
		if w := ps[i].said; ps[i].typ == grammar.Filler && len(w) > len(baWord) && strings.HasSuffix(w, baWord) {
			// "帮我把": the politeness, then the 把 of the command
			ps = slices.Clone(ps)
			ba := piece{typ: grammar.Filler, word: baWord, said: baWord, gap: ps[i].gap}
			ps[i] = piece{typ: grammar.Filler, word: strings.TrimSuffix(w, baWord), said: strings.TrimSuffix(w, baWord)}
			ps = slices.Insert(ps, i+1, ba)
			i++
			break
		}
		i++
	}
	j := len(ps)
	for j > i && (ps[j-1].typ == grammar.Sep || ps[j-1].typ == grammar.Filler && tailWords[ps[j-1].word]) {
		j--
	}
	return clause{lead: ps[:i], core: ps[i:j], tail: ps[j:]}
}

// eachClause applies a rewrite of one clause to each clause of a text in
// turn, keeping the others.
func eachClause(f func(clause, []string) []clause) func(string, []string) []string {
	return func(text string, places []string) []string {
		lead, ps := pieces(text)
		cls := clauses(ps)
		var out []string
		for i, c := range cls {
			for _, nc := range f(cut(c), places) {
				var all []piece
				for j, o := range cls {
					if j == i {
						all = append(all, nc.pieces()...)
					} else {
						all = append(all, o...)
					}
				}
				if s := lead + join(all); s != text {
					out = append(out, s)
				}
			}
		}
		return out
	}
}

// object reports pieces that are only what a command acts on: names,
// places, quantifiers, 的 and the words of a list.
func object(ps []piece) bool {
	named := false
	for _, p := range ps {
		switch {
		case p.typ == grammar.Han || p.typ == grammar.Word || p.typ == grammar.Here:
			named = true
		case p.typ == grammar.Ref:
			// "它", not the hesitation of "那个 客卫的灯"
			if len(ps) > 1 {
				return false
			}
			named = true
		case p.typ == grammar.Quant || p.typ == grammar.Filler && p.word == de || p.typ == grammar.Conj && p.word == and ||
			p.typ == grammar.Sep && p.said == "、":
		default:
			return false
		}
	}
	return named
}

// command reads a clause's core as a verb and its object: verb first
// ("打开客厅的灯"), after 把 ("把客厅的灯打开") or after the object as its
// topic ("客厅的灯打开"). bit is the 一下 said after the verb.
type command struct {
	ba        bool
	first     bool
	verb, bit []piece
	obj       []piece
}

func readCommand(core []piece) (command, bool) {
	var c command
	if len(core) > 0 && core[0].typ == grammar.Filler && baWords[core[0].word] {
		c.ba, core = true, core[1:]
	}
	if len(core) < 2 {
		return c, false
	}
	bitAt := func(i int) []piece {
		if i < len(core) && core[i].typ == grammar.Filler && core[i].word == aBitMore {
			return core[i : i+1]
		}
		return nil
	}
	if !c.ba && core[0].typ == grammar.Verb {
		if _, ok := verbForms[core[0].word]; ok {
			c.first, c.verb = true, core[:1]
			c.bit = bitAt(1)
			c.obj = core[1+len(c.bit):]
			return c, object(c.obj) && verbForms[core[0].word].front != ""
		}
	}
	end := len(core) - 1
	if core[end].typ == grammar.Filler && core[end].word == aBitMore {
		c.bit = core[end:]
		end--
	}
	if end < 1 || core[end].typ != grammar.Verb {
		return c, false
	}
	if _, ok := verbForms[core[end].word]; !ok {
		return c, false
	}
	c.verb, c.obj = core[end:end+1], core[:end]
	return c, object(c.obj) && verbForms[core[end].word].end != ""
}

// said gives a command its words: verb first, after 把 or as a topic.
func (c command) said(order int, cl clause) clause {
	v := c.verb[0]
	forms := verbForms[v.word]
	var core []piece
	switch order {
	case verbFirstOrder:
		vp := word(grammar.Verb, forms.front)
		if c.first {
			vp = v
		}
		obj := c.obj
		for len(obj) > 1 && obj[len(obj)-1].typ == grammar.Quant && listAll[obj[len(obj)-1].word] && isList(obj) {
			obj = obj[:len(obj)-1] // the 都 of a list goes with it: "把A和B都关掉" → "关掉A和B"
		}
		core = slices.Concat([]piece{vp}, c.bit, obj)
	default:
		vp := word(grammar.Verb, forms.end)
		if !c.first {
			vp = v
		}
		if order == baOrder {
			core = append(core, word(grammar.Filler, baWord))
		}
		core = slices.Concat(core, c.obj, []piece{vp}, c.bit)
	}
	return clause{lead: cl.lead, core: core, tail: cl.tail}
}

// The orders of a command.
const (
	verbFirstOrder = iota
	baOrder
	topicOrder
)

// baFront moves the object before the verb with 把: "打开客厅的灯" →
// "把客厅的灯打开"; a setting gets its 把 ("空调调到26度" → "把空调调到26度").
func baFront(cl clause, _ []string) []clause {
	if c, ok := readCommand(cl.core); ok && !c.ba {
		return []clause{c.said(baOrder, cl)}
	}
	if obj, ok := setting(cl.core); ok && obj > 0 {
		return []clause{{lead: cl.lead, core: slices.Concat([]piece{word(grammar.Filler, baWord)}, cl.core), tail: cl.tail}}
	}
	return nil
}

// topicFirst says the object first, as the topic: "打开客厅的灯" →
// "客厅的灯打开"; "把空调调到26度" → "空调调到26度".
func topicFirst(cl clause, _ []string) []clause {
	if c, ok := readCommand(cl.core); ok && (c.ba || c.first) {
		return []clause{c.said(topicOrder, cl)}
	}
	if obj, ok := setting(cl.core); ok && obj < 0 {
		return []clause{{lead: cl.lead, core: cl.core[1:], tail: cl.tail}}
	}
	return nil
}

// verbFirst says the verb first: "把客厅的灯打开" → "打开客厅的灯".
func verbFirst(cl clause, _ []string) []clause {
	if c, ok := readCommand(cl.core); ok && !c.first && verbForms[c.verb[0].word].front != "" {
		return []clause{c.said(verbFirstOrder, cl)}
	}
	return nil
}

// setting reads a core that sets a value of what it names first, with or
// without 把 ("把空调调到26度", "客厅亮度调高"): obj is where the name ends,
// negative when 把 opens it.
func setting(core []piece) (obj int, ok bool) {
	ba := len(core) > 0 && core[0].typ == grammar.Filler && baWords[core[0].word]
	start := 0
	if ba {
		start = 1
	}
	i := start
	for i < len(core) && object(core[i:i+1]) || i < len(core) && core[i].typ == grammar.Filler && core[i].word == de {
		i++
	}
	if i == start || !object(core[start:i]) {
		return 0, false
	}
	j := i
	for j < len(core) && core[j].typ == grammar.Attr {
		j++
	}
	if j >= len(core) || !(core[j].typ == grammar.Rel && strings.HasPrefix(core[j].word, setStem) || baRels[core[j].word] ||
		core[j].typ == grammar.Verb && verbs[core[j].word] == "set") {
		return 0, false
	}
	if ba {
		return -i, true
	}
	return i, true
}

// listDou gathers a list before the verb with 都: "关掉电视和客厅的灯" →
// "把电视和客厅的灯都关掉".
func listDou(cl clause, _ []string) []clause {
	c, ok := readCommand(cl.core)
	if !ok || !isList(c.obj) ||
		slices.ContainsFunc(cl.core, func(p piece) bool { return p.typ == grammar.Quant && listAll[p.word] }) {
		return nil
	}
	nc := c.said(baOrder, cl)
	if !c.ba && !c.first {
		nc = c.said(topicOrder, cl)
	}
	at := len(nc.core) - 1 - len(c.bit)
	nc.core = slices.Concat(nc.core[:at], []piece{word(grammar.Quant, all)}, nc.core[at:])
	return []clause{nc}
}

// isList reports an object that is a list.
func isList(obj []piece) bool {
	return slices.ContainsFunc(obj, func(p piece) bool { return p.typ == grammar.Conj && p.word == and || p.said == "、" })
}

// placeAt finds a place said at the start of a name: its length in bytes,
// longest first.
func placeAt(name string, places []string) int {
	best := 0
	for _, p := range places {
		if len(p) > best && len(p) < len(name) && strings.HasPrefix(name, p) {
			best = len(p)
		}
	}
	for p := range vocab.Floors {
		if len(p) > best && len(p) < len(name) && strings.HasPrefix(name, p) {
			best = len(p)
		}
	}
	return best
}

// roomAfter says the room after the command: "打开厨房的灯" → "打开灯，厨房的".
func roomAfter(cl clause, places []string) []clause {
	c, ok := readCommand(cl.core)
	if !ok || !c.first || len(c.obj) == 0 || c.obj[0].typ != grammar.Han || len(cl.tail) > 0 && cl.tail[len(cl.tail)-1].typ == grammar.Sep {
		return nil
	}
	first := c.obj[0]
	var place string
	var rest []piece
	switch n := placeAt(first.said, places); {
	case n > 0:
		place = first.said[:n]
		rest = slices.Concat([]piece{{typ: grammar.Han, word: first.said[n:], said: first.said[n:], gap: first.gap}}, c.obj[1:])
	case slices.Contains(places, first.said) && len(c.obj) > 2 && c.obj[1].word == de:
		place, rest = first.said, c.obj[2:]
	default:
		return nil
	}
	if !object(rest) || len(rest) != 1 {
		return nil
	}
	core := slices.Concat([]piece{c.verb[0]}, c.bit, rest)
	tail := slices.Concat(cl.tail, []piece{word(grammar.Sep, "，"), word(grammar.Han, place), word(grammar.Filler, de)})
	return []clause{{lead: cl.lead, core: core, tail: tail}}
}

// roomDe puts 的 between a room and what it holds, or takes it out:
// "厨房灯" ↔ "厨房的灯".
func roomDe(cl clause, places []string) []clause {
	for i, p := range cl.core {
		if p.typ != grammar.Han {
			continue
		}
		if n := placeAt(p.said, places); n > 0 && utf8.RuneCountInString(p.said[n:]) >= 1 {
			core := slices.Concat(cl.core[:i], []piece{{typ: grammar.Han, word: p.said[:n], said: p.said[:n]}, word(grammar.Filler, de),
				{typ: grammar.Han, word: p.said[n:], said: p.said[n:], gap: p.gap}}, cl.core[i+1:])
			return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
		}
		if slices.Contains(places, p.said) && p.gap == "" && i+2 < len(cl.core) && cl.core[i+1].word == de && cl.core[i+1].gap == "" &&
			cl.core[i+2].typ == grammar.Han {
			next := cl.core[i+2]
			core := slices.Concat(cl.core[:i], []piece{{typ: grammar.Han, word: p.said + next.said, said: p.said + next.said, gap: next.gap}}, cl.core[i+3:])
			return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
		}
	}
	return nil
}

// commandClause reports a clause that asks for an action: a verb or a
// change, no question word.
func commandClause(cl clause) bool {
	acts := false
	for _, p := range cl.core {
		switch p.typ {
		case grammar.Quest:
			if strongQuest[p.word] {
				return false
			}
		case grammar.If, grammar.Cmp, grammar.State, grammar.Neg, grammar.Except:
			return false
		case grammar.Verb, grammar.Rel:
			acts = true
		}
	}
	return acts
}
