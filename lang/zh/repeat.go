package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The last command asked for once more, with nothing else said (再来一次,
// 再来, 再一次, 再来一遍, 再做一次, 重复一次, 再调一次): the reply that does it
// again, on what it acted on. Such words were not understood.

// againWord is the filler that says "once more"; repeatRuns are the words
// of such an answer as the lexer reads them, with it and without the other
// fillers and particles (再来一次吧); repeatSaid the word of the reply
// grammar they are read as.
const (
	againWord  = "再"
	repeatSaid = "再来"
)

var repeatRuns = map[string]bool{
	"再 来": true, "再 来 1 次": true, "再 来 1 遍": true, "再 来 1 下": true, "再 1 次": true, "再 1 遍": true,
	"再 做 1 次": true, "再 做 1 遍": true, "再 调 1 次": true, "再 调 1 下": true, "再 弄 1 次": true, "再 弄 1 下": true,
	"重复": true, "重复 1 次": true, "重复 1 遍": true, "照 做": true, "再 照 做 1 次": true,
}

// repeatSaidAlone reads an utterance that is only such words as the reply.
func repeatSaidAlone(toks []lexer.Token) []lexer.Token {
	return grammar.SaidAlone(toks, repeatRuns, againWord, repeatSaid)
}
