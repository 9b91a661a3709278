package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// moreSo is the word of degree said before a state or a change ("更热", "更
// 亮一点").
const moreSo = "更"

// moreBefore takes 更 said right before a state or a change off the name
// it was read into ("卧室和客厅哪个更热", "客厅比卧室更热吗", "客厅灯更亮一点"):
// it says how much, no part of a name; said alone, or leaving only the
// room of a question of which ("哪个房间更热": which of them), it is a
// filler.
func moreBefore(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t, next := &toks[i], toks[i+1]
		if t.Type != grammar.Han || !strings.HasSuffix(t.Value, moreSo) || next.Type != grammar.State && next.Type != grammar.Rel {
			continue
		}
		name := strings.TrimSuffix(t.Value, moreSo)
		switch {
		case name == "":
			t.Type = grammar.Filler
		case name == roomWord && i > 0 && toks[i-1].Type == grammar.Quest:
			t.Type, t.Value = grammar.Filler, name
		default:
			t.Value = name
		}
	}
	return toks
}
