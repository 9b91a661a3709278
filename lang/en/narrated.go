package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A doing narrated of whatever did it, an animal, a thing or the weather
// ("my cat turned on the tv", "the dog switched off the lamp", "the wind
// opened the door", "my phone turned the tv on", "a burglar opened the
// front door"), is a report as one of a person is (reported.go): whether
// it is so is asked, and nothing is done. The doer opens the clause with
// a determiner or a word of whose and one to three words, none of a
// class of devices; a verb in its past form follows, and then what it was
// done to: a direction and a determiner, or a determiner or a reference
// ("turned it off"). "My cat turned on the tv" asked "Did you mean TV?"
// and a yes switched it on, and "the cat switched off the lamp" looked
// for a “cat lamp”. What a thing did with nothing after it ("the kettle
// turned off") is thingdid.go's, and a device said before a command ("the
// tv put it on") is no doer.

// narrators are the words before a doer that say which or whose it is.
var narrators = set("the a an my our your his her their this that")

// maxNarrator bounds the words of a doer after its determiner.
const maxNarrator = 3

// narratorAt is the number of words of a doer at i that did something to
// another (a determiner and its words), or 0 where none is.
func narratorAt(toks []lexer.Token, i int) int {
	if !narrators[toks[i].Value] {
		return 0
	}
	k := i + 1
	for k < len(toks) && k-i <= maxNarrator && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Rel) && participle(toks[k].Value) == "" {
		if classes.word[Singular(toks[k].Value)] != "" {
			return 0 // "the tv put it on" is said of the tv
		}
		k++
	}
	if k == i+1 || k-i > maxNarrator {
		return 0
	}
	v := k
	for v < len(toks) && reportBetween[toks[v].Value] != "" {
		v++
	}
	if v+1 >= len(toks) || participle(toks[v].Value) == "" && !pastSame[toks[v].Value] && pastOther[toks[v].Value] == "" {
		return 0
	}
	o := v + 1
	if toks[o].Type == grammar.Dir || toks[o].Type == grammar.On {
		o++
	}
	if o == len(toks) || toks[o].Type != grammar.Det && toks[o].Type != grammar.Ref && !narrators[toks[o].Value] {
		return 0
	}
	return k - i
}
