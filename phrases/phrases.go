// Package phrases says what a speech recogniser should expect in one home:
// the sentences of a language pack's shapes (lang.Phrases) filled with the
// home's names, rooms, scenes and numbers said as words, written as a JSGF
// grammar (pocketsphinx), a phrase list (Vosk's grammar: a JSON array) or
// plain sentences, one a line (to build a language model from). It holds
// no word of any language: every word comes from the pack or the home.
package phrases

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/risk"
)

// Kind is what a sentence does.
type Kind string

// Kinds of sentences.
const (
	Command  Kind = "command"
	Question Kind = "question"
	Reply    Kind = "reply"
	Timer    Kind = "timer"
	PIN      Kind = "pin"
)

// kinds orders the kinds as a grammar lists them.
var kinds = []Kind{Command, Question, Reply, Timer, PIN}

// Grammar is what may be said to one home in one language.
type Grammar struct {
	// Lang is the language's code.
	Lang   string
	pack   lang.Pack
	say    lang.Phraser
	shapes []*shape
	// pin is the number of digit words of a PIN, at least and at most; 0
	// when the home has no PIN.
	pinMin, pinMax int
	digits         [][]string
	// decoys are what the home lacks, offered beside its names.
	decoys decoys
}

// shape is one of the pack's shapes, with the values of its slots in
// this home. A value is a list of tokens.
type shape struct {
	kind Kind
	// key names what fits ("onoff on", "light", "any"): the rules of its
	// entity slots are named after it.
	key string
	// means is what the shape means: shapes that mean the same ("turn on
	// the {name}", "switch on the {name}") share it.
	means string
	parts []part
	// combos are the values the entity slots ({name}, {class}, {room})
	// take together; lists those of the other slots, each on its own.
	combos []map[string][]string
	lists  map[string][][]string
	// nameDecoys and spanDecoys are the home's own decoys of its {name}
	// slot and of its span of a class and a room (homedecoys.go).
	nameDecoys, spanDecoys []decoyGroup
	// nameClasses are the class words the names of its {name} slot say:
	// said after a decoy place ("laundry light"), they are a decoy of the
	// slot too.
	nameClasses [][]string
}

// part is a token, or a slot.
type part struct {
	token, slot string
}

// entitySlots are the slots whose values come from what fits.
var entitySlots = []string{"name", "class", "room"}

// Ranges of the numbers a recogniser is told: percentages in steps of
// percentStep, degrees in whole degrees over the thermostat's range, and
// the minutes of timers.
var (
	percentStep = 10
	minutes     = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 45, 50, 60, 90}
)

// Build makes the grammar of a home in the language of a pack. It fails
// when the pack has no phrases.
func Build(h *home.Home, p lang.Pack) (*Grammar, error) {
	say, ok := p.(lang.Phraser)
	if !ok {
		return nil, fmt.Errorf("the %s pack has no phrases for a recogniser", p.Name())
	}
	g := &Grammar{Lang: p.Code(), pack: p, say: say}
	b := builder{g: g, h: h, idx: index.New(h), ph: say.Phrases()}
	b.build()
	if h.Security.PINHash != "" {
		g.pinMin, g.pinMax = risk.MinPIN, risk.MaxPIN
		for _, entry := range p.Words(lang.DigitWords) {
			var alts []string
			for _, w := range strings.Split(entry, "|") {
				alts = append(alts, strings.Join(say.Tokens(w), " "))
			}
			g.digits = append(g.digits, alts)
		}
	}
	g.decoys = g.makeDecoys()
	g.pruneHomeDecoys()
	return g, nil
}

// builder fills the pack's shapes from one home.
type builder struct {
	g   *Grammar
	h   *home.Home
	idx *index.Index
	ph  *lang.Phrases
	// devices are the fits of the home's devices, in order, made once.
	devices []fit
	// reading reads what the names of the home read as (made when first
	// needed).
	reading home.Reading
	// rooms are the home's rooms and the class words of each.
	rooms rooms
}

// fit is something a shape may speak of: its names, its class words and
// its room.
type fit struct {
	names   [][]string
	classes [][]string
	room    string
	// kinds are its classes.
	kinds []string
}

