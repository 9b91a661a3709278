package phrases

import (
	"slices"
	"strings"

	"edge/lang"
)

// decoys are the decoys of a grammar that the home's sentences do not
// say: things for {name} and {class}, places for {room}; and the words
// that only they say.
type decoys struct {
	things, places [][]string
	only           []string
	// runs are the runs of words the home's own decoys say
	// (homedecoys.go), each joined by spaces.
	runs []string
}

// makeDecoys keeps the pack's decoys this home lacks: those with a word
// none of the home's sentences says (so that "dishwasher" stays, and
// "kitchen light" in a home with one does not).
func (g *Grammar) makeDecoys() decoys {
	var d decoys
	dp, ok := g.pack.(lang.Decoyer)
	if !ok {
		return d
	}
	said := g.words()
	only := map[string]bool{}
	keep := func(list []string) [][]string {
		var out [][]string
		for _, w := range list {
			t := g.say.Tokens(w)
			fresh := false
			for _, tok := range t {
				if !said[tok] {
					fresh, only[tok] = true, true
				}
			}
			if fresh && !containsTokens(out, t) {
				out = append(out, t)
			}
		}
		return out
	}
	things, places := dp.Decoys()
	d.things, d.places = keep(things), keep(places)
	for w := range only {
		d.only = append(d.only, w)
	}
	slices.Sort(d.only)
	return d
}

// words are the words the grammar's sentences say.
func (g *Grammar) words() map[string]bool {
	said := map[string]bool{}
	for _, s := range g.shapes {
		for _, p := range s.parts {
			if p.token != "" {
				said[p.token] = true
			}
		}
		for _, c := range s.combos {
			for _, v := range c {
				for _, w := range v {
					said[w] = true
				}
			}
		}
		for _, vs := range s.lists {
			for _, v := range vs {
				for _, w := range v {
					said[w] = true
				}
			}
		}
	}
	for _, alts := range g.digits {
		for _, a := range alts {
			for _, w := range strings.Fields(a) {
				said[w] = true
			}
		}
	}
	return said
}

// DecoyWords are the words only the grammar's decoys say: a recogniser
// that hears one heard no command.
func (g *Grammar) DecoyWords() []string { return slices.Clone(g.decoys.only) }

// maxKeyRun is the most words two shapes differ in for those words to be
// key words ("on" and "off"; "打开" and "关闭", a word a character).
const maxKeyRun = 2

// KeyWords are the words of the grammar whose confusion changes an
// action: the values of its slots of numbers, colours and ordinals, the
// names of rooms, and the words that tell apart two shapes of commands
// that are alike but for them ("on" and "off", "open" and "close",
// "mute" and "unmute"; at most maxKeyRun words), but for words that tell
// apart shapes that mean the same ("turn" and "switch").
func (g *Grammar) KeyWords() []string {
	keys, synonyms := map[string]bool{}, map[string]bool{}
	for _, s := range g.shapes {
		for _, vs := range s.lists {
			for _, v := range vs {
				for _, w := range v {
					keys[w] = true
				}
			}
		}
		for _, c := range s.combos {
			for _, w := range c["room"] {
				keys[w] = true
			}
		}
		for _, o := range g.shapes {
			if o.kind != s.kind || len(o.parts) != len(s.parts) || o == s {
				continue
			}
			var diff []int
			for i := range s.parts {
				if s.parts[i] != o.parts[i] {
					diff = append(diff, i)
				}
			}
			if len(diff) == 0 || len(diff) > maxKeyRun || slices.ContainsFunc(diff, func(i int) bool { return s.parts[i].token == "" || o.parts[i].token == "" }) {
				continue
			}
			for _, i := range diff {
				if o.means == s.means {
					synonyms[s.parts[i].token] = true
				} else {
					keys[s.parts[i].token] = true
				}
			}
		}
	}
	for w := range synonyms {
		delete(keys, w)
	}
	var out []string
	for w := range keys {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}
