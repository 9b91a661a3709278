package turn

import (
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

// situationScene reports whether the text was a situation that a scene
// of the home suits, and if so asks about it.
func (t *turn) situationScene() bool {
	if t.sess.Pending != nil {
		return false
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
	t.res.Lang = p.Code()
	cl := ir.Clause{Kind: ir.Act, Verb: "activate", Actions: []ir.Alt{{Capability: home.SceneCapability.Name, Command: "activate"}},
		Target: ir.Target{Name: scene}, Wish: true}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: t.res.Lang, Clauses: []ir.Clause{cl}, Confidence: 1}
	t.clauses([]ir.Clause{cl})
	return true
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
