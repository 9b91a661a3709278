package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A demonstrative before 几 and a name ("那几盏灯都关了", "客厅那几盏灯关一下",
// "卧室这几个灯都打开") points at a few things, as 那些 does: 几 asks how
// many only where it is said on its own ("客厅几盏灯开着"). It was read as
// asking, and a command was answered with the lights' state.

// fewPointed reads 几 right after a demonstrative, with a name of a class
// after it, as the filler 些 is read there.
func fewPointed(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t, prev := toks[i], toks[i-1]
		if t.Type != grammar.Quest || t.Value != howMany || !named(prev) ||
			prev.Pos.Offset+utf8.RuneCountInString(prev.Value) != t.Pos.Offset {
			continue
		}
		if d, _ := utf8.DecodeLastRuneInString(prev.Value); !strings.ContainsRune(demonstratives, d) {
			continue
		}
		next := i + 1
		if toks[next].Type == grammar.Filler && next+1 < len(toks) {
			next++ // 这几个灯: 个 is read as a filler
		}
		if named(toks[next]) && classAt(toks[next].Value) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// severalWords are the fillers after a demonstrative that point at
// several ("那些", and 几 read so by fewPointed).
var severalWords = map[string]bool{"些": true, howMany: true}

// severalUnplaced reads a word of all (都, 全, 全部) in a clause that points
// at several with no place before ("那些灯都关了", "把这几盏灯全打开") as a
// filler: the ones pointed at are some edge cannot see, never every one
// in the home, so the name is asked about as 那个灯 is ("哪个房间"). With
// a place ("客厅那些灯都关了", "卧室的那几盏灯") the place's are all of them.
func severalUnplaced(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Sep {
			start = i + 1
			continue
		}
		if t.Type != grammar.Han || !strings.Contains(demonstratives, t.Value) || utf8.RuneCountInString(t.Value) != 1 ||
			toks[i+1].Type != grammar.Filler || !severalWords[toks[i+1].Value] || slices.ContainsFunc(toks[start:i], named) {
			continue
		}
		for j := i + 2; j < len(toks) && toks[j].Type != grammar.Sep; j++ {
			if toks[j].Type == grammar.Quant {
				toks[j].Type = grammar.Filler
			}
		}
	}
	return toks
}
