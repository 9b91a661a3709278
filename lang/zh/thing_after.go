package zh

import (
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The readings of a thing said after what is done to it (valueFirst,
// verbThenThing) share these steps.

// leadEnd is where the fillers said first end (嗯, 那个), a mark of the
// object (把) not among them.
func leadEnd(toks []lexer.Token) int {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler && !objectMarks[toks[i].Value] {
		i++
	}
	return i
}

// nameEnd is where the words of a name from i end, with 的 between them
// ("卧室的空调").
func nameEnd(toks []lexer.Token, i int) int {
	first := i
	for i < len(toks) && (named(toks[i]) || i > first && toks[i].Type == grammar.Filler && toks[i].Value == de && i+1 < len(toks) && named(toks[i+1])) {
		i++
	}
	return i
}

// topicEnd is where the marks of a topic from i end (啊, 呢).
func topicEnd(toks []lexer.Token, i int) int {
	for i < len(toks) && toks[i].Type == grammar.Filler && topicMarks[toks[i].Value] {
		i++
	}
	return i
}

// placedFrom gives the tokens of said from lead on the positions of one
// utterance said in that order, from where toks[lead] was.
func placedFrom(said []lexer.Token, toks []lexer.Token, lead int) []lexer.Token {
	pos := toks[lead].Pos
	for j := lead; j < len(said); j++ {
		said[j].Pos = pos
		n := utf8.RuneCountInString(said[j].Value)
		pos.Offset += n
		pos.Column += n
	}
	return said
}
