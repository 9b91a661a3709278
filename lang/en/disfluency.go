package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// restarts drops a command cut off before its object and said again:
// "turn off the- turn on the kitchen light", "open the... close the
// garage door", "lock the, unlock the front door", "turn off turn on the
// fan", "turn on the uh turn off the kitchen light": what is said again is what is meant, never the words given up. A
// verb said twice is one ("turn off turn off the tv"). A verb right after
// a verb is not said again ("stop mowing", "start cleaning").
func restarts(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !verbAtRestart(toks, i, true) || !commandStart(toks[:i]) {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j].Type == grammar.Dir || toks[j].Type == grammar.On) {
			j++
		}
		det := false
		for j < len(toks) && (toks[j].Type == grammar.Det || toks[j].Type == grammar.Quant) {
			j, det = j+1, true
		}
		// "turn off the, turn on …": no clause ends with "the"; nor does one
		// end with a sound of thinking ("turn on the uh turn off …")
		for j < len(toks) && (toks[j].Type == grammar.Filler || det && toks[j].Type == grammar.Sep) {
			j++
		}
		same := j < len(toks) && toks[j].Value == toks[i].Value
		paired := j < len(toks) && restartPairs[toks[i].Value] == toks[j].Value
		next := restartNext
		if paired && !same {
			// "unlock the- lock the front door", never "unlock the lock
			// on the porch": the lock there
			next = pairNext
		}
		if j > i+1 && verbAtRestart(toks, j, same || paired) && !(toks[j].Type == grammar.Verb && namesClass(toks[j].Value)) && slices.Contains(next, kindAt(toks, j+1)) {
			toks = append(toks[:i], toks[j:]...)
			i--
		}
	}
	return toks
}

// restartPairs are verbs said again as a verb that is also a name's word,
// before its article: "unlock the- lock the front door".
var restartPairs = map[string]string{"unlock": lockWord}

// restartNext are the kinds of word after a verb said again: its particle
// or its object's article ("… turn on the", "… close the"); never a name's
// word ("turn off play corner lights": the name of a device).
var restartNext = []lexer.TokenType{grammar.Dir, grammar.On, grammar.Det, grammar.Quant, grammar.Ref}

// pairNext are the kinds of word after a verb of restartPairs said again:
// its object's article, never a particle ("unlock the lock on the porch"
// is the lock there).
var pairNext = []lexer.TokenType{grammar.Det, grammar.Quant, grammar.Ref}

// verbAtRestart reports a verb at i: a word of the grammar's verbs, or a
// verb that is also a name's word before its particle ("switch off"), or
// before its article where the command is given up or said again as it
// was (det: "switch the- …", "lock the- lock the door"; else "turn off the
// light the kitchen" names a light). A verb that names a class after an
// article is the thing ("send the hoover every room").
func verbAtRestart(toks []lexer.Token, i int, det bool) bool {
	if i >= len(toks) {
		return false
	}
	if toks[i].Type == grammar.Verb {
		return true
	}
	next := kindAt(toks, i+1)
	return toks[i].Type == grammar.Word && verbs[toks[i].Value] != "" && (next == grammar.Dir || next == grammar.On || det && next == grammar.Det)
}

// repairMarkers are the words that take back what was just said and say
// it again: "turn on the kitchen light, no, the hall light", "… sorry, I
// mean the hall light", "set it to fifty, no, sixty percent", "… wait no,
// turn off the tv". The first say nothing else (strongMarkers); "no",
// "sorry", "actually" and "rather" also say other things ("rather than").
var repairMarkers = [][]string{{"sorry", "i", "mean"}, {"no", "i", "mean"}, {"i", "mean"}, {"i", "meant"}, {"or", "rather"},
	{"no", "wait"}, {"wait", "no"}, {"no", "sorry"}, {"oops"}, {"sorry"}, {"no"}, {"actually"}, {"rather"}}

// strongMarkers is how many of repairMarkers, from the first, only take
// back.
const strongMarkers = 9

// repairs reads a command taken back in the same breath as what is said
// after the taking back: a name said again replaces the name before it, a
// number the number, a direction the direction ("turn the tv on, no,
// off"), a command the command ("it" in it is what was taken back: "turn
// off the tv, no, turn it on"). Only one command may come before it. What
// a marker that only takes back leaves unread is no command: "turn on the
// lamp and the fan, I mean, the hall light" does nothing.
func repairs(toks []lexer.Token) []lexer.Token {
	for m := 1; m < len(toks); m++ {
		n, strong := markersAt(toks, m)
		if n == 0 {
			continue
		}
		if out, ok := repaired(toks, m, n); ok {
			return out
		}
		if strong && commandBefore(toks[:m]) { // "no, I meant the lamp" takes back a turn before
			return toks[:0]
		}
		return toks
	}
	return toks
}

