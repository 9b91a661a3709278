package index

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"edge/home"
	"edge/ir"
	"edge/lang"
)

// ReadsAs is the home.NameReader of the languages edge speaks: it reads
// the names of a home as the packs read an utterance. A name's normal
// form is its key (lang.Key: case, width and traditional characters,
// plurals, separators folded), the form in which the resolver meets the
// words that say it. A name reads as more than a name when it is a yes
// or a no, a number ("42", "四十二"; a room or a floor may be one), a
// quantifier ("all", "全部"), a reference ("it", "那个"), the name of a
// place, a class of devices ("the lights", "灯") or the devices of a
// class in a place ("kitchen light", "lights in the kitchen") that the
// entity is not. A device may bear the word of its own class ("Lamp",
// "the speakers") and the place and class of its own ("Kitchen light"
// for a light in the kitchen), never a class with a quantifier ("all the
// lights"). A plug or a relay (type outlet or switch, or a type no class
// has) is of the class its type or its name says: "Floor lamp" on a plug
// is a light, and may be called "lamp"; a plug named "Freezer plug" may
// not be called "lights".
//
// The class words and places of the home are indexed once, so that each
// name is read in time of its own length: a name of names and numbers
// only (lang.Reader.NameKey, most of them) is read by its key, without
// the grammar.
func ReadsAs(h *home.Home) home.Reading { return newNameReading(h) }

// nameReading reads the names of one home (ReadsAs). It is not safe for
// concurrent use.
type nameReading struct {
	h *home.Home
	// classes maps the key of every class word of every pack to it.
	classes map[string][]namedClass
	// places maps the key of every name and alias of a room or floor to
	// the places called so.
	places map[string][]place
	// floorOf is the floor of each room; devices the devices by id;
	// groups the groups by id.
	floorOf map[string]string
	devices map[string]*home.Device
	groups  map[string]*home.Group
	// keys holds the key of each name read, and whether the name is
	// plain (lang.Reader.NameKey): a name is lexed once.
	keys map[string]nameKey
}

// nameKey is what NameKey says of a name, in the language of the name.
type nameKey struct {
	key   string
	plain bool
	pack  lang.Pack
}

// namedClass is a word of a class; general says it is the class's most
// general word in its language ("light", "灯"), which names any device of
// the class.
type namedClass struct {
	class, word string
	general     bool
}

// place is a room or a floor and the name it is called by.
type place struct {
	kind, id, name string
}

func newNameReading(h *home.Home) *nameReading {
	r := &nameReading{h: h, classes: map[string][]namedClass{}, places: map[string][]place{}, floorOf: map[string]string{},
		devices: map[string]*home.Device{}, groups: map[string]*home.Group{}, keys: map[string]nameKey{}}
	for _, p := range lang.Packs() {
		for c, ws := range p.Vocab().Classes {
			for i, w := range ws {
				k := p.Key(w)
				r.classes[k] = append(r.classes[k], namedClass{c, w, i == 0})
			}
		}
	}
	// a place is also said by its id, as the resolver hears it
	// ("living_room" is the living room).
	for _, rm := range h.Rooms {
		r.floorOf[rm.ID] = rm.Floor
		for _, n := range append([]string{rm.Name, strings.ReplaceAll(rm.ID, "_", " ")}, rm.Aliases...) {
			r.addPlace(place{"room", rm.ID, n})
		}
	}
	for _, f := range h.Floors {
		for _, n := range append([]string{f.Name, strings.ReplaceAll(f.ID, "_", " ")}, f.Aliases...) {
			r.addPlace(place{"floor", f.ID, n})
		}
	}
	for i := range h.Devices {
		r.devices[h.Devices[i].ID] = &h.Devices[i]
	}
	for i := range h.Groups {
		r.groups[h.Groups[i].ID] = &h.Groups[i]
	}
	return r
}

func (r *nameReading) addPlace(p place) {
	if k := lang.Key(p.name); k != "" && !slices.Contains(r.places[k], p) {
		r.places[k] = append(r.places[k], p)
	}
}

// Key is a name's normal form (lang.Key).
func (r *nameReading) Key(name string) string { return r.keyOf(name).key }

func (r *nameReading) keyOf(name string) nameKey {
	if k, ok := r.keys[name]; ok {
		return k
	}
	p := lang.Detect(name)
	k, plain := p.NameKey(name)
	r.keys[name] = nameKey{k, plain, p}
	return r.keys[name]
}

