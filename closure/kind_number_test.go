package closure_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// setTo: the wording sets the device's brightness to the value, and does
// nothing else.
func setTo(id string, value float64) outcome {
	return func(r turn.Result) bool {
		return acts(r) && len(r.Actions) == 1 && r.Actions[0].Device == id && r.Actions[0].Command == "set" &&
			r.Actions[0].Args["brightness"] == value
	}
}

// TestNumbersInNames: a number that belongs to a room's or a device's
// name, in digits or in words, is never an amount: the room's light is
// switched, or set to the value said, never to the name's number; a list
// of numbers after a name names each.
func TestNumbersInNames(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	for _, r := range []string{"guest room 2", "guest room two", "Guest Room 2"} {
		for _, dir := range []string{"on", "off"} {
			want := doing("light.guest2 " + dir)
			for _, f := range []string{"turn %d the light in %r", "turn %d the lights in the %r", "switch %d %r",
				"turn the light in %r %d", "turn %d the %r light"} {
				en[strings.NewReplacer("%d", dir, "%r", r).Replace(f)] = want
			}
		}
		en["set the light in "+r+" to 40"] = setTo("light.guest2", 40)
		en["dim the light in "+r+" to 30%"] = setTo("light.guest2", 30)
	}
	for _, z := range []string{"garden zone 3", "garden zone three", "zone 3"} {
		en["turn on "+z] = doing("switch.zone3 on")
		en["turn off the "+z] = doing("switch.zone3 off")
	}
	for _, l := range []string{"garden zones 3 and 4", "zones 3 and 4", "the garden zones 3 and 4"} {
		en["turn on "+l] = doing("switch.zone3 on", "switch.zone4 on")
	}
	for _, n := range []string{"3d printer", "3D printer", "3 d printer", "3-d printer"} {
		en["turn on the "+n] = doing("switch.printer3d on")
		en["switch the "+n+" off"] = doing("switch.printer3d off")
	}
	zh["打开3D打印机"] = doing("switch.printer3d on")
	zh["把3d打印机关了"] = doing("switch.printer3d off")
	for _, r := range []string{"二号客房", "2号客房"} {
		for v, dir := range map[string]string{"打开": "on", "关掉": "off"} {
			zh[v+r+"的灯"] = doing("light.guest2 " + dir)
			zh["把"+r+"的灯"+v] = doing("light.guest2 " + dir)
			zh[v+r] = doing("light.guest2 " + dir)
		}
		zh[r+"的灯调到40"] = setTo("light.guest2", 40)
		zh["把"+r+"的灯亮度调到30"] = setTo("light.guest2", 30)
	}
	for _, z := range []string{"花园三区", "花园3区"} {
		zh["打开"+z] = doing("switch.zone3 on")
	}
	zh["打开花园三区和四区"] = doing("switch.zone3 on", "switch.zone4 on")
	check(t, e, "numbers in names (en)", 30, en)
	check(t, e, "numbers in names (zh)", 12, zh)
}
