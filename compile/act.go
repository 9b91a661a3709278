package compile

import (
	"slices"
	"strings"

	"edge/ir"
	"edge/lang"
)

// verb is the first verb of the clause ("" for none).
func (a *asm) verb() string {
	if v := a.first(lang.Verb); v != nil {
		return v.Word
	}
	return ""
}

func (a *asm) act() (ir.Clause, error) {
	t := a.target()
	verb := a.verb()
	dir := ""
	if d := a.first(lang.Dir); d != nil {
		dir = d.Word
	}
	val := a.first(lang.Value)
	attr := a.attr()
	rel := a.first(lang.Rel)
	has := func(ws ...string) bool { return a.has(lang.Verb, ws...) }
	// changed: more or less of something is said ("louder", "dim")
	changed := rel != nil || has("dim", "brighten", "inc", "dec")
	switch {
	case has("clean", "mow") && changed:
		// "vacuum louder", "mow warmer": more or less of what a vacuum
		// or a mower has no setting of is no command to start it
		return ir.Clause{}, errNoAction
	case has("clean") && (has("stop", "pause", "off", "close-off", "cancel") || a.has(lang.Dir, "off")):
		return a.cleanStopped()
	case has("clean"):
		return a.clean()
	case has("mow") && (has("stop", "pause", "off", "close-off", "cancel") || a.has(lang.Dir, "off")) || has("cancel-mow"):
		// "stop mowing"; "turn off mowing", "switch off the mowing" as
		// "turn off vacuuming" is: they started the mower
		return a.simple("dock", clusters["mow-dock"], a.dropLawn(t)), nil
	case has("mow"):
		return a.simple("start", clusters["mow-start"], a.dropLawn(t)), nil
	case has("return", "go") && (a.has(lang.Noun, lang.NounDock) || has("dock") || a.hasRole("home")):
		t = a.homeward(t) // "go back home"
		if a.homeAlone() {
			t.All, t.Everywhere = false, false // "go home": where it goes, not every thing of the home
		}
		return a.simple("dock", clusters["dock"], t), nil
	case has("again") || has("return", "go") && (has("previous") || a.hasRole("back")) || has("play") && a.hasRole("last") && a.has(lang.Noun):
		// "go back", "play the last song again"
		return a.simple("previous", clusters["previous"], a.dropRole(a.dropRole(t, "last"), "back")), nil
	case has("next", "previous"):
		v := "next"
		if has("previous") {
			v = "previous"
		}
		return a.simple(v, clusters[v], a.dropRole(t, "last")), nil
	case has("arm"), (verb == "set" || verb == "turn" || verb == "activate") && dir == "" && a.armModeSaid(t):
		// "set the alarm to away", "put the alarm in night mode": arming,
		// never disarming (no mode of ArmModes disarms)
		return a.arm(t), nil
	case has("disarm") && emptyTarget(t):
		t.Class = "alarm"
		return a.simple("disarm", clusters["disarm"], t), nil
	case has("lock", "unlock") && emptyTarget(t) && val == nil:
		t.Class = "lock" // "unlock": the lock
		return a.simple(verb, clusters[verb], t), nil
	case has("return", "go") && a.everywhere() && a.has(lang.NP):
		return a.clean() // "send the vacuum to every room": not home, everywhere
	case has("go") && !has("return") && !t.Ref && t.Class != "vacuum" && t.Class != "mower":
		// "快去睡觉", "去写作业", "去客厅": said to a person, not to a
		// thing that goes home ("扫地机去", "它去"); it sent the vacuum
		// home
		return ir.Clause{}, errNoAction
	case has("return", "go") && !a.has(lang.Value):
		return a.simple("dock", clusters["dock"], t), nil
	}
	if verb == "" && dir == "" && rel == nil && attr == "" && val != nil && emptyTarget(t) && valueAlone(val) {
		return a.alone(val)
	}
	if verb == "" && dir == "" && rel == nil && attr == "" && val != nil && (emptyTarget(t) || val.Unit == "" && val.Raw == "" && val.Extreme == 0 && val.Mode == "") {
		return ir.Clause{}, errNoAction // a bare number is no command
	}
	if val != nil && rel == nil && a.offSetsNothing(t, verb, dir, attr, val) {
		return ir.Clause{}, errNoAction
	}
	if has("play") && val != nil && rel == nil && dir == "" {
		return a.playAt(t, verb, val, attr) // playat.go
	}
	if val != nil || changed || dir == "up" || dir == "down" {
		return a.set(t, verb, dir, val, rel, attr)
	}
	v := verb
	switch {
	case (v == "turn" || v == "set") && dir == "" && val == nil && attr == "" && t.Name != "":
		if cl, ok := a.deviceMode(t, v == "set"); ok {
			return cl, nil
		}
		v = "activate" // "change to the party mode scene"
	case (v == "activate" || v == "open-on") && dir == "" && val == nil && attr == "" && t.Name != "":
		if cl, ok := a.deviceMode(t, false); ok {
			return cl, nil // 加湿器开睡眠模式, 加湿器切换到睡眠模式
		}
	case v == "turn" || v == "set" || v == "":
		v = dir
	case v == "start" && dir == "off", v == "stop" && dir == "":
		v = "stop"
	}
	v = wide(a.pack, v)
	switch {
	case attr == "" || a.attrOfName():
	case (v == "close-off" || v == "off") && attr == "volume":
		v = "mute" // "turn the sound off"
	case (v == "on" || v == "open-on") && attr == "volume":
		v = "unmute" // "study sound on", 把声音打开
	case (v == "on" || v == "open-on" || v == "off" || v == "close-off") && switchedQuantities[attr]:
		// "turn on the bedroom temperature", "kitchen brightness off": a
		// quantity is set, not switched, and the room's lights are not
		// what was said
		return ir.Clause{}, errNoAction
	}
	if v == "" {
		return ir.Clause{}, errNoAction
	}
	cl, ok := clusters[v]
	if !ok {
		return ir.Clause{}, errNoAction
	}
	if v == "stop" && !t.All && !emptyTarget(t) {
		// "stop the fan", named: a thing that runs and has no stop of its
		// own is switched off; a sweep ("stop everything") stops only
		// what stops.
		cl = append(slices.Clip(cl), alt("onoff", "off"))
	}
	return a.simple(v, cl, t), nil
}

