package compile

import (
	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// query builds a question clause.
func (a *asm) query() (ir.Clause, error) {
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
	if ask == "" {
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
	if (ask == "locked" || ask == "unlocked") && t.Class == "door" {
		// "are any doors unlocked": doors are locked by their locks.
		if name, ok := a.pack.DoorLock(t.Name, t.All); ok {
			t.Name, t.Class = name, "lock"
		}
	}
	if t.Ref && (ask == "temperature" || ask == "humidity") {
		t.Ref, t.All = false, false // "how warm is it": "it" is the weather
	}
	if a.has(lang.Quest, lang.QuestBattery) {
		ask = "battery"
	}
	if a.has(lang.Quest, lang.QuestAll) && ask != "temperature" && ask != "humidity" && ask != "battery" {
		t.All = true
	}
	if a.has(lang.NP) && a.anyQuant() {
		t.All = true
	}
	if ask == "" && emptyTarget(t) {
		return ir.Clause{}, grammar.Errorf("a question about nothing")
	}
	return ir.Clause{Kind: ir.Query, Ask: ask, Target: t}, nil
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
