package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The words of spoken English that carry no meaning in a command, all
// fillers to the grammar: the names speakers are woken with, and the
// politeness around a request ("i need you to", "help me").
const (
	wakeNames  = `olly alexa siri cortana`
	politeness = `need help love let us be there have has mind thanks thank cheers give shine fancy
	nearest closest we colored coloured toned tinted`
	// adverbs say how or when, never what: "hurriedly", "right now".
	adverbs = `immediately quickly hurriedly promptly instantly asap preferably really actually simply maybe possibly
	straightaway anymore soon`
)

// wakeAtStart are wake names that are also words of names ("google
// home"): fillers only at the start of an utterance or after a greeting.
var wakeAtStart = map[string]bool{"google": true, "computer": true}

// greetings may come before a wake name ("ok google", "hey olly").
var greetings = map[string]bool{"hey": true, "hi": true, "hello": true, "ok": true, "okay": true, "yo": true}

// joined are the words a recogniser splits in two: "bed room" is a
// bedroom.
var joined = map[[2]string]string{
	{"bed", "room"}: "bedroom", {"bath", "room"}: "bathroom", {"wash", "room"}: "washroom", {"rest", "room"}: "restroom",
	{"play", "room"}: "playroom",
}

// spokenWords adds the fillers of spoken English to a lexicon's words.
func spokenWords(words map[string]lexer.TokenType) {
	for _, ws := range []string{wakeNames, politeness, adverbs} {
		for _, w := range strings.Fields(ws) {
			words[w] = grammar.Filler
		}
	}
}

// spokenTokens retypes the tokens whose role only their neighbours tell:
// greetings and a wake name that open an utterance ("hey google", "yo")
// are fillers ("ok" only before a wake name: "ok do it" is a yes); "each
// and every" is one quantifier; a compound said in two words is one
// ("bed room"); number words said with a unit or after "to" are numbers
// ("to one percent"), and "all the way up" is the top of a range.
func spokenTokens(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks) && greetings[toks[i].Value] && toks[i+1].Type != grammar.Sep; i++ {
		if affirm[toks[i].Value] && !isWake(toks[i+1].Value) {
			break
		}
		toks[i].Type = grammar.Filler
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Filler {
			if wakeAtStart[toks[i].Value] && toks[i+1].Type != grammar.Word {
				toks[i].Type = grammar.Filler // "google i need ...", not "google home off"
			}
			break
		}
	}
	toks = noNeed(afterward(situation(toks)))
	out := toks[:0]
	sure := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		next := func(k int) string {
			if i+k < len(toks) {
				return toks[i+k].Value
			}
			return ""
		}
		switch {
		case t.Value == "make" && sureWords[next(1)] || t.Value == "ensure":
			t.Type, sure = grammar.Filler, true // "make sure the light is off": turn it off
			i += btoi(t.Value == "make")
			if next(1) == "that" {
				i++
			}
		case i > 0 && modals[t.Value] && next(1) == "you" && next(2) == "do" && doThat[next(3)] && (next(4) == "" || next(4) == "for" || next(4) == "please"):
			t.Type = grammar.Filler // "i need the lights raised can you do that"
			i += 3
		case sure && t.Type == grammar.Sep:
			sure = false
		case sure && (t.Value == "is" || t.Value == "are"):
			t.Type, sure = grammar.Filler, false
		case i > 0 && (processWords[t.Value] && (toks[i-1].Type == grammar.Verb || drinks[toks[i-1].Value] != "") ||
			t.Value == "going" && (toks[i-1].Value == "start" || toks[i-1].Value == "keep")):
			t.Type = grammar.Filler // "initiate cleaning process", "start brew cycle", "start going"
		case clearWords[t.Value] && (vocab.Surfaces[next(1)] || next(1) == "the" && vocab.Surfaces[next(2)]):
			t.Type, t.Value = grammar.Verb, "clean" // "remove dust", "clear the dust"
		case t.Type == grammar.Verb && goAnd[t.Value] && next(1) == "and":
			t.Type = grammar.Filler // "go and make me a coffee"
			i++
		case t.Type == grammar.Word && t.Value == "right" && next(1) == "now":
			t.Type = grammar.Filler // "right now", not "the right lamp"
		case t.Type == grammar.Word && inflected(t.Value) != "":
			t.Type, t.Value = grammar.Verb, inflected(t.Value) // "activates", "switches"
		case t.Type == grammar.Word && participle(t.Value) != "" && i > 0 && afterObject(toks[i-1]):
			t.Type, t.Value = grammar.Verb, participle(t.Value) // "the lights raised", "it switched off"
		case t.Type == grammar.Word && joined[[2]string{t.Value, next(1)}] != "":
			t.Value = joined[[2]string{t.Value, next(1)}]
			i++
		case t.Type == grammar.Quant && next(1) == "and" && next(2) == t.Value || t.Value == "each" && next(1) == "and" && next(2) == "every":
			t.Value = "every" // each and every
			i += 2
		case t.Type == grammar.Quant && t.Value == "all" && next(1) == "the" && next(2) == "way" && (next(3) == "up" || next(3) == "down"):
			t.Type, t.Value = grammar.Extreme, map[string]string{"up": "max", "down": "min"}[next(3)]
			i += 3
		case t.Type == grammar.Quant && t.Value == "all" && next(1) == "over":
			t.Type, t.Value = grammar.Noun, everywhere // "all over the house"
			i++
			if det := btoi(next(1) == "the" || next(1) == "my"); vocab.WholeHome[next(1+det)] {
				i += 1 + det
			}
		case t.Type == grammar.Quant && (roomWords[next(1)] || next(1) == "the" && roomWords[next(2)]):
			t.Type, t.Value = grammar.Noun, everywhere // "in every room"
			i += 1 + btoi(next(1) == "the")
		case t.Type == grammar.If && i > 0 && askIf[toks[i-1].Value]:
			t.Type = grammar.Filler // "tell me if the door is locked" asks
		case modes[t.Value] != "" && next(1) == "mode":
			t.Type = grammar.Mode // "heat mode"
			i++
		case modes[t.Value] != "" && i > 0 && toks[i-1].Type == grammar.To && endsSetting(next(1)):
			t.Type = grammar.Mode // "set the AC to cool"
		case t.Value == "warm" && i > 0 && toks[i-1].Type == grammar.To && endsSetting(next(1)):
			t.Type = grammar.Color // "set the lamp to warm"
		case numberWords[t.Value] && (units[next(1)] != "" || next(1) == "hundred" || t.Value == "one" && i > 0 && (toks[i-1].Type == grammar.To || tens(toks[i-1]))):
			t.Type = grammar.Num // "to one percent", "a hundred"
		}
		out = append(out, t)
	}
	return mergeNumbers(out)
}

