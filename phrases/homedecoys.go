package phrases

import (
	"slices"
	"strings"
)

// A home's own decoys: what is said of a class of the home in a room of
// the home that has none of it ("turn off the garage fan" where the
// garage has no fan; "the heater in the study"). A recogniser held to the
// grammar would hear it as the nearest name ("garage light"); offered the
// room with the class words it lacks, it hears what was said, and the
// words are no command of the home. The pack's decoys name what no home
// sentence says; these are made of the home's own words, so a recogniser
// tells them by their run of words (DecoyRuns).

// decoyGroup is a run of words said before any of some others: a room and
// the class words it lacks ("garage" "fan" | "heater"), or a class word,
// the words of its span, and the rooms that lack it ("fan in the"
// "garage" | "study").
type decoyGroup struct {
	head  []string
	tails [][]string
}

// runs are the runs of words a group says.
func (d decoyGroup) runs() [][]string {
	out := make([][]string, len(d.tails))
	for i, t := range d.tails {
		out[i] = append(slices.Clip(d.head), t...)
	}
	return out
}

// group writes a group as an alternative of a JSGF rule: its head, and
// a rule of its tails.
func (j *jsgf) group(d decoyGroup) string {
	return tokens(d.head) + " <" + j.define("decoy_home", tokenLists(d.tails)) + ">"
}

// rooms are what the home's rooms are called and the class words of the
// devices each has.
type rooms struct {
	// names are each room's names, as tokens, in the home's order; of
	// the room with the id ids[i].
	names [][][]string
	ids   []string
	// has is the classes of the devices of each room by its id.
	has map[string]map[string]bool
	// classes are the classes each class word of the pack says, its
	// tokens joined by spaces.
	classes map[string][]string
}

// lacks reports whether a room has no device of any class a class word
// says ("lamp" in a room with a light is no decoy: a lamp is a light).
func (r rooms) lacks(id string, word []string) bool {
	for _, c := range r.classes[strings.Join(word, " ")] {
		if r.has[id][c] {
			return false
		}
	}
	return true
}

// homeRooms gathers the rooms of the home, and the class words of what
// each has.
func (b *builder) homeRooms() rooms {
	r := rooms{has: map[string]map[string]bool{}, classes: map[string][]string{}}
	for c, words := range b.g.pack.Vocab().Classes {
		for _, w := range words {
			k := strings.Join(b.g.say.Tokens(w), " ")
			r.classes[k] = append(r.classes[k], c)
		}
	}
	for _, room := range b.h.Rooms {
		if ns := b.names(room.Name, room.Aliases, -1); len(ns) > 0 {
			r.names, r.ids = append(r.names, ns), append(r.ids, room.ID)
			r.has[room.ID] = map[string]bool{}
		}
	}
	for _, f := range b.devices {
		for _, c := range f.kinds {
			if r.has[f.room] != nil {
				r.has[f.room][c] = true
			}
		}
	}
	return r
}

// roomOf is the id of the room a name says ("" for none).
func (r rooms) roomOf(name []string) string {
	for i, ns := range r.names {
		if containsTokens(ns, name) {
			return r.ids[i]
		}
	}
	return ""
}

// nameDecoys are the decoys of a shape's {name} slot, names as the
// home's are made: each room's name (its first in the language, and the
// others a name of the home says), with each class word the names of
// what fits the shape say that none of the room's devices has; and those
// class words, said after a place the home lacks (jsgf.rule). (Each
// decoy costs decoding time wherever the slot is said: the words no name
// says are left out.)
func (b *builder) nameDecoys(r rooms, fits []fit) ([]decoyGroup, [][]string) {
	var names, classes [][]string
	for _, f := range b.devices {
		names = append(names, f.names...)
	}
	named := func(list [][]string, w []string) bool {
		return slices.ContainsFunc(list, func(n []string) bool { return hasRun(n, w) })
	}
	for _, f := range fits {
		for _, c := range f.classes {
			if !containsTokens(classes, c) && named(f.names, c) {
				classes = append(classes, c)
			}
		}
	}
	var out []decoyGroup
	for i, ns := range r.names {
		var lack [][]string
		for _, c := range classes {
			if r.lacks(r.ids[i], c) {
				lack = append(lack, c)
			}
		}
		if len(lack) == 0 {
			continue
		}
		for j, n := range ns {
			if j == 0 || named(names, n) {
				out = append(out, decoyGroup{head: n, tails: lack})
			}
		}
	}
	return out, classes
}

