package index

import (
	"errors"
	"fmt"
	"slices"

	"edge/home"
	"edge/ir"
	"edge/lang"
)

// ReadsAs says what a device's name or alias reads as in the language it
// is written in when that is more than a name (a home.NameReader): a yes
// or a no, a quantifier ("all", "全部"), a reference ("it", "那个"), a
// class of devices ("all the lights", "the lights", "灯") or the devices
// of a class in a place ("kitchen light", "lights in the kitchen") that
// the device is not. "" when it reads as a name only. A device may bear
// the word of its own class ("Lamp", "the speakers") and the place and
// class of its own ("Kitchen light" for a light in the kitchen), never a
// class with a quantifier ("all the lights").
func ReadsAs(h *home.Home, d *home.Device, name string) string {
	p := lang.Detect(name)
	if r, err := p.ParseReply(name); err == nil {
		switch r.Kind {
		case ir.Yes, ir.No:
			return "a yes or a no"
		case ir.Every:
			return "a quantifier (all of something)"
		}
	}
	clauses, err := p.Parse(name)
	if err != nil || len(clauses) != 1 {
		return ""
	}
	var words, place []string
	all, ref := false, false
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
			return ""
		}
	}
	switch {
	case ref:
		return "a reference to what was said before (\"it\")"
	case len(words) == 0 && len(place) == 0 && all:
		return "a quantifier (all of something)"
	case len(words) == 0:
		return ""
	}
	said := p.Key(p.Join(append(words, place...)))
	class, _ := p.ClassOf(p.Join(words))
	if class == "" {
		return ""
	}
	kind := false
	for _, w := range p.Vocab().Classes[class] {
		if p.Key(w) != said {
			continue
		}
		if all || !fits(d, class) {
			return fmt.Sprintf("the %s class of devices (%q names every one)", class, w)
		}
		kind = true
	}
	if kind {
		return ""
	}
	for _, pl := range places(h) {
		for _, n := range pl.names {
			for _, w := range p.Vocab().Classes[class] {
				room := p.Split(n)
				if p.Key(p.Join(append(slices.Clone(room), w))) != said && p.Key(p.Join(append([]string{w}, room...))) != said {
					continue
				}
				if all || !fits(d, class) || !pl.holds(d) {
					return fmt.Sprintf("the %s devices of the %s %q", class, pl.kind, n)
				}
			}
		}
	}
	return ""
}

// plainNames are the name ("" when it is not) and the aliases of a device
// that read as names only: a device kept with allow_collision is never
// found by a name that reads as more (ReadsAs), so a bulk or polysemous
// command ("turn off all the lights", "turn on the kitchen light") reaches
// it only as the language reads the words.
func plainNames(h *home.Home, d *home.Device) (name string, aliases []string) {
	if !d.AllowCollision {
		return d.Name, d.Aliases
	}
	if ReadsAs(h, d, d.Name) == "" {
		name = d.Name
	}
	for _, a := range d.Aliases {
		if ReadsAs(h, d, a) == "" {
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
var lockClasses = []string{"door", "gate"}

// kin are classes whose devices are often one another's (a humidifier or
// an air purifier is a fan to some hubs).
var kin = map[string][]string{"fan": {"humidifier"}, "humidifier": {"fan"}}

// fits reports whether a device may be of a class: its type is one of
// the class's, or of a class that shares a type with it (a media player
// named a speaker) or is its kin, it has the capability of the class's
// name (a humidifier), it is a lock named as its door, it takes no
// command (the window's contact sensor: no command can reach it), or its
// type says nothing of its class (a relay, a type no class has).
func fits(d *home.Device, class string) bool {
	if slices.Contains(generic, d.Type) || d.Type == "lock" && slices.Contains(lockClasses, class) ||
		d.Has(class) || len(d.Commands()) == 0 {
		return true
	}
	known := false
	for c, info := range ir.Classes {
		if !slices.Contains(info.Types, d.Type) {
			continue
		}
		known = true
		if slices.Contains(kin[c], class) {
			return true
		}
		for _, t := range info.Types {
			if slices.Contains(ir.Classes[class].Types, t) {
				return true
			}
		}
	}
	return !known
}

// place is a room or floor and its names.
type place struct {
	kind  string
	names []string
	holds func(*home.Device) bool
}

// places lists the rooms and floors of a home.
func places(h *home.Home) []place {
	floorOf := map[string]string{}
	var out []place
	for _, r := range h.Rooms {
		floorOf[r.ID] = r.Floor
		id := r.ID
		out = append(out, place{"room", append([]string{r.Name}, r.Aliases...), func(d *home.Device) bool { return d.Room == id }})
	}
	for _, f := range h.Floors {
		id := f.ID
		out = append(out, place{"floor", append([]string{f.Name}, f.Aliases...), func(d *home.Device) bool { return d.Room != "" && floorOf[d.Room] == id }})
	}
	return out
}

// checkNames refuses a home with a device name or alias that ReadsAs
// reads as more than a name, unless the device allows the collision.
func checkNames(h *home.Home) error {
	var errs []error
	for i := range h.Devices {
		d := &h.Devices[i]
		if d.AllowCollision {
			continue
		}
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			if why := ReadsAs(h, d, n); why != "" {
				errs = append(errs, fmt.Errorf("device %q: %q reads as %s; rename it, or add allow_collision: true to the device to keep it", d.ID, n, why))
			}
		}
	}
	return errors.Join(errs...)
}
