package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The last command asked for once more, with nothing else said ("again",
// "do that again", "once more", "one more time", "same again", "repeat
// that"): the reply that does it again, on what it acted on. Read as a
// command, "again" went back a song on the tv after "turn down the tv",
// and the others were unknown names.

// repeatRuns are those words as the lexer reads them, fillers and
// politeness left out ("again please", "um, once more"); repeatSaid the
// word of the reply grammar they are read as.
var repeatRuns = runsOf("again|once again|do that again|do this again|do it again|do the same again|do that once more|do it once more|" +
	"once more|one more time|same again|the same again|same thing again|repeat|repeat that|repeat it")

const repeatSaid = againWord

// repeatSaidAlone reads an utterance that is only such words as the reply.
func repeatSaidAlone(toks []lexer.Token) []lexer.Token {
	return grammar.SaidAlone(toks, repeatRuns, againWord, repeatSaid)
}
