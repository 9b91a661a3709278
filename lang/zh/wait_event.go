package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A situation to wait for. "天黑了再开花园灯", "我回来了再开空调": a
// situation said before 再 ("and then") is when the command is to run,
// which edge cannot wait for; it is no remark on the situation now ("天黑
// 了，开花园灯"), and the command is not understood. Dropped with the
// situation, the garden lights were turned on at once.

// thenLater is 再 as "and then".
const thenLater = "再"

var errWaitFor = grammar.Errorf("a situation to wait for, then %s", thenLater)

// situationSaid are the words of situations.
var situationSaid = grammar.Set(situations)

// waitsFor reports a situation (situations) followed by 再.
func waitsFor(toks []lexer.Token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type == grammar.Filler && situationSaid[toks[i].Value] && toks[i+1].Value == thenLater {
			return true
		}
	}
	return false
}
