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
	wakeNames  = `olly alexa siri cortana jarvis bixby mycroft`
	politeness = `need help love let us be there have has mind thanks thank cheers give shine fancy
	nearest closest we colored coloured toned tinted lets yourself excuse`
	// settings only say that a value is set: "the temperature setting of the ac".
	settings = `setting settings`
	// adverbs say how or when, never what: "hurriedly", "right now".
	adverbs = `immediately quickly hurriedly promptly instantly asap preferably really actually simply maybe possibly
	straightaway anymore soon overall very particular so`
)

// wakeAtStart are wake names that are also words of names ("google
// home"): fillers only at the start of an utterance or after a greeting.
var wakeAtStart = map[string]bool{"google": true, "computer": true, "edge": true}

// thanking are the words of thanks a wake name may end an utterance
// after ("thanks google", "thank you computer").
var thanking = map[string]bool{"thanks": true, "thank": true, "you": true, "cheers": true}

// selfEnding are the verbs of what a device does to its own end: said
// done after it ("the kettle's boiled", "has the kettle boiled") they say
// what happened, never ask it done again. The kettle was switched on.
var selfEnding = map[string]bool{"boil": true}

// thanksLast are words of thanks only where they end a command: "ta" may
// be a word of a name.
var thanksLast = map[string]bool{"ta": true}

// poweredBy are the colloquial verbs that power a device on or off with
// the direction said right after them: "fire up", "kick on", "boot up".
var poweredBy = map[[2]string]bool{{"fire", "up"}: true, {"kick", "on"}: true, {"kick", "off"}: true, {"boot", "up"}: true}

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
	for _, ws := range []string{wakeNames, politeness, adverbs, settings} {
		for _, w := range strings.Fields(ws) {
			words[w] = grammar.Filler
		}
	}
}

// spokenSteps retype the tokens of spoken English around a command, in
// this order, before the rest of spokenTokens.
var spokenSteps = []func([]lexer.Token) []lexer.Token{
	hesitating, prefaced, openedPause, exclaimed, softLight, dayGreeting, greeted, idiomSaid, cmpName,
	verbNamedFirst, namedVerb, condSaid, rightWay, degreeFelt, feeling, madeSo, whateverIs, relative, discourse,
	courtesy, wishedTo, vagueWhen, leftSo, restFor, purposeTo, lasting, takenBack, repairs, clashing, restarts,
	hangingOf, outThere, bothWays, anyOn, ownDoing, liking, reported, reportGoesOn, offered, statedHabit,
	thingDid, ways, onState, awning, phrasalTokens, closedUp, wrapped, forSomeone, leaving, exceptEnds,
	exceptOnes, closing, orNot, situation, topic, placeFirst, afterward, noNeed, asking, askedFor, songs, voice,
	lostName, poweredApart,
}

