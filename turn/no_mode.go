package turn

import (
	"edge/ir"
	"edge/lang"
)

// cannotMode says that a device cannot be set to the mode asked of it
// ("卧室空调没有除湿模式。", "Bedroom AC has no dry mode."), where the
// clause sets a mode; else that it cannot do what was asked.
func (t *turn) cannotMode(name string, cl ir.Clause) string {
	for _, p := range cl.Params {
		if p.Name == modeArg && p.Text != "" {
			return t.say(lang.MsgNoMode, name, t.valueWord(p.Text))
		}
	}
	return t.cannot(name)
}

// modeArg is the argument of a mode.
const modeArg = "mode"
