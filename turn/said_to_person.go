package turn

import (
	"slices"
	"strings"

	"edge/ir"
	"edge/lang"
)

// saidToPerson ends a turn said to a person called first (lang.Addressee:
// "dad can you open the garage door", "honey lock the front door", "john
// turn off the tv") where no word of what they are called is of a room,
// floor or device of the home, and the word is a person's or was read as
// part of the name or the place of what a command is of ("john tv"): not
// understood, nothing done or asked, and no question left waiting. "John
// turn off the tv" asked "Did you mean TV?" and a yes switched it off. A
// word read as none ("ugh, turn on the tv", "perhaps turn off the light")
// leaves the command as it is.
func (t *turn) saidToPerson(prog *ir.Program) bool {
	a, ok := lang.For(prog.Lang).(lang.Addressee)
	if !ok {
		return false
	}
	name, person := a.Addressee(t.said)
	if name == "" || t.e.idx.IsPlace(name) || t.e.idx.Named(name) {
		return false
	}
	for _, w := range strings.Fields(lang.Key(name)) {
		if t.e.idx.Knows(w) {
			return false // "lounge" is the living room's
		}
	}
	if !person && !slices.ContainsFunc(prog.Clauses, func(cl ir.Clause) bool {
		return strings.HasPrefix(cl.Target.Name, name+" ") || slices.Contains(cl.Target.Places, name)
	}) {
		return false
	}
	t.sess.Pending = nil
	t.res.Source = "none"
	t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
	return true
}