// repaired is what is said when the n words at m take back the one
// command before them, and whether they do.
func repaired(toks []lexer.Token, m, n int) ([]lexer.Token, bool) {
	lead := 0
	for lead < m && toks[lead].Type == grammar.Filler {
		lead++
	}
	if !verbAtRestart(toks, lead, true) || slices.ContainsFunc(toks[lead+1:m], func(t lexer.Token) bool {
		return t.Type == grammar.Conj || t.Type == grammar.Verb
	}) {
		return nil, false
	}
	before := toks[:m]
	for len(before) > lead && before[len(before)-1].Type == grammar.Sep {
		before = before[:len(before)-1]
	}
	after := toks[m+n:]
	for len(after) > 0 && (after[0].Type == grammar.Sep || after[0].Type == grammar.Filler) {
		after = after[1:]
	}
	isDir := func(t lexer.Token) bool { return t.Type == grammar.Dir || t.Type == grammar.On }
	switch {
	case len(after) == 0:
		return nil, false
	case verbAtRestart(after, 0, true):
		r := slices.IndexFunc(after, func(t lexer.Token) bool { return t.Type == grammar.Ref })
		if r < 0 {
			return slices.Concat(toks[:lead], after), true
		}
		np := firstObject(before[lead+1:])
		if len(np) == 0 || slices.ContainsFunc(after[r+1:], func(t lexer.Token) bool { return t.Type == grammar.Ref }) {
			return nil, false
		}
		return slices.Concat(toks[:lead], after[:r], np, after[r+1:]), true
	case allOf(after, grammar.Det, grammar.Word, grammar.Quant, grammar.Filler):
		k := len(before)
		for k > lead+1 && (before[k-1].Type == grammar.Det || before[k-1].Type == grammar.Word || before[k-1].Type == grammar.Quant) {
			k--
		}
		if k == len(before) {
			return nil, false
		}
		return slices.Concat(before[:k], after), true
	case isDir(after[0]) && allOf(after[1:], grammar.Filler):
		d := slices.IndexFunc(before, isDir)
		if d < 0 || slices.ContainsFunc(before[d+1:], isDir) {
			return nil, false
		}
		return slices.Concat(before[:d], after[:1], before[d+1:]), true
	case after[0].Type == grammar.Num && allOf(after[1:], grammar.Unit, grammar.Filler):
		k := len(before)
		for k > lead && before[k-1].Type == grammar.Unit {
			k--
		}
		if k == lead || before[k-1].Type != grammar.Num {
			return nil, false
		}
		return slices.Concat(before[:k-1], after), true
	}
	return nil, false
}

// firstObject is the first run of articles, quantifiers and names' words in
// what follows a verb: its object ("the tv" of "off the tv").
func firstObject(toks []lexer.Token) []lexer.Token {
	obj := func(t lexer.Token) bool {
		return t.Type == grammar.Det || t.Type == grammar.Word || t.Type == grammar.Quant
	}
	i := slices.IndexFunc(toks, obj)
	if i < 0 {
		return nil
	}
	j := i
	for j < len(toks) && obj(toks[j]) {
		j++
	}
	return toks[i:j]
}

// markerAt is how many words of a repair marker start at m (0 for none),
// and whether it only takes back.
func markerAt(toks []lexer.Token, m int) (int, bool) {
	for i, mk := range repairMarkers {
		if m+len(mk) > len(toks) {
			continue
		}
		if slices.EqualFunc(mk, toks[m:m+len(mk)], func(w string, t lexer.Token) bool { return t.Value == w }) {
			return len(mk), i < strongMarkers
		}
	}
	return 0, false
}

// markersAt is markerAt of markers said one after another, a pause
// between them or none ("sorry, i mean", "oops, i meant", "no, sorry"):
// all of them take back, one strong if any is. The first alone left "i
// mean" to be read into the name said after it ("mean fan").
func markersAt(toks []lexer.Token, m int) (int, bool) {
	n, strong := markerAt(toks, m)
	for n > 0 {
		k := m + n
		for k < len(toks) && toks[k].Type == grammar.Sep {
			k++
		}
		more, s := markerAt(toks, k)
		if more == 0 {
			break
		}
		n, strong = k+more-m, strong || s
	}
	return n, strong
}

// allOf reports tokens all of the kinds.
func allOf(toks []lexer.Token, kinds ...lexer.TokenType) bool {
	for _, t := range toks {
		if !slices.Contains(kinds, t.Type) {
			return false
		}
	}
	return true
}
