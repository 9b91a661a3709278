package compile

import (
	"cmp"
	"slices"

	"edge/ir"
	"edge/lang"
)

// target assembles the clause's target from its noun phrases.
func (a *asm) target() ir.Target {
	var t ir.Target
	var names []string
	everything, placeExcepted := false, false
	them, quantified := false, false // a plural reference; an "all" said besides it
	v := a.pack.Vocab()
	for _, p := range a.ps {
		switch p.Kind {
		case lang.NP:
			switch {
			case p.Ref:
				t.Ref, t.All = true, t.All || p.All
				t.Hesitant = v.Hesitant[p.Raw]
				them = them || p.All
			case p.There:
				t.Places = append(t.Places, ir.There)
			case p.Here:
				t.Places = append(t.Places, hereWord)
			case p.WholeHome || v.WholeHome[a.pack.Join(p.Words)]:
				t.All, t.Everywhere = true, true // "lock up the house"
			case p.Near:
				t.Places, t.Near = append(t.Places, a.pack.Join(p.Words)), true
			default:
				t.All = t.All || p.All
				quantified = quantified || p.All
				everything = everything || p.Everything
				t.One = t.One || p.One
				t.Count = max(t.Count, p.Count)
				if len(p.Words) > 0 {
					names = append(names, a.pack.Join(p.Words))
					t.Pointed = cmp.Or(t.Pointed, p.Pointed)
				}
			}
		case lang.Prep:
			np := p.NP
			name := a.pack.Join(np.Words)
			switch {
			case np.There:
				t.Places = append(t.Places, ir.There)
			case np.Here:
				t.Places = append(t.Places, hereWord)
			case np.Ref:
				t.Ref = true
			case v.WholeHome[name] || np.All && (name == "" || v.WholeHome[name]):
				t.All, t.Everywhere = true, true
			case name != "":
				t.Places = append(t.Places, name)
			}
		case lang.Noun:
			if v.Roles[p.Raw] == "everywhere" {
				t.All, t.Everywhere = true, true // "the lights all over the house"
			}
		case lang.Except:
			for _, x := range p.Sub {
				sub := &asm{pack: a.pack, ps: lang.Clause{x}}
				xt := sub.target()
				if len(xt.Places) > 0 && xt.Name == "" {
					xt.Name, xt.Places, placeExcepted = xt.Places[0], nil, true
				}
				t.Except = append(t.Except, xt)
			}
		}
	}
	t.Name = a.tidyName(&t, a.pack.Join(names))
	if t.Name != "" {
		class, plural := classOf(t.Name)
		t.Class = class
		t.Plural = plural && !t.All && len(t.Except) == 0
		t.All = t.All || plural
	}
	if t.Name == "" && them && !quantified {
		t.Plural = true // "turn them off": them alone, no "all" said
	}
	t.Count = max(t.Count, a.count)
	if t.Count == 1 {
		t.One = true
	}
	if t.Count > 1 {
		t.All = true
	}
	if t.One {
		t.All, t.Plural = false, false
	}
	if !placeExcepted {
		exceptedPlace(a.pack, &t)
	}
	if len(t.Except) > 0 && !t.All && !placeExcepted && t.Class != "" && a.otherClasses(t) {
		// "turn on the fan except the light": a thing of another class
		// leaves nothing out of the one fan said, which is asked for as
		// said alone; it turned every fan on
		t.Except = nil
	}
	if len(t.Except) > 0 {
		t.Widened = !t.All && t.Name != ""
		t.All = true
		for i := range t.Except {
			if x := &t.Except[i]; t.Class != "" && x.Class != "" && x.Class != t.Class && len(x.Places) == 0 {
				// "every light except the garage": the garage's lights,
				// not the garage door, which is no light to leave out
				x.Class = ""
			}
		}
		if t.Name == "" && t.Class == "" && !everything && !a.wholeClasses(t.Except) {
			t.Class = exceptedClass(t.Except)
		}
	}
	return t
}

// otherClasses reports exceptions that each name a thing of a class
// other than the target's, said with no place. The first word of a
// class's general word said alone may be a place's name ("every light
// except the garage": the garage's lights), and is no such thing.
func (a *asm) otherClasses(t ir.Target) bool {
	for _, x := range t.Except {
		if x.Class == "" || x.Class == t.Class || len(x.Places) > 0 {
			return false
		}
		if placeClass(a.pack, x.Name, x.Class) {
			return false
		}
	}
	return true
}

// wholeClasses reports exceptions that each name a whole class by its
// word alone, with no place ("all but the tv", "除了电视都关掉"): nothing of
// that class is left to sweep, so the sweep is of everything else. A word
// of a kind that is not its class's general word ("台灯", not "空调")
// leaves the rest of its class ("除了台灯都关了": the other lights).
func (a *asm) wholeClasses(except []ir.Target) bool {
	for _, x := range except {
		v := a.pack.Vocab()
		if x.Class == "" || len(x.Places) > 0 || !slices.Contains(lang.ClassWords(x.Class), x.Name) ||
			v.Kinds[x.Name] && len(v.Classes[x.Class]) > 0 && v.Classes[x.Class][0] != x.Name {
			return false
		}
	}
	return true
}

// exceptedClass is the one class of every target excepted from "all"
// ("all but the stairs light" is all the lights but that one), or "".
func exceptedClass(except []ir.Target) string {
	class := except[0].Class
	for _, x := range except[1:] {
		if x.Class != class {
			return ""
		}
	}
	return class
}

// tidyName moves trailing place words ("upstairs") to the places and
// drops words that only say what kind of entity a name is ("party mode
// scene", "lights everywhere").
func (a *asm) tidyName(t *ir.Target, name string) string {
	v := a.pack.Vocab()
	words := a.pack.Split(name)
	for len(words) > 1 {
		last := words[len(words)-1]
		switch {
		case v.TrailingPlaces[last]:
			t.Places = append(t.Places, last)
		case v.KindWords[last]:
		case v.Roles[last] == "everywhere":
			t.All = true
		default:
			return a.pack.Join(a.classLast(words))
		}
		words = words[:len(words)-1]
	}
	return a.pack.Join(words)
}

// classLast puts a plural class word said first at the end: "lights
// bathroom" is the bathroom's lights.
func (a *asm) classLast(words []string) []string {
	if class, plural := classOf(words[0]); class == "" || !plural || len(words) < 2 {
		return words
	}
	if class, _ := classOf(a.pack.Join(words[1:])); class != "" {
		return words
	}
	return append(slices.Clone(words[1:]), words[0])
}
