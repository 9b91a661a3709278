// Package grammar owns the controlled natural language of edge: the lexer
// (full-width folding, case, contractions, English number words and
// Chinese numerals to digits, Chinese segmentation into grammar words and
// content runs) and the participle grammars of English and Chinese. A
// clause is a sequence of phrases in the order said; package compile
// composes the phrases into the IR, so word order may vary freely. The
// grammar knows words, not devices: names and places are content tokens,
// resolved later. testdata/grammar.ebnf is the grammar as EBNF.
//
// Coverage (English / Chinese):
//
//   - every command of every capability: on/off/toggle ("turn on the kitchen
//     light", "kitchen lights off" / "打开客厅的灯", "客厅的灯，关掉"),
//     open/close/stop and positions ("close the curtains to 50 percent" /
//     "拉开窗帘", "把窗帘的位置设为三十"), lock/unlock ("lock the front door" /
//     "锁上前门", "解锁大门锁"), brightness, colour and colour temperature
//     ("set the lamp to red", "set the bedroom lamp temperature to warm white" /
//     "把台灯设置为红色", "色温调到2700K"), thermostat ("set the AC to 22
//     degrees" / "空调调到二十六度"), fan speed ("kitchen fans 50%" / "把风扇风速
//     设置为50"), media (play, pause, next, previous, mute, unmute, volume:
//     "skip this song on the TV", "go back to the previous song" / "下一首",
//     "把声音关掉"), vacuum ("clean the living room" / "清扫客厅"), mower
//     ("start mowing" / "开始割草"), scenes ("activate movie mode" /
//     "切换到观影模式")
//   - absolute and relative values: "to 50%", "to thirty", "to the max",
//     "brighter", "a bit warmer", "turn the volume up by 20 percent" /
//     "调到五十", "百分之五十", "22度", "调亮一点", "调暖一些", "大声点",
//     "调高百分之20"
//   - targets: names and aliases; class words (lights, curtains, blinds, AC,
//     fan, TV / 灯, 窗帘, 空调, 风扇, 电视); rooms, floors and groups ("the
//     light in the kitchen", "the kitchen's light", "upstairs lights" /
//     "厨房的灯", "厨房里的灯", "一楼的灯"); all / every / everything / any /
//     所有 / 全部 / 都 / 全屋; here / 这里; exclusions ("except", "but not",
//     "other than", "apart from" / "除了…以外", "除…外", "…不要")
//   - word orders: verb–object, object–verb, 把/将/让, topic first,
//     resultative verbs (关掉, 关上, 打开来, 调高); politeness and wrappers
//     ("please", "could you", "I want", "hey" / 帮我, 请, 麻烦, 一下, 吧, 了)
//   - conditions: "if/when … (then) …", "…, if …", "如果/要是/假如…(的话)，
//     就…", "26度以上就…"; above, over, more/higher/hotter/warmer than, below,
//     under, at least, at most / 超过, 高于, 大于, 低于, 小于, 不到, 以上, 以下;
//     the quantity named (temperature, humidity / 温度, 室温, 湿度) or implied
//     by the unit
//   - references: it, them, that one, this one / 它, 它们, 那个, 这个, 那盏
//   - several clauses: "and", "then", "also", "," / 然后, 再, 并且, 同时, "，";
//     an elided verb carries over ("turn off the tv and the fan")
//   - questions: "is the … on/open/locked", "are any lights on", "which
//     windows are open", "how many lights are on", "what is the temperature in
//     …", "how warm is it" / "…开着吗", "…关了没有", "有没有灯开着", "哪些灯是开着
//     的", "…多少度", "温度是多少", "还有多少电"
//   - replies: yes/no/confirm/cancel (确认, 是的, 好, 不要, 取消, 算了), PINs,
//     answers to "which one?" ("the kitchen one", "the second", "书房的",
//     "第二个")
//   - numbers: English words and digits ("twenty five", "twenty point five"),
//     Chinese numerals (二十六, 两, 十五, 半, 二十五点五, 百分之五十), full-width
//     digits and letters
package grammar

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Utterance is the syntax tree of one utterance in either language: the
// clauses of a command or question, or a reply to the previous turn.
type Utterance struct {
	Lang    string
	En      *EnUtterance
	EnReply *EnReply
	Zh      *ZhUtterance
	ZhReply *ZhReply
}

// Error is a parse error with the rune column of the original text.
type Error struct {
	Column int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("1:%d: %s", e.Column, e.Msg) }

// Lang guesses the language of a text: "zh" when it holds a Han character.
func Lang(text string) string {
	for _, r := range text {
		if isHan(r) {
			return "zh"
		}
	}
	return "en"
}

