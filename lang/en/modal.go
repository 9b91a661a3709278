package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "you should lock the front door", "you must switch off the tv": after
// "you" and a word of duty, a verb that is also a thing's word ("lock",
// "switch") before an article or its particle is the verb, as after
// "please". Read as the thing, "should" made it a question ("Front door
// lock is locked"). Before a verb the word of duty is a filler from the
// start, so that the command opens at the verb as after "can you": "you
// should lower the blinds" moved them a step, where "lower the blinds"
// closes them.

// dutyWords say what edge is to do, after "you".
var dutyWords = set("should must ought")

// addressedYou is who a duty is said to.
const addressedYou = "you"

// dutyVerb retypes such a verb.
func dutyVerb(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if !dutyWords[toks[i].Value] || toks[i-1].Value != addressedYou || !commandStart(toks[:i-1]) {
			continue
		}
		if w := &toks[i+1]; w.Type == grammar.Word && verbs[w.Value] != "" && (kindAt(toks, i+2) == grammar.Det || verbAtRestart(toks, i+1, false)) {
			w.Type = grammar.Verb
		}
		if toks[i+1].Type == grammar.Verb {
			toks[i].Type = grammar.Filler // as voice reads it, before the words that open a command are read
		} else if toks[i+1].Type == grammar.To && i+2 < len(toks) && verbAt(toks[i+2]) {
			toks[i].Type, toks[i+1].Type = grammar.Filler, grammar.Filler // "you ought to lower the blinds"
		}
	}
	return toks
}

// dutyAsked reads "do I need to", "do we have to" and the like before a
// verb as "should I": what is asked is whether the thing is to be done,
// answered with the state it is in ("do i need to lock the front door":
// "Front door lock is locked."). Read as "is it locked", its yes ("Yes,
// Front door lock is locked.") said that it was to be done.
func dutyAsked(toks []lexer.Token) []lexer.Token {
	for i := 0; i+4 < len(toks); i++ {
		if toks[i].Type != grammar.Quest || !doWords[toks[i].Value] || !dutyPersons[toks[i+1].Value] || !dutyNeeds[toks[i+2].Value] ||
			toks[i+3].Type != grammar.To || !isVerbWord(toks[i+4]) || !commandStart(toks[:i]) {
			continue
		}
		toks[i].Value = shouldWord
		toks = slices.Delete(toks, i+2, i+4) // "should i lock …"
	}
	return toks
}

// Such a question opens with one of doWords; dutyPersons say who is to
// do it and dutyNeeds that it is to be done; shouldWord is the question
// word it is read with.
var (
	dutyPersons = set("i we")
	dutyNeeds   = set("need have")
)

const shouldWord = "should"

// askedOfEach asks a question opened by a word that takes a bare verb
// ("did you lock the front door and close the garage door", "should i
// turn off the tv and lock the door", "do i need to …") of every verb
// joined to it by "and": the second is asked too, never done. It closed
// the garage door.
func askedOfEach(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Quest || !bareVerbQuests[toks[i].Value] || !commandStart(toks[:i]) {
			continue
		}
		v := i + 1
		for v < len(toks) && (toks[v].Type == grammar.Filler || toks[v].Type == grammar.To || toks[v].Type == grammar.Word && !isVerbWord(toks[v])) {
			v++
		}
		if v == len(toks) || !isVerbWord(toks[v]) {
			continue
		}
		asked := slices.Clone(toks[i:v])
		for k := v + 1; k+1 < len(toks) && toks[k].Type != grammar.Sep; k++ {
			if toks[k].Type == grammar.Conj && toks[k].Value == andWord && isVerbWord(toks[k+1]) {
				toks = slices.Insert(toks, k+1, asked...)
				k += len(asked)
			}
		}
	}
	return toks
}

// bareVerbQuests are the question words a bare verb follows ("did you
// lock", "should i close").
var bareVerbQuests = set("do does did should shall must")

// isVerbWord reports a verb, or a word that is one ("lock", "switch").
func isVerbWord(t lexer.Token) bool {
	return t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != ""
}

// "i think you should turn off the tv", "i guess you could close the
// blinds", "i really think that you ought to lock the door": an opinion
// of what edge is to do is the request, as "maybe you should …" is
// (hedged.go). "think" was read as a name ("I can't find “think
// lights”", "Did you mean TV?"). What the speaker thinks was done is
// thought.go's, and a hedge of their own doing ("i think we should …")
// hedged.go's.

// opinedVerbs are the verbs of an opinion; opinedModals the words of
// duty or ability said after "you".
var (
	opinedVerbs  = set("think guess believe suppose reckon figure")
	opinedModals = set("should could can must would might ought need")
)

// opined reads the speaker's opinion before "you" and a word of duty or
// ability, at the start of a command, as fillers.
func opined(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if !thinkers[toks[i].Value] || !commandStart(toks[:i]) {
			continue
		}
		j := i + 1
		for j < len(toks) && thinkHow[toks[j].Value] {
			j++
		}
		if j == len(toks) || !opinedVerbs[toks[j].Value] {
			continue
		}
		k := j + 1
		if k < len(toks) && toks[k].Value == "that" {
			k++
		}
		if k+1 < len(toks) && toks[k].Value == addressedYou && opinedModals[toks[k+1].Value] {
			for m := i; m < k; m++ {
				toks[m].Type = grammar.Filler
			}
		}
	}
	return toks
}

// "you'd better turn off the tv", "you might want to close the blinds",
// "you may want to lock the door" are the request, as "you should …" is:
// "better" and "might" were read as a name ("I can't find “might
// blinds”").

// advisedWords are the words after "you" that advise with the word
// after them: "'d better", "might want", "may want".
var advisedWords = map[string]string{"would": "better", "might": "want", "may": "want"}

// advised reads the words that advise, after "you" at the start of a
// command, as fillers.
func advised(toks []lexer.Token) []lexer.Token {
	for i := 0; i+3 < len(toks); i++ {
		next, ok := advisedWords[toks[i+1].Value]
		if toks[i].Value != addressedYou || !ok || toks[i+2].Value != next || !commandStart(toks[:i]) {
			continue
		}
		if next == "want" && toks[i+3].Type != grammar.To {
			continue // "you might want the lights on"
		}
		toks[i+1].Type, toks[i+2].Type = grammar.Filler, grammar.Filler
	}
	return toks
}
