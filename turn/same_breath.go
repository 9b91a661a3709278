package turn

import (
	"slices"

	"edge/index"
)

// sameBreath keeps, of what a clause that names nothing found across the
// home (found), only what stands in the rooms of what the clauses before
// it in the same utterance acted on: "打开客厅灯，调成红色", "turn on the
// living room light, then make it red", where the living room's light
// has no colour, is never the dining room's coloured light, nor "打开客厅
// 空调，湿度调到五十" the bedroom's humidifier. Where nothing there fits,
// the clause is what the devices before it cannot do (cant). What was
// acted on in no room leaves found as it is.
func (t *turn) sameBreath(cant, found index.Result) index.Result {
	rooms := map[string]bool{}
	for _, id := range t.resolved {
		e, ok := t.e.idx.Entity(id)
		if !ok || e.Room == "" {
			return found
		}
		rooms[e.Room] = true
	}
	elsewhere := func(e *index.Entity) bool { return !rooms[e.Room] }
	if !slices.ContainsFunc(slices.Concat(found.Entities, found.Options, found.Pool), elsewhere) {
		return found
	}
	found.Entities = slices.DeleteFunc(slices.Clone(found.Entities), elsewhere)
	found.Options = slices.DeleteFunc(slices.Clone(found.Options), elsewhere)
	found.Pool = slices.DeleteFunc(slices.Clone(found.Pool), elsewhere)
	found.Rooms, found.Candidates, found.More = nil, nil, 0
	switch {
	case len(found.Entities) == 0 && len(found.Options) == 0:
		for _, id := range t.resolved {
			if e, _ := t.e.idx.Entity(id); e.Name == cant.Subject {
				cant.Subject = t.nameOf(id) // in the language spoken
			}
		}
		return cant
	case len(found.Entities) == 0 && len(found.Options) == 1:
		found.Entities, found.Options, found.Pool = found.Options, nil, nil
	}
	return found
}
