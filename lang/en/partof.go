package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A part of the things of a class, left open: "half of the lights", "half
// the bedroom lights", "some of the lamps", "a few lights", "a couple of
// the lights", "most of the lights", "several lamps". Which ones is not
// said, and edge does not choose: "half" was read as a level (every
// light set to 50%), "some of" as all of them. Their words are made words
// of the name, which names nothing, so the command is not understood,
// never done on all. "Some lights" alone, and "one of the lights" (which
// one is asked), are left.

// partOfWords say a part; partOfOnly those of them that say one only with
// "of" after them ("some of the lamps").
var (
	partOfWords = set("half some most several few couple")
	partOfOnly  = set("some")
)

// ofWord joins a part to what it is a part of.
const ofWord = "of"

// partOf makes the words of a part left open words of a name.
func partOf(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !partOfWords[toks[i].Value] {
			continue
		}
		k := i + 1
		of := k < len(toks) && toks[k].Value == ofWord
		if of {
			k++
		}
		if !of && partOfOnly[toks[i].Value] || !classAhead(toks[k:]) {
			continue
		}
		for j := i; j < k; j++ {
			toks[j].Type = grammar.Word
		}
		i = k - 1
	}
	return toks
}

// classAhead reports the words of a name in the plural at the start of the
// tokens, after a determiner: "the bedroom lights", "my lamps".
func classAhead(toks []lexer.Token) bool {
	k := 0
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	last := ""
	for k < len(toks) && toks[k].Type == grammar.Word {
		last = toks[k].Value
		k++
	}
	if last == "" {
		return false
	}
	class, _ := lang.ClassOf(last)
	return class != "" && Singular(last) != last
}
