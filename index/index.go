// Package index owns step 2 of the path: resolving the targets of the IR
// to the devices, groups and scenes of the home. This first version matches
// normalised names and aliases exactly (grammar.Key), splits a leading room
// or floor off a mention ("kitchen light", "客厅灯"), finds devices by class
// word, keeps to the places said (or the speaker's room), and asks when two
// candidates are equally good instead of guessing.
package index

import (
	"sort"
	"strings"
	"unicode"

	"edge/grammar"
	"edge/home"
	"edge/ir"
)

// Kind is the kind of an entity.
type Kind string

// Entity kinds.
const (
	Device Kind = "device"
	Group  Kind = "group"
	Scene  Kind = "scene"
)

// Entity is one addressable thing of the home.
type Entity struct {
	ID   string
	Kind Kind
	Name string
	// Room is the room id of a device or scene ("" for none and for groups).
	Room string
	// Device is set for devices.
	Device *home.Device
	// Scene is set for scenes.
	Scene *home.Scene
	// Members are the device ids of a group, groups expanded.
	Members []string
	keys    []string
}

// Index answers "which entities does this target mean" for one home.
type Index struct {
	home     *home.Home
	entities []*Entity
	byID     map[string]*Entity
	byKey    map[string][]*Entity
	places   map[string][]string // place key → room ids
	placeKey []string            // place keys, longest first
	roomName map[string]string
}

// New indexes a home. The home must be valid (home.Parse checked it).
func New(h *home.Home) *Index {
	x := &Index{home: h, byID: map[string]*Entity{}, byKey: map[string][]*Entity{}, places: map[string][]string{}, roomName: map[string]string{}}
	for i := range h.Devices {
		d := &h.Devices[i]
		x.add(&Entity{ID: d.ID, Kind: Device, Name: d.Name, Room: d.Room, Device: d}, d.Name, d.Aliases)
	}
	for i := range h.Scenes {
		s := &h.Scenes[i]
		x.add(&Entity{ID: s.ID, Kind: Scene, Name: s.Name, Room: s.Room, Scene: s}, s.Name, s.Aliases)
	}
	groups := map[string]*home.Group{}
	for i := range h.Groups {
		groups[h.Groups[i].ID] = &h.Groups[i]
	}
	for i := range h.Groups {
		g := &h.Groups[i]
		x.add(&Entity{ID: g.ID, Kind: Group, Name: g.Name, Members: expand(g, groups, map[string]bool{})}, g.Name, g.Aliases)
	}
	floorRooms := map[string][]string{}
	for _, r := range h.Rooms {
		x.roomName[r.ID] = r.Name
		x.addPlace([]string{r.ID}, r.ID, r.Name, r.Aliases)
		if r.Floor != "" {
			floorRooms[r.Floor] = append(floorRooms[r.Floor], r.ID)
		}
	}
	for _, f := range h.Floors {
		x.addPlace(floorRooms[f.ID], f.ID, f.Name, f.Aliases)
	}
	for k := range x.places {
		x.placeKey = append(x.placeKey, k)
	}
	sort.Slice(x.placeKey, func(i, j int) bool {
		a, b := x.placeKey[i], x.placeKey[j]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return a < b
	})
	return x
}

func expand(g *home.Group, groups map[string]*home.Group, seen map[string]bool) []string {
	var out []string
	seen[g.ID] = true
	for _, m := range g.Members {
		if sub, ok := groups[m]; ok {
			if !seen[m] {
				out = append(out, expand(sub, groups, seen)...)
			}
			continue
		}
		out = append(out, m)
	}
	return out
}

func (x *Index) add(e *Entity, name string, aliases []string) {
	x.entities = append(x.entities, e)
	x.byID[e.ID] = e
	for _, n := range append([]string{name}, aliases...) {
		k := grammar.Key(n)
		if k == "" {
			continue
		}
		e.keys = append(e.keys, k)
		if !contains(x.byKey[k], e) {
			x.byKey[k] = append(x.byKey[k], e)
		}
	}
}

func (x *Index) addPlace(rooms []string, id, name string, aliases []string) {
	for _, n := range append([]string{name, strings.ReplaceAll(id, "_", " ")}, aliases...) {
		if k := grammar.Key(n); k != "" {
			x.places[k] = union(x.places[k], rooms)
		}
	}
}

// Entity returns the entity with that id.
func (x *Index) Entity(id string) (*Entity, bool) {
	e, ok := x.byID[id]
	return e, ok
}

// RoomName is the display name of a room id ("" for none).
func (x *Index) RoomName(id string) string { return x.roomName[id] }

// named reports whether one of the entity's names holds the word.
func (e *Entity) named(word string) bool {
	for _, k := range e.keys {
		if k == word || strings.HasSuffix(k, word) && (word[0] >= 0x80 || strings.HasSuffix(k, " "+word)) {
			return true
		}
	}
	return false
}

// Label is the name to say to the user: in Chinese ("zh") the first alias
// written in Chinese, if there is one.
func Label(name string, aliases []string, lang string) string {
	if lang == "zh" {
		for _, a := range aliases {
			for _, r := range a {
				if unicode.Is(unicode.Han, r) {
					return a
				}
			}
		}
	}
	return name
}