func (b *builder) build() {
	for i := range b.h.Devices {
		d := &b.h.Devices[i]
		f := fit{names: b.names(d.Name, d.Aliases, i), room: d.Room}
		if e, ok := b.idx.Entity(d.ID); ok {
			f.classes, f.kinds = b.classWords(e.Classes(), f.names), e.Classes()
		}
		b.devices = append(b.devices, f)
	}
	b.rooms = b.homeRooms()
	for _, key := range sortedKeys(b.ph.Commands) {
		capName, cmd, _ := strings.Cut(key, " ")
		fits := b.fitting(func(d *home.Device) bool {
			c, ok := home.LookupCapability(capName)
			if !ok || !d.Has(capName) || !d.VoiceAllowed() {
				return false
			}
			_, ok = c.Command(cmd)
			return ok
		}, true)
		n := len(b.g.shapes)
		b.add(Command, capName, b.ph.Commands[key], fits)
		// The shapes of a command without arguments mean the same; those
		// of one with arguments may each say other ones ("dim", "brighten").
		if c, ok := home.LookupCapability(capName); ok {
			if command, ok := c.Command(cmd); ok && len(command.Args) == 0 {
				for _, s := range b.g.shapes[n:] {
					s.means = key
				}
			}
		}
	}
	for _, class := range sortedKeys(b.ph.Classes) {
		fits := b.fitting(func(d *home.Device) bool {
			e, ok := b.idx.Entity(d.ID)
			return ok && d.VoiceAllowed() && slices.Contains(e.Classes(), class)
		}, false)
		b.add(Command, class, b.ph.Classes[class], fits)
	}
	for _, attr := range sortedKeys(b.ph.Questions) {
		fits := b.fitting(func(d *home.Device) bool { return hasAttr(d, attr) }, false)
		b.add(Question, attr, b.ph.Questions[attr], fits)
	}
	var scenes []fit
	for _, s := range b.h.Scenes {
		scenes = append(scenes, fit{names: b.names(s.Name, s.Aliases, -1), room: s.Room})
	}
	b.add(Command, "scene", b.ph.Scenes, scenes)
	b.add(Reply, "any", b.ph.Replies, b.fitting(func(d *home.Device) bool { return d.VoiceAllowed() && len(d.Commands()) > 0 }, false))
	b.add(Timer, "timer", b.ph.Timers, nil)
}

// fitting lists the devices that fit, and with groups the groups whose
// devices all fit.
func (b *builder) fitting(fits func(*home.Device) bool, groups bool) []fit {
	var out []fit
	for i := range b.h.Devices {
		if fits(&b.h.Devices[i]) {
			out = append(out, b.devices[i])
		}
	}
	if !groups {
		return out
	}
	for _, gr := range b.h.Groups {
		e, ok := b.idx.Entity(gr.ID)
		if !ok || len(e.Members) == 0 {
			continue
		}
		all := true
		for _, id := range e.Members {
			m, ok := b.idx.Entity(id)
			all = all && ok && m.Device != nil && fits(m.Device)
		}
		if all {
			out = append(out, fit{names: b.names(gr.Name, gr.Aliases, -1)})
		}
	}
	return out
}

