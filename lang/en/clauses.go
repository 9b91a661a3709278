package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/lang"
)

// drinks maps what a person asks to be made to the name of what makes it:
// "make me a cup of coffee" turns the coffee maker on.
var drinks = map[string]string{"coffee": "coffee", "coffees": "coffee", "espresso": "coffee", "cappuccino": "coffee",
	"latte": "coffee", "joe": "coffee", "brew": "coffee", "brewing": "coffee", "tea": "kettle"}

// drinkAsked reports a token of a drink asked for ("i want coffee real
// quick"): a request for what makes it (brew).
func drinkAsked(t lexer.Token) bool { return drinks[t.Value] != "" }

// brew reads a request for a drink ("make me a cup of coffee", "i need a
// coffee", "brew coffee") as turning on what makes it; a clause that says
// anything else (off, a value, a question, a condition) is left.
func brew(c lang.Clause) lang.Clause {
	maker := ""
	for _, p := range c {
		switch p.Kind {
		case lang.Verb:
			if !makes[p.Word] {
				return c
			}
		case lang.Dir:
			if p.Word != "on" {
				return c
			}
		case lang.NP, lang.Prep:
			np := &p
			if p.Kind == lang.Prep {
				np = p.NP // "a cup of coffee"
			}
			if m := drinkIn(np.Words); m != "" {
				maker = m
			} else if n := len(np.Words); n == 0 || !servings[np.Words[n-1]] && !makers[np.Words[n-1]] {
				return c // "brew something with the coffee machine"
			}
		case lang.Quest:
			if p.Raw != "do" {
				return c // "do a coffee", not "is the coffee ready"
			}
		case lang.State:
			if p.Word != "temperature" {
				return c // "i want hot coffee"
			}
		case lang.Filler, lang.Noun:
		default:
			return c
		}
	}
	if maker == "" {
		return c
	}
	return lang.Clause{{Kind: lang.Verb, Word: "on", Raw: maker}, {Kind: lang.NP, Words: []string{maker}}}
}

// drinkIn is the maker of the drink a name asks for: the drink and, after
// it, only words said with a drink ("coffee", "coffee made"; not "coffee
// machine").
func drinkIn(words []string) string {
	for k := len(words) - 1; k >= 0; k-- {
		if m := drinks[words[k]]; m != "" {
			return m
		}
		if !servings[words[k]] {
			return ""
		}
	}
	return ""
}

// servings are the words said with a drink: what it is served in, for
// whom, how ("a cup of coffee", "coffee made", "some cups for us", "fix
// me a coffee").
var servings = map[string]bool{"cup": true, "cups": true, "pot": true, "mug": true, "glass": true, "making": true, "made": true,
	"ready": true, "hot": true, "us": true, "nice": true, "fix": true, "cook": true, "pour": true}

// makers are the words of what makes a drink: "coffee from the machine",
// "i want the coffee machine to make me coffee".
var makers = map[string]bool{"machine": true, "maker": true, "brewer": true}

// makes are the verbs that ask for a drink to be made.
var makes = map[string]bool{"set": true, "turn": true, "start": true, "on": true, "activate": true}

// phrasal reads the verbs said with a direction as the direction: "shut
// off", "cut off", "power down", "kill" the lights turn them off.
func phrasal(c lang.Clause) {
	for i := range c {
		v := &c[i]
		if v.Kind != lang.Verb || !powerVerbs[v.Raw] {
			continue
		}
		for j := i + 1; j < len(c); j++ {
			if d := &c[j]; d.Kind == lang.Dir {
				if w, ok := powerDirs[d.Word]; ok && !(levelPutters[v.Raw] && levelDirs[d.Word]) {
					v.Word, d.Word = "turn", w
				}
				break
			}
		}
	}
}

// powerVerbs take their meaning from the direction after them; powerDirs
// maps that direction to on or off. After levelPutters, up and down
// (levelDirs) say a level, as after "turn": "put the heating up" raises
// it, "put the telly down" lowers its volume; read as on and off, they
// turned the air conditioner off and the tv off.
var (
	powerVerbs   = map[string]bool{"shut": true, "cut": true, "power": true, "powered": true, "switch": true, "put": true}
	powerDirs    = map[string]string{"off": "off", "down": "off", "out": "off", "on": "on", "up": "on"}
	levelPutters = map[string]bool{"put": true}
	levelDirs    = map[string]bool{"up": true, "down": true}
)

// verbAfterTo reads "set the speakers to mute" as muting: a verb after
// "to" is the action, the one before it only says to do it.
func verbAfterTo(c lang.Clause) {
	for i := 1; i < len(c); i++ {
		if c[i].Kind == lang.Verb && c[i-1].Kind == lang.Filler && c[i-1].Raw == "to" {
			for j := 0; j < i-1; j++ {
				if c[j].Kind == lang.Verb && (c[j].Word == "set" || c[j].Word == "turn") {
					c[j].Kind = lang.Filler
				}
			}
			return
		}
	}
}