// Label is the entity's name to say in a language.
func (e *Entity) Label(lang string) string {
	switch {
	case e.Device != nil:
		return Label(e.Name, e.Device.Aliases, lang)
	case e.Scene != nil:
		return Label(e.Name, e.Scene.Aliases, lang)
	}
	return e.Name
}

// RoomLabel is the name of a room id to say in a language ("" for none).
func (x *Index) RoomLabel(id, lang string) string {
	for _, r := range x.home.Rooms {
		if r.ID == id {
			return Label(r.Name, r.Aliases, lang)
		}
	}
	return ""
}

// InPlace reports whether an entity is in the room or floor with that key
// (grammar.Key of its name or alias).
func (x *Index) InPlace(e *Entity, key string) bool {
	for _, r := range x.places[key] {
		if r == e.Room {
			return true
		}
	}
	return false
}

// Devices lists every device entity in home order.
func (x *Index) Devices() []*Entity {
	var out []*Entity
	for _, e := range x.entities {
		if e.Kind == Device {
			out = append(out, e)
		}
	}
	return out
}

// Problem says why a target resolved to nothing.
type Problem string

// Problems.
const (
	NoMatch      Problem = "no_match"      // no entity is called that
	NoPlace      Problem = "no_place"      // no room or floor is called that
	NoCapability Problem = "no_capability" // found, but it cannot do that
	NoReference  Problem = "no_reference"  // "it" with nothing said before
)

// Result is the outcome of resolving one target.
type Result struct {
	// Entities are the entities meant, when clear.
	Entities []*Entity
	// Options are the candidates to ask about when it is not clear.
	Options []*Entity
	// Problem is set when nothing was found; Subject is the words it is about.
	Problem Problem
	Subject string
}

// Context is what the conversation adds to a target.
type Context struct {
	// Room is the room the speaker is in ("" if unknown).
	Room string
	// Last are the entity ids the session last acted on or asked about.
	Last []string
	// Query is true for questions: several matches are all answered
	// instead of asked about, unless two names tie exactly.
	Query bool
	// Unmarked is true for a language that does not mark the plural
	// (Chinese): a class with a place ("卧室的灯") means all of it there.
	Unmarked bool
}

// Resolve finds the entities a target means. fit says whether an entity
// can do what the clause asks; entities that cannot are not candidates.
func (x *Index) Resolve(t ir.Target, fit func(*Entity) bool, ctx Context) Result {
	rooms, explicit := map[string]bool(nil), false
	for _, p := range t.Places {
		rs, ok := x.places[grammar.Key(p)]
		if !ok {
			return Result{Problem: NoPlace, Subject: p}
		}
		rooms, explicit = intersect(rooms, rs), true
	}
	if t.Ref {
		var out []*Entity
		for _, id := range ctx.Last {
			if e, ok := x.byID[id]; ok && fit(e) {
				out = append(out, e)
			}
		}
		if len(out) == 0 {
			return Result{Problem: NoReference}
		}
		return x.pick(out, t.All || len(out) > 1, ctx, false)
	}
	if t.Name == "" {
		return x.inScope(rooms, explicit, "", "", t.All || explicit, fit, ctx)
	}
	key := grammar.Key(t.Name)
	if hits := x.exact(key, rooms); len(hits) > 0 {
		fitting := filter(hits, fit)
		if len(fitting) == 0 {
			return Result{Problem: NoCapability, Subject: t.Name}
		}
		if t.All {
			// "the kitchen lights" is every light of the kitchen, also
			// when one of them is called "Kitchen light".
			if more := x.classInPlace(key, t.Class, rooms, fit, ctx); len(more.Entities) > 0 {
				return Result{Entities: unionEntities(fitting, more.Entities)}
			}
		}
		return x.pick(fitting, t.All, ctx, true)
	}
	if rs, ok := x.places[key]; ok {
		return x.inScope(intersect(rooms, rs), true, "", "", t.All || ctx.Query, fit, ctx)
	}
	for _, pk := range x.placeKey {
		rest, ok := cutPlace(key, pk)
		if !ok {
			continue
		}
		scope := intersect(rooms, x.places[pk])
		if hits := x.exact(rest, scope); len(hits) > 0 {
			if fitting := filter(hits, fit); len(fitting) > 0 {
				return x.pick(fitting, t.All, ctx, true)
			}
			return Result{Problem: NoCapability, Subject: t.Name}
		}
		if class, _ := classOfKey(rest); class != "" && class == t.Class {
			return x.inScope(scope, true, class, rest, t.All, fit, ctx)
		}
	}
	if t.Class != "" {
		if class, _ := classOfKey(key); class == t.Class && isClassWord(key, class) {
			return x.inScope(rooms, explicit, t.Class, key, t.All, fit, ctx)
		}
	}
	return Result{Problem: NoMatch, Subject: t.Name}
}

