package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// restFor reads the part of the day a thing is put to rest for ("turn
// the lights off for the night", "shut everything down for the night",
// "close the blinds for the evening", "lock the front door overnight",
// "switch the tv off for today") as why it is said, as "for now" is: a
// thing switched off, closed or locked stays so until told otherwise,
// and nothing is to be undone when the night ends. Read as a place or a
// name, "for the night" was a room edge did not know, or the scene "Good
// night". Said of a thing switched on, opened or started ("turn on the
// garden lights for the night"), it is how long it is to last, which edge
// does not keep: not understood (as lasting makes "for a while"), never
// done and left on. A time said with "before" ("turn the lights off
// before bed", "switch everything off before i leave") may be a time
// still to come, which edge does not keep either: not understood, never
// done now.
//
// A purpose said last with a person and "can" ("turn on the study lamp so
// i can read", "open the blinds so we can see") is why it is said, and
// names nothing to act on: "turn on the lamp so i can turn off the tv"
// turns on the lamp.
func restFor(toks []lexer.Token) []lexer.Token {
	start, before := 0, -1 // where the clause starts, and the one before a pause
	for i := 0; i < len(toks); i++ {
		switch toks[i].Type {
		case grammar.Sep:
			start, before = i+1, start
			continue
		case grammar.Conj:
			start, before = i+1, -1
			continue
		}
		if m := purposeAt(toks, i); m > 0 && i > start {
			for k := i; k < i+m; k++ {
				toks[k].Type = grammar.Filler
			}
			i += m - 1
			continue
		}
		m, later := phraseAt(toks, i, restSpans), false
		if m == 0 {
			m, later = phraseAt(toks, i, restBefore), true
		}
		clause := toks[start:i]
		if i == start && before >= 0 {
			clause = toks[before : start-1] // "turn off the tv, for the night"
		}
		if m == 0 || len(clause) == 0 || !clauseEnd(toks[i+m:]) {
			continue
		}
		kind := grammar.Kw
		if !later && putToRest(clause) {
			kind = grammar.Filler
		}
		for k := i; k < i+m; k++ {
			toks[k].Type = kind
		}
		i += m - 1
	}
	return toks
}

// restSpans are the parts of the day a thing is put to rest for;
// restBefore the times said with "before" that may be still to come.
var (
	restSpans = newPhrases("for the night", "for tonight", "for the evening", "for this evening", "for today", "for the day",
		"for the rest of the night", "for the rest of the evening", "for the rest of the day", "for the whole night",
		"for the weekend", "for bed", "for bedtime", "overnight", "over night", "for the morning", "for this morning",
		"for the afternoon", "for this afternoon", "for tomorrow", "for the whole day", "for the whole evening")
	restBefore = newPhrases("before bed", "before bedtime", "before i go to bed", "before we go to bed", "before i go to sleep",
		"before we go to sleep", "before i sleep", "before i leave", "before we leave", "before i go out", "before we go out",
		"before i head out", "before we head out")
)

// putToRest reports a clause whose words only switch off, close, lock,
// stop or pause: a verb or direction of rest, and none that switches on,
// opens or raises.
func putToRest(clause []lexer.Token) bool {
	rest := false
	shut := false // "shut down", "power down": off
	for i, t := range clause {
		verb := t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != "" && commandStart(clause[:i])
		switch {
		case verb && restVerbs[verbs[t.Value]]:
			rest = true
			shut = shut || verbs[t.Value] == "close-off"
		case verb && (t.Value == "power" || t.Value == "shut"):
			shut = true
		case verb && verbs[t.Value] != "turn" && verbs[t.Value] != "set":
			return false // "open", "start", "unlock", "raise"
		case t.Type == grammar.Dir && dirs[t.Value] == "off", t.Type == grammar.Dir && dirs[t.Value] == "down" && shut:
			rest = true
		case t.Type == grammar.Dir && t.Value == "up" && i > 0 && restVerbs[verbs[clause[i-1].Value]]:
			// "lock up", "close up": the verb's own word
		case t.Type == grammar.Dir, t.Type == grammar.On, t.Type == grammar.Num, t.Type == grammar.Extreme:
			return false // "on", "up", "down" that dims, a level
		}
	}
	return rest
}

// restVerbs are the canonical verbs that put a thing to rest.
var restVerbs = set("off close close-off lock stop pause")

// purposeAt is the number of tokens at i of a purpose said to the end of
// its clause ("so i can read", "so that we can see the tv"), or 0.
func purposeAt(toks []lexer.Token, i int) int {
	if toks[i].Value != soWord {
		return 0
	}
	k := i + 1
	if k < len(toks) && toks[k].Value == "that" {
		k++
	}
	if k+1 >= len(toks) || !purposePeople[toks[k].Value] || !purposeModals[toks[k+1].Value] {
		return 0
	}
	end := k + 2
	for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
		end++
	}
	if end == k+2 {
		return 0
	}
	return end - i
}

// soWord opens a purpose; purposePeople and purposeModals are who it is
// for and what they may then do.
const soWord = "so"

var (
	purposePeople = set("i we you they he she")
	purposeModals = set("can could may might")
)
