package turn

import (
	"edge/ir"
	"edge/lang"
)

// A question of the scenes ("what scenes are there", "list the scenes",
// "which scenes do i have", 有哪些场景) names the home's scenes: it said "I
// can't find “scenes”".

// scenesAsked reports a question whose target is only a word of the kind
// of a scene, and if so answers it.
func (t *turn) scenesAsked(cl ir.Clause) bool {
	tg := cl.Target
	if cl.Kind != ir.Query || cl.Ask != "" || len(tg.Places) > 0 || tg.Ref || tg.Class != "" || len(tg.Except) > 0 {
		return false
	}
	p := t.pack()
	words := p.Split(lang.Key(tg.Name))
	if len(words) != 1 || !p.Vocab().KindWords[words[0]] {
		return false
	}
	var names []string
	for _, s := range t.e.home.Scenes {
		if e, ok := t.e.idx.Entity(s.ID); ok {
			names = append(names, displayName(e, t.res.Lang))
		}
	}
	if len(names) == 0 {
		t.finish(Answer, t.say(lang.MsgNoScenes))
		return true
	}
	t.finish(Answer, t.say(lang.MsgScenes, p.List(names, false)))
	return true
}
