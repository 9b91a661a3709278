package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words of a wish said around a command, and of the assistant's own
// voice: "speak up", "lower your voice box", "you're too loud", "the
// volume should be lowered", "make the sound greater", "a louder one".

// voice retypes what is said of the assistant's voice as its volume
// ("speak louder", "turn your vocals down"), a modal that only says a
// command should be done as a filler ("the volume should be lowered",
// "you must skip this song"; "should i ..." asks), "greater" with no
// "than" as more, and the "one" after a comparative ("to a louder one")
// as nothing.
func voice(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !voiceCues[t.Value] {
			out = append(out, t)
			continue
		}
		at := func(k int) lexer.Token {
			if i+k >= 0 && i+k < len(toks) {
				return toks[i+k]
			}
			return lexer.Token{}
		}
		switch {
		case speakWords[t.Value] && t.Type == grammar.Word && changeAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Attr, volumeWord // "speak up", "talk louder"
		case voiceWords[t.Value] && t.Type == grammar.Word:
			t.Type, t.Value = grammar.Attr, volumeWord // "your voice", "your vocals"
			i += btoi(at(1).Value == "box")
		case t.Value == "more" && at(1).Type == grammar.Rel:
			continue // "speak more quietly"
		case modalWords[t.Value] && t.Type == grammar.Word:
			t.Type = grammar.Filler
			if at(1).Type != grammar.To && commandStart(out) && at(1).Type != grammar.Verb && (t.Value != gotWord || len(out) == 0 || out[len(out)-1].Value == youWord) {
				t.Type = grammar.Quest // "should i lock the door", "should the lights be on", "(you) got any lights on"
				if at(1).Value == "not" {
					toks[i+1].Type = grammar.Filler // "shouldn't the door be locked" asks the same
				}
			}
		case t.Value == "go" && (at(1).Value == "up" || at(1).Value == "down") && made(out):
			continue // "make the volume go up"
		case comparatives[t.Value] && t.Type == grammar.Verb && i > 0 && at(1).Type != grammar.Det && at(1).Type != grammar.Word && made(out):
			t.Type = grammar.Rel // "make the volume lower"
		case t.Value == "greater" && at(1).Value != "than":
			t.Type, t.Value = grammar.Rel, "higher" // "make the sound greater"
		case t.Value == oneWord && t.Type == grammar.Word && at(-1).Type == grammar.Rel:
			t.Type = grammar.Filler // "a louder one"
		}
		out = append(out, t)
	}
	return tooMuch(out)
}

// changeAfter reports a change said next, perhaps after "a" or "a bit":
// "speak up", "talk a bit louder", "speak more quietly".
func changeAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Det, t.Value == "more", t.Type == grammar.Rel && rels[t.Value].Sign == 0:
		default:
			return t.Type == grammar.Rel || t.Type == grammar.Dir
		}
	}
	return false
}

// voiceCues are the words voice looks at.
var voiceCues = cues([]string{"more", "greater", "one", "go"}, speakWords, voiceWords, modalWords, comparatives)

// volumeWord is the attribute word of the volume.
const volumeWord = "volume"

var (
	// speakWords say the assistant's voice when a change follows.
	speakWords = map[string]bool{"speak": true, "talk": true}
	// voiceWords name the assistant's voice.
	voiceWords = map[string]bool{"voice": true, "vocals": true, "vocal": true}
	// modalWords only say that a command should be done.
	modalWords = map[string]bool{"should": true, "must": true, "needs": true, "ought": true, "shall": true, gotWord: true, "gotta": true}
)

// gotWord asks only opening a clause or after "you" ("got any lights
// on?"); after another subject it says what is so ("i got home").
const gotWord = "got"

// comparatives are verbs that are also comparatives: "make it lower".
var comparatives = map[string]bool{"lower": true}

// made reports a clause that began with a verb of making and named what
// it makes: "make the volume lower".
func made(before []lexer.Token) bool {
	named := false
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		switch before[k].Type {
		case grammar.Verb:
			return named && verbs[before[k].Value] == "set"
		case grammar.Word, grammar.Attr, grammar.Ref, grammar.Noun:
			named = true
		}
	}
	return false
}

// eachClause calls f with each clause of toks (between pauses and
// conjunctions), its leading fillers ("please", "can you") left out; f
// may retype its tokens.
func eachClause(toks []lexer.Token, f func(clause []lexer.Token)) {
	grammar.Parts(toks, func(clause []lexer.Token) {
		for len(clause) > 0 && clause[0].Type == grammar.Filler {
			clause = clause[1:]
		}
		f(clause)
	}, grammar.Sep, grammar.Conj)
}

