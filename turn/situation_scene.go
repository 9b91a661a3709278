package turn

import (
	"strings"

	"edge/home"
	"edge/ir"
	"edge/lang"
)

// What the speaker says of what they are about to do or have just done,
// said alone while nothing is asked ("i'm going to bed", "time for bed",
// "i'm heading out", "i'm home", 我要睡觉了, 我出门了, 我回来了), asks about the
// one scene of the home that suits it (lang.Situation: a scene named with
// one of its words, "Good night" for bed): "Activate Good night?", and a
// yes activates it, through the gate as always. It was not understood.
// Where no scene suits it, or several do, it is as before: edge guesses
// no more than one scene, and never acts on a guess unasked.

// A scene's own name said to be its time ("it's movie time", "it is
// bedtime", "its good night") asks about that scene the same way: it was a
// question of whether the scene was so, "Movie time can't do that."

// situationScene reports whether the text was a situation that a scene
// of the home suits, or a scene's time, and if so asks about it.
func (t *turn) situationScene() bool {
	if t.sess.Pending != nil {
		return false
	}
	if p, scene := t.sceneNow(); scene != "" {
		t.askScene(p, scene)
		return true
	}
	sit, p, ok := lang.SituationOf(t.req.Text)
	if !ok {
		return false
	}
	said, scene := nameKey(t.req.Text), ""
	for _, s := range t.e.home.Scenes {
		if namedAs(said, s.Name, s.Aliases) {
			return false // "movie night", a scene's own name: activated as said
		}
	}
	for _, s := range t.e.home.Scenes {
		if suits(sit, s) {
			if scene != "" {
				return false
			}
			scene = s.Name
		}
	}
	if scene == "" {
		return false
	}
	t.askScene(p, scene)
	return true
}

// askScene asks whether to activate a scene, in the language of p; a yes
// activates it, through the gate as always.
func (t *turn) askScene(p lang.Pack, scene string) {
	t.res.Lang = p.Code()
	cl := ir.Clause{Kind: ir.Act, Verb: "activate", Actions: []ir.Alt{{Capability: home.SceneCapability.Name, Command: "activate"}},
		Target: ir.Target{Name: scene}, Wish: true}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: t.res.Lang, Clauses: []ir.Clause{cl}, Confidence: 1}
	t.clauses([]ir.Clause{cl})
}

// sceneNow finds a scene's whole name or alias said after a word of its
// time (lang.Vocab.SceneNow) and nothing else: the pack that says it and
// the scene, "" where no one scene of the home is named so alone.
func (t *turn) sceneNow() (lang.Pack, string) {
	text := lang.HelpWords(t.req.Text)
	for _, p := range lang.Packs() {
		for _, w := range p.Vocab().SceneNow {
			rest, ok := strings.CutPrefix(text, w+" ")
			if !ok {
				continue
			}
			said, scene := nameKey(rest), ""
			for _, s := range t.e.home.Scenes {
				if namedAs(said, s.Name, s.Aliases) {
					if scene != "" {
						return nil, ""
					}
					scene = s.Name
				}
			}
			if scene != "" && !t.namesMore(said) {
				return p, scene
			}
		}
	}
	return nil, ""
}

// suits reports whether a scene's name or one of its aliases suits a
// situation.
func suits(sit lang.Situation, s home.Scene) bool {
	if sit.Suits(s.Name) {
		return true
	}
	for _, a := range s.Aliases {
		if sit.Suits(a) {
			return true
		}
	}
	return false
}
