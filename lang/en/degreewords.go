package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A word of degree right before a comparative ("even louder", "way
// brighter", "far warmer", "a lot louder", "turn the volume up even
// more", "make the study lamp even brighter") says how much, as "much
// louder" does: nothing the command needs. Read as a name ("even",
// "study lamp even"), the command was not understood. So does "way" or
// "far" right before "up" or "down" ("turn the kitchen light way down",
// "turn the tv way up"); "all the way down" stays the least. So do "a
// lot", "a whole lot" and "lots" right after "up" or "down" ("turn the tv
// up a lot", "turn the volume down a lot in the kitchen"): they were read
// as a name ("tv lot"); "a lot of" stays a count. And after the name of
// a command said with "up" or "down" before it ("turn up the tv a lot").

// degreeWords are those words; degreeRuns those of two words.
var (
	degreeWords = set("even way far lots")
	degreeRuns  = [][]string{{"a", "lot"}, {"a", "whole", "lot"}}
	// wayWords are those said right before "up" or "down".
	wayWords = set("way far")
)

// degreeBefore makes such words fillers.
func degreeBefore(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if i > 0 && toks[i].Type == grammar.Dir && (dirs[toks[i].Value] == "up" || dirs[toks[i].Value] == "down") &&
			toks[i-1].Type == grammar.Word && wayWords[toks[i-1].Value] && (i < 2 || toks[i-2].Value != "the") {
			toks[i-1].Type = grammar.Filler
			continue
		}
		if n := muchAfter(toks, i); n > 0 {
			for j := i + 1; j <= i+n; j++ {
				toks[j].Type = grammar.Filler
			}
			toks[i+n].Value = muchWord
			continue
		}
		if n := muchLast(toks, i); n > 0 {
			for j := i; j < i+n; j++ {
				toks[j].Type = grammar.Filler
			}
			toks[i+n-1].Value = muchWord
			continue
		}
		if toks[i].Type != grammar.Rel || toks[i].Value == "bit" || toks[i].Value == "little" {
			continue
		}
		k := i
		for _, run := range degreeRuns {
			if n := len(run); k >= n && wordsAt(toks, k-n, [][]string{run}) == n {
				k -= n
				break
			}
		}
		if k == i && i > 0 && toks[i-1].Type == grammar.Word && degreeWords[toks[i-1].Value] {
			k = i - 1
		}
		for j := k; j < i; j++ {
			toks[j].Type = grammar.Filler
		}
		if k < i && (k < i-1 || toks[k].Value == "lots") {
			toks[i-1].Value = muchWord // "a lot louder"
		}
	}
	return toks
}

// muchWord is the last word of "a lot", "a whole lot" or "lots" said of a
// change, once read: its role (lang.RoleMuch) doubles the change's step.
const muchWord = "a lot"

// muchAfter is the number of words of degree right after an "up" or
// "down" at i, ended by the clause, a pause, a place or another filler.
func muchAfter(toks []lexer.Token, i int) int {
	if !upOrDown(toks[i]) {
		return 0
	}
	return muchAt(toks, i+1)
}

// muchLast is the number of words of degree at i after a name, in a
// clause with an "up" or "down" or a verb of a step before it ("dim the
// kitchen light a lot").
func muchLast(toks []lexer.Token, i int) int {
	if i == 0 || !named[toks[i-1].Type] {
		return 0
	}
	for j := i - 1; j >= 0 && toks[j].Type != grammar.Sep; j-- {
		if upOrDown(toks[j]) || toks[j].Type == grammar.Verb && levelSteps[verbs[toks[j].Value]] {
			return muchAt(toks, i)
		}
	}
	return 0
}

// named are the types of the last word of what a command is said of:
// "the tv", "the volume", "it", "the music".
var named = map[lexer.TokenType]bool{grammar.Word: true, grammar.Attr: true, grammar.Ref: true, grammar.Noun: true}

func upOrDown(t lexer.Token) bool {
	return t.Type == grammar.Dir && (dirs[t.Value] == "up" || dirs[t.Value] == "down")
}

// muchAt is the number of words of degree at i, ended by the clause, a
// pause, a place, "more" or a filler; 0 before "of".
func muchAt(toks []lexer.Token, i int) int {
	n := wordsAt(toks, i, append([][]string{{"lots"}}, degreeRuns...))
	if n == 0 {
		return 0
	}
	if end := i + n; end < len(toks) && (toks[end].Value == "of" ||
		toks[end].Type != grammar.Sep && toks[end].Type != grammar.Prep && toks[end].Type != grammar.Filler && toks[end].Type != grammar.Rel) {
		return 0
	}
	return n
}
