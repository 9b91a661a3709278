package turn

import (
	"edge/compile"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// requestedAlone asks on or off about what a request of its own names
// ("the lamp please", "lights please": compile.Requested), as a command
// that says no direction is asked, never the last command done on it. It
// reports whether it asked.
func (t *turn) requestedAlone() bool {
	if !compile.Requested(t.req.Text) {
		return false
	}
	cl, ok := nameSaidAlone(t.req.Text)
	return ok && t.noDirection(cl)
}

// namedAlone asks on or off about a thing named with nothing else that no
// command before follows up ("bedroom lights", "the study lamp",
// "nightstand left"): a name said alone says no direction, and asking is
// what a command that says none gets. Only words that find a device, or
// that are a class and no name, ask: "the kitchen light keeps
// flickering" names nothing and is not understood. It reports whether it
// asked.
func (t *turn) namedAlone() bool {
	cl, ok := nameSaidAlone(t.req.Text)
	if !ok {
		return false
	}
	if cl.Target.Name != "" {
		code := lang.Detect(t.req.Text).Code()
		either := cl
		either.Actions = append(compile.Actions(code, "on", nil), compile.Actions(code, "off", nil)...)
		if len(t.resolveClause(either).Entities) == 0 {
			return false
		}
	}
	return t.noDirection(cl)
}

// nameSaidAlone is the command that says no direction about the one target
// text only names.
func nameSaidAlone(text string) (ir.Clause, bool) {
	tgs, ok := compile.Targets(text)
	if !ok || len(tgs) != 1 || tgs[0].Ref || tgs[0].Name == "" && tgs[0].Class == "" && len(tgs[0].Places) == 0 {
		return ir.Clause{}, false // "home", "the whole house" name no device
	}
	return ir.Clause{Kind: ir.Act, Verb: "activate", Target: tgs[0],
		Actions: []ir.Alt{{Capability: home.SceneCapability.Name, Command: "activate"}}}, true
}
