package compile

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// A value said with nothing else, in its unit or as a colour or a mode
// ("22 degrees", "30 percent", "red", 二十二度, 制热): a follow-up of the
// last command, setting what it acted on (ir.Param.Alone), as "set it to
// 22 degrees" does. It was no command. A number said with no unit stays
// none: it answers a question (a choice, the PIN).

// valueAlone reports whether a value says what it is without a verb:
// a number with its unit, a colour, a colour temperature or a mode.
func valueAlone(val *lang.Phrase) bool {
	return val.HasNum && val.Unit != "" || val.Color != "" || val.Kelvin > 0 || val.Mode != ""
}

// alone is the clause of a value said alone: it set on "it", marked Alone.
func (a *asm) alone(val *lang.Phrase) (ir.Clause, error) {
	cl, err := a.set(ir.Target{Ref: true}, "", "", val, nil, "")
	if err != nil {
		return cl, err
	}
	for i := range cl.Params {
		cl.Params[i].Alone = true
	}
	return cl, nil
}

// saidAlone reports whether a clause is that of a value said alone.
func saidAlone(cl ir.Clause) bool {
	return slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Alone })
}
