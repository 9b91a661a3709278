package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// thingsAll reads a word of any thing (generalNouns: 东西, 设备, 电器, 家电)
// said before a word of all ("把东西都关了", "家里的东西都关了", "把家电全关了",
// "把客厅电器都关了") as what that word says alone: everything, or
// everything of the room said before it, as "所有东西" and "把客厅的电器都关了"
// are; after a word that asks which or what ("还有什么东西没关", "哪些设备开着")
// it is what that word asks of. They were a name not found ("找不到“东西”").
// Said with no word of all ("把东西关了"), it names nothing in particular
// and is left.
func thingsAll(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if i > 0 && t.Type == grammar.Han && toks[i-1].Type == grammar.Quest && slices.Contains(generalNouns, t.Value) {
			toks = slices.Delete(toks, i, i+1) // 还有什么东西没关: what is not off
			i--
			continue
		}
		if t.Type != grammar.Han || toks[i+1].Type != grammar.Quant || !listAll[toks[i+1].Value] {
			continue
		}
		for _, n := range generalNouns {
			rest, ok := strings.CutSuffix(t.Value, n)
			switch {
			case !ok:
				continue
			case rest == "":
				toks = slices.Delete(toks, i, i+1)
				i--
			case slices.Contains(roomWords, rest):
				toks[i].Value = rest
			}
			break
		}
	}
	return toks
}
