package compile

import (
	"edge/grammar"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// query builds a question clause.
func (a *asm) query() (ir.Clause, error) {
	if first, second, ok := a.compared(); ok {
		a.than = &second
		return first, nil
	}
	t := a.target()
	v := a.pack.Vocab()
	ask := ""
	if s := a.first(lang.State); s != nil {
		ask = s.Word
	}
	if ask == "" {
		if d := a.first(lang.Dir); d != nil && (d.Word == "on" || d.Word == "off") {
			ask = d.Word
		}
	}
	if ask == "" && a.verb() != "set" {
		ask = v.Asks[a.verb()]
	}
	if attr := a.attr(); attr != "" && (ask == "" || ask == "temperature") {
		ask = attr
	}
	if ask == "" && a.onFloor() {
		ask = "on" // "how many lights are on upstairs"
	}
	if ask == "" && a.has(lang.Quest, lang.QuestTemperature) {
		ask = "temperature"
	}
	if ask == "" {
		ask = a.modeAsked(&t) // "what mode is the ac in"
	}
	if l, ok := lockOpen[ask]; ok && t.Class == lockClass {
		ask = l // "is the lock open", "did the lock open": unlocked
	}
	if r, ok := runOpen[ask]; ok && (t.Class == "vacuum" || t.Class == "mower") {
		ask = r // "did the vacuum start": whether it runs
	}
	if (ask == "locked" || ask == "unlocked") && t.Class == "door" {
		// "are any doors unlocked": doors are locked by their locks.
		if name, ok := a.pack.DoorLock(t.Name, t.All); ok {
			t.Name, t.Class = name, "lock"
		}
	}
	if ask == "locked" || ask == "unlocked" {
		t.Part = lockClass // "is the front door locked": its lock
	}
	if a.has(lang.Quest, lang.QuestBattery) {
		ask = "battery"
	}
	var asked []ir.Param
	switch v := a.first(lang.Value); {
	case a.verb() == "set":
		ask = settingOf(ask) // "what is the ac set to", "空调设定的温度是多少"
	case ask == "" && v != nil && !v.HasNum && valueAsked(v) != "" && (a.form() == ir.YesNo || a.form() == ir.Either):
		ask = valueAsked(v) // "is the ac on cool", "餐灯是红色吗": its mode, its colour
	case ask != "" || v == nil || !v.HasNum:
	case !degrees(v.Unit):
		ask = settingOf(ask) // "is the kitchen light at 40": its level, never on or off
		if v.Unit == "" && t.Class == "" {
			// "is it 25 in the bedroom": perhaps a temperature, which the
			// home tells (turn.placeWarmth)
			asked = []ir.Param{{Name: ask, Num: v.Num, Bare: true}}
		}
	case t.Name != "":
		ask = settingOf("temperature") // "is the bedroom ac at 24 degrees": what it is set to
	default:
		ask = "temperature" // "is it 20 degrees in the kitchen"
	}
	if t.Ref && !t.All && (weather[ask] || t.Name != "" || len(t.Places) > 0) {
		// "how warm is it", "what time is it", "how bright is it in the
		// study": "it" is the weather, or the place.
		t.Ref = false
	}
	form := a.form()
	if f, asked, ok := a.superlative(); ok && (form == ir.Which || form == "") {
		// "which room is warmest": every one that reads it, the most
		// or the least answered.
		form, ask, t.All, t.Ref = f, asked, true, false
		if t.Class == "" && a.generic(t.Name) {
			t.Name = "" // "which room": every one
		}
	}
	if !measured(ask) && (ask != "" || !emptyTarget(t)) && (form == ir.Which || form == ir.Count || a.has(lang.Quest, lang.QuestAll)) {
		t.All = true
	}
	if a.has(lang.NP) && a.anyQuant() {
		t.All = true
	}
	if ask == "" && emptyTarget(t) {
		return ir.Clause{}, grammar.Errorf("a question about nothing")
	}
	return ir.Clause{Kind: ir.Query, Ask: ask, Form: form, Target: t, Params: asked}, nil
}

// form is the shape of the answer the question words ask for: how many,
// which, a state or its opposite, yes or no (a "whether" word with no
// word that asks a value), or a value.
func (a *asm) form() ir.Form {
	switch {
	case a.has(lang.Quest, lang.QuestCount):
		return ir.Count
	case a.has(lang.Quest, lang.QuestWhere):
		return ir.Where
	case a.has(lang.Quest, lang.QuestWhich):
		return ir.Which
	case a.has(lang.Quest, lang.QuestWh):
		return ""
	case a.has(lang.Quest, lang.QuestEither):
		return ir.Either
	case a.has(lang.Quest, lang.QuestYesNo, lang.QuestAll):
		return ir.YesNo
	}
	return ""
}

// weather are the quantities a question may ask of the air around: "it"
// in "how warm is it" is no device.
var weather = map[string]bool{"temperature": true, "humidity": true, "illuminance": true, "co2": true}

// measured reports whether a question asks a number: "how many" of it
// is no count, and "it" in it is the weather.
func measured(ask string) bool {
	a, ok := home.LookupAttr(ask)
	return ok && a.Kind == home.Numeric
}

// settingOf is the attribute a setting asked about is kept in: "the
// temperature the AC is set to" asks its target temperature, not the one
// it measures; "what is the AC set to" asks its level. An attribute no
// command sets stays as it is.
func settingOf(ask string) string {
	if ask == "" {
		return home.LevelAsk
	}
	for _, alt := range setClusters[ask] {
		c, _ := home.LookupCapability(alt.Capability)
		if cmd, ok := c.Command(alt.Command); ok {
			for _, arg := range cmd.Args {
				if arg.Name == ask && arg.Of != "" {
					return arg.Of
				}
			}
		}
	}
	return ask
}

// modeAsked reads a mode word that ends or begins the name of a question's
// target ("what mode is the ac in"): the question asks the mode, and the
// word is no part of the name.
func (a *asm) modeAsked(t *ir.Target) string {
	words := a.pack.Split(t.Name)
	if len(words) < 2 {
		return ""
	}
	modes := a.pack.Vocab().ModeWords
	switch {
	case modes[words[0]]:
		words = words[1:]
	case modes[words[len(words)-1]]:
		words = words[:len(words)-1]
	default:
		return ""
	}
	t.Name = a.pack.Join(words)
	t.Class, _ = classOf(t.Name)
	return "mode"
}

// onFloor reports an "on" before a floor word, read as a place: in a
// question it also says the state asked.
func (a *asm) onFloor() bool {
	for _, p := range a.ps {
		if p.Kind == lang.Prep && p.Prep == lang.PrepOn && a.floorWords(p.NP.Words) {
			return true
		}
	}
	return false
}

func (a *asm) anyQuant() bool {
	for _, p := range a.ps {
		if p.Kind == lang.NP && p.All && !p.Ref {
			return true
		}
	}
	return false
}

// valueAsked is the attribute a value said with no number in a question
// of yes or no, or of which of two, is one of: a mode ("is the ac on cool", "空调是制冷模式吗") asks the
// mode, a colour the colour, a white the colour temperature. They asked
// whether the device was on.
func valueAsked(v *lang.Phrase) string {
	switch {
	case v.Mode != "":
		return "mode"
	case v.Kelvin > 0:
		return "color_temp"
	case v.Color != "":
		return "color"
	}
	return ""
}

// lockOpen are the states of a lock said as those of a door: an open lock
// is unlocked.
var lockOpen = map[string]string{"open": "unlocked", "closed": "locked"}

// runOpen are the states of what runs (a vacuum, a mower) asked with the
// verbs that start and stop a valve: started is on.
var runOpen = map[string]string{"open": "on", "closed": "off"}
