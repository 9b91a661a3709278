package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

//go:generate go run ./internal/wordnetgen

// The words of wordnet_table.go, made by internal/wordnetgen from the
// WordNet senses reviewed there, join the pack's own lists: a word the
// pack lists itself keeps the pack's meaning.

// withWordNet adds to a list the words of a WordNet table it lacks, with
// their meaning less the attribute a verb says ("dec volume": dec).
func withWordNet(own, wordnet map[string]string) map[string]string {
	for w, m := range wordnet {
		if _, ok := own[w]; !ok {
			own[w], _, _ = strings.Cut(m, " ")
		}
	}
	return own
}

// verbAttrs are the WordNet verbs that say the attribute they change:
// "muffle the music", "quiet down" lower the volume.
var verbAttrs = func() map[string]string {
	out := map[string]string{}
	for w, m := range wordnetVerbs {
		if _, attr, ok := strings.Cut(m, " "); ok {
			out[w] = attr
		}
	}
	return out
}()

// verbAttr adds the attribute a verb says to a clause that names none:
// "quiet down please" lowers the volume.
func verbAttr(c lang.Clause) lang.Clause {
	if c.Has(lang.Attr) {
		return c
	}
	for _, p := range c {
		if attr := verbAttrs[p.Raw]; p.Kind == lang.Verb && attr != "" {
			return append(c, lang.Phrase{Kind: lang.Attr, Word: attr, Raw: p.Raw})
		}
	}
	return c
}

// withComparatives adds the comparatives of the WordNet adjectives
// ("noisy" → "noisier") to the words of a relative change.
func withComparatives(own map[string]lang.Change) map[string]lang.Change {
	for adj, m := range wordnetRels {
		w := comparative(adj)
		if _, ok := own[w]; ok {
			continue
		}
		if attr, up := strings.CutPrefix(m, "+"); up {
			own[w] = lang.Up(attr)
		} else {
			own[w] = lang.Down(strings.TrimPrefix(m, "-"))
		}
	}
	return own
}

// comparative is the comparative of a short adjective: "loud" → louder,
// "noisy" → noisier, "dim" → dimmer.
func comparative(adj string) string {
	n := len(adj)
	vowel := func(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
	switch {
	case strings.HasSuffix(adj, "e"):
		return adj + "r"
	case n > 2 && adj[n-1] == 'y' && !vowel(adj[n-2]):
		return adj[:n-1] + "ier"
	case n >= 3 && !vowel(adj[n-1]) && !strings.ContainsRune("wxy", rune(adj[n-1])) && vowel(adj[n-2]) && !vowel(adj[n-3]):
		return adj + adj[n-1:] + "er"
	}
	return adj + "er"
}

// withClasses adds the WordNet nouns of each class after the pack's own.
func withClasses(own map[string][]string) map[string][]string {
	named := map[string]bool{}
	for _, ws := range own {
		for _, w := range ws {
			named[w] = true
		}
	}
	for _, w := range sortedKeys(wordnetClasses) {
		if c := wordnetClasses[w]; !named[w] {
			own[c] = append(own[c], w)
		}
	}
	return own
}

// withHome adds the WordNet nouns of the whole home.
func withHome(own map[string]bool) map[string]bool {
	for w := range wordnetHome {
		own[w] = true
	}
	return own
}

// wordnetWords types the single words of the WordNet tables the lexicon
// lacks: verbs, the nouns of what is played, attributes, comparatives
// and adverbs (fillers).
func wordnetWords(words map[string]lexer.TokenType) {
	add := func(w string, t lexer.TokenType) {
		if _, ok := words[w]; !ok && !strings.Contains(w, " ") {
			words[w] = t
		}
	}
	for w := range wordnetVerbs {
		add(w, grammar.Verb)
	}
	for w := range wordnetMedia {
		add(w, grammar.Noun)
	}
	for w := range wordnetAttrs {
		add(w, grammar.Attr)
	}
	for adj := range wordnetRels {
		add(comparative(adj), grammar.Rel)
	}
	for w := range wordnetAdverbs {
		add(w, grammar.Filler)
	}
}

// twoWordVerbs are the verbs of two words, read as one when said
// together ("skip over", "move on"); twoWordHeads their first words.
var twoWordVerbs, twoWordHeads = func() (map[[2]string]string, map[string]bool) {
	verbs, heads := map[[2]string]string{}, map[string]bool{}
	for w, m := range wordnetVerbs {
		if a, b, ok := strings.Cut(w, " "); ok {
			verbs[[2]string{a, b}], heads[a] = m, true
		}
	}
	return verbs, heads
}()

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
