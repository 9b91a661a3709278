package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The one spoken to said as who is to do a thing ("你把电视关了", "你关一
// 下灯", "你们把空调打开", "你快把门锁上"): a command said to edge, as said
// alone. 你 is no part of a name: it was read into it ("找不到“你电视”"),
// and 你把客厅主灯打开 asked whether the living room's light was meant. A
// question stays a question ("你把电视关了吗" asks the tv's state), and
// one said with 是 before it ("是你把电视关了吗") or 的 after its verb
// ("你开的灯") stays who did it, as does a verb done before its object
// ("你开了灯", "你关了电视"): what the one spoken to did, not understood,
// never a guess at a name that holds 你 ("你开了客厅灯" asked whether the
// living room's light was meant, and a yes switched it on). Said after the
// thing (灯你关一下, 客厅灯你给关了, 电视你关了吧) it is the same: the words were
// one name not found (找不到“灯你”).
var (
	addressees = []string{"你们", "你", "您"}
	// addresseeAfter may come after the one spoken to: how soon, or
	// first ("你快", "你先", "你马上", "你顺手").
	addresseeAfter = append([]string{"快点", "赶快", "赶紧", "先", "就", "马上", "立刻"}, soonWords...)
)

// addresseeSaid is the word the one spoken to who did a thing is read
// as: asked, never done (read.go).
const addresseeSaid = "你"

// addressed reads the one spoken to that begins a clause, right before a
// verb or 把 (after the adverbs of addresseeAfter), as a filler: the
// command after it is what is asked. Said as who did it (toldDone, or
// after 是), it becomes addresseeSaid.
func addressed(toks []lexer.Token) []lexer.Token {
	start := true
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			start = true
			continue
		case t.Type == grammar.Filler && start:
			continue
		}
		if at := addresseeAt(t); start && at > 0 && acted(toks[i+1:]) {
			// "灯你关一下", "电视你关了吧": the thing, then the one spoken to
			to := t
			n := utf8.RuneCountInString(t.Value[:at])
			to.Pos.Offset += n
			to.Pos.Column += n
			to.Value, to.Type = t.Value[at:], grammar.Filler
			if toldDone(toks[i+1:]) {
				to.Type, to.Value = grammar.Quest, addresseeSaid
			}
			toks[i].Value = t.Value[:at]
			toks = slices.Insert(toks, i+1, to)
			start = false
			continue
		}
		switch {
		case start && t.Type == grammar.Quest && t.Value == isSaid && named(toks[i+1]) && addressee(toks[i+1].Value):
			toks[i+1].Type, toks[i+1].Value = grammar.Quest, addresseeSaid // "是你开的灯": who did it
			i++
		case !start || t.Type != grammar.Han || !addressee(t.Value) || !acted(toks[i+1:]):
		case toldDone(toks[i+1:]):
			toks[i].Type, toks[i].Value = grammar.Quest, addresseeSaid
		default:
			toks[i].Type = grammar.Filler
		}
		start = false
	}
	return toks
}

// addresseeAt is where a word that names a thing and then the one spoken
// to said as one ("灯你", "客厅灯你先") begins the one spoken to: 0 for none.
func addresseeAt(t lexer.Token) int {
	if t.Type != grammar.Han {
		return 0
	}
	for at := range t.Value {
		if at > 0 && addressee(t.Value[at:]) {
			return at
		}
	}
	return 0
}

// addressee reports a word that is the one spoken to, with an adverb
// after it.
func addressee(w string) bool {
	for _, a := range addressees {
		if after, ok := strings.CutPrefix(w, a); ok && (after == "" || slices.Contains(addresseeAfter, after)) {
			return true
		}
	}
	return false
}

// toldDone reports tokens that begin, after adverbs, with a verb that says
// it was done: 的 after it ("开的灯") or 了 before its object ("开了灯").
func toldDone(toks []lexer.Token) bool {
	for j, t := range toks {
		switch {
		case t.Type == grammar.Verb && j+1 < len(toks):
			switch next := toks[j+1]; {
			case next.Value == de:
				return true
			case strings.HasSuffix(t.Value, done):
				return saidAfter(toks[j+1:])
			case next.Value == done:
				return saidAfter(toks[j+2:])
			}
			return false
		case t.Type == grammar.Conj || t.Type == grammar.Quant || t.Type == grammar.Filler && t.Value != objectSaid:
			continue // 也, 都, 先, 就
		}
		return false
	}
	return false
}

// saidAfter reports tokens that go on with more than a pause or a filler:
// the object of a verb said done ("开了灯", "打开了车库门").
func saidAfter(toks []lexer.Token) bool {
	return len(toks) > 0 && toks[0].Type != grammar.Sep && toks[0].Type != grammar.Filler
}
