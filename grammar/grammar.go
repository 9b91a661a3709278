// Package grammar owns the controlled natural language of edge: the lexer
// (folding, numerals, Chinese segmentation) and the participle grammars of
// English and Chinese that turn an utterance into a syntax tree. It knows
// words, not devices: names and places are captured as content tokens and
// resolved later.
//
// Coverage (English / Chinese):
//
//   - on/off: "turn on the kitchen light", "switch the fan off" / "打开客厅的灯",
//     "把客厅的灯打开", "客厅灯，关掉", "关闭卧室灯"
//   - open/close/stop, lock/unlock, play/pause/mute/unmute, start/dock,
//     activate: "open the garage door", "lock the front door", "activate
//     movie mode" / "拉开窗帘", "锁上前门", "解锁前门", "暂停电视", "激活观影模式"
//   - set brightness, position, temperature, volume, speed: "set the kitchen
//     light to 50%", "set the brightness of the lamp to 30", "set the
//     thermostat to 22 degrees" / "把客厅的灯调到百分之五十", "空调调到二十六度",
//     "把窗帘的位置设为30"
//   - questions: "is the kitchen light on?", "what is the temperature in
//     the living room?", "what's the bedroom humidity?" / "客厅的灯开着吗",
//     "前门锁了吗", "客厅温度是多少", "卧室多少度"
//   - targets by name, alias, room and floor: "the kitchen light", "the light
//     in the kitchen", "all the lights", "客厅的灯", "客厅里的灯", "所有的灯"
//   - dialogue replies: yes/no/confirm/cancel, "the second one", "the kitchen
//     one", PINs / 确认, 是的, 好, 不要, 取消, 算了, 第二个, 书房的
//   - politeness: "please", "could you", "hey" / 请, 帮我, 麻烦, 一下, 吧, 了
//   - several clauses: "and", "then", "," / "然后", "再", "，"
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
	toks := Tokens(text)
	if len(toks) == 0 {
		return nil, &Error{Column: 1, Msg: "nothing to understand"}
	}
	u := &Utterance{Lang: Lang(text)}
	var err error
	if u.Lang == "zh" {
		u.Zh, err = parseTokens(zhParser, toks)
	} else {
		u.En, err = parseTokens(enParser, toks)
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}

// ParseReply parses an utterance as a reply to the previous turn's
// question ("yes", "the second one", "书房的").
func ParseReply(text string) (*Utterance, error) {
	toks := Tokens(text)
	if len(toks) == 0 {
		return nil, &Error{Column: 1, Msg: "nothing to understand"}
	}
	u := &Utterance{Lang: Lang(text)}
	var err error
	if u.Lang == "zh" {
		u.ZhReply, err = parseTokens(zhReplyParser, toks)
	} else {
		u.EnReply, err = parseTokens(enReplyParser, toks)
	}
	if err != nil {
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
