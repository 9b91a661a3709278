package zh

import (
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// sceneKindAfter reads a name said with the word of a scene's kind right
// after it, and nothing else but fillers and 那个 ("晚安场景", "观影模式场景吧",
// "那个晚安场景"), as one name, kind word and all, as "the good night
// scene" is read: the turn activates the scene whose whole name or alias
// it is, the kind word aside, and asks or finds nothing for any other
// ("安场景", "厨房场景"). They were not understood; the kind word was a
// noun no name took.
func sceneKindAfter(toks []lexer.Token) []lexer.Token {
	name := -1
	for i, t := range toks {
		switch {
		case t.Type == grammar.Filler || t.Type == grammar.Sep || t.Type == grammar.Ref && name < 0 || t.Type == lexer.EOF:
		case t.Type == grammar.Han && name < 0:
			name = i
		case vocab.KindWords[t.Value] && name >= 0 && i == name+1 &&
			t.Pos.Offset == toks[name].Pos.Offset+utf8.RuneCountInString(toks[name].Value):
		default:
			return toks
		}
	}
	if name < 0 || name+1 >= len(toks) || !vocab.KindWords[toks[name+1].Value] {
		return toks
	}
	toks[name].Value += toks[name+1].Value
	return append(toks[:name+1], toks[name+2:]...)
}
