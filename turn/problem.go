package turn

import (
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// problem is what is said of a clause that found nothing to act on or
// ask: the place, the reference or the capability that is missing, or
// the name not found.
func (t *turn) problem(res index.Result, cl ir.Clause) string {
	if cl.Kind == ir.Query && cl.Ask != "" && t.placeOnly(cl.Target) && (res.Problem == index.NoMatch || res.Problem == index.NoCapability) {
		return t.say(lang.MsgNoSensor, t.quantity(cl.Ask)) // "how warm is it in the hall", where nothing tells
	}
	switch res.Problem {
	case index.NoPlace:
		return t.say(lang.MsgNoPlace, res.Subject)
	case index.NoReference:
		return t.say(lang.MsgNoReference)
	case index.NoCapability:
		return t.cannotMode(res.Subject, cl)
	case noHere:
		return t.say(lang.MsgNoHere) // it was "No device here can do that"
	}
	if t.classCannot(res, cl) {
		return t.cannotMode(cl.Target.Name, cl)
	}
	if s := t.missingIn(res, cl); s != "" {
		return s
	}
	subject := res.Subject
	if subject == "" {
		subject = cl.Target.Name
	}
	if subject == "" {
		return t.say(lang.MsgNothingFits)
	}
	return t.say(lang.MsgNoMatch, subject)
}
