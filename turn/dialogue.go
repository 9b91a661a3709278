package turn

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// The dialogue around a command (DESIGN "A dialogue, not a form"): the
// question back when the target is not clear, room first when a plural
// was said nowhere in particular, and its answers (a name or part of one,
// a room, an ordinal, all of them, none) in clarify.go; what is said next
// without a target ("mute" after "turn on the TV") or without a verb
// ("and the kitchen"), and corrections ("no, the kitchen one"), in
// followup.go; what the words said not to do in negated.go. Here: what a
// clause means in the conversation, and "on or off?".

// noTarget is the problem of a command that names nothing, with nothing
// said before that it can mean.
const noTarget index.Problem = "no_target"

// fit says whether an entity can do what a clause asks. A place's
// temperature, set or asked ("卫生间冷一点", "how warm is the kitchen"),
// is never a thing's (a water heater's water: home.Device.OfAThing).
func (t *turn) fit(cl ir.Clause) func(*index.Entity) bool {
	can := t.capable(cl)
	if t.sceneOfPlace(cl) {
		return func(e *index.Entity) bool { return can(e) && e.Kind != index.Scene }
	}
	if !t.placeOnly(cl.Target) || !temperatureOf(cl) {
		return can
	}
	return func(e *index.Entity) bool { return can(e) && (e.Kind != index.Device || !e.Device.OfAThing()) }
}

// sceneOfPlace reports a scene to activate said by a place alone, with a
// verb of setting and no value ("客厅调一下", "set the living room"): a
// scene kept in that place is not what it names, and was activated (the
// movie scene of the living room); it is found by its own name.
func (t *turn) sceneOfPlace(cl ir.Clause) bool {
	return cl.Kind == ir.Act && cl.Verb == "activate" && cl.Target.Name != "" && t.placeOnly(cl.Target) && !t.e.idx.Named(cl.Target.Name) &&
		!slices.ContainsFunc(cl.Actions, func(a ir.Alt) bool { return a.Capability != home.SceneCapability.Name })
}

// temperatureOf reports a clause that asks or sets a temperature.
func temperatureOf(cl ir.Clause) bool {
	if cl.Ask == "temperature" {
		return true
	}
	for _, p := range cl.Params {
		if p.Name == "temperature" {
			return true
		}
	}
	return false
}

// capable says whether an entity's capabilities can do what a clause asks.
func (t *turn) capable(cl ir.Clause) func(*index.Entity) bool {
	if cl.Kind == ir.Query && t.placeOnly(cl.Target) && stateAsked(cl.Ask) {
		return t.byCapabilities(func(d *home.Device) bool { return answersClosely(d, cl.Ask) }, nil) // "is anything on"
	}
	if cl.Kind == ir.Query {
		return t.byCapabilities(func(d *home.Device) bool { return answers(d, cl.Ask) }, nil)
	}
	if slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Text != "" }) {
		return t.byCapabilities(func(d *home.Device) bool { return takesWords(d, cl) }, func() bool { return sceneAlt(cl.Actions) })
	}
	return t.byCapabilities(func(d *home.Device) bool {
		_, found := altFor(d, cl.Actions)
		return found
	}, func() bool { return sceneAlt(cl.Actions) })
}

// takesWords reports whether every word the clause sets ("heat" of a
// mode) is one the device's command allows, where it allows only some: a
// humidifier whose own modes are auto and sleep takes no "heat", and is
// not among the devices a mode said of a room or of "it" may mean.
func takesWords(d *home.Device, cl ir.Clause) bool {
	a, ok := altFor(d, cl.Actions)
	if !ok {
		return false
	}
	spec, _, _ := d.Command(a.Command)
	for _, p := range cl.Params {
		if p.Text == "" {
			continue
		}
		for _, arg := range spec.Args {
			said := strings.TrimSpace(p.Text) // as the model's values are read: "Heat" is heat
			if arg.Name == p.Name && len(arg.Enum) > 0 && !slices.ContainsFunc(arg.Enum, func(v string) bool { return strings.EqualFold(v, said) }) {
				return false
			}
		}
	}
	return true
}

// byCapabilities says whether an entity is, or for a group has, a device
// for which ok holds, and for a scene what scene says (false when nil).
// ok depends on a device's capabilities alone, and its own modes
// (home.Device.Modes) where it has them: it is asked once per list of
// capabilities (index.Entity.CapabilitySet) of the devices without modes,
// for the sweeps that ask about thousands of devices of a few kinds.
func (t *turn) byCapabilities(ok func(*home.Device) bool, scene func() bool) func(*index.Entity) bool {
	memo := make([]int8, t.e.idx.CapabilitySets()) // 0 not asked, 1 no, 2 yes
	device := func(m *index.Entity) bool {
		n := m.CapabilitySet()
		if n < 0 || n >= len(memo) || len(m.Device.Modes) > 0 {
			return ok(m.Device)
		}
		if memo[n] == 0 {
			memo[n] = 1
			if ok(m.Device) {
				memo[n] = 2
			}
		}
		return memo[n] == 2
	}
	return func(e *index.Entity) bool {
		switch e.Kind {
		case index.Device:
			if n := e.CapabilitySet(); n >= 0 && n < len(memo) && memo[n] != 0 && len(e.Device.Modes) == 0 {
				return memo[n] == 2 // what a scan of thousands asks most
			}
			return device(e)
		case index.Scene:
			return scene != nil && scene()
		}
		return slices.ContainsFunc(t.e.idx.DevicesOf(e), device)
	}
}