// tooMuch reads a complaint about the sound or the light said alone as
// the change it asks for: "you're too loud" lowers the volume, "the music
// is way too quiet" raises it, "it's too dark in here" brightens. Said of
// a device by name ("the kitchen light is too bright", "the tv is too
// loud") it is a wish, asked back before it is done, as "kitchen light
// too bright" is: what would mend it is a guess. A
// complaint of anything else ("it's too hot"), or with more said after it
// than a place ("in the study"), is left; a complaint before a command is dropped by
// situation.
func tooMuch(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler && toks[start].Value != "you" || toks[start].Type == grammar.Sep) {
		start++
	}
	k := start
	var keep []lexer.Token
	for k < len(toks) && toks[k].Value != "too" && (subjectTypes[toks[k].Type] || toks[k].Value == "you" || toks[k].Value == itsWord) {
		if t := toks[k]; t.Type == grammar.Noun || t.Type == grammar.Attr || t.Type == grammar.Word && t.Value != itsWord {
			keep = append(keep, t) // "the music is too loud", "the kitchen light is too bright"
		}
		k++
	}
	if k == start {
		return toks
	}
	if toks[k-1].Value != itsWord {
		if k >= len(toks) || !copulas[toks[k].Value] {
			return toks
		}
		k++
	}
	for k < len(toks) && (toks[k].Value == "way" || toks[k].Value == "much" || toks[k].Value == "far" || doing[toks[k].Value]) {
		k++
	}
	too := k < len(toks) && toks[k].Value == "too"
	if !too {
		// "the volume is low", "the temperature is a bit high": of the
		// attribute said, a level said without "too" is a wish
		k = degreesEnd(toks, k)
		if k >= len(toks) || levels[toks[k].Value] == "" || attrOf(keep) == "" {
			return toks
		}
		k-- // as if after "too"
	}
	if k+1 >= len(toks) {
		return toks
	}
	m, ok := wordnetRels[strings.TrimSuffix(toks[k+1].Value, "ly")]
	sign, level := levels[toks[k+1].Value]
	if level {
		m, ok = sign+attrOf(keep), attrOf(keep) != "" // "the volume is too high"
	}
	if !ok || m[1:] == "temperature" && !level || !too && mends[m] == "" {
		return toks
	}
	place := false
	for _, t := range toks[k+2:] {
		switch {
		case t.Type == grammar.Prep:
			place = true
		case t.Type == grammar.Word && place, t.Type == grammar.Here || t.Type == grammar.Filler || t.Type == grammar.Det:
		default:
			return toks
		}
	}
	rel := toks[k+1]
	rel.Type, rel.Value = grammar.Rel, opposite[m]
	if w := mends[m]; w != "" && (deviceNamed(keep) || !too || rel.Value == "") {
		// "the tv is too loud", "the volume is low", "the temperature
		// is too high": a wish, asked back as "tv too loud" is
		rel.Value = tooWord + " " + w
	}
	if rel.Value == "" {
		return toks
	}
	out := append(append(append([]lexer.Token{}, toks[:start]...), keep...), rel)
	for i, t := range toks[k+2:] {
		if m[1:] == volumeWord && t.Type == grammar.Here {
			return append(out, toks[k+2:k+2+i]...) // "it's too loud in here": the sound, wherever it is
		}
	}
	return append(out, toks[k+2:]...)
}

// doing say what is too much: "you're talking too loud".
var doing = map[string]bool{"talking": true, "speaking": true, "playing": true, "being": true, "getting": true}

// levels are the words of too much or too little of the attribute said
// before them: "the volume is too high".
var levels = map[string]string{"high": "+", "low": "-"}

// attrOf is the attribute said among tokens, or "".
func attrOf(toks []lexer.Token) string {
	for _, t := range toks {
		if t.Type == grammar.Attr {
			return attrs[t.Value]
		}
	}
	return ""
}

// subjectTypes are the tokens of what a complaint is about.
var subjectTypes = map[lexer.TokenType]bool{grammar.Noun: true, grammar.Attr: true, grammar.Det: true, grammar.Ref: true, grammar.Word: true}

// mends are the words of wishes (limits.go) that say the same as the
// comparatives of opposite, said of a device.
var mends = map[string]string{"+volume": "loud", "-volume": "quiet", "+brightness": "bright", "-brightness": "dark",
	"+temperature": "hot", "-temperature": "cold", "+humidity": "humid", "-humidity": "dry", "+speed": "fast", "-speed": "slow"}

// deviceNamed reports a complaint's subject that names a device by its
// class word ("the kitchen light", "the tv volume"), not a room or the
// sound alone.
func deviceNamed(subject []lexer.Token) bool {
	var words []string
	for _, t := range subject {
		if t.Type == grammar.Word {
			words = append(words, t.Value)
		}
	}
	c, _ := pack{}.ClassOf(strings.Join(words, " "))
	return c != ""
}

// opposite is the comparative that undoes what is too much.
var opposite = map[string]string{"+volume": "quieter", "-volume": "louder", "+brightness": "dimmer", "-brightness": "brighter",
	"+speed": "slower", "-speed": "faster"}
