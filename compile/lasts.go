package compile

import (
	"edge/ir"
	"edge/lang"
)

// lasted compiles a command said to last a length of time ("turn on the
// fan for ten minutes", "排气扇开十分钟") or until a time ("leave the porch
// light on until 11"): the pack finds the length (lang.Lasting) or the
// time (lang.Ending), the rest is compiled as any text, and each of its
// clauses carries them (ir.Clause.Lasts, Until), but a setting of what the
// clause before switched on: "turn the heating on for an hour" switches
// the heating on in its heat mode, and off an hour after; the mode is how
// it runs while it is on, nothing to undo. ok is false when the text
// says no length, or its rest compiles to no clause: the text is then
// compiled whole, as before. Words that open as moving what was just set
// to another time (lang.Timing.RetimeOpens) say no length.
func lasted(pack lang.Pack, text string) (*ir.Program, bool) {
	ls, ok := pack.(lang.Lasting)
	if tm, timing := pack.(lang.Timing); !ok || timing && tm.RetimeOpens(text) {
		return nil, false // "make it twenty minutes" moves what was set
	}
	rest, secs, ok := ls.Lasts(text)
	var until *ir.When
	if e, ending := pack.(lang.Ending); !ok && ending {
		var w ir.When
		if rest, w, ok = e.Until(text); ok {
			until = &w
		}
	}
	if !ok || rest == "" {
		return nil, false
	}
	p, err := Compile(rest)
	if err != nil || p.Reply != nil || len(p.Clauses) == 0 || p.Lang != pack.Code() {
		return nil, false
	}
	for i := range p.Clauses {
		if !settingOfOn(p.Clauses, i) {
			p.Clauses[i].Lasts, p.Clauses[i].Until = secs, until
		}
	}
	return p, true
}

// settingOfOn reports clause i setting what the clause before it switched
// on ("… and set it to heat", "…，它调成制热").
func settingOfOn(cls []ir.Clause, i int) bool {
	return i > 0 && cls[i].Verb == "set" && cls[i].Target.Ref && cls[i-1].Verb == "on"
}
