package phrases

import (
	"encoding/json"
	"io"
	"strings"
)

// Sentence is one thing that may be said to the home.
type Sentence struct {
	Kind Kind
	// Tokens are its words as a recogniser hears them.
	Tokens []string
	// Text is the sentence as the language writes it.
	Text string
}

// Sentences lists what may be said, each shape once for each value of
// each of its slots: a shape gives as many sentences as its slot with the
// most values has, the others taken in turn, so that the list grows with
// the home, not with the product of its slots. Then a few PINs, when the
// home has one, that say every digit word between them. No sentence is
// listed twice.
func (g *Grammar) Sentences() []Sentence {
	var out []Sentence
	seen := map[string]bool{}
	add := func(k Kind, tokens []string) {
		key := strings.Join(tokens, " ")
		if seen[key] || len(tokens) == 0 {
			return
		}
		seen[key] = true
		out = append(out, Sentence{Kind: k, Tokens: tokens, Text: g.pack.Join(tokens)})
	}
	for _, k := range kinds {
		for _, s := range g.shapes {
			if s.kind != k {
				continue
			}
			n := len(s.combos)
			for _, vs := range s.lists {
				n = max(n, len(vs))
			}
			for i := range n {
				var tokens []string
				for _, p := range s.parts {
					switch {
					case p.slot == "":
						tokens = append(tokens, p.token)
					case s.lists[p.slot] != nil:
						vs := s.lists[p.slot]
						tokens = append(tokens, vs[i%len(vs)]...)
					default:
						tokens = append(tokens, s.combos[i%len(s.combos)][p.slot]...)
					}
				}
				add(s.kind, tokens)
			}
		}
	}
	for _, pin := range g.pins() {
		add(PIN, pin)
	}
	return out
}

// pins are PINs of the shortest length that say every word of every
// digit between them, in turn.
func (g *Grammar) pins() [][]string {
	if g.pinMin == 0 {
		return nil
	}
	var words []string
	for _, alts := range g.digits {
		words = append(words, alts...)
	}
	var out [][]string
	for i := 0; i < len(words); i += g.pinMin {
		var pin []string
		for j := range g.pinMin {
			pin = append(pin, strings.Fields(words[(i+j)%len(words)])...)
		}
		out = append(out, pin)
	}
	return out
}

// WriteText writes the sentences, one a line, as the language writes
// them.
func (g *Grammar) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, s := range g.Sentences() {
		b.WriteString(s.Text)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// unknownWord is the entry of Vosk's grammar that stands for anything
// else said.
const unknownWord = "[unk]"

// WriteVosk writes the sentences as Vosk's grammar: a JSON array of
// phrases, one a line, each its tokens joined by spaces, and "[unk]" for
// anything else.
func (g *Grammar) WriteVosk(w io.Writer) error {
	var list []string
	for _, s := range g.Sentences() {
		list = append(list, strings.Join(s.Tokens, " "))
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(append(list, unknownWord))
}