// bare reports whether a target names nothing at all.
func bare(tg ir.Target) bool {
	return tg.Name == "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref && !tg.All && len(tg.Except) == 0
}

// resolveClause resolves a clause's target in the turn's conversation. A
// clause that names nothing ("mute", "a bit dimmer", "set to 40%") means
// what was last acted on or asked about, in this turn ("turn on the TV,
// then the volume to 20") or before, when that can do it; otherwise a
// command whose verb must name its target is noTarget, and any other is
// resolved as said (the device near the speaker, or a question), as is
// one that names what is played ("music off": which player?).
func (t *turn) resolveClause(cl ir.Clause) index.Result {
	last, order := t.sess.Last, []bool(nil)
	if len(t.resolved) > 0 {
		last, order = t.resolved, t.resolvedOrder
	}
	ctx := index.Context{Room: t.req.Room, Last: last, LastOrder: order, Query: cl.Kind == ir.Query, Unmarked: t.unmarked(cl)}
	fit := t.fit(cl)
	nothing := bare(cl.Target) || countOnly(cl.Target)
	var cant *index.Result
	if nothing && len(last) > 0 {
		ref := cl.Target
		ref.Ref = true
		r := t.resolve(ref, fit, ctx, cl.Ask)
		if len(r.Entities) > 0 {
			return r
		}
		if len(t.resolved) > 0 && cl.Kind == ir.Act && !compile.PlayedOnly(cl) {
			cant = &r // said in one breath with what it cannot do: same_breath.go
		}
	}
	if nothing && cl.Kind == ir.Act && compile.NeedsTarget(cl.Verb) && !compile.PlayedOnly(cl) {
		return index.Result{Problem: noTarget}
	}
	said := t.homeAsked(cl)                                                                                                    // home_asked.go
	found := t.oneOfAsked(cl, t.valueOverKinds(cl, t.unguessed(cl, t.fragment(cl.Target, t.resolve(said, fit, ctx, cl.Ask))))) // one_asked.go, guess.go, placevalue.go
	found = t.presenceAsked(cl, found)                                                                                         // presence_of.go
	if cant != nil {
		return t.sameBreath(*cant, found)
	}
	return found
}

// fragment asks about what a name of one character found when it is no
// name, place or class of the home ("打开前", "关掉人": a word cut short, or
// misheard): one character of a longer name is too little to act on. A
// word of the speaker's room (屋, of 屋里关一下) is no such piece: it is the
// room, as 屋子 and 房间 are.
func (t *turn) fragment(tg ir.Target, r index.Result) index.Result {
	if len(r.Entities) == 0 || tg.Class != "" || tg.Ref || len(tg.Places) > 0 || utf8.RuneCountInString(lang.Key(tg.Name)) != 1 ||
		t.e.idx.Named(tg.Name) || t.e.idx.IsPlace(tg.Name) || index.Generic(tg.Name) {
		return r
	}
	return index.Result{Options: r.Entities, Unsure: true}
}

// unmarked reports a target whose plural its language leaves unsaid: a
// class said with a place means all of it there ("卧室的灯"), and so does a
// verb of the level or colour of light ("卧室调亮点": its lights). A place
// said alone with a verb of several kinds ("卧室调低一点", "厨房停了") names
// no kind to be plural, nor does a place whose name is also a class word
// ("车库关一下" where the garage has a door and a light), nor a verb of
// another one kind ("客厅温度调到二十四", "客厅暖和一点" where the air
// conditioner and the floor heating both set it): its devices are asked
// about, never all taken. In any language, a place said as the name of
// what a verb of the level or colour of light changes ("dim the bedroom",
// "set the bedroom brightness to 40", "make the bedroom red") is its
// lights, as "set the brightness in the bedroom to 40" and 卧室调暗一点
// are; it asked which of them.
func (t *turn) unmarked(cl ir.Clause) bool {
	kind := cl.Target.Class != "" && !t.e.idx.IsPlace(cl.Target.Name)
	return (kind || !polysemous(cl) && ofLight(cl)) && lang.Detect(t.req.Text).PluralUnmarked() || t.placeLit(cl)
}