// spokenTokens retypes the tokens whose role only their neighbours tell:
// greetings and a wake name that open an utterance ("hey google", "yo")
// are fillers (a wake name that is also a word of names, after a greeting
// whatever follows: "ok google kitchen lights on") ("ok" only before a wake name or a question word: "ok do it" is a yes); "each
// and every" is one quantifier; a compound said in two words is one
// ("bed room", "half way"); number words said with a unit or after "to" are numbers
// ("to one percent"), and "all the way up" is the top of a range.
func spokenTokens(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks) && greetings[toks[i].Value] && toks[i+1].Type != grammar.Sep; i++ {
		if affirm[toks[i].Value] && !isWake(toks[i+1].Value) && !(toks[i+1].Type == grammar.Quest && strongQuest[toks[i+1].Value]) {
			break // "ok do it" is a yes; "ok is the tv on" asks
		}
		toks[i].Type = grammar.Filler
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Filler {
			if wakeAtStart[toks[i].Value] && (toks[i+1].Type != grammar.Word || i > 0 && greetings[toks[i-1].Value]) {
				// "google i need ...", "hey google kitchen light off",
				// not "google home off"
				toks[i].Type = grammar.Filler
			}
			break
		}
	}
	if n := len(toks); n > 1 && wakeAtStart[toks[n-1].Value] && thanking[toks[n-2].Value] {
		toks[n-1].Type = grammar.Filler // "turn off the tv, thanks google"
	}
	if n := len(toks); n > 1 && thanksLast[toks[n-1].Value] {
		toks[n-1].Type = grammar.Filler // "kitchen light on ta": British thanks
	}
	for _, step := range spokenSteps {
		toks = step(toks)
	}
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
			t.Type = grammar.Filler
		case sure && t.Type == grammar.State && sureVerbs[t.Value] != "":
			t.Type, t.Value = grammar.Verb, sureVerbs[t.Value] // "make sure the doors are locked": lock them
		case i > 0 && (processWords[t.Value] && (toks[i-1].Type == grammar.Verb || drinks[toks[i-1].Value] != "") ||
			t.Value == "going" && (toks[i-1].Value == "start" || toks[i-1].Value == "keep")):
			t.Type = grammar.Filler // "initiate cleaning process", "start brew cycle", "start going"
		case clearWords[t.Value] && (vocab.Surfaces[next(1)] || next(1) == "the" && vocab.Surfaces[next(2)]):
			t.Type, t.Value = grammar.Verb, "clean" // "remove dust", "clear the dust"
		case t.Type == grammar.Verb && goAnd[t.Value] && next(1) == "and":
			t.Type = grammar.Filler // "go and make me a coffee"
			i++
		case t.Type == grammar.Verb && goAnd[t.Value] && goOn[next(1)] && next(2) == "and":
			t.Type = grammar.Filler // "go ahead and skip this song"
			i += 2
		case gotGoing[t.Value] && gotten(out):
			t.Type, t.Value = grammar.Dir, "on" // "get the fan going"
		case t.Type == grammar.Word && poweredBy[[2]string{t.Value, next(1)}] && (i == 0 || toks[i-1].Type != grammar.Det && toks[i-1].Type != grammar.Word):
			// "fire up the kettle", "kick on the heater"; never "the gas fire up"
			t.Type, t.Value = grammar.Verb, "power"
		case (i == 0 || !nameWord(toks[i-1])) && twoWordHeads[t.Value] && twoWordVerbs[[2]string{t.Value, next(1)}] != "":
			t.Type, t.Value = grammar.Verb, t.Value+" "+next(1) // "skip over", "move on"
			i++
		case t.Type == grammar.Word && rightNowAt(toks, i):
			t.Type = grammar.Filler // "right now", not "the right lamp"
		case t.Value == "the" && roomWords[next(1)] && next(1) != "floor" && i > 0 && toks[i-1].Type == grammar.Prep && (i+2 == len(toks) || toks[i+2].Type != grammar.Word):
			t.Type, t.Value = grammar.Here, "here" // "in the room" is the room the speaker is in
			i++
		case t.Value == "at" && (next(1) == "present" || next(1) == "the" && next(2) == "moment"):
			t.Type = grammar.Filler // "at the moment"
			i += 1 + btoi(next(1) == "the")
		case t.Type == grammar.Word && inflectedAt(toks, i) != "":
			t.Type, t.Value = grammar.Verb, inflectedAt(toks, i) // "activates", "switches": inflectedat.go
		case t.Type == grammar.Word && participle(t.Value) != "" && i > 0 && afterObject(toks[i-1]) && !selfEnding[participle(t.Value)]:
			t.Type, t.Value = grammar.Verb, participle(t.Value) // "the lights raised", "it switched off"
		case t.Type == grammar.Word && joined[[2]string{t.Value, next(1)}] != "":
			t.Value = joined[[2]string{t.Value, next(1)}]
			i++
		case t.Type == grammar.Extreme && t.Value == "half" && next(1) == "way":
			t.Value = "halfway" // "open the curtains half way"
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
		case wholeWords[t.Value] && t.Type == grammar.Word && vocab.WholeHome[next(1)]:
			continue // "the entire home" is the home
		case wholeWords[t.Value] && t.Type == grammar.Word && roomWords[next(1)]:
			t.Type, t.Value = grammar.Noun, everywhere // "the whole place"
			i++
		case t.Type == grammar.Quant && roomAfter(toks[i+1:]) > 0:
			t.Type, t.Value = grammar.Noun, everywhere // "in every room", "in all of the rooms"
			i += roomAfter(toks[i+1:])
		case t.Type == grammar.If && i > 0 && askIf[toks[i-1].Value]:
			t.Type = grammar.Filler // "tell me if the door is locked" asks
		case modes[t.Value] != "" && next(1) == "mode":
			t.Type = grammar.Mode // "heat mode"
			i++
		case modes[t.Value] != "" && i > 0 && toks[i-1].Type == grammar.To && endsSetting(next(1)):
			t.Type = grammar.Mode // "set the AC to cool"
		case t.Value == "warm" && i > 0 && toks[i-1].Type == grammar.To && endsSetting(next(1)):
			t.Type = grammar.Color // "set the lamp to warm"
		case t.Value == coupleWord && len(out) > 0 && out[len(out)-1].Value == "a" &&
			(units[next(1)] != "" || next(1) == "of" && units[next(2)] != ""):
			out = out[:len(out)-1]
			t.Type, t.Value = grammar.Num, "2" // "up a couple of degrees"
			i += btoi(next(1) == "of")
		case numberWords[t.Value] && (units[next(1)] != "" || next(1) == "hundred" || next(1) == "thousand" || t.Value == "one" && i > 0 && (toks[i-1].Type == grammar.To || toks[i-1].Type == grammar.By || tens(toks[i-1]))):
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
	if v := stemmed(w, "ed"); v != lightWord {
		return v
	}
	return ""
}

