package turn

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// noHere is the problem of "here" said where the speaker's room is unknown.
const noHere index.Problem = "no_here"

// resolve finds the entities of a target. "here" is the speaker's room,
// and so is a place said by a word that names none ("the room"):
// where it is not known, the room is asked first ("turn off the lights in
// this room": which room?); a place that is no room or floor is read as a
// name ("skip this song on the TV"); a question's attribute may be part of
// a name ("the outside temperature").
func (t *turn) resolve(tg ir.Target, fit func(*index.Entity) bool, ctx index.Context, ask string) index.Result {
	return t.withoutLocksApart(tg, t.resolveSaid(tg, fit, ctx, ask)) // lock_apart.go
}

// resolveSaid is resolve, before the locks said as a thing apart are
// left out.
func (t *turn) resolveSaid(tg ir.Target, fit func(*index.Entity) bool, ctx index.Context, ask string) index.Result {
	if r, ok := t.spokenOf(tg, fit, ctx, ask); ok {
		return r // pointed.go
	}
	if tg.Ref && tg.Name != "" && len(tg.Places) == 0 && t.e.idx.IsPlace(tg.Name) && t.sess.Clause != nil {
		// "车库那个也开" after 打开门厅灯, where 车库 is a word of the garage
		// door too: the garage's one of the kind referred to, as "the
		// garage one" is; it was the hall light again.
		tg = ir.Target{Places: []string{tg.Name}, One: true, Class: t.sess.Clause.Target.Class}
	}
	if room := t.e.idx.RoomName(t.req.Room); room != "" && roomAlone(tg) {
		// "turn off the room", "turn off this room", 房间关一下: the
		// speaker's room said alone, its lights, as "turn off the
		// kitchen" is; it was every device there, the gas valve and the
		// oven too.
		tg.Name, tg.Places = room, nil
	} else if roomAlone(tg) {
		// the same where the speaker's room is not known: which room's
		// lights? It was "I can't find room".
		tg.Name, tg.Class, tg.Places = "", tg.Alone, []string{"here"}
	} else if tg.Name != "" && index.Generic(tg.Name) {
		// "make the room brighter": the room is where the speaker is.
		tg.Name, tg.Class, tg.Places = "", "", append(slices.Clip(tg.Places), "here")
	} else if rest, ok := index.GenericFirst(tg.Name); ok && tg.Class != "" && len(tg.Places) == 0 && !tg.Ref && !t.e.idx.Named(tg.Name) {
		// "turn off the room light", 房间的灯关一下, 屋里的灯关了: the
		// lights of the room the speaker is in, as "the bedroom light",
		// 卧室的灯 and 这里的灯 are; it asked which of them. Where there is
		// none, the name as said ("the room heater": Kids room heater).
		here := tg
		here.Name, here.Places = rest, []string{"here"}
		if r := t.resolve(here, fit, ctx, ask); r.Problem != index.NoMatch {
			return r
		}
	}
	if tg.Class == "" && !tg.Ref && (t.e.idx.Piece(tg.Name) || !ctx.Query && t.e.idx.PieceAfterPlace(tg.Name)) {
		// "水开了", "开个车", "有事吗", "厨房的水开了": one character of
		// several names (水 of 电水壶 and 洒水器, 事 heard as 室 and 视)
		// names none of them; a question of which would act on the answer.
		// A question reads what it names, and keeps what is left of a
		// name after a place and its attribute ("书房温度计的温度": 书房计).
		return index.Result{Problem: index.NoMatch, Subject: tg.Name}
	}
	if i := slices.IndexFunc(tg.Except, func(x ir.Target) bool { return x.Name != "" && index.Generic(x.Name) }); i >= 0 {
		// "in the other rooms": all but where the speaker is; where that
		// is not known, what the rest would reach is asked about, never
		// acted on.
		room := t.e.idx.RoomName(t.req.Room)
		tg.Except = slices.Clone(tg.Except)
		if room != "" {
			tg.Except[i] = ir.Target{Name: room}
			return t.resolve(tg, fit, ctx, ask)
		}
		tg.Except = slices.Delete(tg.Except, i, i+1)
		r := t.resolve(tg, fit, ctx, ask)
		if len(r.Entities) > 0 {
			r.Options, r.Pool, r.Entities = r.Entities, nil, nil
		}
		return r
	}
	tg, ok := t.localize(tg)
	if !ok {
		return t.askRoom(tg, fit, ctx)
	}
	res := t.e.idx.Resolve(t.ctx, tg, fit, ctx)
	if tg.Widened && res.Problem == "" {
		// "turn on the kitchen light except the hall light": the hall
		// light is none of the kitchen's lights, so "the kitchen light"
		// is the one so named, not every light of the kitchen.
		whole := tg
		whole.Except = nil
		if r := t.e.idx.Resolve(t.ctx, whole, fit, ctx); r.Problem == "" && len(r.Entities) == len(res.Entities) {
			said := tg
			said.All, said.Except, said.Widened = false, nil, false
			return t.resolve(said, fit, ctx, ask)
		}
	}
	if tg.Near && res.Problem != index.NoPlace && len(res.Entities) == 0 {
		// "if the hall is above 20 open the garage door": the place is
		// the condition's, and the garage door is elsewhere.
		wide := tg
		wide.Places, wide.Near = nil, false
		if r := t.resolve(wide, fit, ctx, ask); (len(r.Entities) > 0 || len(res.Options) == 0) && !t.farHazard(tg, ctx, r) {
			return r
		}
	}
	if res.Problem == index.NoReference && (tg.Name == "" || tg.Ref) && len(tg.Places) == 0 {
		// "turn it up" with nothing said before: which of the few that can?
		opts := t.fitting(fit)
		if here := t.ambient(opts, ctx.Room); len(here) == 1 {
			return index.Result{Entities: here} // ambient.go
		} else if len(here) > 1 && len(here) <= index.MaxOptions {
			return index.Result{Options: here}
		}
		if len(opts) > 0 && len(opts) <= index.MaxOptions {
			return index.Result{Options: opts}
		}
	}
	if res.Problem == index.NoPlace {
		moved := tg
		moved.Places = nil
		for _, p := range tg.Places {
			if p == res.Subject {
				moved.Name = strings.TrimSpace(moved.Name + " " + p)
				moved.Class = ""
				continue
			}
			moved.Places = append(moved.Places, p)
		}
		if r := t.e.idx.Resolve(t.ctx, moved, fit, ctx); r.Problem == "" {
			return r
		}
	}
	if tg.Name != "" && (res.Problem == index.NoMatch || len(res.Options) > 0 || res.Unsure) {
		// "the smart plug", "the electric kettle", 智能音箱: the words of
		// how it is made say nothing of which one. Where the name as said
		// asked which of a place's, or guessed, the name without them
		// must find what it names.
		if name := t.unmade(tg.Name); name != "" {
			plain := tg
			plain.Name = name
			if r := t.resolve(plain, fit, ctx, ask); r.Problem == "" && (len(r.Entities) > 0 && !r.Unsure || res.Problem != "") {
				return r
			}
		}
	}
	if res.Problem == index.NoMatch && !ctx.Query {
		// "open the double garage door", "the patio string lights": a
		// word no name of the home has, said of one thing the rest
		// names, is asked about, never acted on.
		if name := t.knownPart(tg.Name); name != "" {
			known := tg
			known.Name = name
			if r := t.resolve(known, fit, ctx, ask); r.Problem == "" && len(r.Entities) == 1 && !t.otherOfKind(tg.Name, name, r.Entities[0]) {
				return askedOf(r.Entities) // other_kind.go
			}
		}
	}
	if tg.Class != "" && (res.Problem == index.NoMatch || res.Unsure && index.RelayClass(tg.Class)) {
		// "play corner lights" for a light called "Play Corner"; "the tv
		// plug", 台灯开关: a switch or plug said after a name is what that
		// name is, whatever its class, as what is wired to it. Where the
		// whole was a guess (床头灯插头), only a whole name of the home,
		// found for sure.
		if name := index.StripClassWords(lang.Key(tg.Name), tg.Class); name != "" && name != lang.Key(tg.Name) && !t.e.idx.IsPlace(name) &&
			(res.Problem != "" || t.e.idx.Named(name)) {
			named := tg
			named.Name, named.Class = name, ""
			found := func(r index.Result) bool {
				return r.Problem == "" && (res.Problem != "" || len(r.Entities) > 0 && !r.Unsure)
			}
			classFit := func(e *index.Entity) bool { return index.InClass(e, tg.Class) && fit(e) }
			if r := t.e.idx.Resolve(t.ctx, named, classFit, ctx); found(r) {
				return r
			}
			if index.RelayClass(tg.Class) {
				if r := t.e.idx.Resolve(t.ctx, named, fit, ctx); found(r) {
					return r
				}
			}
		}
	}
	if r, ok := t.classNamed(tg, res, fit, ctx); ok {
		return r
	}
	if res.Problem == index.NoMatch && ask != "" && tg.Name != "" {
		named := tg
		named.Name, named.Class = tg.Name+" "+t.pack().Attribute(ask), ""
		if r := t.e.idx.Resolve(t.ctx, named, fit, ctx); r.Problem == "" {
			return r
		}
	}
	return res
}

