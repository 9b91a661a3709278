package turn

import (
	"edge/compile"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// "Open it" and "close it" said of what only switches ("turn on the hall
// light", then "close it"): it is switched on and off, as "close the
// light" is (the English of many speakers, as 关 and 开 in Chinese). "It"
// could not open or close, so edge asked about another device near it
// that could: "Did you mean Front door lock?" after the hall light, the
// gas valve after the kitchen's, the curtain after the tv, and a yes
// locked or closed it.

// opensSwitched are the verbs so read, with the direction each switches;
// plugged are the types of device a closed circuit may mean on, left as
// said ("close the switch").
var (
	opensSwitched = map[string]string{"open": "on", "close": "off"}
	plugged       = map[string]bool{"outlet": true, "switch": true}
)

// switchedRef is the clause with open or close said of "it" read as on
// or off, where every device it refers to switches and none opens,
// closes or locks; any other clause is as said.
func (t *turn) switchedRef(cl ir.Clause) ir.Clause {
	dir, ok := opensSwitched[cl.Verb]
	if !ok || cl.Kind != ir.Act || !cl.Target.Ref || cl.Target.Name != "" || len(cl.Params) > 0 {
		return cl
	}
	last := t.sess.Last
	if len(t.resolved) > 0 {
		last = t.resolved
	}
	if len(last) == 0 {
		return cl
	}
	for _, id := range last {
		ent, ok := t.e.idx.Entity(id)
		if !ok || ent.Kind != index.Device || !switchesOnly(ent) {
			return cl
		}
	}
	cl.Verb, cl.Actions = dir, compile.Actions(lang.Detect(t.req.Text).Code(), dir, nil)
	return cl
}

// switchesOnly reports a device that switches and neither opens, closes
// nor locks, of a type that is no plug.
func switchesOnly(ent *index.Entity) bool {
	d := ent.Device
	return d.Has("onoff") && !d.Has("position") && !d.Has("valve") && !d.Has("lock") && !plugged[d.Type]
}
