package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// situation drops what an utterance says of the situation before its
// command, with or without a pause: "it is too bright in here dim the
// lights", "its dark, can you turn on the light", "good night lights off". A reference in the command
// to what the statement was about is that: "these lights are too bright
// please lower them" lowers these lights. A statement with a condition, a
// negation or a question in it, or with no command after it, is left.
func situation(toks []lexer.Token) []lexer.Token {
	start := lead(toks)
	if start+2 < len(toks) && toks[start].Value == "good" && dayParts[toks[start+1].Value] &&
		toks[start+2].Type != grammar.Sep && !vocab.KindWords[toks[start+2].Value] && !vocab.ModeWords[toks[start+2].Value] &&
		slices.ContainsFunc(toks[start+2:], func(t lexer.Token) bool { return t.Type != grammar.Filler }) {
		// "good night please" is the greeting alone, perhaps a scene's name
		return append(toks[:start], toks[start+2:]...)
	}
	if start < len(toks) && eventOpeners[toks[start].Value] {
		return toks // events.go
	}
	if k := happening(toks, start); k > start {
		return append(toks[:start], toks[k:]...)
	}
	j := start
	for j < len(toks) && !copulas[toks[j].Value] && (toks[j].Type == grammar.Word || toks[j].Type == grammar.Det || toks[j].Type == grammar.Ref || toks[j].Type == grammar.Noun ||
		toks[j].Type == grammar.Attr) {
		j++
	}
	var subject, where []lexer.Token
	switch {
	case start < len(toks) && toks[start].Value == itsWord:
		j = start + 1
	case j > start && j < len(toks) && copulas[toks[j].Value]:
		subject = toks[start:j]
		j++
	case j == start && j < len(toks) && copulas[toks[j].Value] && start > 0 && (toks[start-1].Value == "you" || speakers[toks[start-1].Value]):
		j++ // "you're too loud, turn the volume down", "i'm sick of this song, play the next one"
		if toks[start-1].Value != "you" {
			where = speakerPlace(toks[j:])
		}
	default:
		return remarkFirst(toks) // remarkfirst.go
	}
	k := j
	for k < len(toks) && (toks[k].Type != grammar.Verb || toks[k-1].Value == "too") && (k == j || !commandAfterPause(toks, k)) {
		switch t := toks[k]; {
		case t.Type == grammar.Sep && commandNext(toks[k+1:]):
			// "that's too loud, turn the volume down"
		case t.Type == grammar.If || t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Except || t.Value == "never" ||
			t.Type == grammar.Quest && strongQuest[t.Value]:
			return toks
		}
		k++
	}
	if k == j || k == len(toks) || onStates[toks[k].Value] != "" && (toks[k-1].Value == "on" || toks[k-1].Value == "in") {
		return toks // "the tv is on mute": the state it is in, no command
	}
	cmd := append([]lexer.Token{}, toks[k:]...)
	if loud(toks[j:k]) && (len(subject) == 0 || len(subject) == 1 && subject[0].Type != grammar.Word) {
		subject = []lexer.Token{{Type: grammar.Attr, Value: volumeWord, Pos: toks[j].Pos}} // "it's too loud, turn it down": the volume
	}
	if len(subject) > 1 || len(subject) == 1 && (subject[0].Type == grammar.Word || subject[0].Type == grammar.Attr) {
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
	return append(toks[:start], placed(cmd, where)...)
}

// loud reports a statement that the sound is too loud or too quiet.
func loud(toks []lexer.Token) bool {
	for k := 0; k+1 < len(toks); k++ {
		if m := wordnetRels[toks[k+1].Value]; toks[k].Value == "too" && strings.HasSuffix(m, volumeWord) {
			return true
		}
	}
	return false
}

// lead is where what is said begins, past fillers and pauses ("hey, it's
// dark in here").
func lead(toks []lexer.Token) int {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep) {
		start++
	}
	return start
}

// commandNext reports a command after a pause: a verb, or a noun that is
// one ("switch"), after fillers only ("can you").
func commandNext(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type != grammar.Filler {
			return t.Type == grammar.Verb || nounVerbs[t.Value]
		}
	}
	return false
}

