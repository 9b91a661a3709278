package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// restarts drops a command cut off before its object and said again:
// "turn off the- turn on the kitchen light", "open the... close the
// garage door", "lock the, unlock the front door", "turn off turn on the
// fan": what is said again is what is meant, never the words given up. A
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
		if det && j < len(toks) && toks[j].Type == grammar.Sep {
			j++ // "turn off the, turn on …": no clause ends with "the"
		}
		again := j < len(toks) && (toks[j].Value == toks[i].Value || restartPairs[toks[i].Value] == toks[j].Value)
		if j > i+1 && verbAtRestart(toks, j, again) && !(toks[j].Type == grammar.Verb && namesClass(toks[j].Value)) && slices.Contains(restartNext, kindAt(toks, j+1)) {
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

// discourseWords open what is said without saying anything of it: "so
// turn on the light", "well, what's the temperature", "okay so", "oh".
var discourseWords = map[string]bool{"so": true, "well": true, "oh": true, "anyway": true, "now": true}

// discourse makes fillers of the words that open an utterance before its
// command, when one of them is a discourse word: "okay so turn on the
// light", "so yeah what's on"; never before a name's word ("well pump on"
// keeps its well) or alone.
func discourse(toks []lexer.Token) []lexer.Token {
	k, said := 0, false
	for k < len(toks) && (discourseWords[toks[k].Value] || greetings[toks[k].Value] || toks[k].Value == "yeah") {
		said = said || discourseWords[toks[k].Value]
		k++
	}
	if !said || k == len(toks) || toks[k].Type == grammar.Word {
		return toks
	}
	for i := range toks[:k] {
		toks[i].Type = grammar.Filler
	}
	return toks
}
