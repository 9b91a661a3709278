package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// listenWords ask to hear something ("我想听关灯", "要听下雨的声音", "听听新
// 闻"), which edge has nothing to play: not understood, never a name, where
// 听 sounded as 厅 and 雨 as 浴 ("我想听下雨的声音" asked 'the bathroom
// light?', and a yes switched it on). 听下 and 听一下 may be 停 misheard
// ("电视听一下"): no words of listening.
const listenWords = `我想听 我要听 想听 要听 听听 听首 听个 给我听`

// listenSaid is 听: at the start of what is said, after words of no
// meaning, it asks to hear what follows ("听关灯", "听雨声"); inside a
// name it may be 厅 misheard ("客听灯").
const listenSaid = "听"

// listen are the words of listenWords and listenSaid.
var listen = func() map[string]bool {
	m := map[string]bool{listenSaid: true}
	for _, w := range strings.Fields(listenWords) {
		m[w] = true
	}
	return m
}()

// listenFirst reads listenSaid that begins an utterance, after words of
// no meaning, alone or glued to what follows ("听雨的声音"), as a word of
// listening.
func listenFirst(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i < len(toks) && toks[i].Type == grammar.Han && strings.HasPrefix(toks[i].Value, listenSaid) {
		toks[i].Type, toks[i].Value = grammar.Quest, listenSaid
	}
	return toks
}
