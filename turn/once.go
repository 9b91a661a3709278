package turn

import (
	"maps"
	"reflect"
	"slices"

	"edge/index"
)

// A device is acted on once in a turn. Named again by a later clause or
// item of a list (卧室灯调到五十，台灯也是，床头灯也是 where the bedside lamp
// is one of the bedroom's lights; "turn on the bedroom lights and the
// bedside lamp"), the same call was planned and said twice; set again to
// another value ("set the bedroom lights to 50 and the bedside lamp to
// 30"), the later value is the one meant. Only calls that leave the same
// state however often they are made are merged: a toggle, a step up or
// down and a skip to the next track add up, and are kept. A call under a
// condition is merged only with one under the same condition (of its own
// clause).

// once drops from items the calls made again, keeping the first of two
// alike and the later of two that set the same arguments to other values.
func (t *turn) once(items []item) []item {
	type at struct{ item, call int }
	seen := map[string]at{}
	drop := map[at]bool{}
	for i, it := range items {
		for j, c := range it.calls {
			if !t.settles(c) {
				continue
			}
			key := c.Call.Device + "\x00" + c.Call.Command
			before, ok := seen[key]
			if !ok || before.item != i && (items[before.item].cond != nil || it.cond != nil) {
				seen[key] = at{i, j}
				continue
			}
			prev := items[before.item].calls[before.call].Call.Args
			switch {
			case reflect.DeepEqual(prev, c.Call.Args):
				drop[at{i, j}] = true
			case slices.Equal(slices.Sorted(maps.Keys(prev)), slices.Sorted(maps.Keys(c.Call.Args))):
				drop[before] = true
				seen[key] = at{i, j}
			}
		}
	}
	if len(drop) == 0 {
		return items
	}
	out := items[:0]
	for i, it := range items {
		n := len(it.calls)
		var kept []plannedCall
		for j, c := range it.calls {
			if !drop[at{i, j}] {
				kept = append(kept, c)
			}
		}
		it.calls = kept
		if len(kept) > 0 || n == 0 {
			out = append(out, it)
		}
	}
	return out
}

// settles reports a call that leaves its device in the same state made
// once or twice: no toggle, no skip, no step.
func (t *turn) settles(c plannedCall) bool {
	if repeated[c.Call.Command] {
		return false
	}
	ent, ok := t.e.idx.Entity(c.Call.Device)
	if !ok || ent.Kind != index.Device {
		return false
	}
	spec, _, ok := ent.Device.Command(c.Call.Command)
	if !ok || spec.Sim.Toggle != "" {
		return false
	}
	for _, a := range spec.Args {
		if _, given := c.Call.Args[a.Name]; given && a.Step {
			return false
		}
	}
	return true
}

// repeated are the commands whose every call changes the state again.
var repeated = map[string]bool{"next": true, "previous": true}
