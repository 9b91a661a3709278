package compile

// A place called by a word of a class: "车库" and "garage" name the
// garage door and the room it is in. Said with a thing of another class
// left out ("关掉车库除了车库灯", "turn off the garage except the light",
// "熄灭车库，车库灯不要关"), the word is the place, as "关掉厨房除了厨房灯"
// is: read as the one garage door, the light left out was dropped, and
// a verb of lights only put that very light out.

import (
	"slices"
	"strings"

	"edge/ir"
	"edge/lang"
)

// exceptedPlace reads a target named by a word of a class that is also
// a place's name, said with a thing of another class left out, as the
// place: all of it but what is left out. A thing of the word's own class
// left out keeps the class ("所有车库除了左边的车库门").
func exceptedPlace(pack lang.Pack, t *ir.Target) {
	if len(t.Except) > 0 && placeClass(pack, t.Name, t.Class) && !slices.ContainsFunc(t.Except, func(x ir.Target) bool { return x.Class == t.Class }) {
		t.Class, t.All = "", true
	}
}

// placeClass reports a word of a class that may also be a place's name:
// the class's general word but the general word of another class at its
// end ("garage" of "garage door", 车库 of 车库门), as homes call the room
// the thing is in.
func placeClass(pack lang.Pack, name, class string) bool {
	words := pack.Vocab().Classes
	ws := words[class]
	if name == "" || len(ws) == 0 {
		return false
	}
	rest, ok := strings.CutPrefix(ws[0], name)
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || pack.Join(append(pack.Split(name), pack.Split(rest)...)) != ws[0] {
		return false
	}
	for c, other := range words {
		if c != class && len(other) > 0 && other[0] == rest {
			return true
		}
	}
	return false
}

// exceptAfter takes what a negated clause after a command names out of
// the command's target ("熄灭厨房，厨房灯不要关", "关掉车库，车库灯别关"), as
// an exception said with it is. A place the command put out or lit, or
// said alone to switch (ir.Target.Alone: "关掉厨房，厨房灯不要关"), is a
// sweep of its lights: a sweep that leaves none is of nothing else, where
// it was of all else there (the kettle and the oven), or asked which of
// them, the gas valve among them.
func exceptAfter(pack lang.Pack, prev *ir.Clause, x ir.Target) {
	prev.Target.Except = append(prev.Target.Except, x)
	exceptedPlace(pack, &prev.Target)
	if lightOnly(prev.Actions) {
		prev.Target = placeAlone(prev.Verb, true, prev.Target)
	}
	prev.Target.All = prev.Target.All || prev.Target.Alone != ""
}

// lightOnly reports the actions of a verb that only puts a light out or
// lights one up ("熄灭", "点亮").
func lightOnly(actions []ir.Alt) bool {
	return slices.Equal(actions, clusters["out"]) || slices.Equal(actions, clusters["lit"])
}