// inflected is the verb a word is the third person of ("activates",
// "switches"), or "" for none and for the verbs that also name devices
// ("locks", "lights", "switches").
func inflected(w string) string {
	if condVerbs[w] {
		return ""
	}
	for _, end := range []string{"es", "s"} {
		base, ok := strings.CutSuffix(w, end)
		if !ok || verbs[base] == "" || nounVerbs[base] || base == lightWord {
			continue
		}
		if class, _ := lang.ClassOf(base); class == "" {
			return base
		}
	}
	return ""
}

// participle is the verb a word is the past participle of ("raised",
// "dimmed", "switched"), or "" for none.
func participle(w string) string {
	base, ok := strings.CutSuffix(w, "ed")
	if !ok || len(base) < 2 {
		return ""
	}
	for _, v := range []string{base, base + "e", base[:len(base)-1]} {
		if verbs[v] != "" && v != lightWord && (v != base[:len(base)-1] || base[len(base)-1] == base[len(base)-2]) {
			return v
		}
	}
	return ""
}

// afterObject reports a token a participle may follow: the end of a name,
// a reference or "be" ("i want the light switched off", "i want it to be
// switched off").
func afterObject(t lexer.Token) bool {
	return t.Type == grammar.Word || t.Type == grammar.Ref || t.Value == "be"
}

// condVerbs are the inflected verbs the grammar reads in a condition ("if
// the temperature goes above 26").
var condVerbs = map[string]bool{"gets": true, "goes": true}

// modals and doThat ask for what was just said to be done: "can you do
// that", "could you do it for me".
var (
	modals = map[string]bool{"can": true, "could": true, "would": true, "will": true}
	doThat = map[string]bool{"it": true, "that": true, "this": true}
)

// processWords only say that what the word before them does goes on:
// "the cleaning process", "a brew cycle".
var processWords = map[string]bool{"process": true, "cycle": true}