// commandAfterPause reports a verb that is also a noun ("lock") opening a
// command after a pause or "so", past fillers: "it's late, lock the front
// door", "we're in the bathroom so switch the fan off".
func commandAfterPause(toks []lexer.Token, k int) bool {
	if !nounVerbs[toks[k].Value] {
		return false
	}
	i := k - 1
	for i >= 0 && toks[i].Type == grammar.Filler && toks[i].Value != soWord {
		i--
	}
	return i >= 0 && (toks[i].Type == grammar.Sep || toks[i].Value == soWord)
}

// itsWord is "it's" said without its apostrophe: "its dark in here".
const itsWord = "its"

// copulas say what something is: "the lights are too bright".
var copulas = map[string]bool{"is": true, "are": true, "was": true, "were": true, "am": true}

// dayParts follow "good" in a greeting: "good night lights off".
var dayParts = map[string]bool{"morning": true, "afternoon": true, "evening": true, "night": true}

// afterward drops what an utterance says of the situation after its
// command: "increase the brightness it is hard to see", "turn the music
// down it's too loud", "turn on the bedside lamp i'm reading", "turn down
// the tv the baby is asleep", "… because it's 28 degrees", "… someone is
// at the door", "… the window is open". A statement with a verb, a
// condition or a question in it is left ("turn on the light when it is
// dark"). The command's verb may be a word of things too ("switch off the
// oven the food is ready", "lock the front door i am going to bed"); a
// thing said right after its direction is the command's ("turn off the tv
// nobody is watching" turned off nothing, and asked which device).
func afterward(toks []lexer.Token) []lexer.Token {
	verb, cond := false, false
	for k, t := range toks {
		switch {
		case verbAt(t):
			verb = true // "switch" and "lock" are words of things too
		case t.Type == grammar.If:
			cond = true // "… if the temperature in the bedroom is below 20": the condition's
		}
		if !verb || cond || k == 0 {
			continue
		}
		end := k + 1
		switch n := statedBy(toks, k); {
		case t.Value == becauseWord:
			end += statedBy(toks, end) // "… because it's 28 degrees"
		case n > 0:
			end = k + n // "… its dark", "… it's too loud", "… i'm reading", "… the baby is asleep"
		default:
			continue
		}
		for j, s := range toks[end:] {
			if j == 0 && end+1 == len(toks) && copulas[toks[end-1].Value] && s.Type == grammar.Verb {
				break // "… the window is open": a state, not a command
			}
			if s.Type == grammar.Verb || s.Type == grammar.If || s.Type == grammar.Conj || s.Type == grammar.Quest && strongQuest[s.Value] {
				return toks
			}
		}
		return toks[:k]
	}
	return toks
}

// statedBy is the number of words at i that open a statement ("it is",
// "its", "i am", "we are"), or 0.
func statedBy(toks []lexer.Token, i int) int {
	switch {
	case i < len(toks) && toks[i].Value == itsWord:
		return 1
	case i+1 < len(toks) && (toks[i].Value == "it" || remarkers[toks[i].Value] && toks[i].Type == grammar.Filler || somebody[toks[i].Value] || nobody[toks[i].Value]) && copulas[toks[i+1].Value]:
		return 2 // "… someone is at the door", "… nobody is watching"
	case i > 0 && i < len(toks) && (toks[i].Type == grammar.Det || owners[toks[i].Value]) && thingEnds(toks[i-1]) && !verbFirst(toks, i-1) && saidOf(toks, i+1) > 0:
		return 1 + saidOf(toks, i+1) // "the baby is", "my kids are"
	}
	return 0
}

// thingEnds reports a word that may end a command's thing or direction
// ("… the tv", "… off"), never one after which a thing said to be so is
// what the command is to make so (madeSure).
func thingEnds(t lexer.Token) bool {
	return (t.Type == grammar.Word || t.Type == grammar.Dir || t.Type == grammar.On) && !madeSure[t.Value]
}