// stemmed is the verb of the pack a word is with an ending ("ed",
// "ing"): the stem, the stem with "e" ("closed", "closing") or with its
// doubled last letter single ("dimmed", "shutting"); "" for none.
func stemmed(w, ending string) string {
	base, ok := strings.CutSuffix(w, ending)
	if !ok || len(base) < 2 {
		return ""
	}
	for _, v := range []string{base, base + "e", base[:len(base)-1]} {
		if verbs[v] != "" && (v != base[:len(base)-1] || base[len(base)-1] == base[len(base)-2]) {
			return v
		}
	}
	return ""
}

// afterObject reports a token a participle may follow: the end of a name
// (a colour may end one: "i want big white switched off"), a reference
// or "be" ("i want the light switched off", "i want it to be switched
// off").
func afterObject(t lexer.Token) bool {
	return t.Type == grammar.Word || t.Type == grammar.Color || t.Type == grammar.Ref || t.Type == grammar.Attr || t.Value == "be"
}

// condVerbs are the verbs of change said in a condition ("if the
// temperature goes above 26", "when it drops below 20", "once the
// bedroom gets warmer than 25"), read as "is" (condMoving).
var condVerbs = set("gets goes drops falls rises climbs dips sinks get go drop fall rise climb dip sink")

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

// goAnd are the verbs that only lead to the next one with "and", goOn
// the words that may follow them ("go ahead and").
var (
	goAnd = map[string]bool{"go": true, "come": true, "try": true}
	goOn  = map[string]bool{"ahead": true, "on": true}
)

// sureVerbs are the verbs of the states "make sure" asks for.
var sureVerbs = map[string]string{"locked": "lock", "unlocked": "unlock", "closed": "close", "opened": "open"}

// gotten reports a clause that began with "get": "get the fan going". A
// verb after a determiner is the noun of it ("get the hoover going").
func gotten(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		if before[k].Type == grammar.Verb && (k == 0 || before[k-1].Type != grammar.Det) {
			return before[k].Value == "get"
		}
	}
	return false
}

// everywhere is the word of every place.
const everywhere = "everywhere"

// roomWords say every room after a quantifier.
var roomWords = map[string]bool{"room": true, "rooms": true, "place": true, "floor": true, "floors": true}

// roomAfter is the number of words up to and with a word of rooms after a
// quantifier ("room", "single room", "of the rooms"), or 0 for none.
func roomAfter(toks []lexer.Token) int {
	for k, t := range toks {
		switch {
		case roomWords[t.Value]:
			return k + 1
		case t.Value != "single" && t.Value != "of" && t.Type != grammar.Det:
			return 0
		}
	}
	return 0
}

// wholeWords say all of the home before a word of it: "the entire house".
var wholeWords = map[string]bool{"whole": true, "entire": true, "complete": true}

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

// coupleWord is two, said with a unit: "a couple of degrees".
const coupleWord = "couple"

// numberWords are the words that are numbers only next to a unit or
// "hundred": "one" also names ("the kitchen one"), "a" is an article.
var numberWords = map[string]bool{"one": true, "a": true, "an": true}
