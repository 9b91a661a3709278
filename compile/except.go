package compile

// An exception said in a clause of its own, after a pause, between two
// commands: "turn off all the lights, except the kitchen, and turn on the
// tv", "打开电视，除了厨房，关掉所有灯". It limits the command whose targets it
// can limit; where that cannot be told, nothing is done and the exception
// is named in the reply, never dropped.

import (
	"slices"
	"strings"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// ExceptUnplaced is the error of an exception said between two commands
// that limits neither, or may limit either: Except names what it leaves
// out. It unwraps to a *grammar.Error.
type ExceptUnplaced struct {
	Except string
	err    *grammar.Error
}

func (e *ExceptUnplaced) Error() string { return e.err.Error() }

func (e *ExceptUnplaced) Unwrap() error { return e.err }

// Sweep ranks of a clause's target: what an exception can take out of.
const (
	single   = iota // a device named: nothing to leave out
	placed          // a class, or everything, in a place: "the kitchen lights"
	sweeping        // all of a class, a floor, the home: "all the lights"
)

// exceptBefore reports whether the exception-only clause x, said between
// the clauses before and after, limits the one before (else the one
// after, as an exception said before its command does): the one that
// sweeps more widely, or, when both sweep alike, the one of the class the
// exception names. Where neither sweeps, or it cannot be told which, it
// is an *ExceptUnplaced.
func exceptBefore(pack lang.Pack, before, x, after lang.Clause) (bool, error) {
	rb, cb := sweep(pack, before)
	ra, ca := sweep(pack, after)
	switch {
	case rb > ra:
		return true, nil
	case ra > rb:
		return false, nil
	}
	excepted := (&asm{pack: pack, ps: slices.Clone(x)}).target().Except
	if rb > single {
		class := exceptedClass(excepted)
		switch {
		case class != "" && cb == class && ca != class:
			return true, nil
		case class != "" && ca == class && cb != class:
			return false, nil
		}
	}
	var names []string
	for _, t := range excepted {
		names = append(names, strings.TrimSpace(pack.Join(append(slices.Clone(t.Places), t.Name))))
	}
	said := strings.Join(names, ", ")
	return false, &ExceptUnplaced{Except: said, err: grammar.Errorf("an exception between two commands that limits neither or either: %q", said)}
}

// sweep is the sweep rank of what a clause is on, and its class. A clause
// that is only a condition is on nothing.
func sweep(pack lang.Pack, ps lang.Clause) (int, string) {
	if _, only := conditionOnly(ps); only {
		return single, ""
	}
	cl, err := (&asm{pack: pack, ps: slices.Clone(ps)}).clause()
	t := cl.Target
	if err != nil || cl.Kind != ir.Act && cl.Kind != ir.Query {
		t = (&asm{pack: pack, ps: slices.Clone(ps)}).target()
	}
	switch {
	case t.All:
		return sweeping, t.Class
	case len(t.Places) > 0 && (t.Name == "" || t.Class != "" && slices.Contains(lang.ClassWords(t.Class), t.Name)):
		return placed, t.Class
	}
	return single, t.Class
}