// verbFirst reports a direction right after the command's verb at i
// ("turn off the tv nobody is watching"): the thing said after it is the
// command's, no statement's.
func verbFirst(toks []lexer.Token, i int) bool {
	return i > 0 && (toks[i].Type == grammar.Dir || toks[i].Type == grammar.On) && verbAt(toks[i-1])
}

// madeSure are the words after which a thing said to be so is what the
// command is to make so ("make sure the front door is locked").
var madeSure = set("sure that ensure certain check verify")

// becauseWord opens why a command is said, after it.
const becauseWord = "because"

// owners open a thing said of after a command ("my kids are cold").
var owners = set("my our")

// saidOf is the number of words at i of a thing a statement is about,
// with the copula after it ("baby is", "kids are"): one or two words, or
// 0 for none.
func saidOf(toks []lexer.Token, i int) int {
	for n := 1; n <= 2 && i+n < len(toks); n++ {
		if toks[i+n-1].Type != grammar.Word {
			return 0
		}
		if copulas[toks[i+n].Value] {
			return n + 1
		}
	}
	return 0
}

// noNeed reads "i don't need the lights" as turning them off: a device
// that is only powered on or off, said with nothing else after "do not
// need" or "do not want"; anything more ("i don't need the lights on") is
// left to the negation. "i don't want this song" is the next one ("i
// don't want music" is left).
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
		media, this := false, false
		end := i + n + 1
		for ; end < len(toks) && toks[end].Type != grammar.Sep; end++ {
			switch t := toks[end]; {
			case t.Type == grammar.Word:
				words = append(words, t.Value)
			case t.Type == grammar.Noun && nouns[t.Value] == lang.NounMedia:
				media = true
			case t.Value == "this" || t.Value == "that":
				this = true
			case t.Type == grammar.Det || t.Type == grammar.Filler:
			default:
				return toks
			}
		}
		if likeWords[toks[i+n].Value] && !media {
			return toks
		}
		if media && this && len(words) == 0 {
			// "i don't want this song": the next one
			skip := toks[i]
			skip.Type, skip.Value = grammar.Verb, nextVerb
			return append(append(append([]lexer.Token{}, toks[:i]...), skip), toks[i+n+1:]...)
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
var needWords = map[string]bool{"need": true, "want": true, "like": true}

// likeWords are the needWords said only of a song: "i don't like this song"
// is the next one, "i don't like the lights" is left.
var likeWords = map[string]bool{"like": true}

// poweredOnly are the classes "i don't need" turns off.
var poweredOnly = map[string]bool{"light": true, "fan": true, "tv": true, "heater": true, "outlet": true, "humidifier": true}

// happening is where the command begins after a statement of what is
// going on said before it ("company coming over turn on the vacuum",
// "leaving now, turn off the lights", "heading to bed, …"): plain words up
// to a command verb, or to a pause and a command, one of them a present
// participle that does not qualify a word after it ("the living room" is
// a name), is no noun after "the" ("i'm in the landing"), is no room
// ("landing, close the blinds" says where) and is no class word ("i have
// the heating open" says a state). It is start when there is none.
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
			if class, _ := lang.ClassOf(t.Value); strings.HasSuffix(t.Value, "ing") && len(t.Value) > 5 && k+1 < len(toks) && (k == 0 || toks[k-1].Type != grammar.Det) &&
				toks[k+1].Type != grammar.Word && !ingRooms[t.Value] && class == "" {
				ing = true
			}
		case grammar.Sep:
			if ing && commandNext(toks[k+1:]) {
				return k + 1 // "leaving now, turn off the lights"
			}
			return start
		case grammar.Det, grammar.Cmp, grammar.Prep, grammar.Filler, grammar.To:
		default:
			return start
		}
	}
	return start
}

// ingRooms are the rooms whose word ends as a present participle does.
var ingRooms = set("landing parking building dining living sitting drawing")