// closesPartway are the classes that close part of the way ("shut the
// blinds halfway", 窗帘关三分之一): a value said after shutting one is how
// far; of anything else (关掉台灯百分之七十, 关闭卧室空调26度) it is no command,
// never the level it was set to. 关到 and "to" still set any (把卧室空调关到
// 26度).
var closesPartway = map[string]bool{"curtain": true, "blind": true, "garage_door": true, "gate": true, "window": true, "door": true, "valve": true}

// switchedQuantities are the quantities that are no command said with on
// or off. Others may end a name ("turn on the philips hue", a colour) or
// say the state ("turn the fan to the on position").
var switchedQuantities = map[string]bool{"temperature": true, "brightness": true, "humidity": true, "speed": true}

// attrOfName says whether the clause's quantity word is said before the
// name it is on ("the sound system", "the humidity sensor"): a word of a
// thing, not the quantity switched. A name said after a preposition ("turn
// on the sound on the tv") is what has the quantity.
func (a *asm) attrOfName() bool {
	i := slices.IndexFunc(a.ps, func(p lang.Phrase) bool { return p.Kind == lang.Attr })
	return i >= 0 && !a.prepNamed && slices.ContainsFunc(a.ps[i+1:], func(p lang.Phrase) bool { return p.Kind == lang.NP })
}

// ofMedia keeps to what plays a command said of what it plays, with no
// class of device named: "turn the music off in the living room" pauses
// what plays there, and never turns off its lights; so does a place said
// as a name (关掉花园的音乐, 书房音乐关掉), which is then no place said alone
// for its lights (ir.Target.Alone). A command with no media action is
// said as pausing (off, stop, close) or playing (on, start); any other is
// none.
func ofMedia(cl ir.Clause) (ir.Clause, error) {
	if cl.Target.Class != "" || cl.Target.Ref {
		return cl, nil
	}
	alts := cl.Actions
	for _, x := range cl.Actions {
		switch x {
		case alt("onoff", "off"), alt("position", "close"), alt("vacuum", "stop"):
			alts = append(alts, clusters["pause"]...)
		case alt("onoff", "on"), alt("vacuum", "start"):
			alts = append(alts, clusters["play"]...)
		}
	}
	var media []ir.Alt
	for _, x := range alts {
		if x.Capability == mediaCap && !slices.Contains(media, x) {
			media = append(media, x)
		}
	}
	if len(media) == 0 {
		return ir.Clause{}, errNoAction
	}
	cl.Actions = media
	cl.Target.Alone = ""
	return cl, nil
}

