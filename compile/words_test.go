package compile

import (
	"testing"
	"unicode"

	"edge/home"
	"edge/ir"
)

// The words that reach the capability table, as this package holds them
// today: its verb, attribute and relative-word maps. When the language
// packs hold the words, wordsOf reads them from the packs instead; the
// checks of TestTableWords stay.

// tableWords is what the words of one language reach: verb clusters, and
// the parameters attribute and relative words name.
type tableWords struct {
	clusters, params map[string]bool
}

func wordsOf(lang string) tableWords {
	w := tableWords{clusters: map[string]bool{}, params: map[string]bool{}}
	verbs, attrs := zhVerbs, zhAttrs
	rels := map[string]string{}
	for word, r := range zhRels {
		rels[word] = r.attr
	}
	if lang == "en" {
		verbs, attrs = enVerbs, enAttrs
		for word, r := range enRels {
			rels[word] = r.attr
		}
		w.clusters["on"], w.clusters["off"] = true, true // "turn on", "switch it off"
	}
	// colour and colour-temperature words ("warm white", "暖光") of
	// either language are in one map each.
	for word := range colorTemps {
		w.params["color_temp"] = w.params["color_temp"] || isLatinWord(word) == (lang == "en")
	}
	for word := range colorNames {
		w.params["color"] = w.params["color"] || isLatinWord(word) == (lang == "en")
	}
	for _, v := range verbs {
		w.clusters[v] = true
	}
	for _, a := range attrs {
		w.params[a] = true
	}
	for _, a := range rels {
		w.params[a] = true
	}
	return w
}

// TestTableWords checks that every language reaches every capability that
// has commands (by a verb of a cluster of one of its commands, by a word
// that names a parameter of its set command, or by a level), names every
// attribute a level sets, and has a word for every device class.
func TestTableWords(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		w := wordsOf(lang)
		for _, c := range home.Capabilities() {
			if len(c.Commands) == 0 {
				continue
			}
			reached := false
			for _, cmd := range c.Commands {
				for _, r := range cmd.Verbs {
					reached = reached || w.clusters[r.Cluster]
				}
				for _, a := range cmd.Args {
					reached = reached || !a.Step && a.Of != "" && (w.params[a.Name] || a.Level > 0)
				}
			}
			if !reached {
				t.Errorf("%s: no word reaches %s", lang, c.Name)
			}
			if lv, ok := c.LevelArg(); ok && !w.params[lv.Name] {
				t.Errorf("%s: no word names %s, which a level sets on %s", lang, lv.Name, c.Name)
			}
		}
	}
	for class, info := range ir.Classes {
		latin, han := false, false
		for _, word := range info.Words {
			r := []rune(word)[0]
			latin = latin || r < unicode.MaxASCII
			han = han || unicode.Is(unicode.Han, r)
		}
		if !latin || !han {
			t.Errorf("class %s: words %v lack English (%v) or Chinese (%v)", class, info.Words, latin, han)
		}
	}
}