// clearWords take away what a vacuum cleans: "remove the dust".
var clearWords = map[string]bool{"remove": true, "clear": true}

// sureWords follow "make" in "make sure the light is off", which says
// to turn it off.
var sureWords = map[string]bool{"sure": true, "certain": true}

// goAnd are the verbs that only lead to the next one with "and".
var goAnd = map[string]bool{"go": true, "come": true, "try": true}

// everywhere is the word of every place.
const everywhere = "everywhere"

// roomWords say every room after a quantifier.
var roomWords = map[string]bool{"room": true, "rooms": true, "place": true}

// askIf are the words before an "if" that asks: "tell me if", "let me
// know if", "check if".
var askIf = map[string]bool{"me": true, "know": true, "check": true, "see": true, "whether": true}

// endsSetting reports a word that may follow the value of a setting: the
// end, or what comes after it ("to cool at 22 degrees", "to heat please").
func endsSetting(w string) bool {
	return w == "" || w == "," || w == "at" || w == "and" || w == "please" || w == "now" || w == "then"
}

// tens reports a number word of whole tens from twenty on ("twenty one").
func tens(t lexer.Token) bool {
	v := numbers[t.Value]
	return t.Type == grammar.Num && v >= 20 && v < 100 && int(v)%10 == 0
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// affirm are greetings that are also a yes.
var affirm = map[string]bool{"ok": true, "okay": true}

func isWake(w string) bool { return wakeAtStart[w] || strings.Contains(" "+wakeNames+" ", " "+w+" ") }

// numberWords are the words that are numbers only next to a unit or
// "hundred": "one" also names ("the kitchen one"), "a" is an article.
var numberWords = map[string]bool{"one": true, "a": true, "an": true}

// drinks maps what a person asks to be made to the name of what makes it:
// "make me a cup of coffee" turns the coffee maker on.
var drinks = map[string]string{"coffee": "coffee", "coffees": "coffee", "espresso": "coffee", "cappuccino": "coffee",
	"latte": "coffee", "joe": "coffee", "brew": "coffee", "brewing": "coffee", "tea": "kettle"}

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
				if w, ok := powerDirs[d.Word]; ok {
					v.Word, d.Word = "turn", w
				}
				break
			}
		}
	}
}