// classNamed asks whether a device whose name begins with a class word
// is meant, where the home has no device of that class: "turn off the
// tv" in a home whose only word of a tv is in "TV plug" asks "Did you
// mean TV plug?" (it was "I can't find tv"). A guess, never acted on
// unasked, and only of what its type and names say is no hazard: a name
// that holds the word elsewhere is no such device (门 of 阀门, the gas
// valve).
func (t *turn) classNamed(tg ir.Target, res index.Result, fit func(*index.Entity) bool, ctx index.Context) (index.Result, bool) {
	if res.Problem != index.NoMatch || tg.Class == "" || tg.Name == "" || tg.Ref || len(tg.Except) > 0 ||
		t.e.idx.Classed(tg.Class) {
		return index.Result{}, false
	}
	named := tg
	named.Class, named.All, named.Plural = "", false, false
	r := t.e.idx.Resolve(t.ctx, named, fit, ctx)
	es := r.Entities
	if len(es) == 0 {
		es = r.Options
	}
	said := lang.Key(tg.Name)
	es = slices.DeleteFunc(slices.Clone(es), func(e *index.Entity) bool {
		return e.Kind != index.Device || e.Device.Hazards() != 0 || !slices.ContainsFunc(append([]string{e.Device.Name}, e.Device.Aliases...),
			func(name string) bool { return namedFirst(lang.Key(name), said) })
	})
	if r.Problem != "" || len(es) == 0 || len(es) > index.MaxOptions {
		return index.Result{}, false
	}
	return askedOf(es), true
}

