package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words that make a clause a question without "is" or "what": "did i
// lock the doors", "has anyone locked the door", "have the lights been
// turned off", "can you see if the doors are locked".

// asking retypes them ("did" is a question word): "has" or "have" opening a clause with
// a person or "been" after it, ask; "see", "check" or "find out" before
// "if" or "whether" ask what follows; a person said as the one who did
// something ("anyone" who locked the door) is no presence asked about;
// "lock" said of what a person did is the verb.
func asking(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		t := &toks[i]
		if !askCues[t.Value] {
			continue
		}
		at := func(k int) lexer.Token {
			if i+k >= 0 && i+k < len(toks) {
				return toks[i+k]
			}
			return lexer.Token{}
		}
		switch {
		case t.Value == "not" && t.Type == grammar.Except && (askNot[at(-1).Value] && at(-1).Type == grammar.Quest && commandStart(toks[:i-1]) ||
			politeNot[at(-1).Value] && at(1).Value == "you"):
			t.Type = grammar.Filler // "isn't the door locked" asks if it is; "can't you turn it down" asks to
		case perfect[t.Value] && commandStart(toks[:i]) && (persons[at(1).Value] || been(toks[i+1:])):
			t.Type = grammar.Quest // "did i lock the doors", "has anyone locked the door"
		case persons[t.Value] && (t.Type == grammar.State || t.Type == grammar.Word && at(-1).Type == grammar.Quest) && deed(toks[i+1:]):
			t.Type = grammar.Filler // "has anyone locked the door": no presence asked
		case leaveWords[t.Value] && t.Type == grammar.Word && i > 0 && persons[doer(toks[:i])]:
			t.Type = grammar.Filler // "did i leave the kettle on": is it on
			if !askedBefore(toks[:i]) {
				t.Type = grammar.Quest // "i left the lights on" says what is, asks at most
			}
		case doWords[t.Value] && t.Type == grammar.Quest && (at(-1).Type == grammar.Word || at(-1).Type == grammar.Noun):
			t.Type = grammar.Filler // "robot do the whole house": a command to the robot, no question
		case checkLeads[t.Value] && at(1).Value == checkWord && at(1).Type == grammar.Word && commandStart(toks[:i]):
			t.Type = grammar.Filler // "double check the front door" checks it
		case t.Value == checkWord && t.Type == grammar.Word && commandStart(toks[:i]) && (at(1).Type == grammar.Det || at(1).Type == grammar.Word):
			t.Type = grammar.Quest // "please check the locks"
		case mindWords[t.Value] && t.Type == grammar.Word && at(1).Type == grammar.To && askedBefore(toks[:i]):
			t.Type = grammar.Filler // "did i remember to lock the door"
			if i+2 < len(toks) && toks[i+2].Type == grammar.Word && nounVerbs[toks[i+2].Value] && toks[i+2].Value != lockWord {
				toks[i+2].Type = grammar.Verb // "what did we forget to switch off": the verb, no switch
			}
			if forgetWords[t.Value] {
				undone(toks[i+2:]) // "did i forget to lock the door": is it unlocked
			}
		case t.Value == "been" && t.Type == grammar.Word:
			t.Type = grammar.Filler // "have the doors been locked"
		case t.Value == lockWord && t.Type == grammar.Word && i > 0 && persons[doer(toks[:i])]:
			t.Type = grammar.Verb // "did i lock the doors"
		case (t.Value == "if" || t.Value == "whether") && i > 0 && findOut[at(-1).Value]:
			t.Type = grammar.Quest // "can you see if the doors are locked"
			for k := i - 1; k >= 0 && (findOut[toks[k].Value] || toks[k].Type == grammar.To); k-- {
				toks[k].Type = grammar.Filler // "check to see if", "find out whether"
			}
		}
	}
	return toks
}

