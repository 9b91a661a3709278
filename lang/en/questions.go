package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The question forms said without a question word: a verb of fetching or
// showing with what it fetches ("get the temperature from the
// thermostat", "show me the humidity in the bathroom", "get: the state of
// my vacuum", "ask the vacuum the status"), and what is asked said alone
// ("status of the fan?", "the state of my heater"). A question never acts.

// fetchVerbs ask for a value when an attribute or a word of state follows
// them, after "me" and an article; askWords also after the device asked
// ("ask the vacuum the status").
var (
	fetchVerbs = map[string]bool{"get": true, "show": true, "give": true, "read": true, "display": true, "report": true,
		"fetch": true, "ask": true, "check": true, "list": true}
	askWords = map[string]bool{"ask": true}
	// stateAsked are the words that name the state asked about.
	stateAsked = map[string]bool{"state": true, "status": true, "value": true, "reading": true, "readings": true}
	// asker is the question word the forms are read as.
	asker = "what"
	// mediums say what a quantity is measured in, no name of a device:
	// "the living room air temperature".
	mediums = map[string]bool{"air": true, "ambient": true}
	// qualityWord after "air" asks what an air sensor measures, its CO2.
	qualityWord = "quality"
	// addressed are the words after which a request is said to someone:
	// "please jarvis tell me".
	addressed = map[[2]string]bool{{"tell", "me"}: true, {"show", "me"}: true}
)

// maxAddressee bounds the words of whom a request is said to.
const maxAddressee = 2

// askedFor reads the question forms said without a question word.
func askedFor(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if vocab.Roles[t.Value] == lang.RoleThan && relBefore(toks[:i]) && questionOpens(toks[:i]) && kindAt(toks, i+1) != grammar.Num {
			t.Type = grammar.Filler // "is the kitchen warmer than the study": compile compares
			continue
		}
		if t.Type == grammar.Word && t.Value == "air" && i+1 < len(toks) && toks[i+1].Type == grammar.Word && toks[i+1].Value == qualityWord {
			// "the air quality in the kitchen": what its air sensor measures
			toks[i+1].Type, toks[i+1].Value = grammar.Attr, "co2"
		}
		if t.Type == grammar.Word && mediums[t.Value] && i+1 < len(toks) && toks[i+1].Type == grammar.Attr {
			t.Type = grammar.Filler
			continue
		}
		if !commandStart(toks[:i]) {
			continue
		}
		if n := addressee(toks[i:]); n > 0 {
			for k := i; k < i+n; k++ {
				toks[k].Type = grammar.Filler // "please jarvis tell me ..."
			}
			i += n - 1
			continue
		}
		switch {
		case fetchVerbs[t.Value] && t.Type != grammar.Quest && (fetched(toks[i+1:], askWords[t.Value]) || several(toks[i+1:])) && !setGoing(toks[i:]):
			t.Type, t.Value = grammar.Quest, asker
			if i+1 < len(toks) && toks[i+1].Type == grammar.Sep && toks[i+1].Value == ":" {
				toks[i+1].Type = grammar.Filler // "get: the state of my vacuum"
			}
		case i == 0 || toks[i-1].Type != grammar.Quest:
			if k := stateFirst(toks[i:]); k > 0 {
				q := lexer.Token{Type: grammar.Quest, Value: asker, Pos: t.Pos}
				return append(append(toks[:i:i], q), toks[i:]...)
			}
		}
	}
	return toks
}

// fetched reports whether the words after a verb of fetching name what is
// fetched: an attribute or a word of state, after fillers, articles, a
// colon and, for askWords, the device asked; a word of state that opens a
// name is none ("get the reading lamp turned on").
func fetched(rest []lexer.Token, named bool) bool {
	for i, t := range rest {
		switch {
		case t.Type == grammar.Attr || stateAsked[t.Value] && (i+1 == len(rest) || rest[i+1].Type != grammar.Word):
			return true
		case t.Type == grammar.Filler || t.Type == grammar.Det || t.Type == grammar.Sep && t.Value == ":":
		case named && t.Type == grammar.Word:
		default:
			return false
		}
	}
	return false
}

// setGoing reports a clause of "get" that ends with "going" or "running":
// "get the lights going", "get the heating running" are commands, never
// a question of the lights (spokenTokens reads them).
func setGoing(toks []lexer.Token) bool {
	if toks[0].Value != "get" {
		return false
	}
	for _, t := range toks[1:] {
		switch {
		case t.Type == grammar.Sep:
			return false
		case gotGoing[t.Value]:
			return true
		}
	}
	return false
}

// gotGoing are the words after what "get" starts: "get the fan going".
var gotGoing = set("going running")

// several reports whether the words after a verb of fetching only name
// things, several of them ("show me the lights", "list all the devices
// in the kitchen", "check the doors"): their states are asked, as "what
// lights are there" asks them.
func several(rest []lexer.Token) bool {
	many := false
	for _, t := range rest {
		switch {
		case t.Type == grammar.Quant || t.Type == grammar.Word && Singular(t.Value) != t.Value:
			many = true
		case t.Type == grammar.Word, t.Type == grammar.Det, t.Type == grammar.Filler, t.Type == grammar.Prep:
		default:
			return false
		}
	}
	return many
}

// stateFirst reports a clause that begins with a word of state or an
// attribute and "of" ("status of the fan", "the state of my heater",
// "temperature of the office?") and names only what it is of: the number
// of tokens of the clause, 0 when it is none.
func stateFirst(toks []lexer.Token) int {
	k := 0
	for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Filler) {
		k++
	}
	if k+1 >= len(toks) || !stateAsked[toks[k].Value] && toks[k].Type != grammar.Attr || toks[k+1].Value != "of" {
		return 0
	}
	for j := k + 2; j < len(toks); j++ {
		switch toks[j].Type {
		case grammar.Sep, grammar.Conj:
			return j
		case grammar.Det, grammar.Word, grammar.Prep, grammar.Filler, grammar.Quant:
		default:
			return 0 // "the volume of the music should be raised" says more
		}
	}
	return len(toks)
}

// addressee is the number of names that open a request said to whom
// they name ("jarvis, tell me the temperature"), 0 for none.
func addressee(toks []lexer.Token) int {
	n := 0
	for n < len(toks) && n < maxAddressee && toks[n].Type == grammar.Word {
		n++
	}
	if n == 0 || n+1 >= len(toks) || !addressed[[2]string{toks[n].Value, toks[n+1].Value}] {
		return 0
	}
	return n
}

// relBefore reports a comparative in the clause before a word.
func relBefore(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj; k-- {
		if before[k].Type == grammar.Rel {
			return true
		}
	}
	return false
}
