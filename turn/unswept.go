package turn

import "slices"

// undone are the commands that undo another: a device a sweep switches
// off and a later clause switches on by itself is not switched twice.
var undone = map[string]string{"on": "off", "off": "on", "open": "close", "close": "open"}

// unswept leaves out of a clause that reaches several devices each call
// a later clause of the turn undoes on that device alone ("turn the
// bedroom lights off and the bedside lamp on": the bedside lamp is not
// switched off first; "close all the blinds and open the bedroom blind").
// What is left is what the turn ends in, as before, without a light
// flickering or a motor turning back. A sweep of thousands is looked at
// once: the calls of the clauses after it that reach one device each are
// few.
func unswept(items []item) []item {
	alone := make([]bool, len(items)) // the item acts on one device, unconditionally
	for i, it := range items {
		alone[i] = it.cond == nil && oneDevice(it.calls)
	}
	for i := range items {
		if items[i].cond != nil || alone[i] || len(items[i].calls) < 2 {
			continue
		}
		later := map[[2]string]bool{} // device and command done to it alone after
		for j := i + 1; j < len(items); j++ {
			if alone[j] {
				for _, c := range items[j].calls {
					later[[2]string{c.Call.Device, c.Call.Command}] = true
				}
			}
		}
		if len(later) == 0 {
			continue
		}
		items[i].calls = slices.DeleteFunc(items[i].calls, func(c plannedCall) bool {
			return later[[2]string{c.Call.Device, undone[c.Call.Command]}]
		})
	}
	return items
}

// oneDevice reports whether calls are made to one device, and some are:
// a sweep's thousands are seen to be more at their second.
func oneDevice(calls []plannedCall) bool {
	return len(calls) > 0 && !slices.ContainsFunc(calls[1:], func(c plannedCall) bool { return c.Call.Device != calls[0].Call.Device })
}
