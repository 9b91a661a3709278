package en

import (
	"strings"
	"testing"

	"edge/grammar"
	"edge/lang"
)

// TestWordNetReached: every word of the WordNet tables reaches the pack
// with the meaning review gave it: a verb is read as its canonical verb,
// said alone and said before a name; a class word names its class; an
// attribute, a comparative, a noun of what is played and a word of the
// whole home are read as such; an adverb leaves a command as it was.
func TestWordNetReached(t *testing.T) {
	for w, m := range wordnetVerbs {
		object := "the kitchen light"
		if _, ok := openClose[w]; ok {
			object = "the kitchen curtain" // open and close switch a light (openlight.go)
		}
		for _, text := range []string{w + " " + object, "please " + w + " it"} {
			cs, err := pack{}.Parse(text)
			if err != nil || len(cs) != 1 {
				t.Errorf("Parse(%q) = %v, %v", text, cs, err)
				continue
			}
			if v := cs[0].First(lang.Verb); v == nil || v.Word != strings.Fields(m)[0] || v.Raw != w {
				t.Errorf("Parse(%q): verb %+v, want %s read as %s", text, v, w, m)
			}
		}
	}
	for w, c := range wordnetClasses {
		if got, _ := (pack{}).ClassOf("kitchen " + w); got != c {
			t.Errorf("ClassOf(kitchen %s) = %q, want %s", w, got, c)
		}
	}
	types := func(text string) string { return grammar.Show(lex.Tokens(text)) }
	for w, m := range wordnetAttrs {
		if got := types(w); got != "attr:"+w || attrs[w] != m {
			t.Errorf("%s: %s, attribute %q; want an attribute %s", w, got, attrs[w], m)
		}
	}
	for w := range wordnetMedia {
		if got := types(w); got != "noun:"+w || nouns[w] != lang.NounMedia {
			t.Errorf("%s: %s, noun %q; want what is played", w, got, nouns[w])
		}
	}
	for adj, m := range wordnetRels {
		c := comparative(adj)
		r, ok := rels[c]
		sign := map[float64]string{1: "+", -1: "-"}[r.Sign]
		if got := types(c); got != "rel:"+c || !ok || sign+r.Attr != m {
			t.Errorf("%s: %s, change %+v; want a change %s", c, got, r, m)
		}
	}
	for w := range wordnetHome {
		if !vocab.WholeHome[w] {
			t.Errorf("%s: not a word of the whole home", w)
		}
	}
	for w := range wordnetAdverbs {
		for text, with := range map[string]string{"is the kitchen light on": "is the kitchen light " + w + " on",
			"turn on the kitchen light": w + " turn on the kitchen light"} {
			if got, want := parsed(t, with), parsed(t, text); got != want {
				t.Errorf("Parse(%q) = %s, want %s", with, got, want)
			}
		}
	}
}

// TestComparative: the comparatives of short adjectives.
func TestComparative(t *testing.T) {
	for adj, want := range map[string]string{"loud": "louder", "noisy": "noisier", "dim": "dimmer", "hot": "hotter",
		"quiet": "quieter", "cool": "cooler", "light": "lighter", "pale": "paler", "low": "lower"} {
		if got := comparative(adj); got != want {
			t.Errorf("comparative(%q) = %q, want %q", adj, got, want)
		}
	}
}

// parsed is the phrases of a text, less its fillers.
func parsed(t *testing.T, text string) string {
	t.Helper()
	cs, err := pack{}.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	var out []string
	for _, c := range cs {
		out = append(out, phrases(c))
	}
	return strings.Join(out, " | ")
}