// fromValue drops the value a change starts from: "from white to yellow"
// sets yellow.
func fromValue(c lang.Clause) {
	for i := 1; i < len(c); i++ {
		if c[i].Kind == lang.Value && c[i].Prep == "" && c[i-1].Kind == lang.Filler && c[i-1].Raw == "from" && c.Count(lang.Value) > 1 {
			c[i].Kind = lang.Filler
		}
	}
}

// wholeHouse reads a name that begins with a word of the whole home, and
// ends with the lights or a plural class, as all of them: "the house
// lights", "my house light"; "the house alarm" is a name.
func wholeHouse(c lang.Clause) {
	for i := range c {
		p := &c[i]
		if p.Kind != lang.NP || len(p.Words) < 2 || !houseWords[p.Words[0]] {
			continue
		}
		if class, plural := (pack{}).ClassOf(pack{}.Join(p.Words[1:])); class == lightClass || class != "" && plural {
			p.Words, p.All = p.Words[1:], true
		}
	}
}

// lightClass is the class of lights, which a home's name stands for.
const lightClass = "light"

// agentVerb reads "make the roomba clean the living room" as the roomba
// cleaning it: a name between "make" (or "get", "let") and a second verb
// is the device the command uses.
func agentVerb(c lang.Clause) lang.Clause {
	for i := 0; i+2 < len(c); i++ {
		agent := c[i].Kind == lang.Verb && agentVerbs[c[i].Raw] || c[i].Kind == lang.Filler && agentFillers[c[i].Raw]
		if !agent || c[i+1].Kind != lang.NP || len(c[i+1].Words) == 0 {
			continue
		}
		j := i + 2
		if c[j].Kind == lang.Filler && c[j].Raw == "to" && j+1 < len(c) {
			j++
		}
		if c[j].Kind != lang.Verb {
			continue
		}
		np := c[i+1]
		c[i] = lang.Phrase{Kind: lang.Filler, Raw: c[i].Raw}
		c[i+1] = lang.Phrase{Kind: lang.Prep, Prep: lang.PrepWith, Raw: c[i].Raw, NP: &np}
		return c
	}
	return c
}

// agentVerbs, and the fillers agentFillers, put the device that does a
// command before its verb ("get the roomba to clean", "have the roomba
// clean the hall").
var (
	agentVerbs   = map[string]bool{"make": true, "get": true}
	agentFillers = map[string]bool{"have": true, "let": true}
)

// houseWords are the words of the whole home that begin a name.
var houseWords = map[string]bool{"house": true}

// cleanIn reads starting a vacuum in a place as cleaning it: "use the
// vacuum cleaner in the hall", "start the robot in the kitchen".
func cleanIn(c lang.Clause) {
	verb, vacuum := -1, false
	for i, p := range c {
		switch {
		case p.Kind == lang.Verb && startWords[p.Word]:
			verb = i
		case p.Kind == lang.NP && verb >= 0 && len(p.Words) > 0:
			class, _ := (pack{}).ClassOf(pack{}.Join(p.Words))
			vacuum = class == vacuumClass
		case p.Kind == lang.Prep && vacuum && p.Prep == lang.PrepIn && !p.NP.Here && !p.NP.Ref && !p.NP.All && len(p.NP.Words) > 0:
			c[verb].Word = "clean"
			return
		}
	}
}

// startWords are the verbs that start a vacuum; vacuumClass is its class.
var startWords = map[string]bool{"start": true, "activate": true}

const vacuumClass = "vacuum"

// oneOf reads "one of my lights", "one light" as one device of the class,
// left open: a question when there are several, never all of them.
func oneOf(c lang.Clause) lang.Clause {
	for i := range c {
		p := &c[i]
		if p.Kind != lang.NP || len(p.Words) == 0 || p.Words[0] != oneWord || p.All || p.Ref {
			continue
		}
		words := p.Words[1:]
		drop := 0
		if len(words) == 0 && i+1 < len(c) && c[i+1].Kind == lang.Prep && c[i+1].Prep == lang.PrepOf && !c[i+1].NP.Ref && !c[i+1].NP.Here {
			words, drop = c[i+1].NP.Words, 1 // "one of the kitchen lights"
		}
		if len(words) == 0 {
			continue
		}
		if class, _ := (pack{}).ClassOf(pack{}.Join(words)); class == "" {
			continue
		}
		words = append(append([]string{}, words[:len(words)-1]...), Singular(words[len(words)-1]))
		c[i] = lang.Phrase{Kind: lang.NP, Words: words, One: true}
		return append(c[:i+1], c[i+1+drop:]...)
	}
	return c
}

// oneWord says a single one of a class: "one of the lights".
const oneWord = "one"