// mediaCap is the capability of what plays.
const mediaCap = "media"

func emptyTarget(t ir.Target) bool {
	return t.Name == "" && len(t.Places) == 0 && !t.Ref && !t.All && t.Class == ""
}

// deviceMode reads a name that ends in a word and the word for "mode",
// after the name of a kind of device ("set the humidifier to sleep mode",
// 加湿器调到睡眠模式; with 开 or 切换到, 加湿器开睡眠模式), as that device set
// to that mode: a mode of its own, which the pack does not know as a mode
// word. It was a scene not found. Set (set is true), a mode the pack
// knows needs no word for "mode" ("set the humidifier to sleep", 加湿器调成
// 睡眠).
// A place, a name of no class or the whole house before it ("set the
// living room to movie mode") stays a scene's name.
func (a *asm) deviceMode(t ir.Target, set bool) (ir.Clause, bool) {
	modeWords := a.pack.Vocab().ModeWords
	ws := a.pack.Split(t.Name)
	var rest []string
	if n := len(ws); n > 1 && modeWords[ws[n-1]] {
		rest = ws[:n-1]
	} else if n == 1 {
		for w := range modeWords {
			if r, ok := strings.CutSuffix(ws[0], w); ok && r != "" {
				rest = []string{r} // 加湿器睡眠模式
			}
		}
	}
	switch n := len(ws); {
	case rest != nil || !set:
	case n > 1 && a.pack.Vocab().DeviceModes[ws[n-1]] != "":
		rest = ws // "set the humidifier to sleep": a mode of the pack's said without "mode"
	case n == 1:
		for w := range a.pack.Vocab().DeviceModes {
			if r, ok := strings.CutSuffix(ws[0], w); ok && r != "" {
				rest = ws // 加湿器调成睡眠
			}
		}
	}
	name, mode := "", ""
	switch n := len(rest); {
	case n > 1:
		name, mode = a.pack.Join(rest[:n-1]), rest[n-1]
	case n == 1:
		// one run of characters: the name is the longest start of it
		// that names a kind of device, the mode the rest
		for i := range rest[0] {
			if c, _ := classOf(rest[0][:i]); i > 0 && c != "" {
				name, mode = rest[0][:i], rest[0][i:]
			}
		}
	}
	class, _ := classOf(name)
	if mode == "" || class == "" || class == "scene" {
		return ir.Clause{}, false
	}
	if m, ok := a.pack.Vocab().DeviceModes[mode]; ok {
		mode = m // 睡眠: sleep
	}
	return ir.Clause{Kind: ir.Act, Verb: "set", Actions: setClusters["mode"], Target: ir.Target{Name: name, Class: class, Places: t.Places},
		Params: []ir.Param{{Name: "mode", Text: mode}}}, true
}

// arm is "arm the alarm (in away mode)".
func (a *asm) arm(t ir.Target) ir.Clause {
	v := a.pack.Vocab()
	cl := a.simple("arm", clusters["arm"], t)
	var keep []string
	for _, w := range a.nameWords(t.Name) {
		if m, ok := v.ArmModes[w]; ok {
			cl.Params = []ir.Param{{Name: "mode", Text: m}}
			continue
		}
		if !v.ModeWords[w] {
			keep = append(keep, w)
		}
	}
	cl.Target.Name = a.pack.Join(keep)
	cl.Target.Class, _ = classOf(cl.Target.Name)
	var places []string
	for _, p := range cl.Target.Places {
		if m, ok := v.ArmModes[a.dropModeWord(p)]; ok {
			cl.Params = []ir.Param{{Name: "mode", Text: m}} // "in away mode"
			continue
		}
		places = append(places, p)
	}
	cl.Target.Places = places
	if cl.Target.Name == "" {
		cl.Target.Class = "alarm"
	}
	return cl
}

// armModeSaid reports a target that names an alarm and one of its modes
// to arm in ("alarm away", "the alarm" in "away mode").
func (a *asm) armModeSaid(t ir.Target) bool {
	v := a.pack.Vocab()
	mode := slices.ContainsFunc(t.Places, func(p string) bool { _, ok := v.ArmModes[a.dropModeWord(p)]; return ok })
	var rest []string
	for _, w := range a.nameWords(t.Name) {
		if _, ok := v.ArmModes[w]; ok {
			mode = true
		} else if !v.ModeWords[w] {
			rest = append(rest, w)
		}
	}
	class, _ := classOf(a.pack.Join(rest))
	return mode && class == "alarm"
}

