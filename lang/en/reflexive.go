package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A verb said of a person by a reflexive pronoun as what it acts on ("arm
// yourself", "lock yourself in", "heat yourself up", "start yourself",
// "brace yourselves", "dim yourself") is said to a person, never to a
// device: it armed the alarm, locked the front door, or asked which of
// the devices that can to do it to. Said after what it acts on ("turn off
// the lights yourself") it only says who does it, as before, and "mute
// yourself" still mutes what edge plays (voiceVerbs).

// errReflexive refuses what reflexiveDone reports.
var errReflexive = grammar.Errorf("a verb said of a person")

// reflexives are the pronouns a person does a thing to themself with.
var reflexives = set("yourself yourselves myself ourselves himself herself themselves themself")

// voiceVerbs are the verbs said to edge of its own voice with yourselfWord
// ("mute yourself").
var voiceVerbs = set("mute unmute")

const yourselfWord = "yourself"

// reflexiveDone reports a reflexive pronoun right after a verb (one of
// warming too: warmup.go), or after a verb and its particle.
func reflexiveDone(toks []lexer.Token) bool {
	for i, t := range toks {
		if !reflexives[t.Value] || i == 0 {
			continue
		}
		k := i - 1
		for k > 0 && (toks[k].Type == grammar.Dir || toks[k].Type == grammar.On) {
			k--
		}
		if voiceVerbs[toks[k].Value] && t.Value == yourselfWord {
			continue
		}
		if _, warmed := warmedBy[toks[k].Value]; toks[k].Type == grammar.Verb || nounVerbs[toks[k].Value] || warmed {
			return true
		}
	}
	return false
}
