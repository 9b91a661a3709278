package zh

import (
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// stateInWord reads a state of one character said right against a name
// of one character, in a command with no question, as one word with it:
// 加热 in "打开加热", 热器 in "关掉热器". The state (热) cut the word in two
// and the piece left was a name not found (找不到“加”, 找不到“器”); whole,
// the word is what edge finds or says it does not know. A state said of a
// place or a thing ("空调热到二十六度", "卧室热了就开空调"), with a question
// ("客厅热吗") or with no command ("客厅热") is as before.
func stateInWord(toks []lexer.Token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks))
	start := 0
	for end := 0; end <= len(toks); end++ {
		if end < len(toks) && toks[end].Type != grammar.Sep {
			continue
		}
		out = append(out, joinedStates(toks[start:end])...)
		if end < len(toks) {
			out = append(out, toks[end])
		}
		start = end + 1
	}
	return out
}

// joinedStates joins the states of one character of a clause to the
// names they are said against, where the clause commands and asks nothing.
func joinedStates(cl []lexer.Token) []lexer.Token {
	commands := false
	for i, t := range cl {
		if t.Type == grammar.Quest && (i == 0 || cl[i-1].Type != grammar.Num) {
			return cl // a question; 度 after a number is its unit
		}
		commands = commands || t.Type == grammar.Verb
	}
	if !commands {
		return cl
	}
	out := make([]lexer.Token, 0, len(cl))
	for i := 0; i < len(cl); i++ {
		t := cl[i]
		if t.Type != grammar.State || utf8.RuneCountInString(t.Value) != 1 {
			out = append(out, t)
			continue
		}
		if n := len(out); n > 0 && oneChar(out[n-1]) && against(out[n-1], cl[i]) {
			t.Type, t.Pos, t.Value = grammar.Han, out[n-1].Pos, out[n-1].Value+t.Value
			out = out[:n-1]
		}
		if i+1 < len(cl) && oneChar(cl[i+1]) && against(cl[i], cl[i+1]) {
			t.Type, t.Value = grammar.Han, t.Value+cl[i+1].Value
			i++
		}
		out = append(out, t)
	}
	return out
}

// oneChar reports a name of one character: too short to be a name, never a
// place or a thing the state is said of ("空调热到二十六度").
func oneChar(t lexer.Token) bool {
	return t.Type == grammar.Han && utf8.RuneCountInString(t.Value) == 1
}

// against reports two tokens said with nothing between them.
func against(a, b lexer.Token) bool {
	return a.Pos.Offset+utf8.RuneCountInString(a.Value) == b.Pos.Offset
}
