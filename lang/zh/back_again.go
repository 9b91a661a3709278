package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing switched back, with 回来 or 回去 after the verb (开回来, 把灯开回来,
// 关回去), is switched so, as it is again (重新打开: spoken.go's anew):
// "back" says no more than the verb. 开回来 was a name not found (找不到
// “来”), and 关回去 asked which of the vacuum and the mower to send back
// (回去 docks them said with no verb of switching: 扫地机回去).

// backWords are what follows 回 after a verb of switching.
var backWords = map[string]bool{"来": true, "去": true}

const backWord = "回"

// backAgain reads 回来 and 回去 after a verb that switches on or off as
// fillers.
func backAgain(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != grammar.Verb || verbs[t.Value] != openOn && verbs[t.Value] != closeOff {
			continue
		}
		if i+2 < len(toks) && toks[i+1].Value == backWord && backWords[toks[i+2].Value] &&
			(i+3 == len(toks) || toks[i+3].Type == grammar.Filler || toks[i+3].Type == grammar.Sep) {
			toks[i+1].Type, toks[i+2].Type = grammar.Filler, grammar.Filler
		}
	}
	return toks
}
