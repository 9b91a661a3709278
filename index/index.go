// Package index owns step 2 of the path: resolving the targets of the IR
// to the devices, groups and scenes of the home (DESIGN.md, seed 003).
//
// A target goes through a funnel. Scope first, as set algebra on metadata:
// the places said (rooms, floors, a group's members), minus every excepted
// place or entity, before any similarity. Then the structural matches:
// exact names and aliases (lang.Key), a place said before a name
// ("kitchen light"), class words ("the lamps"). When those find
// nothing, the keyword leg (BM25 over names, aliases, rooms, tags and
// type, with CJK characters and bigrams, toneless pinyin, folded pinyin
// for misheard sounds, and misspelt latin words), then a misheard or
// misspelt class word (a homophone of a Chinese one, "the lite") and, when that is not
// decisive either, the vector leg (embeddings of the entities'
// descriptors) find candidates. One score ranks them: the keyword match, then the speaker's
// room, the vector similarity, the session's recent targets, and whether
// the entity can do what is asked. A gate decides: one clear winner is
// taken; candidates too close to call, or two exact hits, are asked about;
// "all" and plurals return every match in scope, never a top-K cut.
//
// The BM25 index is built at import, inside the import's transaction
// (store.DB.Import with Write), and loaded by Open; New builds it in memory.
package index

import (
	"slices"
	"strings"
	"sync"

	"edge/home"
	"edge/lang"
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
	// devices are a group's member devices (DevicesOf).
	devices []*Entity
	keys    []string
	aliases []string
	// plain is false for a device whose name reads as more than a name
	// (ReadsAs, kept with allow_collision): it is found by its aliases.
	plain bool
	// main is set for a device one of whose names is a word for a room's
	// main light in some language ("ceiling light", 吸顶灯).
	main bool
	// capSet numbers the device's list of capabilities among the home's
	// (CapabilitySet).
	capSet  int32
	order   int32    // position in the home's order
	doc     int32    // its keyword document (setKeyword)
	roomNo  int32    // its room's number (roomNo), 0 for none
	classes []string // the device classes it is of (InClass)
}

// Index answers "which entities does this target mean" for one home. It is
// safe for concurrent use.
type Index struct {
	home     *home.Home
	entities []*Entity
	byID     map[string]*Entity
	byKey    map[string][]*Entity
	places   map[string][]string // place key → room ids
	// heads maps the head of rooms' names to the rooms (roomHeads).
	heads map[string][]string
	// sharedHeads are the heads of several rooms' names that are places
	// (addHeads).
	sharedHeads []string
	// numbers are the numbers names hold (nameNumbers).
	numbers  map[string]bool
	roomName map[string]string
	// roomOf is the room of each key (lang.Key) of a room's id, name
	// and aliases, the first in home order.
	roomOf    map[string]string
	roomFloor map[string]string
	// roomKeys are the keys of each room's name and aliases, in home
	// order (pluralRooms).
	roomKeys [][]string
	// byRoom and byClass list the devices and scenes of each room, and the
	// devices of each class, in home order.
	byRoom map[string][]*Entity
	// roomNo numbers the rooms from 1, for sets of rooms as bits.
	roomNo  map[string]int32
	byClass map[string][]*Entity
	// known pools the marks retrieve keeps per keyword document.
	known sync.Pool
	// words are the words of every name, alias and place (Knows), made
	// once asked, with pairs.
	words     map[string]bool
	pairs     map[string]bool // two words side by side in a key (spaced.go)
	wordsOnce sync.Once
	// spellings are the places' keys by their count of words, made
	// once asked (placeSpelt).
	spellings     map[int][]spellable
	spellableOnce sync.Once

	// capSets is how many lists of capabilities the devices have.
	capSets int

	kw   *bm25
	docs []*Entity // document number → entity
	// docRoom is each document's room number (roomNo; 0 for none), and
	// -1 for a group or no entity: what a search within rooms asks of
	// thousands of documents, without reading their entities.
	docRoom []int32
	source  string // where the keyword index came from: "built" or "store"
	stored  int    // bytes of the keyword index in the store (Open)
	vec     vectorLeg
}

// New indexes a home, building the keyword index in memory. The home must
// be valid (home.Parse checked it).
func New(h *home.Home) *Index {
	keys := keyMemo{}
	x := newIndex(h, keys)
	ids, docs := descriptors(x)
	x.setKeyword(buildBM25(ids, docs, keys), "built")
	return x
}

