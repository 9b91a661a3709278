package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// seeLater are the words after 再 that put off what is left to decide
// (再说: "and we'll see", 再想想, 再商量), lexed after 再.
var seeLater = map[string]bool{"说": true, "想想": true, "商量": true}

// seenLater reads 再说 that ends a command, after its verb ("把卧室灯关了再说",
// "先关灯再说", "空调开了再说吧"), as a filler: it defers the rest, not the
// command, which is done now. 说 was heard as 锁, and "您是说前门吗？" asked,
// and a yes locked the front door with the lights; 想想 was heard as 箱, and
// which one asked, the oven or the speaker. 再说 after anything else
// ("明天再说", "再说吧") is left as it is: no command.
func seenLater(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Conj || toks[i].Value != more || toks[i+1].Type != grammar.Han || !seeLater[toks[i+1].Value] {
			continue
		}
		if !slices.ContainsFunc(lastClause(toks[:i]), isVerb) {
			continue
		}
		end := i + 2
		for end < len(toks) && toks[end].Type == grammar.Filler {
			end++
		}
		if end < len(toks) && toks[end].Type != grammar.Sep {
			continue
		}
		toks[i].Type, toks[i+1].Type = grammar.Filler, grammar.Filler
	}
	return toks
}

// lastClause is the tokens of toks after its last pause.
func lastClause(toks []lexer.Token) []lexer.Token {
	i := len(toks)
	for i > 0 && toks[i-1].Type != grammar.Sep {
		i--
	}
	return toks[i:]
}

// isVerb reports a verb.
func isVerb(t lexer.Token) bool { return t.Type == grammar.Verb }