// powerVerbs take their meaning from the direction after them; powerDirs
// maps that direction to on or off.
var (
	powerVerbs = map[string]bool{"shut": true, "cut": true, "power": true, "powered": true, "switch": true, "put": true}
	powerDirs  = map[string]string{"off": "off", "down": "off", "out": "off", "on": "on", "up": "on"}
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

// situation drops what an utterance says of the situation before its
// command: "it is too bright in here dim the lights", "its dark can you
// turn on the light", "good night lights off". A reference in the command
// to what the statement was about is that: "these lights are too bright
// please lower them" lowers these lights. A statement with a condition, a
// negation or a question in it, or with no command after it, is left.
func situation(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	if start+2 < len(toks) && toks[start].Value == "good" && dayParts[toks[start+1].Value] &&
		toks[start+2].Type != grammar.Sep && !vocab.KindWords[toks[start+2].Value] && !vocab.ModeWords[toks[start+2].Value] {
		return append(toks[:start], toks[start+2:]...)
	}
	if k := happening(toks, start); k > start {
		return append(toks[:start], toks[k:]...)
	}
	j := start
	for j < len(toks) && (toks[j].Type == grammar.Word || toks[j].Type == grammar.Det || toks[j].Type == grammar.Ref) {
		j++
	}
	var subject []lexer.Token
	switch {
	case start < len(toks) && toks[start].Value == itsWord:
		j = start + 1
	case j > start && j < len(toks) && copulas[toks[j].Value]:
		subject = toks[start:j]
		j++
	default:
		return toks
	}
	k := j
	for k < len(toks) && toks[k].Type != grammar.Verb {
		switch t := toks[k]; {
		case t.Type == grammar.If || t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Except || t.Value == "never" ||
			t.Type == grammar.Quest && strongQuest[t.Value]:
			return toks
		}
		k++
	}
	if k == j || k == len(toks) {
		return toks
	}
	cmd := append([]lexer.Token{}, toks[k:]...)
	if len(subject) > 1 || len(subject) == 1 && subject[0].Type == grammar.Word {
		for i, t := range cmd {
			if t.Type != grammar.Ref {
				continue
			}
			np := append([]lexer.Token{}, subject...)
			if np[0].Type == grammar.Det || np[0].Type == grammar.Ref {
				np[0].Type, np[0].Value = grammar.Det, "the" // "these lights" → lower the lights
			}
			cmd = append(cmd[:i], append(np, cmd[i+1:]...)...)
			break
		}
	}
	return append(toks[:start], cmd...)
}

// itsWord is "it's" said without its apostrophe: "its dark in here".
const itsWord = "its"

// copulas say what something is: "the lights are too bright".
var copulas = map[string]bool{"is": true, "are": true, "was": true, "were": true, "am": true}

// dayParts follow "good" in a greeting: "good night lights off".
var dayParts = map[string]bool{"morning": true, "afternoon": true, "evening": true, "night": true}

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

// afterward drops what an utterance says of the situation after its
// command: "increase the brightness it is hard to see", "turn the music
// down it's too loud". A statement with a verb, a condition or a question
// in it is left ("turn on the light when it is dark").
func afterward(toks []lexer.Token) []lexer.Token {
	verb := false
	for k, t := range toks {
		if t.Type == grammar.Verb {
			verb = true
		}
		if !verb || k == 0 || toks[k-1].Type == grammar.If {
			continue
		}
		end := k + 1
		switch {
		case t.Value == itsWord:
		case t.Value == "it" && k+1 < len(toks) && copulas[toks[k+1].Value]:
			end = k + 2
		default:
			continue
		}
		for _, s := range toks[end:] {
			if s.Type == grammar.Verb || s.Type == grammar.If || s.Type == grammar.Conj || s.Type == grammar.Quest && strongQuest[s.Value] {
				return toks
			}
		}
		return toks[:k]
	}
	return toks
}

// noNeed reads "i don't need the lights" as turning them off: a device
// that is only powered on or off, said with nothing else after "do not
// need" or "do not want"; anything more ("i don't need the lights on") is
// left to the negation.
func noNeed(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		n := 0
		switch {
		case toks[i].Value == "dont":
			n = 1
		case toks[i].Value == "do" && i+1 < len(toks) && toks[i+1].Value == "not":
			n = 2
		}
		if n == 0 || i+n >= len(toks) || !needWords[toks[i+n].Value] {
			continue
		}
		var words []string
		end := i + n + 1
		for ; end < len(toks) && toks[end].Type != grammar.Sep; end++ {
			switch t := toks[end]; t.Type {
			case grammar.Word:
				words = append(words, t.Value)
			case grammar.Det, grammar.Filler:
			default:
				return toks
			}
		}
		if class, _ := (pack{}).ClassOf(pack{}.Join(words)); !poweredOnly[class] {
			return toks
		}
		turn := toks[i]
		turn.Type, turn.Value = grammar.Verb, "turn"
		off := toks[end-1]
		off.Type, off.Value = grammar.Dir, "off"
		out := append(append([]lexer.Token{}, toks[:i]...), turn)
		out = append(append(out, toks[i+n+1:end]...), off)
		return append(out, toks[end:]...)
	}
	return toks
}

// needWords follow "do not" in "i don't need the lights".
var needWords = map[string]bool{"need": true, "want": true}

// poweredOnly are the classes "i don't need" turns off.
var poweredOnly = map[string]bool{"light": true, "fan": true, "tv": true, "heater": true, "outlet": true, "humidifier": true}

// happening is where the command begins after a statement of what is
// going on said before it ("company coming over turn on the vacuum"): plain
// words up to a command verb, one of them a present participle that does
// not qualify a word after it ("the living room" is a name). It is start
// when there is none.
func happening(toks []lexer.Token, start int) int {
	ing := false
	for k := start; k < len(toks); k++ {
		switch t := toks[k]; t.Type {
		case grammar.Verb:
			if ing {
				return k
			}
			return start
		case grammar.Word:
			if strings.HasSuffix(t.Value, "ing") && len(t.Value) > 5 && k+1 < len(toks) && toks[k+1].Type != grammar.Word {
				ing = true
			}
		case grammar.Det, grammar.Cmp, grammar.Prep, grammar.Filler:
		default:
			return start
		}
	}
	return start
}