// topic puts a name said before a command, after a pause or not, where
// the command refers to it: "the den light, turn it on" and "the den light
// can you turn it on" turn on the den light, "the lamp in the hall switch
// it off" the hall's lamp. A command that names no reference is left ("the
// kitchen light, off").
func topic(toks []lexer.Token) []lexer.Token {
	start := lead(toks)
	j, named := start, false
	for j < len(toks) && (toks[j].Type == grammar.Det || toks[j].Type == grammar.Word || named && toks[j].Type == grammar.Prep) {
		named = named || toks[j].Type == grammar.Word
		j++
	}
	if named && j < len(toks) && j-1 > start && toks[j].Type == grammar.Ref && nounVerbs[toks[j-1].Value] {
		j-- // "the porch light switch it off": the verb that is also a noun
	}
	if !named || j >= len(toks) || toks[j-1].Type == grammar.Prep {
		return toks
	}
	cmd := j
	switch {
	case toks[j].Type == grammar.Sep && commandNext(toks[j+1:]):
		cmd = j + 1
	case toks[j].Type == grammar.Filler || toks[j].Type == grammar.Verb || nounVerbs[toks[j].Value]:
		if !commandNext(toks[j:]) {
			return toks
		}
	default:
		return toks
	}
	for k := cmd; k < len(toks) && toks[k].Type != grammar.Sep; k++ {
		if toks[k].Type != grammar.Ref {
			continue
		}
		np := append([]lexer.Token{}, toks[start:j]...)
		moved := append(append(append([]lexer.Token{}, toks[cmd:k]...), np...), toks[k+1:]...)
		return append(toks[:start], moved...)
	}
	return toks
}

// closing reads "thanks, that's all" and "that is all for now" as the end
// of a conversation: nothing to do and nothing asked, so no phrase at all
// (never "is all on", a report of every device).
func closing(toks []lexer.Token) []lexer.Token {
	k := lead(toks)
	if k+2 >= len(toks) || toks[k].Value != "that" {
		return toks
	}
	k++
	switch {
	case copulas[toks[k].Value]:
		k++
	case toks[k].Value == "will" && toks[k+1].Value == "be":
		k += 2
	default:
		return toks
	}
	if k >= len(toks) || toks[k].Value != "all" {
		return toks
	}
	for _, t := range toks[k+1:] {
		if t.Type != grammar.Filler && t.Type != grammar.Sep && !closingTail[t.Value] {
			return toks
		}
	}
	return toks[:0]
}

// closingTail are the words that may end a closing: "that's all for now".
var closingTail = map[string]bool{"for": true, "now": true, "today": true, "thanks": true, "thank": true, "you": true}

// orNot drops "or not" at the end of a question: "is the front door locked
// or not" asks if it is locked. A command that ends so is left to the
// negation. A state said with its opposite ("is the hall light on or off",
// "garage door open or closed") asks which (eitherAsked), with or without a
// question word, after a pause or not ("the garage door, open or
// closed?"); what a verb says is left as it is ("turn the light on or
// off" is not understood).
func orNot(toks []lexer.Token) []lexer.Token {
	k := lead(toks)
	n := len(toks)
	for n > k && toks[n-1].Type == grammar.Sep {
		n--
	}
	if n-k >= 4 && toks[n-2].Value == "or" && opposites[toks[n-3].Value] == toks[n-1].Value &&
		!slices.ContainsFunc(toks[k:n-3], func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Conj }) {
		asked := slices.DeleteFunc(slices.Clone(toks[k:n-2]), func(t lexer.Token) bool { return t.Type == grammar.Sep })
		if asked[0].Type != grammar.Quest {
			asked = slices.Insert(asked, 0, lexer.Token{Type: grammar.Quest, Value: "is", Pos: asked[0].Pos})
		}
		asked[0].Value = eitherAsked
		return slices.Concat(toks[:k], asked, toks[n:])
	}
	if n-k < 4 || toks[k].Type != grammar.Quest || toks[n-2].Value != "or" || toks[n-1].Value != "not" {
		return toks
	}
	return append(toks[:n-2], toks[n:]...)
}

// eitherAsked is the question word of a state asked with its opposite:
// it asks which, not yes or no.
const eitherAsked = "either"

// opposites are the states asked with their opposite: "on or off".
var opposites = map[string]string{"on": "off", "off": "on", "open": "closed", "closed": "open", "opened": "closed",
	"locked": "unlocked", "unlocked": "locked", "armed": "disarmed", "disarmed": "armed"}
