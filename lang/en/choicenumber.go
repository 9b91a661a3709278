package en

import (
	"strconv"

	"edge/grammar"
)

// An option said by its number ("number two", "option 2", "choice three
// please", "the number one") answers "which one?" as "the second one"
// does: it was not understood and the question was left open.

// choiceWords say that the number after them is an option's place;
// maxChoice is the highest place read so.
var choiceWords = set("number option choice")

const maxChoice = 9

// numberedChoice reads such an answer: the option's place, from 1.
func numberedChoice(text string) (int, bool) {
	var words []string
	for _, t := range lex.Tokens(text) {
		if t.Type != grammar.Filler && t.Type != grammar.Sep && t.Type != grammar.Det {
			words = append(words, t.Value)
		}
	}
	if len(words) != 2 || !choiceWords[words[0]] {
		return 0, false
	}
	n, err := strconv.Atoi(words[1])
	if f, ok := numbers[words[1]]; ok {
		n, err = int(f), nil // "one" is a word of names too
	}
	if err != nil || n < 1 || n > maxChoice {
		return 0, false
	}
	return n, true
}
