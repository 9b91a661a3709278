package compile

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// A value said after a thing with no verb of its own, in a command of
// several ("set the desk lamp to 30 and the bedside lamp to 50", 台灯调到
// 30，床头灯50), is set as if the verb before were said again; said once
// after several things set by one verb ("set the kitchen light and the
// bedside lamp to 50"), it is each one's. Both were not understood: a
// number with no unit and no verb says no command alone.

// verbRun is what a run of clauses of one verb said: the words of each,
// with the verb's before those that had none, and where they are in the
// program.
type verbRun struct {
	said []lang.Clause
	at   []int
}

// takesValue are the verbs of a clause said with no value that one said
// after it may complete: a verb that sets ("set the kitchen light",
// read as a scene's), a step ("dim", "turn up") and a cover's ("open the
// curtain and the blinds to 50"); never one that switches on or off.
var takesValue = map[string]bool{"activate": true, "set": true, "open": true, "close": true}

// valueWithoutVerb reports a clause of things and one value, with no
// verb, direction, change, question or state: "the bedside lamp to 50".
func valueWithoutVerb(ps lang.Clause) bool {
	values, things := 0, 0
	for _, p := range ps {
		switch p.Kind {
		case lang.Value:
			values++
		case lang.NP, lang.Prep:
			things++
		case lang.Filler, lang.Attr:
		default:
			return false
		}
	}
	return values == 1 && things > 0
}

// lead is the verb and the direction a clause says before its value:
// what is said again before a clause that has none.
func lead(ps lang.Clause) lang.Clause {
	var out lang.Clause
	for _, p := range ps {
		switch p.Kind {
		case lang.Verb, lang.Dir:
			out = append(out, p)
		case lang.Value:
			return out
		}
	}
	return out
}

// next is the run after the clause cl, said as ps, is kept at index at:
// a clause with a verb of its own starts one, a clause that took the
// verb before it goes on with it, any other ends it.
func (r verbRun) next(cl ir.Clause, ps lang.Clause, at int) verbRun {
	switch {
	case cl.Kind != ir.Act:
		return verbRun{}
	case lead(ps).Has(lang.Verb):
		return verbRun{said: []lang.Clause{ps}, at: []int{at}}
	case len(r.said) > 0:
		return verbRun{said: append(r.said, append(slices.Clone(lead(r.said[0])), ps...)), at: append(r.at, at)}
	}
	return verbRun{}
}

// valueOfRun compiles ps, things and a value with no verb, with the verb
// of the run before it. When every clause of the run said a value of its
// own, they stay; when none did and the verb may take one, the value
// said once after them all is theirs too ("dim the kitchen light and the
// bedside lamp to 20": both to 20, never the first dimmed by a step), and
// each is compiled again with it. Anything else, or a clause that cannot
// take the value, is not understood. It returns the clause, the words it was read as, and the
// run's clauses again (nil when they stay).
func valueOfRun(pack lang.Pack, run verbRun, done []ir.Clause, ps lang.Clause) (ir.Clause, lang.Clause, []ir.Clause, bool) {
	if len(run.said) == 0 {
		return ir.Clause{}, nil, nil, false
	}
	verb := lead(run.said[0])
	if !verb.Has(lang.Verb) {
		return ir.Clause{}, nil, nil, false
	}
	said := append(slices.Clone(verb), ps...)
	cl, err := (&asm{pack: pack, ps: said}).clause()
	if err != nil || cl.Kind != ir.Act || len(cl.Params) == 0 {
		return ir.Clause{}, nil, nil, false
	}
	set := 0
	for _, ps := range run.said {
		if ps.Has(lang.Value) {
			set++
		}
	}
	switch {
	case set == len(run.said):
		return cl, said, nil, true
	case set > 0 || verb.Has(lang.Dir) || !takesValue[done[run.at[0]].Verb]:
		// "turn on the tv and the lamp to 50": the tv's volume, or on?
		return ir.Clause{}, nil, nil, false
	}
	val := *ps.First(lang.Value)
	again := make([]ir.Clause, len(run.at))
	for i := range run.at {
		c, err := (&asm{pack: pack, ps: append(slices.Clone(run.said[i]), val)}).clause()
		if err != nil || c.Kind != ir.Act || len(c.Params) == 0 {
			return ir.Clause{}, nil, nil, false
		}
		again[i] = c
	}
	return cl, said, again, true
}
