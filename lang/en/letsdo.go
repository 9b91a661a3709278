package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A scene or mode said with "let's do" ("let's do movie mode", "let us do
// the good night scene") or "go to" ("go to movie mode") is activated, as
// "let's have movie mode" and "switch to movie mode" do. "Do" asked a
// question of the scene, and "go to" sent it home: each answered "Movie
// can't do that".

// letsDo reads "do" after "let" as a word of no meaning, and "go to"
// before a name that ends in a word of a scene or a mode as "switch to".
func letsDo(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case t.Value == "do" && t.Type == grammar.Quest && letBefore(toks[:i]):
			t.Type = grammar.Filler // "let's do movie mode"
		case t.Value == goWord && t.Type == grammar.Verb && (toks[i-1].Type == grammar.Filler || letBefore(toks[:i])) && sceneTo(toks[i+1:]):
			t.Value = "switch" // "go to movie mode"
		}
	}
	if len(toks) > 0 && toks[0].Value == goWord && toks[0].Type == grammar.Verb && sceneTo(toks[1:]) {
		toks[0].Value = "switch"
	}
	return toks
}

const letWord = "let"

// letBefore reports "let", "let's" or "let us" right before a token.
func letBefore(before []lexer.Token) bool {
	n := len(before)
	for n > 1 && before[n-1].Type == grammar.Filler && before[n-1].Value != letWord {
		n-- // "let's just do"
	}
	if n > 1 && (before[n-1].Value == "us" || before[n-1].Value == possessiveMark || before[n-1].Value == "s") {
		n--
	}
	return n > 0 && (before[n-1].Value == letWord || before[n-1].Value == "lets")
}

// sceneTo reports "to", articles, then words of a name whose last is a
// word of a scene or a mode, and nothing after it but words of no
// meaning.
func sceneTo(toks []lexer.Token) bool {
	if len(toks) == 0 || toks[0].Type != grammar.To || toks[0].Value != "to" {
		return false
	}
	toks = toks[1:]
	for len(toks) > 0 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	n := 0
	for n < len(toks) && toks[n].Type == grammar.Word {
		n++
	}
	if n == 0 || !vocab.KindWords[toks[n-1].Value] && !vocab.ModeWords[toks[n-1].Value] ||
		vocab.ModeWords[toks[n-1].Value] && n > 1 && vocab.DeviceModes[toks[n-2].Value] != "" {
		return false // "go to sleep mode" is a device's mode
	}
	for _, t := range toks[n:] {
		if t.Type != grammar.Filler {
			return false
		}
	}
	return true
}
