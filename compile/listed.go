package compile

import "edge/ir"

// listedClass is t, a name said alone after the thing before in a list of
// one command, standing for the things of that one's class where it is a
// place: "set the kitchen light to 30 and the bedroom to 50" sets the
// bedroom's lights, "set the bedroom ac to 21 and the living room to 23"
// the living room's AC, never all else they hold (ir.Target.Listed). A
// name that is no place is found as it is; so is one that names a thing
// of another class where the place has none of the class before ("the
// kitchen light and the garage": the garage's light, else the garage
// door).
func listedClass(t, before ir.Target) ir.Target {
	if t.Name == "" || t.Class == before.Class || t.Ref || t.All || len(t.Places) > 0 || t.Alone != "" || len(t.Except) > 0 || before.Class == "" || before.Ref {
		return t
	}
	t.Alone, t.Listed = before.Class, true
	return t
}
