package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A change said after it to have gone too far or not far enough, with
// nothing else ("too much", "that's way too much", "a bit too far", "not
// enough", "still not enough", "too little") is the last change by a step
// again, the other way or the same way, as "a bit less" and "a bit more"
// are (along.go): "make the kitchen light brighter", then "too much",
// dims it back. After a value set outright ("dim the kitchen light to 50
// percent") which way it went is not said: it is not understood, never
// "less" of the light. They were not understood.

// tooMuchWord and tooLittleWord are the Rels such a turn is read as.
const (
	tooMuchWord   = "too much"
	tooLittleWord = "not enough"
)

func init() {
	rels[tooMuchWord], rels[tooLittleWord] = lang.Down(""), lang.Up("")
	alongWords[tooMuchWord], alongWords[tooLittleWord] = true, true
}

var (
	// overshots and undershots say a change went too far or not far
	// enough; overshotSaid are the words that may come around them.
	overshots    = newPhrases("too much", "too far", "overdone", "overdid it", "you overdid it", "it is overdone")
	undershots   = newPhrases("not enough", "too little", "not quite enough", "not far enough", "still not enough", "not nearly enough")
	overshotSaid = set("that that's it is was way far much a bit little tad slightly just now again still bit")
)

// overshot reads an utterance that says only that the last change went
// too far or not far enough as the Rel tooMuchWord or tooLittleWord.
func overshot(toks []lexer.Token) []lexer.Token {
	var said lexer.Token
	found := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if n := phraseAt(toks, i, overshots); n > 0 && !found {
			said, found, i = lexer.Token{Type: grammar.Rel, Value: tooMuchWord, Pos: t.Pos}, true, i+n-1
			continue
		}
		if n := phraseAt(toks, i, undershots); n > 0 && !found {
			said, found, i = lexer.Token{Type: grammar.Rel, Value: tooLittleWord, Pos: t.Pos}, true, i+n-1
			continue
		}
		if t.Type != grammar.Filler && t.Type != grammar.Sep && !overshotSaid[t.Value] && !openers[t.Value] && !hesitations[t.Value] {
			return toks
		}
	}
	if !found {
		return toks
	}
	return []lexer.Token{said}
}
