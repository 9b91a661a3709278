package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// condOpened reads the words that open a condition as "if" or "when" do:
// "as soon as", "the moment" (and "the minute", "the second", "the
// instant"), "provided", "providing", "assuming" (with or without
// "that"), "on condition that", "in the event that", "if and only if"
// ("the moment the bedroom is above 30 degrees turn on the ac", "turn on
// the hall light as soon as the front door opens", "provided the tv is on
// turn off the lights"). The condition was dropped and the command done
// whatever was so ("the moment the bedroom is above 30 degrees turn on the
// bedroom ac" turned it on at 26), or not understood ("I can't find “ac as
// as”"), and "the minute the front door opens turn on the hall light"
// offered to unlock the front door. Only before the subject of a
// condition: an article, "it", "there" or a person ("the second light" is
// a light, "as soon as possible" no condition).
func condOpened(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !condOpenerFirst[toks[i].Value] || toks[i].Type == grammar.Filler {
			continue
		}
		for _, o := range condOpeners {
			n := len(o.words)
			if i+n >= len(toks) || !startsWith(toks[i:], o.words) || !subjectOpens(toks[i+n]) {
				continue
			}
			toks[i].Type, toks[i].Value = grammar.If, o.as
			toks = slices.Delete(toks, i+1, i+n)
			break
		}
	}
	return toks
}

// condOpeners are the words that open a condition, the longest first, and
// the word of the grammar they are read as.
var condOpeners = []struct {
	words []string
	as    string
}{
	{[]string{"if", "and", "only", "if"}, ifWord}, {[]string{"in", "the", "event", "that"}, ifWord},
	{[]string{"on", "condition", "that"}, ifWord}, {[]string{"as", "soon", "as"}, whenWord},
	{[]string{"provided", "that"}, ifWord}, {[]string{"providing", "that"}, ifWord}, {[]string{"assuming", "that"}, ifWord},
	{[]string{"the", "moment"}, whenWord}, {[]string{"the", "minute"}, whenWord}, {[]string{"the", "second"}, whenWord},
	{[]string{"the", "instant"}, whenWord}, {[]string{"provided"}, ifWord}, {[]string{"providing"}, ifWord}, {[]string{"assuming"}, ifWord},
}

// condOpenerFirst are the first words of condOpeners.
var condOpenerFirst = func() map[string]bool {
	out := map[string]bool{}
	for _, o := range condOpeners {
		out[o.words[0]] = true
	}
	return out
}()

// subjectOpens reports a word that may open the subject of a condition:
// an article, "it", "there" or a person ("someone", "nobody", "no one",
// "i", "my").
func subjectOpens(t lexer.Token) bool {
	return t.Type == grammar.Det || t.Type == grammar.Ref || t.Value == thereWord || somebody[t.Value] || nobody[t.Value] || t.Value == noWord || subjectPersons[t.Value]
}

// subjectPersons are the persons who may open a condition, and their
// possessives: "the moment i get home", "as soon as my wife leaves".
var subjectPersons = set("i we you he she they my our your his her their")

const ifWord = "if"