// newIndex indexes everything but the keyword leg; keys keeps the keys
// of the names for the keyword leg's build.
func newIndex(h *home.Home, keys keyMemo) *Index {
	n := len(h.Devices) + len(h.Groups) + len(h.Scenes)
	x := &Index{home: h, byID: make(map[string]*Entity, n), byKey: map[string][]*Entity{}, places: map[string][]string{},
		roomName: map[string]string{}, roomFloor: map[string]string{}, entities: make([]*Entity, 0, n)}
	classes, mainNames, capSets := newClassMemo(), newMainMemo(), map[string]int32{}
	var rd *nameReading
	if slices.ContainsFunc(h.Devices, func(d home.Device) bool { return d.AllowCollision }) {
		rd = newNameReading(h)
	}
	alikeNames := namesAlike(h, keys)
	for i := range h.Devices {
		d := &h.Devices[i]
		name, aliases := plainNames(rd, i, d)
		aliases = append(slices.Clip(aliases), alikeNames[d.ID]...)
		x.add(keys, &Entity{ID: d.ID, Kind: Device, Name: d.Name, Room: d.Room, Device: d, plain: name != ""}, name, aliases)
		e := x.entities[len(x.entities)-1]
		e.classes, e.main = classes.of(d.Type, keys.key(name), e.keys), mainNames.of(e)
		key := strings.Join(d.Capabilities, "\x00")
		n, ok := capSets[key]
		if !ok {
			n = int32(len(capSets))
			capSets[key] = n
		}
		e.capSet = n
	}
	x.capSets = len(capSets)
	for i := range h.Scenes {
		s := &h.Scenes[i]
		x.add(keys, &Entity{ID: s.ID, Kind: Scene, Name: s.Name, Room: s.Room, Scene: s, plain: true}, s.Name, s.Aliases)
	}
	groups := map[string]*home.Group{}
	for i := range h.Groups {
		groups[h.Groups[i].ID] = &h.Groups[i]
	}
	for i := range h.Groups {
		g := &h.Groups[i]
		x.add(keys, &Entity{ID: g.ID, Kind: Group, Name: g.Name, Members: expand(g, groups, map[string]bool{}), plain: true}, g.Name, g.Aliases)
	}
	floorRooms := map[string][]string{}
	x.roomOf = map[string]string{}
	alike := roomsAlike(h)
	for _, r := range h.Rooms {
		x.roomName[r.ID] = r.Name
		x.roomFloor[r.ID] = r.Floor
		aliases := append(slices.Clip(r.Aliases), alike[r.ID]...)
		for _, n := range append([]string{strings.ReplaceAll(r.ID, "_", " "), r.Name}, aliases...) {
			if k := lang.Key(n); x.roomOf[k] == "" {
				x.roomOf[k] = r.ID
			}
		}
		named := make([]string, 0, 1+len(r.Aliases))
		for _, n := range append([]string{r.Name}, r.Aliases...) {
			named = append(named, lang.Key(n))
		}
		x.roomKeys = append(x.roomKeys, named)
		x.addPlace(keys, []string{r.ID}, r.ID, r.Name, aliases)
		if r.Floor != "" {
			floorRooms[r.Floor] = append(floorRooms[r.Floor], r.ID)
		}
	}
	for _, f := range h.Floors {
		x.addPlace(keys, floorRooms[f.ID], f.ID, f.Name, f.Aliases)
	}
	x.heads = roomHeads(h)
	x.addHeads()
	x.addOutside(h)
	x.numbers = x.nameNumbers()
	x.byRoom, x.byClass = map[string][]*Entity{}, map[string][]*Entity{}
	x.roomNo = map[string]int32{}
	for i, r := range h.Rooms {
		x.roomNo[r.ID] = int32(i + 1)
	}
	for _, e := range x.entities {
		if e.Kind != Group && e.Room != "" {
			x.byRoom[e.Room] = append(x.byRoom[e.Room], e)
			e.roomNo = x.roomNo[e.Room]
		}
		if e.Kind == Group {
			e.devices = make([]*Entity, 0, len(e.Members))
			for _, id := range e.Members {
				if m, ok := x.byID[id]; ok && m.Kind == Device {
					e.devices = append(e.devices, m)
				}
			}
			e.devices = slices.Clip(e.devices)
		}
		for _, c := range e.classes {
			x.byClass[c] = append(x.byClass[c], e)
		}
	}
	x.standIn()
	return x
}

// setKeyword installs a keyword index whose documents are entity ids.
func (x *Index) setKeyword(b *bm25, source string) {
	x.kw, x.source = b, source
	x.docs = make([]*Entity, len(b.ids))
	x.docRoom = make([]int32, len(b.ids))
	for i, id := range b.ids {
		x.docRoom[i] = -1
		if e := x.byID[id]; e != nil {
			x.docs[i], e.doc = e, int32(i)
			b.ids[i] = e.ID // one copy of the id
			if e.Kind != Group {
				x.docRoom[i] = e.roomNo
			}
		}
	}
}

