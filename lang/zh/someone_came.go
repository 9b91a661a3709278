package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Someone coming said before 就 or 的话 (有人来就开灯, 有人进来就开灯, 门厅有人
// 来了就开灯, 有人经过的话开灯) is someone there, as 有人就开灯 says it: the
// words of coming were read into the name of what to switch on (找不到“来灯”).

// occupancySaid is the state of someone there.
const occupancySaid = "occupancy"

// cameWords are the words of coming after 有人.
var cameWords = map[string]bool{"来": true, "进来": true, "过来": true, "经过": true, "走过": true, "进门": true}

// someoneCame makes the words of coming after 有人, and a 了 after them,
// fillers where 就 or 的话 follows. A 的话 after them, or after a filler
// of being there (有人在的话), is moved to just after 有人, where a condition
// ends: it was left unread after them, and the command was not understood.
// No one there (没人在的话) is read alike.
func someoneCame(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.State || states[toks[i].Value] != occupancySaid && statesNot[toks[i].Value] != occupancySaid {
			continue
		}
		end := i + 1
		if toks[end].Type == grammar.Han && cameWords[toks[end].Value] {
			end++
			if end < len(toks) && toks[end].Value == perfective {
				end++
			}
		}
		for end < len(toks) && toks[end].Type == grammar.Filler && toks[end].Value != thenSaid && toks[end].Value != ifSaid {
			end++
		}
		if end == i+1 || end >= len(toks) || toks[end].Type != grammar.Filler || toks[end].Value != thenSaid && toks[end].Value != ifSaid {
			continue
		}
		for j := i + 1; j < end; j++ {
			toks[j].Type = grammar.Filler
		}
		if w := toks[end]; w.Value == ifSaid {
			toks = slices.Insert(slices.Delete(toks, end, end+1), i+1, w)
		}
	}
	return toks
}