// namedFirst reports a name's key that begins with the words of said and
// goes on: "tv plug" with "tv", 电视插座 with 电视.
func namedFirst(key, said string) bool {
	rest, ok := strings.CutPrefix(key, said)
	if !ok || rest == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(said)
	return r >= utf8.RuneSelf || strings.HasPrefix(rest, " ")
}

// askedOf asks whether the entities found are meant, never acting on
// them unasked: a guess (index.Result.Unsure).
func askedOf(es []*index.Entity) index.Result {
	return index.Result{Options: es, Pool: es, Unsure: true}
}

// askRoom resolves a target said "here" where the speaker's room is not
// known: a class of devices in several rooms asks which room, of one
// device whether it is the one; anything else is noHere.
func (t *turn) askRoom(tg ir.Target, fit func(*index.Entity) bool, ctx index.Context) index.Result {
	var places []string
	for _, p := range tg.Places {
		if p != "here" && !index.Generic(p) {
			places = append(places, p)
		}
	}
	if tg.Class == "" && tg.Name == "" {
		tg.Class = t.onlyClass(fit) // "make this room brighter": the lights
	}
	if tg.Class == "" || len(places) > 0 || ctx.Query {
		return index.Result{Problem: noHere}
	}
	tg.Places, tg.All, tg.Plural = nil, true, true
	r := t.e.idx.Resolve(t.ctx, tg, fit, ctx)
	switch {
	case len(r.Rooms) > 0:
		return r
	case len(r.Entities) == 1 && r.Problem == "":
		// "turn on the tv in here" where the home has one: is it that
		// one? Never done unasked: the speaker may be where there is none.
		return askedOf(r.Entities)
	}
	return index.Result{Problem: noHere}
}