// Said lists the names edge calls an entity by in each language (Label).
func (r *nameReading) Said(name string, aliases []string) []string {
	var out []string
	for _, code := range lang.Codes() {
		if l := Label(name, aliases, code); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// Digits lists the stretches of digits a name says (lang.DigitsSaid).
func (r *nameReading) Digits(name string, maxLen int) []string {
	var out []string
	for _, d := range lang.DigitsSaid(name, maxLen) {
		out = append(out, d.Digits)
	}
	return out
}

// As says what a name of an entity reads as when that is more than a
// name (see ReadsAs).
func (r *nameReading) As(e home.Named, name string) string {
	nk := r.keyOf(name)
	if _, ok := nk.pack.Number(name); ok && e.Kind != "room" && e.Kind != "floor" {
		// a place may be a number: floors are ("一", "2"), said with the
		// word of a floor
		return "a number (\"turn on " + name + "\" would set what was said before to it)"
	}
	said, all := nk.key, false
	if !nk.plain {
		var why string
		if said, all, why = parseName(nk.pack, name); why != "" || said == "" {
			return why
		}
	}
	place := e.Kind == "room" || e.Kind == "floor"
	// A group of all the lights may be called "all the lights"; a
	// device never is.
	all = all && e.Kind != "group"
	if pls := r.places[said]; len(pls) > 0 && !place {
		return fmt.Sprintf("the %s %q (what is said of the %s would reach it)", pls[0].kind, pls[0].name, pls[0].kind)
	}
	for _, cw := range r.classes[said] {
		if all || place && cw.general || !place && !r.fits(e, cw.class, name) {
			return fmt.Sprintf("the %s class of devices (%q names every one)", cw.class, cw.word)
		}
	}
	if len(r.classes[said]) > 0 {
		return ""
	}
	for i := 1; i < len(said); i++ {
		if !utf8.RuneStart(said[i]) {
			continue
		}
		a, b, ok := cutAt(said, i)
		if !ok {
			continue
		}
		for _, pair := range [2][2]string{{a, b}, {b, a}} {
			for _, pl := range r.places[pair[0]] {
				for _, cw := range r.classes[pair[1]] {
					if all || place || !r.fits(e, cw.class, name) || !r.holds(e, pl) {
						return fmt.Sprintf("the %s devices of the %s %q", cw.class, pl.kind, pl.name)
					}
				}
			}
		}
	}
	return ""
}

// cutAt splits a key at byte i into two words: at a space, or between two
// characters of which one is of an unspaced script.
func cutAt(key string, i int) (a, b string, ok bool) {
	a, b = key[:i], key[i:]
	switch {
	case b[0] == ' ':
		return a, b[1:], a != "" && b != " "
	case a[len(a)-1] == ' ':
		return "", "", false
	case a[len(a)-1] < 0x80 && b[0] < 0x80:
		return "", "", false // inside a word
	}
	return a, b, true
}

// parseName reads a name that holds more than the words of names with
// the grammar: said is the key of its words and the place they are in,
// all whether a quantifier goes with them; why is set when the name reads
// as a yes or a no, a quantifier alone or a reference.
func parseName(p lang.Pack, name string) (said string, all bool, why string) {
	if rp, err := p.ParseReply(name); err == nil {
		switch rp.Kind {
		case ir.Yes, ir.No:
			return "", false, "a yes or a no"
		case ir.Every:
			return "", false, "a quantifier (all of something)"
		}
	}
	clauses, err := p.Parse(name)
	if err != nil || len(clauses) != 1 {
		return "", false, ""
	}
	var words, place []string
	ref := false
	for _, ph := range clauses[0] {
		switch {
		case ph.Kind == lang.Filler:
		case ph.Kind == lang.NP:
			words = append(words, ph.Words...)
			all = all || ph.All || ph.WholeHome
			ref = ref || ph.Ref
		case ph.Kind == lang.Prep && ph.Prep == lang.PrepIn && ph.NP != nil:
			place = append(place, ph.NP.Words...)
		default:
			return "", false, ""
		}
	}
	switch {
	case ref:
		return "", false, "a reference to what was said before (\"it\")"
	case len(words) == 0 && len(place) == 0 && all:
		return "", false, "a quantifier (all of something)"
	case len(words) == 0:
		return "", false, ""
	}
	return p.Key(p.Join(append(words, place...))), all, ""
}

// fits reports whether an entity may be called by a word of a class in
// one of its names: a device of the class (deviceOf), a group whose
// members all are; never a scene, a room or a floor.
func (r *nameReading) fits(e home.Named, class, name string) bool {
	switch e.Kind {
	case "device":
		return deviceOf(&r.h.Devices[e.Index], class, name)
	case "group":
		ms := r.members(&r.h.Groups[e.Index])
		return len(ms) > 0 && !slices.ContainsFunc(ms, func(d *home.Device) bool { return !deviceOf(d, class, "") })
	}
	return false
}

// holds reports whether an entity is in a place: a device in the room or
// on the floor, a group whose members all are, a scene of the room.
func (r *nameReading) holds(e home.Named, pl place) bool {
	in := func(room string) bool {
		return room != "" && (pl.kind == "room" && room == pl.id || pl.kind == "floor" && r.floorOf[room] == pl.id)
	}
	switch e.Kind {
	case "device":
		return in(r.h.Devices[e.Index].Room)
	case "group":
		ms := r.members(&r.h.Groups[e.Index])
		return len(ms) > 0 && !slices.ContainsFunc(ms, func(d *home.Device) bool { return !in(d.Room) })
	case "scene":
		return in(r.h.Scenes[e.Index].Room)
	}
	return false
}

// members are the devices of a group, its groups expanded.
func (r *nameReading) members(g *home.Group) []*home.Device {
	var out []*home.Device
	seen := map[string]bool{}
	var walk func(g *home.Group)
	walk = func(g *home.Group) {
		seen[g.ID] = true
		for _, m := range g.Members {
			if d := r.devices[m]; d != nil {
				out = append(out, d)
			} else if sub := r.groups[m]; sub != nil && !seen[m] {
				walk(sub)
			}
		}
	}
	walk(g)
	return out
}

// plainNames are the name ("" when it is not) and the aliases of a device
// that read as names only: a device kept with allow_collision is never
// found by a name that reads as more (ReadsAs), so a bulk or polysemous
// command ("turn off all the lights", "turn on the kitchen light") reaches
// it only as the language reads the words. r is nil when no device of the
// home allows a collision.
func plainNames(r *nameReading, i int, d *home.Device) (name string, aliases []string) {
	if !d.AllowCollision || r == nil {
		return d.Name, d.Aliases
	}
	e := home.Named{Kind: "device", Index: i}
	if r.As(e, d.Name) == "" {
		name = d.Name
	}
	for _, a := range d.Aliases {
		if r.As(e, a) == "" {
			aliases = append(aliases, a)
		}
	}
	return name, aliases
}

// generic are the device types of relays that switch whatever is plugged
// in: a lamp on a smart plug is a light.
var generic = []string{"outlet", "switch"}

// lockClasses are the classes a lock may be named by: the lock of the
// front door is "front door", "大门".
var lockClasses = []string{"door", gateClass}

// gateClass is the class of gates, whose lock may be named for the gate
// (大门锁).
const gateClass = "gate"

// kin are classes whose devices are often one another's (a humidifier or
// an air purifier is a fan to some hubs).
var kin = map[string][]string{"fan": {"humidifier"}, "humidifier": {"fan"}}

// deviceOf reports whether a device may be called by a word of a class
// in one of its names (name; "" for the device as a whole, as a member of
// a group): it has the capability of the class's name (a humidifier), it
// takes no command (the window's contact sensor: no command can reach
// it), it is a lock named as its door, or its type is of the class or of
// a class related to it. A plug or relay, or a device of a type no class
// has, is also of the class its name says ("Floor lamp" on a plug is a
// light): its name may say a class unless an alias says another (than
// its type's), an alias only the class its name says.
func deviceOf(d *home.Device, class, name string) bool {
	if d.Has(class) || len(d.Commands()) == 0 || d.Type == "lock" && slices.Contains(lockClasses, class) {
		return true
	}
	typed := classesOfType(d.Type)
	if slices.ContainsFunc(typed, func(c string) bool { return related(c, class) }) {
		return true
	}
	if len(typed) > 0 && !slices.Contains(generic, d.Type) {
		return false
	}
	own := nameClass(d.Name)
	switch {
	case name == "":
		return own == "" || related(own, class)
	case name != d.Name:
		return own != "" && related(own, class)
	}
	for _, a := range d.Aliases {
		if c := nameClass(a); c != "" && !related(c, class) && !slices.Contains(typed, c) {
			return false
		}
	}
	return true
}

// nameClass is the class a name ends with (a number or a letter after it
// left out: "Floor lamp 2", "Lamp B"), "" for none.
func nameClass(name string) string {
	c, _ := classOfKey(unnumbered(lang.Key(name)))
	return c
}

// related reports whether the devices of class c are of class too: the
// same class, kin, or classes that share a type (a media player named a
// speaker).
func related(c, class string) bool {
	if c == class || slices.Contains(kin[c], class) {
		return true
	}
	for _, t := range ir.Classes[c].Types {
		if slices.Contains(ir.Classes[class].Types, t) {
			return true
		}
	}
	return false
}