// descriptors lists the entities of an index as keyword documents: names
// and aliases, then the room's names, tags, and the type.
func descriptors(x *Index) ([]string, [][]field) {
	ids := make([]string, len(x.entities))
	docs := make([][]field, len(x.entities))
	roomNames := make(map[string][]string, len(x.home.Rooms))
	for _, r := range x.home.Rooms {
		roomNames[r.ID] = append([]string{r.Name}, r.Aliases...)
	}
	for i, e := range x.entities {
		ids[i] = e.ID
		var fs []field
		if e.plain {
			fs = append(fs, field{e.Name, weightName})
		}
		for _, a := range e.aliases {
			fs = append(fs, field{a, weightName})
		}
		for _, n := range roomNames[e.Room] {
			fs = append(fs, field{n, weightRoom})
		}
		if e.Device != nil {
			for _, t := range e.Device.Tags {
				fs = append(fs, field{t, weightTag})
			}
			if e.Device.Type != "" {
				fs = append(fs, field{strings.ReplaceAll(e.Device.Type, "_", " "), weightType})
			}
		}
		docs[i] = fs
	}
	return ids, docs
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

func (x *Index) add(keys keyMemo, e *Entity, name string, aliases []string) {
	e.order = int32(len(x.entities))
	e.aliases = aliases
	x.entities = append(x.entities, e)
	x.byID[e.ID] = e
	for i := -1; i < len(aliases); i++ {
		n := name
		if i >= 0 {
			n = aliases[i]
		}
		k := keys.key(n)
		if k == "" {
			continue
		}
		e.keys = append(e.keys, k)
		if !contains(x.byKey[k], e) {
			x.byKey[k] = append(x.byKey[k], e)
		}
	}
	e.keys = slices.Clip(e.keys)
}

func (x *Index) addPlace(keys keyMemo, rooms []string, id, name string, aliases []string) {
	for _, n := range append([]string{name, strings.ReplaceAll(id, "_", " ")}, aliases...) {
		if k := keys.key(n); k != "" {
			x.places[k] = union(x.places[k], rooms)
		}
	}
}

// CapabilitySet numbers a device's list of capabilities from 0 to the
// index's CapabilitySets: devices with the same list have the same number,
// for what depends on the capabilities alone (-1 for groups and scenes).
func (e *Entity) CapabilitySet() int {
	if e.Kind != Device {
		return -1
	}
	return int(e.capSet)
}

// CapabilitySets is how many lists of capabilities the home's devices
// have (CapabilitySet).
func (x *Index) CapabilitySets() int { return x.capSets }

// Number is the entity's place in the home's order, from 0 to the index's
// Len: for sets of entities as bits.
func (e *Entity) Number() int { return int(e.order) }

// Marks marks entities by their order (Number), as Context.LastOrder
// takes them.
func (x *Index) Marks(ents []*Entity) []bool {
	marks := make([]bool, len(x.entities))
	for _, e := range ents {
		marks[e.order] = true
	}
	return marks
}

// Len is how many entities the index holds.
func (x *Index) Len() int { return len(x.entities) }

// Entity returns the entity with that id.
func (x *Index) Entity(id string) (*Entity, bool) {
	e, ok := x.byID[id]
	return e, ok
}

// RoomOf is the room whose id (its underscores spaces), name or alias has
// the key (lang.Key), the first in home order; "" for none.
func (x *Index) RoomOf(key string) string { return x.roomOf[key] }

// RoomName is the display name of a room id ("" for none).
func (x *Index) RoomName(id string) string { return x.roomName[id] }

// named reports whether one of the entity's names holds the word, a
// number or a letter after it left out ("厨房台灯1" is named 台灯, "Lamp
// B" lamp).
func (e *Entity) named(word string) bool {
	for _, k := range e.keys {
		k = unnumbered(k)
		if k == word || strings.HasSuffix(k, word) && (word[0] >= 0x80 || len(k) > len(word) && k[len(k)-len(word)-1] == ' ') {
			return true
		}
	}
	return false
}

// Label is the name to say to the user of a language: the name when it
// is written in the language, else the first alias that is, else the name.
func Label(name string, aliases []string, code string) string {
	return labelBy(name, aliases, lang.For(code).OwnsName)
}

// labelBy is Label with owns telling the names of the language.
func labelBy(name string, aliases []string, owns func(string) bool) string {
	if owns(name) {
		return name
	}
	for _, a := range aliases {
		if owns(a) {
			return a
		}
	}
	return name
}

// Label is the entity's name to say in a language.
func (e *Entity) Label(code string) string {
	return e.labelBy(lang.For(code).OwnsName)
}

func (e *Entity) labelBy(owns func(string) bool) string {
	if !e.plain && len(e.aliases) > 0 {
		return labelBy(e.aliases[0], e.aliases[1:], owns)
	}
	return labelBy(e.Name, e.aliases, owns)
}

// RoomLabel is the name of a room id to say in a language ("" for none).
func (x *Index) RoomLabel(id, lang string) string {
	if n := x.roomNo[id]; n > 0 {
		r := &x.home.Rooms[n-1]
		return Label(r.Name, r.Aliases, lang)
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

// DevicesOf lists the devices an entity stands for: a device itself, the
// members of a group (groups in it expanded), none for a scene. It is the
// one expansion of a group's members. The slice is the index's: it must
// not be changed.
func (x *Index) DevicesOf(e *Entity) []*Entity {
	switch e.Kind {
	case Device:
		return x.entities[e.order : e.order+1 : e.order+1]
	case Group:
		return e.devices
	}
	return nil
}

// Devices lists every device entity in home order.
// The slice is the index's: it must not be changed.
func (x *Index) Devices() []*Entity {
	n := len(x.home.Devices) // the devices come first (newIndex)
	return x.entities[:n:n]
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
