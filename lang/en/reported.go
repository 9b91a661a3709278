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
// (pastSame: "i set the thermostat to 22", "i've put the kettle on"),
// which said to "you" with no word of having asks for it ("you put the
// kettle on"). The person may be one of people, alone or after "the",
// "my" or "our" ("the kids turned the heater on again", "my son switched
// the tv off"): "the kids" was read as the kids' room, and the heater was
// turned on.
func reported(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		n := reporterAt(toks, i)
		if n == 0 || !commandStart(toks[:i]) {
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
			continue
		}
		askedDid(toks, i, k, base)
		i = k
	}
	return toks
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
)
