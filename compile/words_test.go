package compile

import (
	"testing"

	"edge/home"
	"edge/lang"
)

// reached is what the words of one pack reach: verb clusters, and the
// parameters attribute, relative and colour words name.
type reached struct {
	clusters, params map[string]bool
}

func wordsOf(p lang.Pack) reached {
	v := p.Vocab()
	w := reached{clusters: map[string]bool{}, params: map[string]bool{}}
	for _, c := range v.Verbs {
		w.clusters[c] = true
	}
	for verb, c := range v.Clusters {
		w.clusters[verb], w.clusters[c] = true, true
	}
	// "turn on", "switch it off": a direction with a verb of switching.
	w.clusters["on"], w.clusters["off"] = true, true
	for _, a := range v.Attrs {
		w.params[a] = true
	}
	for _, r := range v.Rels {
		w.params[r.Attr] = true
	}
	w.params["color_temp"] = len(v.Kelvins) > 0
	w.params["color"] = len(v.Colors) > 0
	return w
}

// TestTableWords checks that every pack reaches every capability that has
// commands (by a verb of a cluster of one of its commands, by a word that
// names a parameter of its set command, or by a level), names every
// attribute a level sets, and has a word for every device class.
func TestTableWords(t *testing.T) {
	for _, p := range lang.Packs() {
		w := wordsOf(p)
		for _, c := range home.Capabilities() {
			if len(c.Commands) == 0 {
				continue
			}
			ok := false
			for _, cmd := range c.Commands {
				for _, r := range cmd.Verbs {
					ok = ok || w.clusters[r.Cluster]
				}
				for _, a := range cmd.Args {
					ok = ok || !a.Step && a.Of != "" && (w.params[a.Name] || a.Level > 0)
				}
			}
			if !ok {
				t.Errorf("%s: no word reaches %s", p.Code(), c.Name)
			}
			if lv, ok := c.LevelArg(); ok && !w.params[lv.Name] {
				t.Errorf("%s: no word names %s, which a level sets on %s", p.Code(), lv.Name, c.Name)
			}
		}
	}
}
