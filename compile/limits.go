package compile

// What reshapes a clause beyond its target and action: a count of
// devices said before their class, and a wish (a state said to be too
// much or too little), asked back rather than done.

import (
	"math"

	"edge/home"
	"edge/ir"
	"edge/lang"
)

// reasons makes the wishes of an utterance that also says a command the
// reasons for it ("灯太亮了 调暗一点", "it's too dark, turn on the
// lamp"): the command says what is to be done.
func reasons(clauses []lang.Clause) []lang.Clause {
	acts := false
	for _, ps := range clauses {
		for _, p := range ps {
			acts = acts || p.Kind == lang.Verb || p.Kind == lang.Dir || p.Kind == lang.Value || p.Kind == lang.Rel && !p.Wish
		}
	}
	if !acts {
		return clauses
	}
	for _, ps := range clauses {
		for i := range ps {
			if ps[i].Kind == lang.Rel && ps[i].Wish {
				ps[i] = lang.Phrase{Kind: lang.Filler, Raw: ps[i].Raw}
			}
		}
	}
	return clauses
}

// counts reads a whole number said right before a class of devices ("all
// three lights", "两个台灯") as how many of them, never as a level.
func (a *asm) counts() {
	for i := range a.ps {
		p := &a.ps[i]
		if p.Kind != lang.Value || !p.HasNum || p.Unit != "" || p.Prep != "" || p.Num < 1 || p.Num != math.Trunc(p.Num) {
			continue
		}
		j := i + 1
		for j < len(a.ps) && a.ps[j].Kind == lang.Filler {
			j++
		}
		if j == len(a.ps) || a.ps[j].Kind != lang.NP || a.ps[j].Ref || len(a.ps[j].Words) == 0 {
			continue
		}
		if class, _ := classOf(a.pack.Join(a.ps[j].Words)); class != "" {
			a.count, p.Kind = int(p.Num), lang.Filler
		}
	}
}

// wish reports a clause that says a state is too much or too little, or
// asks whether to do what it says.
func (a *asm) wish() bool {
	for _, p := range a.ps {
		if (p.Kind == lang.Rel || p.Kind == lang.Verb || p.Kind == lang.Dir) && p.Wish {
			return true
		}
	}
	return false
}

// Switches are the actions that also answer a wish about a level that
// switches a device on or off, said of a class of devices ("the hall
// light is too bright", where it has no brightness: off); none for other
// parameters.
func Switches(params []ir.Param) []ir.Alt {
	if len(params) == 0 || !params[0].Relative {
		return nil
	}
	if a, ok := home.LookupAttr(params[0].Name); !ok || !a.SwitchesOn {
		return nil
	}
	if params[0].Num < 0 {
		return []ir.Alt{alt("onoff", "off")}
	}
	return []ir.Alt{alt("onoff", "on")}
}
