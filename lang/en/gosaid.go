package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// goSaid reads "go", a verb that sends a device home ("go home", "go back
// to the dock"), as that only with where it goes, or a word after it that
// tells how ("go up", "go and switch it off"). In a name it is a word of
// the name ("turn on the hue go": Hue Go), and said of a level with up or
// down it says nothing ("volume go up"); said alone, or after words that
// say nothing ("let's go", "go go go"), or with no word of where after it
// ("robot go", "go vacuum"), it is no command. Each sent the robot vacuum
// home, or asked which of the home's to send.
func goSaid(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		t := &toks[i]
		if t.Type != grammar.Verb || t.Value != goWord {
			continue
		}
		next := lexer.Token{Type: lexer.EOF}
		if i+1 < len(toks) {
			next = toks[i+1]
		}
		named := i > 0 && (toks[i-1].Type == grammar.Word || toks[i-1].Type == grammar.Det || toks[i-1].Type == grammar.Attr)
		switch {
		case goPower[next.Value] && mayGo(toks[:i]):
			t.Type = grammar.Filler // "the tv can go off": the tv off
		case (next.Value == "up" || next.Value == "down") && named && toks[i-1].Type != grammar.Det:
			t.Type = grammar.Filler // "volume go up": the volume up
		case named && otherVerbBefore(toks[:i]) && !backWords[next.Value] && next.Value != "back":
			t.Type = grammar.Word // "turn on the hue go", "turn the go off"
		case goesOn(next):
		default:
			t.Type = grammar.Filler // "let's go", "robot go": no where to
		}
	}
	return toks
}

const goWord = "go"

// A thing said to be free to go off ("the tv can go off", "the kitchen
// light can go off now", "the lamp could go out") is switched off: "go"
// sent it home ("TV can't do that"). Said without such a word ("the tv
// went off", "when the tv goes off", "can the tv go off") it is left.
var (
	// goPower are the directions "go" may take so.
	goPower = set("off out")
	// goModals say that a thing may go so.
	goModals = set("can may could should must")
)

// mayGo reports such a word in the clause before "go", after a
// name, and nothing that asks or sets a condition.
func mayGo(before []lexer.Token) bool {
	modal := false
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj; k-- {
		switch t := before[k]; {
		case t.Type == grammar.Quest || t.Type == grammar.If || t.Type == grammar.Verb:
			return false
		case goModals[t.Value] && k > 0 && (before[k-1].Type == grammar.Word || before[k-1].Type == grammar.Color || before[k-1].Type == grammar.Mode):
			modal = true
		}
	}
	return modal
}

// goesOn reports a token after "go" that says where or how: "back", "home",
// "to", "up", a verb ("go switch it off"), a conjunction ("go and").
func goesOn(t lexer.Token) bool {
	return backWords[t.Value] || t.Value == "back" || t.Type == grammar.Dir || t.Type == grammar.Verb && t.Value != goWord ||
		t.Type == grammar.Conj || t.Type == grammar.On
}

// otherVerbBefore reports a verb other than "go" in the clause before a
// token, or a word of a verb that opens it ("switch on the go": "switch"
// is a word until the grammar reads it).
func otherVerbBefore(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj; k-- {
		if before[k].Type == grammar.Verb && before[k].Value != goWord ||
			before[k].Type == grammar.Word && verbs[before[k].Value] != "" && commandStart(before[:k]) {
			return true
		}
	}
	return false
}
