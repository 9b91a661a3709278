package compile

import (
	"edge/ir"
	"edge/lang"
)

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
	if assemble(pack, clauses, p) != nil || len(p.Clauses) == 0 {
		return nil, false
	}
	for i := range p.Clauses {
		w := when
		p.Clauses[i].When = &w
	}
	return p, true
}
