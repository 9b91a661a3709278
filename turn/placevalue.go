package turn

import (
	"edge/index"
	"edge/ir"
)

// valueOverKinds asks about the devices a value said of a place alone
// reaches when they are of more than one type ("set 50 percent in the
// bedroom", "set 22 in the living room"): the words name no kind of
// device, and the value would be a position to the blinds, a humidity to
// the humidifier, a brightness to the lights and degrees to the air
// conditioner. They are asked about, as "set the bedroom to 50%" asks,
// never all set. A place whose devices that take the value are of one
// type ("set 30 in the kitchen": its dimmable light) is done, and so is a
// place said with "everything" or "all", or a verb of one kind of value
// ("dim", "it's too dark in the bathroom": brightness alone).
func (t *turn) valueOverKinds(cl ir.Clause, r index.Result) index.Result {
	if r.Problem != "" || cl.Kind != ir.Act || len(cl.Params) == 0 || !polysemous(cl) || cl.Target.All || len(cl.Target.Places) == 0 || !t.placeOnly(cl.Target) || len(r.Entities) < 2 {
		return r
	}
	types := map[string]bool{}
	for _, e := range r.Entities {
		if e.Device != nil {
			types[e.Device.Type] = true
		}
	}
	if len(types) < 2 {
		return r
	}
	return index.Result{Options: r.Entities}
}
