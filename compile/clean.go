package compile

import (
	"slices"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// clean is "clean the living room": the vacuum starts, with the room.
// A vacuum is sent to one room: what would take a room out, or name
// another, cannot be kept to, and is never dropped.
var (
	errCleanExcept = grammar.Errorf("an exception to a room a vacuum is sent to")
	errCleanRooms  = grammar.Errorf("two rooms for one vacuum")
)

func (a *asm) clean() (ir.Clause, error) {
	var vacuum ir.Target
	room := ""
	for _, p := range a.ps {
		var np *lang.Phrase
		switch p.Kind {
		case lang.Except:
			return ir.Clause{}, errCleanExcept
		case lang.NP:
			np = &p
		case lang.Prep:
			if p.Prep == lang.PrepWith {
				vacuum.Name = a.pack.Join(p.NP.Words)
				vacuum.Class, _ = classOf(vacuum.Name)
				continue
			}
			np = p.NP
		case lang.Value:
			if p.HasNum {
				return ir.Clause{}, errNoAction // "vacuum the kitchen in 30": a number no cleaning takes
			}
			continue
		default:
			continue
		}
		if np.Here || a.generic(a.pack.Join(np.Words)) {
			// "clean this room", "clean the room", 打扫一下房间: where the
			// speaker is.
			if room != "" && room != "here" {
				return ir.Clause{}, errCleanRooms // "在储藏间清扫这里"
			}
			room = "here"
			continue
		}
		name := a.pack.Join(a.dropSurfaces(np.Words))
		if v := a.pack.Vocab(); name == "" || v.WholeHome[name] || np.WholeHome {
			continue // "clean the house", "clean the floor": everywhere
		}
		if c, _ := classOf(name); c == "vacuum" {
			vacuum.Name, vacuum.Class = name, c
			continue
		}
		switch {
		case room == "":
			room = name
		case name != room:
			return ir.Clause{}, errCleanRooms // "clean the kitchen in the attic"
		}
	}
	if vacuum.Name == "" {
		vacuum.Name, vacuum.Class = "", "vacuum"
	}
	cl := ir.Clause{Kind: ir.Act, Verb: "start", Actions: []ir.Alt{alt("vacuum", "start")}, Target: vacuum}
	if room != "" {
		cl.Params = []ir.Param{{Name: "room", Text: room}}
	}
	return cl, nil
}

// cleanedAfterStart reports cleaning said after the start of a vacuum,
// with nothing else between them ("start the robot vacuum and clean the
// living room", 开启扫地机器人并清扫客厅): one start, of that vacuum, where
// the cleaning is to be. It started twice, the first everywhere.
func cleanedAfterStart(prev, cl ir.Clause) bool {
	start := alt("vacuum", "start")
	return prev.Kind == ir.Act && cl.Kind == ir.Act && prev.Negated == cl.Negated && len(prev.Params) == 0 && len(cl.Params) > 0 &&
		prev.Target.Class == "vacuum" && slices.Contains(prev.Actions, start) && slices.Equal(cl.Actions, []ir.Alt{start}) &&
		cl.Target.Name == "" && cl.Target.Class == "vacuum" && !cl.Target.All && prev.Condition == nil && cl.Condition == nil &&
		prev.When == nil && cl.When == nil
}

// cleanStopped is cleaning said with a verb that stops it ("stop
// cleaning", "停止扫地", "扫地停了"): the vacuum stops, wherever it was
// sent; it never starts.
func (a *asm) cleanStopped() (ir.Clause, error) {
	cl, err := a.clean()
	if err != nil {
		return cl, err
	}
	cl.Verb, cl.Actions, cl.Params = "stop", []ir.Alt{alt("vacuum", "stop")}, nil
	return cl, nil
}

// dropSurfaces takes what a vacuum cleans that is no place out of a name
// ("the living room carpet" is the living room).
func (a *asm) dropSurfaces(words []string) []string {
	var keep []string
	for _, w := range words {
		for _, x := range a.pack.Split(w) {
			if !a.pack.Vocab().Surfaces[x] {
				keep = append(keep, x)
			}
		}
	}
	return keep
}

// hasRole reports a word of a name with the role in the language ("home"
// in "go home").
func (a *asm) hasRole(role string) bool {
	roles := a.pack.Vocab().Roles
	for _, p := range a.ps {
		if p.Kind == lang.NP {
			for _, x := range p.Words {
				if roles[x] == role {
					return true
				}
			}
		}
	}
	return false
}

// everywhere reports a clause that says everywhere in the home, as a
// noun of the pack's ("every room", "all over the house").
func (a *asm) everywhere() bool {
	roles := a.pack.Vocab().Roles
	return slices.ContainsFunc(a.ps, func(p lang.Phrase) bool { return p.Kind == lang.Noun && roles[p.Raw] == "everywhere" })
}

// homeAlone reports a clause whose only word of the whole home is the word
// of where a thing goes home ("go home", "return home"), with no word of
// all: it names no thing of the home.
func (a *asm) homeAlone() bool {
	v := a.pack.Vocab()
	home := false
	for _, p := range a.ps {
		switch {
		case p.Kind == lang.NP && p.All, p.Kind == lang.Noun && v.Roles[p.Raw] == "everywhere":
			return false
		case p.Kind == lang.NP && (p.WholeHome || v.WholeHome[a.pack.Join(p.Words)]):
			if len(p.Words) != 1 || v.Roles[p.Words[0]] != "home" {
				return false
			}
			home = true
		}
	}
	return home
}

// homeward takes the words of where a thing goes home out of the target's
// name ("the mower back home": the mower).
func (a *asm) homeward(t ir.Target) ir.Target {
	return a.dropRole(a.dropRole(t, "home"), "back")
}

// dropRole takes the words of a role out of the target's name.
func (a *asm) dropRole(t ir.Target, role string) ir.Target {
	roles := a.pack.Vocab().Roles
	var keep []string
	for _, x := range a.pack.Split(t.Name) {
		if roles[x] != role {
			keep = append(keep, x)
		}
	}
	t.Name = a.pack.Join(keep)
	t.Class, _ = classOf(t.Name)
	return t
}

// dropLawn takes the lawn out of a mower command ("mow the lawn").
func (a *asm) dropLawn(t ir.Target) ir.Target {
	if a.pack.Vocab().Lawn[t.Name] {
		t.Name, t.Class = "", "mower"
	}
	if t.Name == "" && !t.Ref {
		t.Class = "mower"
	}
	return t
}
