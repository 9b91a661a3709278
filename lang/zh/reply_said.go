package zh

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// correctedBy are the words after a no that say what follows is the
// right one ("不对，是次卧的"): without them, or a pause, a name said
// right after 不是, 不要 or 不用 is the one not wanted ("不是卧室的", "不要
// 卧室那个").
var correctedBy = map[string]bool{"对": true}

// notWanted reports a reply whose no is said right before a name, with
// only 是 between: the name is the one the speaker does not want.
func notWanted(text string) bool {
	toks := lex.Tokens(text)
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Neg && toks[i].Value != notQuest {
		return false
	}
	i++
	if i < len(toks) && toks[i].Value == isSaid {
		i++
	}
	return i < len(toks) && named(toks[i]) && !correctedBy[toks[i].Value]
}

// countOfAll reads a count said before 都 or 全 with no name after it
// ("两个都开", "三个全要"), an answer of how many of those asked about,
// as all of them: the number is no value, and allCounted keeps it as the
// count of the all.
func countOfAll(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		measure := toks[i+1].Type == grammar.Filler || toks[i+1].Type == grammar.Han // 两个, 两盏
		if toks[i].Type == grammar.Num && measure && countMeasures[toks[i+1].Value] &&
			toks[i+2].Type == grammar.Quant && listAll[toks[i+2].Value] && (i+3 == len(toks) || !named(toks[i+3])) {
			toks[i].Type, toks[i+1].Type = grammar.Filler, grammar.Filler
		}
	}
	return toks
}

// allCounted gives the all said after a count with no name (countOfAll)
// the count: "两个都关" is all of two things, as "both" is. With nothing
// asked it names no device, where read as all alone it was every device
// of the home; asked which, it is all of those asked about as before.
func allCounted(ps lang.Clause) lang.Clause {
	for i := 0; i+2 < len(ps); i++ {
		n, err := strconv.Atoi(ps[i].Raw)
		if err != nil || n < 2 || ps[i].Kind != lang.Filler || ps[i+1].Kind != lang.Filler || !countMeasures[ps[i+1].Raw] {
			continue
		}
		if np := &ps[i+2]; np.Kind == lang.NP && np.All && len(np.Words) == 0 && !np.Ref && listAll[np.Raw] {
			np.Count = n
		}
	}
	return ps
}
