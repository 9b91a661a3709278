package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// command is a command of several clauses ("turn on the desk lamp and the
// ac", 台灯和空调都打开, "turn on the heat": on, and its mode) as it was
// said, kept with a question of which asked of one of them: the answer
// completes that clause, and the whole command is planned again with it,
// the clauses before it on what they resolved to. Nothing of it is done
// but through the answer: a no, a cancel, another command or the
// question's expiry drops all of it.
type command struct {
	Clauses []ir.Clause `json:"clauses"`
	// At is the clause asked about; Fixed the ids each clause before it
	// resolved to, by clause (none for a clause not resolved: a negated
	// one, or one after At).
	At    int        `json:"at"`
	Fixed [][]string `json:"fixed,omitempty"`
	// Stated are the ids the state condition of each clause before At
	// read ("if the light is on …", asked which light), by clause.
	Stated [][]string `json:"stated,omitempty"`
	// asked is the clause as the question asked it, which the answer
	// completes as it stands, and askedAt where it stands.
	asked   *ir.Clause
	askedAt int
}

// wholeOf is the command of clauses to keep with a question, when there
// are several: none for one, which the question's clause is.
func wholeOf(cls []ir.Clause) *command {
	if len(cls) < 2 {
		return nil
	}
	return &command{Clauses: slices.Clone(cls), Fixed: make([][]string, len(cls)), Stated: make([][]string, len(cls))}
}

// kept is the command as a question asked at its clause At keeps it: what
// the clauses before At resolved to, nothing after.
func (w *command) kept() *command {
	fixed := make([][]string, len(w.Clauses))
	copy(fixed, w.Fixed[:w.At])
	stated := make([][]string, len(w.Clauses))
	copy(stated, w.Stated[:min(w.At, len(w.Stated))])
	return &command{Clauses: slices.Clone(w.Clauses), At: w.At, Fixed: fixed, Stated: stated}
}

// condKept is the command as a question of which device its clause At's
// condition means keeps it: what that clause resolved to as well, which
// is not asked again.
func (w *command) condKept() *command {
	out := w.kept()
	out.Fixed[w.At] = w.Fixed[w.At]
	return out
}

// answered is the command of a question with its clause completed on the
// candidates chosen.
func (w *command) answered(asked ir.Clause, sel []*index.Entity) *command {
	out := w.kept()
	out.Fixed[w.At], out.asked, out.askedAt = ids(sel), &asked, w.At
	return out
}

// ids are the ids of entities.
func ids(ents []*index.Entity) []string {
	out := make([]string, len(ents))
	for i, e := range ents {
		out[i] = e.ID
	}
	return out
}

// fixedAt is what the clause i resolved to before, when it did: the
// devices still in the home, none when all of them went (it is resolved
// again).
func (t *turn) fixedAt(i int) []*index.Entity {
	if t.cmd == nil || i >= len(t.cmd.Fixed) || t.cmd.Fixed[i] == nil {
		return nil
	}
	return t.entities(t.cmd.Fixed[i])
}

// condCompleted answers a question of which device the condition of one
// clause of a command of several means (the device chosen is
// t.condChosen): the whole command, planned again with that clause as
// asked, on what it resolved to.
func (t *turn) condCompleted(p *pending) {
	w := *p.Whole
	asked := *p.Clause
	w.asked, w.askedAt = &asked, w.At
	t.replay = &w
	t.clauses(slices.Clone(w.Clauses))
}

// completed answers a question of which asked of one clause of a command
// of several: the whole command, planned again with the answer.
func (t *turn) completed(p *pending, sel []*index.Entity) {
	t.replay = p.Whole.answered(*p.Clause, sel)
	t.clauses(slices.Clone(t.replay.Clauses))
}

// saysOnly reports a command said to a question of which that says no
// more than the clause asked about: its verb, no value, no time.
func saysOnly(said, asked ir.Clause) bool {
	return said.Verb == asked.Verb && len(said.Params) == 0 && said.When == nil
}

// asWhole plans the clause a question of which was asked of, said anew
// by the answer (all but some: "all except the bedroom", 除了卧室都开),
// with the rest of its command when it had several clauses: the whole
// command is planned again with it in its place, the clauses before on
// what they resolved to.
func (t *turn) asWhole(p *pending, cl ir.Clause) {
	if p.Whole == nil {
		t.clauses([]ir.Clause{cl})
		return
	}
	t.replay = p.Whole.kept()
	t.replay.Clauses[p.Whole.At] = cl
	t.clauses(slices.Clone(t.replay.Clauses))
}

// statedBefore is what the state condition of the clause being planned
// read when the command was planned before: the devices still in the
// home, none when all of them went (it is resolved again).
func (t *turn) statedBefore() []*index.Entity {
	w := t.cmd
	if w == nil || w.At >= len(w.Stated) || w.Stated[w.At] == nil {
		return nil
	}
	if ents := t.entities(w.Stated[w.At]); len(ents) > 0 {
		return ents
	}
	return nil
}

// keepStated keeps what the state condition of the clause being planned
// reads with its command, for a question a later clause asks.
func (t *turn) keepStated() {
	if w := t.cmd; w != nil && w.At < len(w.Stated) {
		w.Stated[w.At] = ids(t.stated)
	}
}
