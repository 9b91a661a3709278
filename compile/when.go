package compile

import (
	"errors"

	"edge/ir"
	"edge/lang"
)

// ErrRetimeWithMore says a text opens with a time said to move what was
// just set and goes on ("make it twenty minutes and open the garage
// door", 改成二十分钟，再打开车库门): read as a command, the time's number
// was a value of "it" (the light set to 20 %, the tv's volume to 20) done
// with the rest. Compile returns it, and nothing is done.
var ErrRetimeWithMore = errors.New("compile: a time to move what was set, said with more")

// retimedWithMore reports whether the words of text, cut after one of
// them, open with what the pack reads as a time alone to move what was set
// (lang.Timing.Retime), and more words follow.
func retimedWithMore(pack lang.Pack, tm lang.Timing, text string) bool {
	ph, ok := pack.(lang.Phraser)
	if !ok || !tm.RetimeOpens(text) {
		return false
	}
	words := ph.Tokens(text)
	for i := len(words) - 1; i > 0; i-- {
		if _, ok := tm.Retime(pack.Join(words[:i])); ok {
			return true
		}
	}
	return false
}

// allActs reports clauses that are all commands: a question with a day
// said ("is the door locked tonight", "what's on tv later") asks for no
// time to be kept.
func allActs(cs []ir.Clause) bool {
	for _, c := range cs {
		if c.Kind != ir.Act {
			return false
		}
	}
	return true
}

// timed compiles the words of timers ("set a timer for 10 minutes", "what
// timers are set", "make it twenty minutes": a reply that moves the one
// just set), and commands said with a time ("turn off the TV in 5
// minutes"): the pack finds the time (lang.Timing), the rest is compiled as
// a command, and each of its clauses carries the time. ok is false when the
// text says no time, or its rest compiles to nothing.
func timed(pack lang.Pack, text string) (*ir.Program, bool) {
	tm, ok := pack.(lang.Timing)
	if !ok {
		return nil, false
	}
	if w, ok := tm.Retime(text); ok {
		return &ir.Program{Lang: pack.Code(), Reply: &ir.Reply{Kind: ir.Retime, When: &w}, Confidence: 1}, true
	}
	if c, ok := tm.Timer(text); ok {
		return &ir.Program{Lang: pack.Code(), Clauses: []ir.Clause{c}, Confidence: 1}, true
	}
	rest, when, ok := tm.When(text)
	if !ok || rest == "" {
		return nil, false
	}
	clauses, err := pack.Parse(rest)
	if err != nil {
		return nil, false
	}
	p := &ir.Program{Lang: pack.Code()}
	if assemble(pack, clauses, p) != nil || len(p.Clauses) == 0 || when.Vague && !allActs(p.Clauses) {
		return nil, false
	}
	for i := range p.Clauses {
		w := when
		p.Clauses[i].When = &w
	}
	return p, true
}