// spanDecoys are the decoys of a shape's span of a class and a room ("the
// {class} in the {room}", "{room}的{class}"): the first slot's each value,
// the words up to the second, and the values of the second that do not go
// with it: a room that lacks the class.
func (b *builder) spanDecoys(r rooms, s *shape) []decoyGroup {
	from, to, ok := entitySpan(s)
	if !ok {
		return nil
	}
	var slots []string
	for _, p := range s.parts[from : to+1] {
		if p.slot != "" {
			slots = append(slots, p.slot)
		}
	}
	if len(slots) != 2 || !slices.Contains(slots, "class") || !slices.Contains(slots, "room") {
		return nil
	}
	values := func(slot string) [][]string {
		var out [][]string
		for _, c := range s.combos {
			if !containsTokens(out, c[slot]) {
				out = append(out, c[slot])
			}
		}
		return out
	}
	first, second := values(slots[0]), values(slots[1])
	var out []decoyGroup
	for _, a := range first {
		head := slices.Clone(a)
		for _, p := range s.parts[from+1 : to] {
			head = append(head, p.token)
		}
		var lack [][]string
		for _, v := range second {
			class, room := a, v
			if slots[0] == "room" {
				class, room = v, a
			}
			if id := r.roomOf(room); id != "" && r.lacks(id, class) {
				lack = append(lack, v)
			}
		}
		if len(lack) > 0 {
			out = append(out, decoyGroup{head: head, tails: lack})
		}
	}
	return out
}

// pruneHomeDecoys leaves out of the home's decoys every run that a
// sentence of the home says (a device named "Garage fan" in the hall),
// and lists those left (decoys.runs).
func (g *Grammar) pruneHomeDecoys() {
	// The runs of the decoys, by their first word.
	byFirst := map[string][][]string{}
	for _, s := range g.shapes {
		for _, d := range append(slices.Clip(s.nameDecoys), s.spanDecoys...) {
			for _, r := range d.runs() {
				if !containsTokens(byFirst[r[0]], r) {
					byFirst[r[0]] = append(byFirst[r[0]], r)
				}
			}
		}
	}
	if len(byFirst) == 0 {
		return
	}
	said := map[string]bool{}
	for _, s := range g.Sentences() {
		for i, w := range s.Tokens {
			for _, r := range byFirst[w] {
				if i+len(r) <= len(s.Tokens) && slices.Equal(s.Tokens[i:i+len(r)], r) {
					said[strings.Join(r, " ")] = true
				}
			}
		}
	}
	runs := map[string]bool{}
	prune := func(groups []decoyGroup) []decoyGroup {
		var out []decoyGroup
		for _, d := range groups {
			tails := slices.DeleteFunc(slices.Clone(d.tails), func(t []string) bool {
				return said[strings.Join(append(slices.Clip(d.head), t...), " ")]
			})
			if len(tails) == 0 {
				continue
			}
			d.tails = tails
			for _, run := range d.runs() {
				runs[strings.Join(run, " ")] = true
			}
			out = append(out, d)
		}
		return out
	}
	for _, s := range g.shapes {
		s.nameDecoys, s.spanDecoys = prune(s.nameDecoys), prune(s.spanDecoys)
	}
	for run := range runs {
		g.decoys.runs = append(g.decoys.runs, run)
	}
	slices.Sort(g.decoys.runs)
}

// DecoyRuns are the runs of words only the grammar's decoys say, each its
// words separated by spaces: the words only they say (DecoyWords), and
// the runs of the home's own words its decoys of rooms and classes say
// ("garage fan" where the garage has no fan). A recogniser that hears one
// heard no command.
func (g *Grammar) DecoyRuns() []string {
	return append(slices.Clone(g.decoys.only), g.decoys.runs...)
}
