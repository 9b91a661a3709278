package compile

import (
	"slices"

	"edge/home"
	"edge/ir"
)

// halfWays is the commands of a level said as a half (ir.Param.Half)
// that set a level with a way to be half: one that does something to the
// device (opens it, lights or blows it), never a volume or a humidity
// ("电视开一半" set the TV's volume to 50).
func halfWays(cl []ir.Alt) []ir.Alt {
	return slices.DeleteFunc(slices.Clone(cl), func(a ir.Alt) bool {
		lv, ok := home.LevelArgOf(a.Capability)
		return !ok || lv.Does == 0
	})
}