// names are the names and aliases written in the pack's language, as
// tokens; of the device at index dev (-1 for none), those that read as a
// name only (index.ReadsAs: only a device with allow_collision has
// others, the import refuses them).
func (b *builder) names(name string, aliases []string, dev int) [][]string {
	var out [][]string
	for _, n := range append([]string{name}, aliases...) {
		if !b.g.pack.OwnsName(n) || dev >= 0 && b.h.Devices[dev].AllowCollision && b.readsAs(dev, n) != "" {
			continue
		}
		if t := b.g.say.Tokens(n); len(t) > 0 && !containsTokens(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// classWords are the words of a device's classes to say: the class's
// general word (the pack's first) unless it names a kind the device is not
// called (开关 of an oven on a relay), and the others its names use ("lamp"
// for "Study lamp").
func (b *builder) classWords(classes []string, names [][]string) [][]string {
	var out [][]string
	for _, c := range classes {
		for i, w := range b.g.pack.Vocab().Classes[c] {
			t := b.g.say.Tokens(w)
			used := slices.ContainsFunc(names, func(n []string) bool { return hasRun(n, t) })
			if len(t) > 0 && (i == 0 && !b.g.pack.Vocab().Kinds[w] || used) && !containsTokens(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// hasAttr reports whether a device has a state attribute.
func hasAttr(d *home.Device, attr string) bool {
	for _, name := range d.Capabilities {
		c, ok := home.LookupCapability(name)
		if !ok {
			continue
		}
		for _, a := range c.State {
			if a.Name == attr {
				return true
			}
		}
	}
	return false
}

// add adds the shapes of one key, with the values of their slots; a shape
// whose slots have no value in this home is left out.
func (b *builder) add(kind Kind, key string, shapes []string, fits []fit) {
	for _, text := range shapes {
		s := &shape{kind: kind, key: key, means: text, lists: map[string][][]string{}}
		s.parts = b.parse(text)
		slots := lang.ShapeSlots(text)
		s.combos = b.combos(slots, fits, key == "any")
		if kind == Reply {
			s.combos = b.readAsReplies(s)
		}
		if s.combos == nil {
			continue
		}
		ok := true
		for _, slot := range slots {
			if slices.Contains(entitySlots, slot) {
				continue
			}
			vs := b.values(slot)
			ok = ok && len(vs) > 0
			s.lists[slot] = vs
		}
		if !ok {
			continue
		}
		if slices.Contains(slots, "name") {
			s.nameDecoys, s.nameClasses = b.nameDecoys(b.rooms, fits)
		}
		s.spanDecoys = b.spanDecoys(b.rooms, s)
		b.g.shapes = append(b.g.shapes, s)
	}
}

// parse splits a shape into tokens and slots.
func (b *builder) parse(text string) []part {
	var out []part
	for text != "" {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			i = len(text)
		}
		for _, t := range b.g.say.Tokens(text[:i]) {
			out = append(out, part{token: t})
		}
		if i == len(text) {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		out = append(out, part{slot: text[i+1 : i+j]})
		text = text[i+j+1:]
	}
	return out
}

// combos are the values the entity slots of a shape take together, one
// for each name of each fit (or each class word, with its room); nil when
// nothing fits. A shape without entity slots has one empty combo. With
// anyRoom, {room} is any room of the home.
func (b *builder) combos(slots []string, fits []fit, anyRoom bool) []map[string][]string {
	has := func(s string) bool { return slices.Contains(slots, s) }
	if !has("name") && !has("class") && !has("room") {
		return []map[string][]string{{}}
	}
	var out []map[string][]string
	seen := map[string]bool{}
	addCombo := func(c map[string][]string) {
		k := fmt.Sprint(c["name"], c["class"], c["room"])
		if !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	if anyRoom && has("room") {
		for _, r := range b.h.Rooms {
			for _, n := range b.names(r.Name, r.Aliases, -1) {
				addCombo(map[string][]string{"room": n})
			}
		}
		return out
	}
	for _, f := range fits {
		var rooms [][]string
		if has("room") {
			if rooms = b.roomNames(f.room); len(rooms) == 0 {
				continue
			}
		}
		switch {
		case has("name"):
			for _, n := range f.names {
				addCombo(map[string][]string{"name": n})
			}
		case has("class") && has("room"):
			for _, c := range f.classes {
				for _, r := range rooms {
					addCombo(map[string][]string{"class": c, "room": r})
				}
			}
		case has("class"):
			for _, c := range f.classes {
				addCombo(map[string][]string{"class": c})
			}
		default:
			for _, r := range rooms {
				addCombo(map[string][]string{"room": r})
			}
		}
	}
	return out
}

// roomNames are the names of a room in the pack's language, as tokens.
func (b *builder) roomNames(id string) [][]string {
	for _, r := range b.h.Rooms {
		if r.ID == id {
			return b.names(r.Name, r.Aliases, -1)
		}
	}
	return nil
}

// values are the values of a slot that does not depend on what fits.
func (b *builder) values(slot string) [][]string {
	var out [][]string
	number := func(n int) { out = append(out, b.g.say.Tokens(b.g.say.SayNumber(n))) }
	switch slot {
	case "percent":
		for n := 0; n <= 100; n += percentStep {
			number(n)
		}
	case "degrees":
		c, _ := home.LookupCapability("thermostat")
		set, _ := c.Command("set")
		for _, a := range set.Args {
			if a.Of == "target_temperature" && !a.Step {
				for n := int(a.Min); n <= int(a.Max); n++ {
					number(n)
				}
			}
		}
	case "minutes":
		for _, n := range minutes {
			number(n)
		}
	case "color":
		// One word a colour: its own name ("cyan", not "teal" or
		// "turquoise"), else its shortest word; fewer words for a
		// recogniser to confuse.
		best := map[string]string{}
		for w, c := range b.g.pack.Vocab().Colors {
			if o, ok := best[c]; !ok || o != c && (w == c || len(w) < len(o) || len(w) == len(o) && w < o) {
				best[c] = w
			}
		}
		for _, c := range sortedKeys(best) {
			out = append(out, b.g.say.Tokens(best[c]))
		}
	case "ordinal":
		for _, w := range b.ph.Ordinals {
			out = append(out, b.g.say.Tokens(w))
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func containsTokens(list [][]string, t []string) bool {
	return slices.ContainsFunc(list, func(u []string) bool { return slices.Equal(u, t) })
}

// hasRun reports whether the tokens of a name hold those of a word, in a
// row.
func hasRun(name, word []string) bool {
	for i := 0; i+len(word) <= len(name); i++ {
		if slices.Equal(name[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

// readsAs says what a name of the device at index dev reads as beyond a
// name ("" for nothing more).
func (b *builder) readsAs(dev int, name string) string {
	if b.reading == nil {
		b.reading = index.ReadsAs(b.h)
	}
	return b.reading.As(home.Named{Kind: "device", Index: dev}, name)
}
