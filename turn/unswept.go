package turn

import "slices"

// undone are the commands that undo another: a device a sweep switches
// off and a later clause switches on by itself is not switched twice.
var undone = map[string]string{"on": "off", "off": "on", "open": "close", "close": "open"}

// unswept leaves out of a clause that reaches several devices each call
// a later clause of the turn undoes on that device alone ("turn the
// bedroom light off and the bedside lamp on": the bedside lamp is not
// switched off first; "close all the blinds and open the bedroom blind").
// What is left is what the turn ends in, as before, without a light
// flickering or a motor turning back.
func unswept(items []item) []item {
	for i := range items {
		if items[i].cond != nil || devicesIn(items[i].calls) < 2 {
			continue
		}
		items[i].calls = slices.DeleteFunc(items[i].calls, func(c plannedCall) bool {
			for _, later := range items[i+1:] {
				if later.cond == nil && devicesIn(later.calls) == 1 && slices.ContainsFunc(later.calls, func(l plannedCall) bool {
					return l.Call.Device == c.Call.Device && undone[c.Call.Command] == l.Call.Command
				}) {
					return true
				}
			}
			return false
		})
	}
	return items
}

// devicesIn counts the devices calls are made to.
func devicesIn(calls []plannedCall) int {
	var seen []string
	for _, c := range calls {
		if !slices.Contains(seen, c.Call.Device) {
			seen = append(seen, c.Call.Device)
		}
	}
	return len(seen)
}
