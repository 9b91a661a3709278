package asr

import (
	"slices"
	"strings"

	"edge/home"
	"edge/lang"
	"edge/phrases"
)

// unknown is the word Vosk says for anything its grammar lacks.
const unknown = "[unk]"

// Refuser says whether the transcript of any recogniser is no command of
// a home: it says a word only the grammar's decoys say ("dishwasher" in a
// home without one), or Vosk's "[unk]". edge listen asks it of a
// recogniser it does not run (a Vosk model behind Wyoming, held to the
// home's phrases); its own refuses such words itself.
func Refuser(h *home.Home, p lang.Pack) (func(text string) bool, error) {
	g, err := phrases.Build(h, p)
	if err != nil {
		return nil, err
	}
	decoys := set(g.DecoyWords())
	say := p.(lang.Phraser)
	return func(text string) bool {
		for _, w := range say.Tokens(text) {
			if decoys[w] {
				return true
			}
		}
		return slices.Contains(strings.Fields(text), unknown)
	}, nil
}