// dropModeWord takes a trailing word for "mode" off a place ("away mode").
func (a *asm) dropModeWord(place string) string {
	ws := a.pack.Split(place)
	if n := len(ws); n > 1 && a.pack.Vocab().ModeWords[ws[n-1]] {
		return a.pack.Join(ws[:n-1])
	}
	return place
}

// nameWords splits a name into its words; a name written without spaces
// is cut around the alarm's mode words, the word for "mode" after them
// dropped.
func (a *asm) nameWords(name string) []string {
	ws := a.pack.Split(name)
	if len(ws) != 1 {
		return ws
	}
	v := a.pack.Vocab()
	for m := range v.ArmModes {
		before, after, ok := strings.Cut(name, m)
		if !ok || name == m {
			continue
		}
		for w := range v.ModeWords {
			after = strings.TrimPrefix(after, w)
		}
		var out []string
		for _, part := range []string{before, m, after} {
			if part != "" {
				out = append(out, part)
			}
		}
		return out
	}
	return ws
}

func (a *asm) simple(verb string, cl []ir.Alt, t ir.Target) ir.Clause {
	v := simpleVerb(verb)
	lightOnly := verb == "out" || verb == "lit"
	if lightOnly && placeClass(a.pack, t.Name, t.Class) {
		t.Class = "" // "熄灭车库": the garage's lights, never what else is called so
	}
	t = placeAlone(v, lightOnly, t)
	if v == "lock" || v == "unlock" {
		t.Part = lockClass
	}
	return ir.Clause{Kind: ir.Act, Verb: v, Actions: cl, Target: t}
}

// aloneClass is what a place said alone stands for in a command that
// switches on or off: its lights.
const aloneClass = "light"

// hereWord is the place of the speaker's room (ir.Target.Places).
const hereWord = "here"

// placeAlone marks a name said alone, or the speaker's room ("this
// room", "here"), in a command that switches on or off
// (v, the IR verb) as standing for its lights where it is a place
// (ir.Target.Alone). With a verb that only puts a light out or lights one
// up (lightOnly: "熄灭", "点亮"), a sweep of the place with an exception
// is of its lights too ("熄灭客厅除了主灯": never the tv and the fan).
//
// A place said as where, with nothing named there ("在客厅开一下", "在厨房关一
// 下"), is the place said alone: it switched everything of the living room
// on, and asked to switch the kettle and the oven off.
func placeAlone(v string, lightOnly bool, t ir.Target) ir.Target {
	switches := v == "on" || v == "off"
	if switches && t.Name == "" && len(t.Places) == 1 && t.Places[0] != hereWord && t.Class == "" && !t.Ref && !t.All && len(t.Except) == 0 {
		t.Name, t.Places = t.Places[0], nil
	}
	named := t.Name != "" && len(t.Places) == 0 || t.Name == "" && slices.Equal(t.Places, []string{hereWord}) // "turn off this room"
	if switches && named && t.Class == "" && !t.Ref && (!t.All || lightOnly) {
		t.Alone = aloneClass
	}
	return t
}

// lockClass is the class of the part of a door that locking reaches: its
// lock.
const lockClass = "lock"

// offSetsNothing reports a value said with a verb of switching off that
// sets no level: "turn off the lamp at 50"; a number before off
// ("26度关卧室空调", "50关台灯"); after 关掉 or 关闭 and a name that closes no
// part of the way, or with a quantity ("关掉台灯百分之七十", "turn off the tv
// volume 20"). 窗帘关一半, 关到26度 and "to" still set.
func (a *asm) offSetsNothing(t ir.Target, verb, dir, attr string, val *lang.Phrase) bool {
	off := verb == "off" || (verb == "" || verb == "turn") && dir == "off"
	switch {
	case attr == "" && off:
		return true
	case attr == "" && verb == "close-off" && a.valueFirst():
		return true
	}
	return !val.Half && val.Prep != lang.ValueTo && !a.has(lang.Verb, "set") && !closesPartway[t.Class] && (verb == "close-off" || attr != "" && off)
}

// valueFirst reports a value said before the clause's verb ("26度关卧室空调"):
// never the level the verb goes to, which follows it (窗帘关一半, 关到26度).
func (a *asm) valueFirst() bool {
	for _, p := range a.ps {
		switch p.Kind {
		case lang.Value:
			return true
		case lang.Verb:
			return false
		}
	}
	return false
}
