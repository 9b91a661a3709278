package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A yes or a no said in other words ("go ahead", "do it", "please do",
// "of course", "yes yes", "go on then", "sure why not", "alright then",
// "sounds good", "roger"; "not now", "no don't", "negative", "leave it",
// "maybe not", "i'd rather not", "i changed my mind", "on second
// thought", "hang on", "i'll do it myself", "never mind then"), alone, is
// the yes or the no of the reply grammar. Read as commands, "go ahead"
// was an unknown name and "do it" a question about the last device, and
// the question they answered was lost.

// yesRuns and noRuns are the other words of a yes and a no, as the lexer
// reads them; yesWords and noWords the plain ones, which may be said
// with them or twice ("ok go ahead", "no no").
var (
	yesRuns = runsOf("go ahead|do it|please do|do so|sure thing|of course|absolutely|definitely|affirmative|correct|yup|that is right|go for it|go on|go on then|why not|" +
		"all right|sounds good|that sounds good|roger|roger that|okey dokey|okie dokie|confirmed|i confirm|i am sure|i am positive|positive|" +
		"proceed|please proceed|do that|make it so|very well|by all means|fine by me|alright|fine|yea|yah|aye|mhm|kk|okie|confirm")
	noRuns = runsOf("never mind|nevermind|do not bother|no need|not now|do not|no do not|not yet|negative|abort|no way|please do not|do not do it|not really|leave it|i said no|" +
		"maybe not|probably not|better not|rather not|would rather not|had rather not|absolutely not|definitely not|certainly not|" +
		"of course not|do not think so|changed my mind|change my mind|did change my mind|changed my|did change my|on second thought|on second thought no|" +
		"on second thoughts|on second thoughts no|hold off|hang on|hold on|scratch that|cancel that|forget that|" +
		"i will do it myself|i can do it myself|i will get it|i will handle it|i got it|i have got it|let me do it|i will do that myself")
	// ownRuns are the speaker's own doing said as a no ("i'll do it"),
	// those of noRuns among them.
	ownRuns = runsOf("i will do it myself|i can do it myself|i will get it|i will handle it|i got it|i have got it|let me do it|" +
		"i will do that myself|i will do it|i will do that|i can do it|i will get it myself|i will take care of it|i will do it later|" +
		"i got this|i will handle it myself|i will sort it|i will sort it out|i can handle it|i am on it")
	// noLeads are the words of letting a thing go said before a no in
	// other words ("never mind, i'll do it", "don't worry, i got it", "no
	// thanks i'll do it myself"): the no is said twice.
	noLeads = runsOf("never mind|nevermind|forget it|forget about it|do not worry|do not worry about it|no worries|it is ok|it is okay|" +
		"it is fine|it is alright|that is ok|that is okay|that is fine|that is alright|no thanks|no thank you|no need|all good|" +
		"leave it|cancel|cancel that|oh well|actually")
	yesWords = set("yes yeah yep ok okay sure")
	noWords  = set("no nope")
	// replyFrames are the words of the talk around a yes or a no ("ok
	// then", "well, no", "then yes"), which say neither.
	replyFrames = set("then well")
)

// runsOf is the set of the word runs of s, separated by "|".
func runsOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, r := range strings.Split(s, "|") {
		m[r] = true
	}
	return m
}

// answerOpeners are the first words of every run and word above: a run
// of words that starts with none of them is none of them.
var answerOpeners = func() map[string]bool {
	m := map[string]bool{}
	for _, runs := range []map[string]bool{yesRuns, noRuns, ownRuns, noLeads, yesWords, noWords} {
		for r := range runs {
			first, _, _ := strings.Cut(r, " ")
			m[first] = true
		}
	}
	return m
}()

// opens reports a word an answer's run may start with.
func opens(w string) bool {
	first, _, _ := strings.Cut(w, " ")
	return answerOpeners[first]
}

// yesSaid and noSaid are the tokens such an answer is read as.
const (
	yesSaid = "yes"
	noSaid  = "no"
)

// answers reads an utterance that is only such a yes or no as the plain one.
func answers(toks []lexer.Token) []lexer.Token {
	// with its fillers ("please do", "not now", "very well"), without the
	// words around it ("never mind then"), and without either
	var said, framed, bare []string
	for _, t := range toks {
		if t.Type == grammar.Sep {
			continue
		}
		said = append(said, t.Value)
		if !replyFrames[t.Value] {
			framed = append(framed, t.Value)
			if t.Type != grammar.Filler {
				bare = append(bare, t.Value)
			}
		}
	}
	for _, v := range []struct {
		runs, plain map[string]bool
		said        string
	}{{yesRuns, yesWords, yesSaid}, {noRuns, noWords, noSaid}} {
		for _, words := range [][]string{said, framed, bare} {
			// one plain word is an answer as the grammar reads it, or with
			// only the talk around it ("ok then"), never with a filler
			// that doubts it ("yes maybe")
			alone := len(framed) < len(said) && len(words) == len(framed)
			for k := 0; k <= len(words); k++ {
				if k == len(words) && (k > 1 || k == 1 && alone) || k < len(words) && opens(words[k]) && v.runs[strings.Join(words[k:], " ")] {
					// "sure thing", "ok sure thing", "ok go ahead", "no no", "ok then"
					return []lexer.Token{{Type: grammar.Kw, Value: v.said, Pos: toks[0].Pos}}
				}
				if k < len(words) && !v.plain[words[k]] {
					break
				}
			}
		}
	}
	return toks
}

// letGo reads, before any other step, an utterance that is only a no in
// other words said after a word of letting go, a no or a plain yes, or
// the speaker's own doing alone ("never mind, i'll do it", "forget it i
// got it", "ok i'll do it myself", "i'll get it"), as the plain no:
// "i'll do it" was read as "do it", a yes, and "i'll get it" as a
// question of the state.
func letGo(toks []lexer.Token) []lexer.Token {
	var said, bare []string
	for _, t := range toks {
		if t.Type != grammar.Sep {
			said = append(said, t.Value)
		}
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			bare = append(bare, t.Value)
		}
	}
	for _, words := range [][]string{said, bare} {
		if len(words) > 0 && opens(words[0]) && (noTwice(words) || ownRuns[strings.Join(words, " ")]) {
			return []lexer.Token{{Type: grammar.Kw, Value: noSaid, Pos: toks[0].Pos}}
		}
	}
	return toks
}

// noTwice reports words that are a word of letting go (noLeads), a no or
// a plain yes, then a no in other words: "never mind, i'll do it",
// "forget it i got it", "no, i'll do it", "ok i'll do it myself".
func noTwice(words []string) bool {
	for k := 1; k < len(words); k++ {
		first := strings.Join(words[:k], " ")
		if (noLeads[first] || noRuns[first] || noWords[first] || yesWords[first]) && ownRuns[strings.Join(words[k:], " ")] {
			return true
		}
	}
	return false
}
