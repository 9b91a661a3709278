package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of whether a command was heard or understood, said after it
// ("turn off the tv, did you hear me?", "pause the tv, understood?",
// "lock the front door, do you understand", "close the blinds, i said"),
// says nothing of the command: it was read as a name ("I can't find
// “understood”") or as a question, and nothing was done. Only after a
// command (addressed.go's addressedAfter) and at the end of what is said;
// alone ("did you hear me?") it is as it was.

// heardTags are the words of such a question.
var heardTags = [][]string{{"did", "you", "hear", "me"}, {"do", "you", "hear", "me"}, {"can", "you", "hear", "me"}, {"you", "hear", "me"},
	{"did", "you", "get", "that"}, {"you", "got", "that"}, {"got", "that"}, {"understood"}, {"do", "you", "understand"},
	{"you", "understand"}, {"is", "that", "clear"}, {"capiche"}, {"i", "said"}}

// heardAsked reads such a question at the end of a command as fillers.
func heardAsked(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && toks[end-1].Type == grammar.Sep {
		end--
	}
	for _, ws := range heardTags {
		start := end - len(ws)
		if start < 1 || !startsWith(toks[start:end], ws) || !addressedAfter(toks[:start]) {
			continue
		}
		for i := start; i < end; i++ {
			toks[i].Type = grammar.Filler
		}
		break
	}
	return toks
}