var (
	// perfect open a question of what has been done: "has anyone locked
	// the door", "have the lights been turned off".
	perfect = map[string]bool{"has": true, "have": true, "hasnt": true, "havent": true}
	// persons are who may have done something.
	persons = map[string]bool{"i": true, "you": true, "we": true, "they": true, "he": true, "she": true,
		"anyone": true, "anybody": true, "someone": true, "somebody": true}
	// findOut are the words before "if" or "whether" that ask.
	findOut = map[string]bool{"see": true, "check": true, "know": true, "me": true, "tell": true, "find": true, "out": true,
		"ask": true, "wonder": true, "whether": true}
)

// askCues are the words asking looks at.
// checkWord asks a thing's state; checkLeads may come before it and
// say nothing more ("double check the front door", "go check the garage").
const checkWord = "check"

var checkLeads = set("double quick quickly go")

var askCues = cues([]string{"not", "been", checkWord, lockWord, "if", "whether"}, checkLeads, perfect, persons, leaveWords, doWords, mindWords)

// askNot are the question words a "not" after asks the same with:
// "isn't the door locked"; politeNot the words a "not you" after asks a
// command with: "can't you turn it down", "won't you lock the door".
var (
	askNot    = map[string]bool{"is": true, "are": true, "was": true, "were": true, "should": true, "shall": true}
	politeNot = map[string]bool{"can": true, "could": true, "would": true, "will": true}
)

// doWords ask only before what they ask about: "does the robot clean".
var doWords = map[string]bool{"do": true, "does": true}

// mindWords say that what follows was or was not done: "did i forget to
// lock the door".
var mindWords = map[string]bool{"remember": true, "forget": true, "forgot": true}

// forgetWords say that what follows was not done: what is asked is the
// state it would have ended ("did i forget to turn off the kitchen light"
// asks whether it is on; it asked whether it was off, and answered "No,
// Kitchen light is on."). undoneVerbs are the verbs whose state is then
// asked, the opposite's; a verb of turning asks the opposite of its "on"
// or "off".
var (
	forgetWords = map[string]bool{"forget": true, "forgot": true}
	undoneVerbs = map[string]string{"lock": "unlock", "unlock": "lock", "open": "close", "close": "open", "shut": "open",
		"arm": "disarm", "disarm": "arm", "mute": "unmute", "unmute": "mute"}
)

// undone turns the command that was not done, up to the end of its
// clause, into the one whose state is then asked.
func undone(toks []lexer.Token) {
	for i := range toks {
		t := &toks[i]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return
		case (t.Type == grammar.Verb || t.Value == lockWord) && undoneVerbs[t.Value] != "":
			t.Type, t.Value = grammar.Verb, undoneVerbs[t.Value]
			return
		case t.Type == grammar.On && t.Value == "on":
			t.Type, t.Value = grammar.Dir, "off"
			return
		case t.Type == grammar.Dir && t.Value == "off":
			t.Type, t.Value = grammar.On, "on"
			return
		}
	}
}

// leaveWords say that a device was left in a state: "did i leave the
// kettle on".
var leaveWords = map[string]bool{"leave": true, "left": true}

// askedBefore reports a question word in the clause before.
func askedBefore(before []lexer.Token) bool { return saidBefore(before, grammar.Quest) }

// saidBefore reports a token of a type in the clause before.
func saidBefore(before []lexer.Token, typ lexer.TokenType) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		if before[k].Type == typ {
			return true
		}
	}
	return false
}

// been reports "been" in a clause: "have the lights been turned off".
func been(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Sep {
			return false
		}
		if t.Value == "been" {
			return true
		}
	}
	return false
}

// deed reports a clause going on with what a person did: a verb or a
// state a verb leaves ("locked"), perhaps after a filler ("securely").
func deed(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Filler:
		case t.Type == grammar.Verb || t.Type == grammar.State && condStates[t.Value] != "" || t.Value == lockWord || leaveWords[t.Value] ||
			participle(t.Value) != "":
			return true
		default:
			return false
		}
	}
	return false
}

// doer is the word before a verb, past the fillers that say how
// ("securely") and a "to" ("remember to"), or "" for none: who did it.
func doer(before []lexer.Token) string {
	for k := len(before) - 1; k >= 0; k-- {
		if before[k].Type != grammar.Filler && before[k].Type != grammar.To || persons[before[k].Value] {
			return before[k].Value
		}
	}
	return ""
}