// classInPlace reads a key as a place followed by a class word ("kitchen
// light") and returns every fitting entity of that class there.
func (x *Index) classInPlace(key, class string, rooms map[string]bool, fit func(*Entity) bool, ctx Context) Result {
	for _, pk := range x.placeKey {
		rest, ok := cutPlace(key, pk)
		if !ok {
			continue
		}
		if c, _ := classOfKey(rest); c != "" && c == class && isClassWord(rest, c) {
			return x.inScope(intersect(rooms, x.places[pk]), true, class, rest, true, fit, ctx)
		}
	}
	return Result{}
}

func unionEntities(a, b []*Entity) []*Entity {
	out := append([]*Entity(nil), a...)
	for _, e := range b {
		if !contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// inScope resolves to the fitting entities of a class (or any, for "")
// within rooms (nil: anywhere; the speaker's room first when not explicit).
// When one entity is meant, those whose names hold the class word said
// ("lamp") come before the rest of the class.
func (x *Index) inScope(rooms map[string]bool, explicit bool, class, word string, all bool, fit func(*Entity) bool, ctx Context) Result {
	var out []*Entity
	for _, e := range x.entities {
		if e.Kind == Group || (rooms != nil && !rooms[e.Room]) {
			continue
		}
		if class != "" && !InClass(e, class) {
			continue
		}
		if fit(e) {
			out = append(out, e)
		}
	}
	if !explicit && ctx.Room != "" {
		var here []*Entity
		for _, e := range out {
			if e.Room == ctx.Room {
				here = append(here, e)
			}
		}
		if len(here) > 0 {
			out = here
		}
	}
	all = all || (ctx.Unmarked && explicit)
	if word != "" && !all && !ctx.Query {
		var named []*Entity
		for _, e := range out {
			if e.named(word) {
				named = append(named, e)
			}
		}
		if len(named) > 0 {
			out = named
		}
	}
	if len(out) == 0 {
		return Result{Problem: NoMatch, Subject: class}
	}
	return x.pick(out, all || ctx.Query, ctx, false)
}

// pick applies cardinality: all of them, the one, or a question. For
// exact name hits the speaker's room breaks a tie.
func (x *Index) pick(c []*Entity, all bool, ctx Context, exact bool) Result {
	if all || len(c) == 1 {
		return Result{Entities: c}
	}
	if exact && ctx.Room != "" {
		var here []*Entity
		for _, e := range c {
			if e.Room == ctx.Room {
				here = append(here, e)
			}
		}
		if len(here) == 1 {
			return Result{Entities: here}
		}
	}
	return Result{Options: c}
}

func (x *Index) exact(key string, rooms map[string]bool) []*Entity {
	var out []*Entity
	for _, e := range x.byKey[key] {
		if rooms == nil || rooms[e.Room] || e.Kind == Group {
			out = append(out, e)
		}
	}
	return out
}

// cutPlace splits a leading place key off a mention key.
func cutPlace(key, place string) (string, bool) {
	rest, ok := strings.CutPrefix(key, place)
	if !ok || rest == "" {
		return "", false
	}
	if r := rest[0]; r == ' ' {
		return rest[1:], true
	} else if r < 0x80 && r != ' ' && place[len(place)-1] < 0x80 {
		return "", false
	}
	return rest, true
}

// InClass reports whether an entity is of a device class: by its type, or
// by a class word in one of its names.
func InClass(e *Entity, class string) bool {
	info, ok := ir.Classes[class]
	if !ok || e.Kind != Device {
		return false
	}
	for _, t := range info.Types {
		if e.Device.Type == t {
			return true
		}
	}
	for _, k := range e.keys {
		if c, _ := classOfKey(k); c == class {
			return true
		}
	}
	return false
}

// classOfKey finds the class word a key ends with.
func classOfKey(key string) (string, int) {
	best, class := 0, ""
	for c, info := range ir.Classes {
		for _, w := range info.Words {
			if (key == w || strings.HasSuffix(key, w) && (w[0] >= 0x80 || strings.HasSuffix(key, " "+w))) && len(w) > best {
				best, class = len(w), c
			}
		}
	}
	return class, best
}

func isClassWord(key, class string) bool {
	for _, w := range ir.Classes[class].Words {
		if key == w {
			return true
		}
	}
	return false
}

func filter(es []*Entity, fit func(*Entity) bool) []*Entity {
	var out []*Entity
	for _, e := range es {
		if fit(e) {
			out = append(out, e)
		}
	}
	return out
}

func contains(es []*Entity, e *Entity) bool {
	for _, x := range es {
		if x == e {
			return true
		}
	}
	return false
}

func union(a, b []string) []string {
	for _, s := range b {
		found := false
		for _, t := range a {
			found = found || s == t
		}
		if !found {
			a = append(a, s)
		}
	}
	return a
}

// intersect narrows a room set (nil: every room) by a list of rooms.
func intersect(set map[string]bool, rooms []string) map[string]bool {
	out := map[string]bool{}
	for _, r := range rooms {
		if set == nil || set[r] {
			out[r] = true
		}
	}
	return out
}
