package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A statement run on into a command with no pause ("the tv is too loud
// put it on mute", "the kitchen is dark turn on the light", as a
// recogniser writes them) is two clauses, as with a comma: read as one,
// "put it on mute" after "the tv is too loud" turned the tv on.

// stateBe say what a statement's subject is.
var stateBe = set("is are was were am")

// statementRunOn puts a pause before the command that follows a statement.
// A question after a word that only calls edge or hesitates ("um is the
// robot vacuum on", "hey google is the robot vacuum on") is no statement:
// "vacuum on" was a command after it, and started the vacuum.
func statementRunOn(toks []lexer.Token) []lexer.Token {
	first := 0
	for first < len(toks) && (toks[first].Type == grammar.Filler && !reporters[toks[first].Value] || calledOnly(toks[first:first+1])) {
		first++
	}
	if first == len(toks) || toks[first].Type == grammar.Quest || reporters[toks[first].Value] {
		return toks // a question ("what is the ac set to"), or what a person did or will do ("i am going to …")
	}
	be := -1
	for i, t := range toks {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.If:
			return toks // said apart already, or a condition ("if the tv is on turn it off")
		case stateBe[t.Value] && be < 0 && i > 0:
			be = i
		case be >= 0 && i > be+1 && commandAt(toks, i) && !stateBe[toks[i-1].Value] && toks[i-1].Type != grammar.To &&
			!modalBefore[toks[i-1].Value]:
			pause := lexer.Token{Type: grammar.Sep, Value: ",", Pos: t.Pos}
			return append(toks[:i:i], append([]lexer.Token{pause}, toks[i:]...)...)
		}
	}
	return toks
}

// commandAt reports a verb at i that opens a command: a verb of the
// grammar, or a verb that is also a thing's word, before what it acts on
// (an article, a reference) or its particle ("put it on mute", "lock
// the door", "switch it off"); a verb that ends the statement ("it is too
// dim", "the door is open again") opens none.
func commandAt(toks []lexer.Token, i int) bool {
	next := kindAt(toks, i+1)
	return (toks[i].Type == grammar.Verb || toks[i].Type == grammar.Word && verbs[toks[i].Value] != "") &&
		(next == grammar.Det || next == grammar.Ref || next == grammar.Dir || next == grammar.On)
}

// modalBefore are the words before a verb that make it part of the
// statement ("the tv is going to turn off" has "to"; "it is what you
// should turn off").
var modalBefore = set("should must can could will would may might please")
