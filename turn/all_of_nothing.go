package turn

import (
	"slices"

	"edge/ir"
)

// allOfNothing reads "it all" or "them all" said when nothing was said
// before ("switch it all off", "turn them all off") as everything, as
// "switch everything off" is (a sweep, which asks its yes): it was not
// understood ("I don't know what you mean by that"). After a command or
// a question, it is what that reached, as before; a question of "it all"
// is never asked of everything. "Them" said with no "all" ("turn them
// off", 把它们关了) points back at what was said, as "it" does: with
// nothing said before, it is nothing.
func (t *turn) allOfNothing(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if cl.Kind != ir.Act || !tg.Ref || !tg.All || tg.Plural || tg.Name != "" || tg.Class != "" || len(t.resolved) > 0 || len(t.sess.Last) > 0 {
		return cl
	}
	cl.Target.Ref = false
	return cl
}

// hesitationOfNothing reads a reference also said as a hesitation (那个,
// 这个) when nothing was said before as the hesitation, with nothing
// named after it: 那个静音, 那个音量调到三十, 那个下一首 in the living room
// are said of its player, as 静音 is. "That one" asked which of the
// home's players was meant, wherever the speaker was. After a command or
// a question, it is what that reached, as before.
func (t *turn) hesitationOfNothing(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if !tg.Ref || !tg.Hesitant || tg.All || tg.Name != "" || tg.Class != "" || len(tg.Places) > 0 || len(t.resolved) > 0 || len(t.sess.Last) > 0 {
		return cl
	}
	cl.Target.Ref, cl.Target.Hesitant = false, false
	return cl
}

// upOfNothing reads "turn it up" or "turn it down" said when nothing was
// said before as the volume's, as "louder" and "quieter" are: "it" is the
// sound playing, the common sense of it, and which player is asked where
// several have a volume. It was not understood; after a command or a
// question, "it" is what that reached, as before.
func (t *turn) upOfNothing(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if cl.Kind != ir.Act || !tg.Ref || tg.All || tg.Name != "" || tg.Class != "" || len(tg.Places) > 0 || len(t.resolved) > 0 || len(t.sess.Last) > 0 ||
		len(cl.Params) != 1 || cl.Params[0].Name != levelParam || !cl.Params[0].Relative {
		return cl
	}
	media := slices.IndexFunc(cl.Actions, func(a ir.Alt) bool { return a.Capability == mediaCapability })
	if media < 0 {
		return cl
	}
	cl.Target.Ref = false
	cl.Actions = []ir.Alt{cl.Actions[media]}
	cl.Params = []ir.Param{cl.Params[0]}
	cl.Params[0].Name = volumeParam
	return cl
}

// kindOfNothing reads "it" or "them" said with the kind of thing it is
// ("light it up": it, the lights) when nothing was said before as that
// kind in the speaker's room, where it is known: "light it up" lights the
// room. Where the room is not known it is nothing, as "turn it on" is: it
// asked to turn on every light of the home. After a command or a
// question, it is what that reached, as before.
func (t *turn) kindOfNothing(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if cl.Kind != ir.Act || !tg.Ref || tg.Class == "" || len(tg.Places) > 0 || t.req.Room == "" || len(t.resolved) > 0 || len(t.sess.Last) > 0 {
		return cl
	}
	cl.Target.Ref = false
	cl.Target.Places = []string{"here"}
	return cl
}

// The parameter of a level said of no attribute, the capability of
// players and their volume.
const (
	levelParam      = "level"
	mediaCapability = "media"
	volumeParam     = "volume"
)
