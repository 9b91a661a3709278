package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The place after an exception. "除了电视客厅的都关掉", "除了台灯书房的灯都
// 关了": an exception said first, with the place of what is left right
// after what is excepted and no 以外 between, is the place's things but
// the one excepted, as "除了电视，客厅的都关掉" is. The two were one
// name excepted ("电视客厅"), which excepted nothing, and 都 was all of
// the home: it asked to switch off every device of the home, the tv too.

// exceptThenPlace ends what is excepted where a word of a room ends the
// name said after 除了 or 除, before 的: a pause goes before the room.
func exceptThenPlace(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.Except || toks[i].Value != exceptWord && toks[i].Value != "除" {
			continue
		}
		t := toks[i+1]
		if t.Type != grammar.Han || toks[i+2].Value != de {
			continue
		}
		for _, room := range roomWords {
			if !strings.HasSuffix(t.Value, room) || len(t.Value) == len(room) {
				continue
			}
			name, place := t, t
			name.Value = t.Value[:len(t.Value)-len(room)]
			at := utf8.RuneCountInString(name.Value)
			place.Value = room
			place.Pos.Offset += at
			place.Pos.Column += at
			sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: place.Pos}
			toks = append(toks[:i+1], append([]lexer.Token{name, sep, place}, toks[i+2:]...)...)
			break
		}
	}
	return toks
}