// fitting lists the devices that fit.
func (t *turn) fitting(fit func(*index.Entity) bool) []*index.Entity {
	var out []*index.Entity
	for _, e := range t.e.idx.Devices() {
		if fit(e) {
			out = append(out, e)
		}
	}
	return out
}

// onlyClass is the one device type of the devices that fit, or "" when
// they are of several types or none.
func (t *turn) onlyClass(fit func(*index.Entity) bool) string {
	class := ""
	for _, e := range t.e.idx.Devices() {
		if !fit(e) {
			continue
		}
		if class != "" && e.Device.Type != class {
			return ""
		}
		class = e.Device.Type
	}
	return class
}

// localize replaces "here" with the speaker's room, and "there" with the
// place last spoken of (none when it is not known: the target as said
// without it); ok is false when the speaker's room is not known.
func (t *turn) localize(tg ir.Target) (ir.Target, bool) {
	var places []string
	for _, p := range tg.Places {
		if p == ir.There {
			if there := t.there(); there != "" {
				places = append(places, there)
			}
			continue
		}
		if p != "here" && !index.Generic(p) {
			places = append(places, p)
			continue
		}
		name := t.e.idx.RoomName(t.req.Room)
		if name == "" {
			return tg, false
		}
		places = append(places, name)
	}
	tg.Places = places
	return tg, true
}

// roomAlone reports the speaker's room said alone in a command that
// switches (ir.Target.Alone): by a word that names no room ("the room",
// 房间) or as here ("this room").
func roomAlone(tg ir.Target) bool {
	if tg.Alone == "" || tg.Class != "" {
		return false
	}
	return tg.Name != "" && index.Generic(tg.Name) && len(tg.Places) == 0 || tg.Name == "" && slices.Equal(tg.Places, []string{"here"})
}

// roomID finds the room a vacuum is sent to, by id, name or alias.
func (t *turn) roomID(text string) string {
	if text == "here" {
		return t.req.Room
	}
	return t.e.idx.RoomOf(lang.Key(text))
}

// places fixes the room parameter of a clause to a room id.
//
// A floor is no room to clean: "clean the first floor" starts the vacuum
// of that floor without a room.
func (t *turn) places(cl *ir.Clause) string {
	for i, p := range cl.Params {
		if p.Name != roomParam {
			continue
		}
		if id := t.roomID(p.Text); id != "" {
			cl.Params[i].Text = id
			continue
		}
		switch floor := t.floorSaid(p.Text); {
		case floor != "":
			cl.Target.Places = append(cl.Target.Places, floor)
			cl.Params = append(cl.Params[:i:i], cl.Params[i+1:]...)
			return ""
		case p.Text == "here":
			return t.say(lang.MsgNoHere)
		default:
			return t.say(lang.MsgNoPlace, p.Text)
		}
	}
	return ""
}

// floorSaid is the floor a place said to clean names, "" for none: the
// place, or the place with a word of what a vacuum cleans after it, which
// the words left out as no place ("the first floor" was read "first").
func (t *turn) floorSaid(text string) string {
	if t.isFloor(text) {
		return text
	}
	p := t.pack()
	for w := range p.Vocab().Surfaces {
		if said := p.Join(append(p.Split(text), w)); t.isFloor(said) {
			return said
		}
	}
	return ""
}

// isFloor reports whether a place said is a floor of the home.
func (t *turn) isFloor(text string) bool {
	key := lang.Key(text)
	for _, f := range t.e.home.Floors {
		if key == lang.Key(f.Name) || key == lang.Key(strings.ReplaceAll(f.ID, "_", " ")) {
			return true
		}
		for _, a := range f.Aliases {
			if key == lang.Key(a) {
				return true
			}
		}
	}
	return false
}
