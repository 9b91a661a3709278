package turn

import (
	"edge/home"
	"edge/risk"
)

// sweptLevel is the level of a call a sweep makes of a device it does not
// name ("厨房都关了", "卧室电器都关掉", "turn everything off in the kitchen")
// that is a heat hazard (a kettle, an oven, a heater): switched off too,
// it is asked about first, never done silently; a word that limits the
// sweep may have been lost, and an oven at work is no light. Named, it is
// done as said ("关掉烤箱").
func sweptLevel(level risk.Level, hz home.Hazard) risk.Level {
	if hz&home.Heat != 0 {
		return max(level, risk.High)
	}
	return level
}
