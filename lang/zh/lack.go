package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// lackWords are what a device runs out of or gives none of: said after
// 没 or 没有 with nothing after them but particles ("加湿器没水了", "扫地机
// 没电了", "电视没声音", "空调没反应"), a trouble told, no question of a
// state: 没 was read as asking, and the volume or the state of the device
// was answered.
const lackWords = `水 电 油 气 信号 网 声音 声 声儿 反应 动静 电池`

// lackSaid marks 没 of a lack: the clause is not understood; notHave is
// 没有, which says what 没 says there.
const (
	lackSaid = "没了"
	notHave  = "没有"
)

// lacks are the words of lackWords.
var lacks = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(lackWords) {
		m[w] = true
	}
	return m
}()

// lackTold reads 没 or 没有 right before a word of lackWords that ends
// the clause as a lack told.
func lackTold(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := &toks[i]
		if t.Type == grammar.Quest && (t.Value == notYet || t.Value == notHave) && lacks[toks[i+1].Value] && clauseEnds(toks[i+2:]) {
			t.Value = lackSaid
		}
	}
	return toks
}
