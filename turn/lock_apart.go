package turn

import (
	"slices"
	"strings"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// lockApart reports a lock reached by a word of a class that is a thing
// of its own, not the door the lock locks, where no name of the lock
// says that word: "lock the gate", "open the front gate", "unlock the
// driveway gate" in a home whose only lock is the "Front door lock". A
// lock may be named for its door, and a word of the door class or one
// that holds it (door, 门, 大门) still reaches it ("lock the door"); a
// gate is another thing, which the home lacks. It locked the front door
// or asked to unlock it, and a yes did. A lock whose own name says the
// word ("Gate", "Garden gate lock") is still the one said.
func (t *turn) lockApart(tg ir.Target, e *index.Entity) bool {
	if tg.Class == "" || tg.Name == "" || tg.Ref || e.Device == nil || e.Device.Type != lockType || tg.Class == lockType ||
		tg.Class == doorClass || saysDoor(t.pack(), tg.Name) {
		return false
	}
	p := t.pack()
	said := p.Split(lang.Key(tg.Name))
	for _, name := range namesOf(e) {
		words := p.Split(lang.Key(name))
		for _, w := range said {
			if c, _ := p.ClassOf(w); c == tg.Class && slices.Contains(words, w) {
				return false
			}
		}
	}
	return true
}

// lockType is the type of a lock, and doorClass the class of the door a
// lock may be named for.
const (
	lockType  = "lock"
	doorClass = "door"
)

// saysDoor reports whether a name holds a word of the door class: as a
// word of its own, or within one in a language written without spaces
// (大门).
func saysDoor(p lang.Pack, name string) bool {
	key := lang.Key(name)
	words := p.Split(key)
	for _, d := range lang.ClassWords(doorClass) {
		if slices.Contains(words, d) || !strings.Contains(key, " ") && strings.Contains(key, d) {
			return true
		}
	}
	return false
}

// withoutLocksApart leaves out of a result the locks reached by a word
// of a thing apart from them (lockApart): where none is left, the name
// said is not found.
func (t *turn) withoutLocksApart(tg ir.Target, res index.Result) index.Result {
	apart := func(e *index.Entity) bool { return t.lockApart(tg, e) }
	if !slices.ContainsFunc(res.Entities, apart) && !slices.ContainsFunc(res.Options, apart) {
		return res
	}
	res.Entities = slices.DeleteFunc(slices.Clone(res.Entities), apart)
	res.Options = slices.DeleteFunc(slices.Clone(res.Options), apart)
	res.Pool = slices.DeleteFunc(slices.Clone(res.Pool), apart)
	if len(res.Entities) == 0 && len(res.Options) == 0 {
		return index.Result{Problem: index.NoMatch, Subject: tg.Name}
	}
	return res
}
