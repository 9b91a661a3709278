package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// reported reads what a person says was done as a question of whether it
// is so, never as a command: "i turned off the kitchen light", "we've
// already closed the blinds", "you locked the front door", "i have put the
// kettle on" ask as "did i turn off the kitchen light" does. A clause is
// such a report when it opens with a person (reporters), perhaps a word of
// having or of when (reportBetween), and a verb in its past form: an -ed
// form of a verb of the pack, or a past form that is also the verb's own
// (pastSame: "i set the thermostat to 22", "i've put the kettle on"), or
// another (pastOther: "i just made tea", "we ran the sprinkler"),
// which said to "you" with no word of having asks for it ("you put the
// kettle on"). The person may be one of people, alone or after "the",
// "my" or "our" ("the kids turned the heater on again", "my son switched
// the tv off"): "the kids" was read as the kids' room, and the heater was
// turned on. A person called before a command is no reporter ("hey kids
// set the ac to 21": calledFirst).
func reported(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		n := max(reporterAt(toks, i), narratorAt(toks, i)) // narrated.go
		if n == 0 || people[toks[i].Value] && toks[i].Type == grammar.Filler || !commandStart(toks[:i]) && !butBefore(toks[:i]) {
			continue
		}
		k, had := i+n, false
		for ; k < len(toks) && reportBetween[toks[k].Value] != ""; k++ {
			had = had || reportBetween[toks[k].Value] == "have"
		}
		if k == len(toks) {
			continue
		}
		base := participle(toks[k].Value)
		if base == "" && (had || toks[i].Value != youWord) && pastSame[toks[k].Value] {
			base = toks[k].Value
		}
		if base == "" {
			base = pastOther[toks[k].Value] // "i just made tea"
		}
		if base == "" {
			continue
		}
		askedDid(toks, i, k, base)
		i = k
	}
	return toks
}

// butBefore reports "but" right before a report said after another ("i
// turned the tv off but the kids turned it back on"): the second was a
// command, and the tv was turned on.
func butBefore(before []lexer.Token) bool {
	return len(before) > 0 && before[len(before)-1].Value == "but"
}

// reporterAt is the number of words of a person who did something at i:
// a reporter, a word of people, or one after a word that says whose
// ("the kids", "my husband"); 0 where no person is.
func reporterAt(toks []lexer.Token, i int) int {
	switch {
	case reporters[toks[i].Value] || people[toks[i].Value]:
		return 1
	case whose[toks[i].Value] && i+1 < len(toks) && people[toks[i+1].Value]:
		return 2
	}
	return 0
}

// askedDid reads the words from i to the verb at k as "did" and the verb.
func askedDid(toks []lexer.Token, i, k int, verb string) {
	toks[i].Type, toks[i].Value = grammar.Quest, didWord
	for j := i + 1; j < k; j++ {
		toks[j].Type = grammar.Filler
	}
	toks[k].Type, toks[k].Value = grammar.Verb, verb
}

// didWord is the question word a report is asked with; youWord the one
// spoken to.
const (
	didWord = "did"
	youWord = "you"
)

var (
	// reporters are the persons who may say what they or the one spoken
	// to did.
	reporters = map[string]bool{"i": true, "we": true, "you": true, "he": true, "she": true, "they": true,
		"someone": true, "somebody": true}
	// reportBetween are the words between a person and what was done: of
	// having ("have", "'ve", "had") and of when ("just", "already").
	reportBetween = map[string]string{"have": "have", "has": "have", "had": "have", "just": "when", "already": "when",
		"also": "when", "accidentally": "when", "finally": "when", "recently": "when"}
	// whose are the words before a person that say whose they are.
	whose = map[string]bool{"the": true, "my": true, "our": true}
	// pastSame are the verbs whose past form is their own: "i've put the
	// kettle on", "i have set the thermostat to 22".
	pastSame = map[string]bool{"put": true, "set": true, "shut": true, "cut": true}
	// pastOther are the past forms of verbs of the pack that are neither
	// their own nor an -ed form: "i made tea", "we ran the sprinkler".
	pastOther = map[string]string{"made": "make", "ran": "run"}
)

// reportGoesOn reads what a report says happened after it ("my brother
// turned on the oven and forgot about it", "… and then went to bed", "…
// and forgot to turn it off", "… and left it on") as part of the report:
// its words carry no meaning here, and whether the thing is so is asked
// once. "It" was the thing asked again ("No, Oven is off. No, Oven is
// off."), and "forgot to turn it off" asked to turn the oven on. What is
// said to be left of another thing by name ("… and left the tv on") is
// not such a sequel.
func reportGoesOn(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Quest || toks[i].Value != didWord {
			continue
		}
		for k := i + 1; k < len(toks) && toks[k].Type != grammar.Sep; k++ {
			if toks[k].Type != grammar.Conj || toks[k].Value != andWord {
				continue
			}
			end := k + 1
			for end < len(toks) && sequelLead[toks[end].Value] {
				end++ // "and then"
			}
			if end == len(toks) || !sequels[toks[end].Value] {
				continue
			}
			for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj && toks[end].Type != grammar.Det &&
				classes.word[Singular(toks[end].Value)] == "" {
				end++
			}
			if end < len(toks) && toks[end].Type != grammar.Sep {
				break // "… and left the tv on"
			}
			for j := k; j < end; j++ {
				toks[j].Type = grammar.Filler
			}
			break
		}
	}
	return toks
}

var (
	// sequels are the verbs of what a person did after what is reported.
	sequels = set("forgot forget forgotten left went gone walked ran fell headed wandered popped nipped stepped")
	// sequelLead may come between "and" and such a verb.
	sequelLead = set("then just")
)
