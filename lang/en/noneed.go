package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "no need to lock the front door", "there's no need to turn off the tv",
// "you needn't close the blinds", "no point turning on the fan", "don't
// bother locking the front door": a command said not to be needed is the
// command negated ("don't lock the front door"), which nothing does. "no"
// was read as the answer word and "need to" as a courtesy, so "no need to
// lock the front door" locked it; the others were not understood. With
// no verb it knows after it ("no need to brew my coffee", "no need to
// bedroom red"), it is not understood: it was done.

// needlessOpeners are the words, as lexed, that say a command is not
// needed before its verb.
var needlessOpeners = [][]string{
	strings.Fields("there is no need for you to"), strings.Fields("there is no need to"), strings.Fields("no need for you to"),
	strings.Fields("no need to"), strings.Fields("you need not"), strings.Fields("need not"),
	strings.Fields("there is no point in"), strings.Fields("there is no point"), strings.Fields("no point in"), strings.Fields("no point"),
	strings.Fields("do not bother"), strings.Fields("dont bother"),
}

// notNeeded reads such a command as the command with "do not" before it.
func notNeeded(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !openedOnly(toks[:i]) {
			continue
		}
		n := needlessAt(toks, i)
		k := i + n
		for n > 0 && k < len(toks) && toks[k].Type == grammar.Filler {
			k++ // "no need to please lock every door"
		}
		if n == 0 || k >= len(toks) {
			continue
		}
		v := &toks[k]
		base := stemmed(v.Value, "ing")
		if base == "" && isVerbWord(*v) {
			base = v.Value
		}
		if base == "" {
			continue
		}
		v.Type, v.Value = grammar.Verb, base
		do := lexer.Token{Type: grammar.Quest, Value: "do", Pos: toks[i].Pos}
		not := lexer.Token{Type: grammar.Except, Value: "not", Pos: toks[i].Pos}
		toks = slices.Replace(toks, i, i+n, do, not)
		i += 2
	}
	return toks
}

// errNeedless is a command said not to be needed whose verb notNeeded
// does not know ("no need to brew my coffee", "no need to light the
// bedroom lights", "no need to bedroom red"): it was done.
var errNeedless = grammar.Errorf("a command said not to be needed")

// needlessLeft reports an opener of a command not needed that notNeeded
// left, at a clause's start.
func needlessLeft(toks []lexer.Token) bool {
	for i := range toks {
		if openedOnly(toks[:i]) && needlessAt(toks, i) > 0 {
			return true
		}
	}
	return false
}

// openedOnly reports a clause's start, before which only fillers or the
// words that open what is said or hesitate come ("oh, no need to …", "well
// there's no need to …", "um its cold"): discourse reads those as fillers
// after this step.
func openedOnly(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj; k-- {
		if before[k].Type != grammar.Filler && !openers[before[k].Value] && !hesitations[before[k].Value] {
			return false
		}
	}
	return true
}

// needlessAt is the length of the opener at i, 0 where none is.
func needlessAt(toks []lexer.Token, i int) int {
	for _, o := range needlessOpeners {
		if i+len(o) <= len(toks) && slices.EqualFunc(toks[i:i+len(o)], o, func(t lexer.Token, w string) bool { return t.Value == w }) {
			return len(o)
		}
	}
	return 0
}
