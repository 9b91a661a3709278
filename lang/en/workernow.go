package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// nowSaid are the words of now said in a question of a worker's state
// ("is the robot vacuum charging right now", "is the mower mowing at the
// moment", "is the vacuum currently docked"): the state asked is the one
// it is in, so they are no word of the question. They were read into its
// name ("I can't find “robot vacuum charging”"), or turned "is the mower
// out" into a yes.
var nowSaid = newPhrases("right now", "at the moment", "at this moment", "at present", "currently", "presently", "now",
	"just now", "as we speak")

// workerNow drops them from a clause that asks of a worker: a question
// word first, after the words that lead one ("can you tell me"), and the
// class word of a worker in it.
func workerNow(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		n := phraseAt(toks, i, nowSaid)
		if n == 0 || !workerAsked(toks[:i]) {
			continue
		}
		toks = slices.Delete(toks, i, i+n)
		i--
	}
	return toks
}

// workerAsked reports the words of a clause so far, from its last pause,
// that ask of a worker.
func workerAsked(before []lexer.Token) bool {
	k := len(before)
	for k > 0 && before[k-1].Type != grammar.Sep && before[k-1].Type != grammar.Conj {
		k--
	}
	clause := before[k:]
	for len(clause) > 0 && ledOnly(clause[:1]) {
		clause = clause[1:]
	}
	if len(clause) < 2 || clause[0].Type != grammar.Quest && clause[0].Value != whereWord && clause[0].Value != "if" && clause[0].Value != "whether" {
		return false
	}
	return slices.ContainsFunc(clause[1:], func(t lexer.Token) bool { return workers[classes.word[Singular(t.Value)]] })
}

// workerTold reads a question of a worker's state said after the words
// that ask it and "if", "whether" or "what" ("do you know if the robot
// vacuum is charging", "can you tell me whether the mower is docked",
// "can you tell me what the vacuum is doing") as the question itself:
// "is the robot vacuum charging", "what is the vacuum doing". It was read
// into the name ("I can't find “robot vacuum charging”"). An "if" said
// first is a condition, left as it is.
func workerTold(toks []lexer.Token) []lexer.Token {
	for i := 1; i+2 < len(toks); i++ {
		if !toldWords[toks[i].Value] || !askLead[toks[i-1].Value] || !ledOnly(toks[:i]) {
			continue
		}
		c := i + 1
		for c < len(toks) && !copulas[toks[c].Value] {
			c++
		}
		if c == len(toks) || !workerNamed(toks[i+1:c]) {
			continue
		}
		q := lexer.Token{Type: grammar.Quest, Value: toks[c].Value, Pos: toks[i].Pos}
		lead := toks[:i]
		if toks[i].Value == "what" {
			lead, q = toks[:i+1], toks[c]
		}
		return append(append(append(slices.Clone(lead), q), toks[i+1:c]...), toks[c+1:]...)
	}
	return toks
}

// toldWords open a question said after the words that ask it.
var toldWords = set("if whether what")

// ledOnly reports words, from the last pause, that only lead a question:
// "can you tell me", "do you know", "ok".
func ledOnly(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj; k-- {
		if t := before[k]; !askLead[t.Value] && t.Type != grammar.Filler && !affirm[t.Value] && !calledOnly(before[k:k+1]) {
			return false
		}
	}
	return true
}
