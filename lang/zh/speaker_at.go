package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Where the speaker says they are before a command (我在厨房，开一下灯; 我在
// 书房开灯; 我们在卧室，把灯关了) is where the command is, as 厨房开一下灯 says
// it: the words were not understood (找不到“我灯”). Only where what is said
// right after 在 is a room (roomLike) and the command after it is one of
// its own, with a verb; 我在看电视, 我在吃饭，关一下电视 and 我在厨房 alone
// say what they do or where they are. A command that says its own place
// (我在卧室，把客厅灯关了) is done there.

// speakerAtWords open where the speaker is.
var speakerAtWords = []string{"我现在在", "我们现在在", "我人在", "我们在", "咱们在", "我在", "咱在"}

// speakerAt parses the command said after where the speaker is, with the
// place before it; ok is false where it is not said so.
func speakerAt(text string) ([]lang.Clause, bool) {
	rest := ""
	for _, w := range speakerAtWords {
		if r, ok := strings.CutPrefix(text, w); ok {
			rest = r
			break
		}
	}
	if rest == "" {
		return nil, false
	}
	toks := lex.Tokens(rest)
	end := 0
	for end < len(toks) && (toks[end].Type == grammar.Han || toks[end].Type == grammar.Word) {
		end++
	}
	if end == 0 || end >= len(toks) {
		return nil, false
	}
	rs := []rune(rest) // the lexer's offsets count runes
	place := string(rs[:toks[end].Pos.Offset])
	cmd := strings.TrimLeft(string(rs[toks[end].Pos.Offset:]), strings.Join(remarkPauses, "")+"里这儿边")
	cmdToks := lex.Tokens(cmd)
	if !roomLike(place) || !slices.ContainsFunc(cmdToks, func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Dir }) {
		return nil, false // 我在吃饭，…: what the speaker does
	}
	if slices.ContainsFunc(roomWords, func(r string) bool { return strings.Contains(cmd, r) }) {
		place = "" // 我在卧室，把客厅灯关了: the command says its own place
	}
	cls, err := pack{}.parse(place+cmd, false)
	if err != nil || !slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Verb) || c.Has(lang.Dir) }) {
		return nil, false
	}
	return cls, true
}

// roomEnds are the characters a word of a room ends with (书房, 卧室, 客厅,
// 卫生间, 阳台, 车库, 花园, 走廊, 阁楼).
const roomEnds = "房室厅间台库园院廊楼"

// roomLike reports words that name a room: a word of a room, or one that
// ends as one does.
func roomLike(words string) bool {
	last, _ := utf8.DecodeLastRuneInString(words)
	return roomStarts(words) || strings.ContainsRune(roomEnds, last)
}
