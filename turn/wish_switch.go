package turn

import (
	"edge/compile"
	"edge/home"
	"edge/ir"
)

// onlySwitches reports whether the devices of a change none of them can
// make ("the hall light is too bright", where it only switches) set
// nothing at all: then switching them is what mends it, and is asked back.
// A device that sets something else (an air conditioner told to lower a
// fan speed it does not have) is told it cannot, never offered to be
// switched off.
func (t *turn) onlySwitches(cl ir.Clause) bool {
	sw := cl
	sw.Actions = compile.Switches(cl.Params)
	res := t.resolveClause(sw)
	ents := append(res.Entities, res.Pool...)
	if len(ents) == 0 {
		return false
	}
	for _, e := range ents {
		if e.Device == nil {
			return false
		}
		for _, name := range e.Device.Capabilities {
			if setsSomething(name) {
				return false
			}
		}
	}
	return true
}

// setsSomething reports a capability with a command that takes a value.
func setsSomething(capability string) bool {
	c, ok := home.LookupCapability(capability)
	if !ok {
		return false
	}
	for _, cmd := range c.Commands {
		if len(cmd.Args) > 0 {
			return true
		}
	}
	return false
}