// placeLit reports a clause that only sets the level or colour of light
// (no switching) of a place said alone as its name, not of a device so
// called.
func (t *turn) placeLit(cl ir.Clause) bool {
	tg := cl.Target
	if len(cl.Actions) == 0 || slices.ContainsFunc(cl.Actions, func(a ir.Alt) bool { return a.Capability == "onoff" || !levelCapabilities[a.Capability] }) {
		return false
	}
	return tg.Name != "" && tg.Class == "" && !tg.Ref && !tg.All && tg.Count == 0 && len(tg.Places) == 0 && len(tg.Except) == 0 &&
		t.e.idx.IsPlace(tg.Name) && !t.e.idx.Named(tg.Name)
}

// ofLight reports a clause whose actions are all of switching or of the
// level or colour of light (levelCapabilities).
func ofLight(cl ir.Clause) bool {
	return !slices.ContainsFunc(cl.Actions, func(a ir.Alt) bool { return !levelCapabilities[a.Capability] })
}

// setResolved keeps the entities a clause resolved to, for the clauses
// after it: their ids, and when they are many, their marks.
func (t *turn) setResolved(ents []*index.Entity) {
	t.resolved, t.resolvedOrder = make([]string, len(ents)), nil
	for i, ent := range ents {
		t.resolved[i] = ent.ID
	}
	if len(ents) > 8 {
		t.resolvedOrder = t.e.idx.Marks(ents)
	}
}

// noDirection asks "on or off?" about a command that said neither ("turn
// the kitchen lights", "turn of the lights": a typo never flips a
// direction). The devices become the session's last targets, so that
// "off" answers; where the words name several that are not all meant
// ("turn the lamp"), the words are asked about and none is a target. It
// reports whether it asked.
func (t *turn) noDirection(cl ir.Clause) bool {
	if cl.Kind != ir.Act || cl.Verb != "activate" || len(cl.Actions) != 1 || cl.Actions[0].Capability != home.SceneCapability.Name {
		return false
	}
	code := lang.Detect(t.req.Text).Code()
	either := cl
	either.Actions = append(compile.Actions(code, "on", nil), compile.Actions(code, "off", nil)...)
	res := t.resolveClause(either)
	if len(res.Entities) == 0 && (len(res.Pool) == 0 || cl.Target.Name == "") {
		return false
	}
	if t.spelledApart(cl.Target.Name) {
		return false // unguessed_way.go
	}
	if len(res.Entities) > 0 && !t.sceneNamed && !slices.ContainsFunc(res.Entities, func(e *index.Entity) bool { return !t.wholeScene(cl.Target.Name, e) }) {
		// "the good night scene": a scene is only activated (once)
		t.sceneNamed = true
		t.res.Source = "grammar"
		t.res.IR = &ir.Program{Lang: t.res.Lang, Clauses: []ir.Clause{cl}, Confidence: 1}
		t.clauses([]ir.Clause{cl})
		return true
	}
	t.sess.Last = nil
	var names []string
	if len(res.Entities) == 0 {
		// "turn the lights", "turn the lamp" where several are: the words
		// as said, and nothing to answer on or off about but them said again
		names = append(names, cl.Target.Name)
	}
	for _, e := range res.Entities {
		t.sess.Last = append(t.sess.Last, e.ID)
		if len(t.res.Options) < index.MaxOptions {
			t.res.Options = append(t.res.Options, Option{ID: e.ID, Name: e.Name, Room: e.Room})
			names = append(names, displayName(e, t.res.Lang))
		}
	}
	msg := lang.MsgOnOrOff
	if len(res.Entities) > 0 && !slices.ContainsFunc(res.Entities, switched) {
		msg = lang.MsgOpenOrClose // "draw the curtains": open or close them
	}
	t.res.Question = t.say(msg, t.pack().List(names, false))
	t.finish(Clarify, t.res.Question)
	return true
}

// switched reports an entity that is switched on and off, not only
// opened and closed: a device with onoff or one that does not move.
func switched(e *index.Entity) bool {
	return e.Kind != index.Device || e.Device.Has("onoff") || !e.Device.Has("position")
}

// levelCapabilities are the capabilities a command may reach on every
// device of a class in a place said with a singular class word ("the
// light in the kitchen"): switching, and the level and colour of light.
var levelCapabilities = map[string]bool{"onoff": true, "brightness": true, "color": true, "color_temp": true}

// lowRisk reports whether a command only switches the entities or sets
// their level or colour, at low risk for each.
func (t *turn) lowRisk(cl ir.Clause, ents []*index.Entity) bool {
	if cl.Kind != ir.Act || len(ents) == 0 {
		return false
	}
	for _, e := range ents {
		if e.Kind != index.Device {
			return false
		}
		d := e.Device
		a, ok := altOf(d, cl)
		if !ok || !levelCapabilities[a.Capability] {
			return false
		}
		if d.Level(a.Capability, a.Command, argsFor(a, cl.Params)) != risk.Low {
			return false
		}
	}
	return true
}
