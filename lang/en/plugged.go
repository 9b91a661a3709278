package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing plugged in or unplugged is switched on or off ("plug in the
// kettle", "plug the christmas tree in", "unplug the kettle", "please
// unplug the tv", "unplug it"): it was not understood. What is plugged is
// said as its plug ("the kettle plug"), which is the thing where it is
// named, and a room's plug where a room is ("plug in the kitchen" asks
// about the kitchen's plug, never its lights). Only a clause that opens
// with the verb is read so: "turn on the plug in my office" is the plug
// there, and "plug in the bedroom to 22" sets it.

// Words of plugging in and out, and of what they are read as.
const (
	plugWord   = "plug"
	unplugWord = "unplug"
	offWord    = "off"
)

// plugged reads "plug … in" and "unplug …" that open a clause as "turn on
// … plug" and "turn off … plug": what is plugged is the article and the
// words of a name right after the verb; "in" goes right after them where
// it is not after the verb ("plug the kettle in please") and ends the
// clause ("plug the kettle in 5 minutes" plugs nothing in). A
// value after them ("to 22", "at 40") is a plug's setting said tersely.
func plugged(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Word || t.Value != plugWord && t.Value != unplugWord || !opensClause(toks, i) {
			continue
		}
		from, in := i+1, -1
		if t.Value == plugWord && from < len(toks) && toks[from].Value == inWord {
			from, in = from+1, from // "plug in the kettle"
		}
		to := from
		for to < len(toks) && (nameWord(toks[to]) || toks[to].Type == grammar.Det) {
			to++
		}
		ref := to == from && t.Value == unplugWord && to < len(toks) && toks[to].Type == grammar.Ref // "unplug it"
		if !ref && !slices.ContainsFunc(toks[from:to], nameWord) || setAt(toks[to:]) {
			continue
		}
		if t.Value == plugWord && in < 0 {
			if to == len(toks) || toks[to].Value != inWord || !endsAt(toks, to+1) {
				continue
			}
			in = to // "plug the kettle in"
		}
		if in == to {
			toks = slices.Delete(toks, in, in+1)
		}
		if !ref && toks[to-1].Value != plugWord { // "unplug the kitchen plug"
			plug := toks[to-1]
			plug.Type, plug.Value = grammar.Word, plugWord
			toks = slices.Insert(toks, to, plug)
		}
		if in == i+1 {
			toks = slices.Delete(toks, in, in+1)
		}
		dir := lexer.Token{Type: grammar.On, Value: onWord, Pos: t.Pos}
		if t.Value == unplugWord {
			dir.Type, dir.Value = grammar.Dir, offWord
		}
		toks[i].Type, toks[i].Value = grammar.Verb, turnWord
		toks = slices.Insert(toks, i+1, dir)
	}
	return toks
}

// setAt reports tokens that open with a value to set: "to", or "at" and
// a number.
func setAt(toks []lexer.Token) bool {
	return len(toks) > 0 && (toks[0].Type == grammar.To || toks[0].Value == atWord && len(toks) > 1 && toks[1].Type == grammar.Num)
}

// opensClause reports a token that opens a clause: nothing but fillers
// before it, or a pause or a conjunction right before it.
func opensClause(toks []lexer.Token, i int) bool {
	if i > 0 && (toks[i-1].Type == grammar.Sep || toks[i-1].Type == grammar.Conj) {
		return true
	}
	return !slices.ContainsFunc(toks[:i], func(t lexer.Token) bool { return t.Type != grammar.Filler })
}
