package turn

import (
	"slices"

	"edge/risk"
)

// The end of a command said to last a while, fallen due while edge was not
// running. "Open the garage door for 10 minutes", and edge is down at the
// time: the door is closed late, when edge runs again, rather than left
// open for good. Only an end that goes the safe way runs late: it closes,
// locks, switches off, stops or docks, at low risk. One that goes the other
// way ("turn off the kettle for 10 minutes": on again after) is dropped as
// missed, as any timer more than Grace late: switched on hours later, it
// would surprise.

// closing are the commands that end what a device was doing, the safe
// side of a command and what undoes it (undoes).
var closing = map[string]bool{"off": true, "close": true, "lock": true, "stop": true, "dock": true}

// runsLate reports whether a timer more than Grace late still runs: it
// undoes a command said to last a while, and every call of it goes the
// safe way, at low risk.
func runsLate(rec *timer) bool {
	return rec.Undoes && len(rec.Calls) > 0 && !slices.ContainsFunc(rec.Calls, func(c plannedCall) bool {
		return !closing[c.Call.Command] || c.Risk > risk.Low
	})
}
