package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// "Open the light", "close the tv": in the English of many speakers (as
// in their own languages: 开灯, ouvrir la lumière) open and close switch a
// thing that does not open. Said of a thing of a class that only
// switches (switchedClasses), open is turn on and close turn off; they
// were not understood ("I can't find light"). Said of anything else, or
// of everything ("open everything"), they stay open and close.

// Said after the thing as the terse say a direction ("kitchen light
// open", "tv close please"), they are that direction too.

// switchedClasses are the classes whose things never open or close.
// Switches and outlets are left: "close the switch" also means to
// connect it.
var switchedClasses = set("light fan tv climate heater humidifier")

// openClose are the verbs read so, with the direction each switches.
var openClose = map[string]string{"open": "on", "close": "off"}

// openSwitched reads open and close of a thing that only switches as
// turn on and turn off.
func openSwitched(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		dir, ok := openClose[toks[i].Value]
		if ok && toks[i].Type == grammar.Verb && switchedBefore(toks[:i]) && clauseEnd(trailing(toks[i+1:])) {
			toks[i] = lexer.Token{Type: grammar.Dir, Value: dir, Pos: toks[i].Pos} // "kitchen light open"
			if dir == "on" {
				toks[i].Type = grammar.On
			}
			continue
		}
		if !ok || toks[i].Type != grammar.Verb || !commandStart(toks[:i]) || !switchedObject(toks[i+1:]) {
			continue
		}
		toks[i].Value = "turn"
		d := lexer.Token{Type: grammar.Dir, Value: dir, Pos: toks[i].Pos}
		if dir == "on" {
			d.Type = grammar.On
		}
		toks = slices.Insert(toks, i+1, d)
		i++
	}
	return toks
}

// objectEnds are the tokens that end an object: a pause, "and", a place,
// a value.
var objectEnds = map[lexer.TokenType]bool{grammar.Sep: true, grammar.Conj: true, grammar.Prep: true, grammar.To: true, grammar.By: true,
	grammar.Num: true, grammar.Unit: true, grammar.On: true, grammar.Dir: true, grammar.Except: true, grammar.If: true}

// switchedObject reports an object that names a thing of a class that
// only switches, and nothing else, before the end of its clause or a
// place ("the kitchen light", "all the lights in the hall").
func switchedObject(toks []lexer.Token) bool {
	k := 0
	for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Quant || toks[k].Type == grammar.Filler) {
		k++
	}
	var name, said []string // without and with the fillers ("the air con")
	for k < len(toks) && !objectEnds[toks[k].Type] {
		if toks[k].Type != grammar.Filler {
			name = append(name, toks[k].Value)
		}
		said = append(said, toks[k].Value)
		k++
	}
	if len(name) == 0 || k < len(toks) && toks[k].Type != grammar.Prep && !clauseEnd(toks[k:]) {
		return false
	}
	class, _ := lang.ClassOf(strings.Join(name, " "))
	if class == "" {
		class, _ = lang.ClassOf(strings.Join(said, " "))
	}
	return switchedClasses[class]
}

// switchedBefore reports a clause so far that only names a thing of a
// class that only switches, with its article and place: "the kitchen
// light", "light in the hall", never a verb or a state ("is the tv"),
// nor "any" that asks.
func switchedBefore(before []lexer.Token) bool {
	s := len(before)
	for s > 0 && before[s-1].Type != grammar.Sep && before[s-1].Type != grammar.Conj {
		s--
	}
	clause := before[s:]
	named := slices.ContainsFunc(clause, func(t lexer.Token) bool { return t.Type == grammar.Word })
	asked := slices.ContainsFunc(clause, func(t lexer.Token) bool { return anyWords[t.Value] }) // "any lights open": anyOn asks
	return named && !asked && allOf(clause, grammar.Filler, grammar.Det, grammar.Quant, grammar.Word, grammar.Prep) && switchedObject(clause)
}

// trailing is what follows a word with the fillers after it left out
// ("… open please").
func trailing(toks []lexer.Token) []lexer.Token {
	k := 0
	for k < len(toks) && toks[k].Type == grammar.Filler {
		k++
	}
	return toks[k:]
}