// Parse parses an utterance as commands and questions, with the grammar of
// its language.
func Parse(text string) (*Utterance, error) {
	return parse(text, func(u *Utterance, toks []lexer.Token) (err error) {
		if u.Lang == "zh" {
			u.Zh, err = parseTokens(zhParser, toks)
		} else {
			u.En, err = parseTokens(enParser, toks)
		}
		return err
	})
}

// ParseReply parses an utterance as a reply to the previous turn's
// question ("yes", "the second one", "书房的").
func ParseReply(text string) (*Utterance, error) {
	return parse(text, func(u *Utterance, toks []lexer.Token) (err error) {
		if u.Lang == "zh" {
			u.ZhReply, err = parseTokens(zhReplyParser, toks)
		} else {
			u.EnReply, err = parseTokens(enReplyParser, toks)
		}
		return err
	})
}

// parse lexes text and parses the tokens with the grammar by.
func parse(text string, by func(*Utterance, []lexer.Token) error) (*Utterance, error) {
	toks := Tokens(text)
	if len(toks) == 0 {
		return nil, &Error{Column: 1, Msg: "nothing to understand"}
	}
	u := &Utterance{Lang: Lang(text)}
	if err := by(u, toks); err != nil {
		return nil, err
	}
	return u, nil
}

func parseTokens[G any](p *participle.Parser[G], toks []lexer.Token) (*G, error) {
	end := toks[len(toks)-1].Pos
	end.Column += len([]rune(toks[len(toks)-1].Value))
	all := append(append([]lexer.Token(nil), toks...), lexer.EOFToken(end))
	pl, err := lexer.Upgrade(&sliceLexer{toks: all})
	if err != nil {
		return nil, err
	}
	g, err := p.ParseFromLexer(pl)
	if pe, ok := err.(participle.Error); ok {
		msg := pe.Message()
		if uerr, ok := err.(*participle.UnexpectedTokenError); ok && uerr.Unexpected.EOF() {
			msg = "unexpected end"
			if uerr.Expect != "" {
				msg += " (expected " + uerr.Expect + ")"
			}
		}
		return nil, &Error{Column: pe.Position().Column, Msg: msg}
	}
	if err != nil {
		return nil, &Error{Column: 1, Msg: err.Error()}
	}
	return g, nil
}

// Definition is the participle lexer definition; Lex does the same as
// Tokens, so the grammar can also be driven from text.
type Definition struct{}

// Symbols lists the token types.
func (Definition) Symbols() map[string]lexer.TokenType {
	return typeNames()
}

// Lex lexes the whole reader.
func (Definition) Lex(_ string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	toks := Tokens(string(b))
	end := lexer.Position{Line: 1, Column: len([]rune(string(b))) + 1}
	return &sliceLexer{toks: append(toks, lexer.EOFToken(end))}, nil
}

type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	if l.i >= len(l.toks) {
		return l.toks[len(l.toks)-1], nil
	}
	t := l.toks[l.i]
	l.i++
	return t, nil
}

var (
	enParser      = build[EnUtterance]()
	enReplyParser = build[EnReply]()
	zhParser      = build[ZhUtterance]()
	zhReplyParser = build[ZhReply]()
)

func build[G any]() *participle.Parser[G] {
	return participle.MustBuild[G](participle.Lexer(Definition{}), participle.UseLookahead(8))
}

// EBNF is the grammar of both languages in participle's EBNF, kept in
// testdata/grammar.ebnf so that grammar changes are reviewable.
func EBNF() string {
	return "// English\n" + enParser.String() + "\n\n" + enReplyParser.String() +
		"\n\n// Chinese\n" + zhParser.String() + "\n\n" + zhReplyParser.String() + "\n"
}

// Key is the canonical form of a name for matching: lexed like an
// utterance, latin words singular, joined with single spaces between latin
// words and nothing between Chinese ones. "Kitchen Lights" and
// "kitchen light" share a key, as do "客厅的灯" and "客厅灯" and "一楼" and "1楼".
func Key(name string) string {
	var b strings.Builder
	prevLatin := false
	for _, t := range Tokens(name) {
		if t.Type == Sep || t.Value == "的" || t.Value == "the" {
			continue
		}
		v := t.Value
		latin := t.Type != Han && !isHan([]rune(v)[0])
		if latin {
			v = Singular(v)
			if prevLatin {
				b.WriteByte(' ')
			}
		}
		b.WriteString(v)
		prevLatin = latin
	}
	return b.String()
}

// Singular folds an English plural to its singular: lights → light,
// switches → switch, batteries → battery. Other words are returned as they are.
func Singular(w string) string {
	switch {
	case len(w) <= 3 || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "ies"):
		return strings.TrimSuffix(w, "ies") + "y"
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "sses"):
		return strings.TrimSuffix(w, "es")
	case strings.HasSuffix(w, "s"):
		return strings.TrimSuffix(w, "s")
	}
	return w
}
