package index

import (
	"context"
	"slices"

	"edge/ir"
	"edge/lang"
)

// Problem says why a target resolved to nothing.
type Problem string

// Problems.
const (
	NoMatch      Problem = "no_match"      // no entity is called that
	NoPlace      Problem = "no_place"      // no room or floor is called that
	NoCapability Problem = "no_capability" // found, but it cannot do that
	NoReference  Problem = "no_reference"  // "it" with nothing said before
)

// MaxOptions is the most candidates a Result asks about; the rest are
// counted in More.
const MaxOptions = 8

// Result is the outcome of resolving one target.
type Result struct {
	// Entities are the entities meant, when clear.
	Entities []*Entity
	// Options are the candidates to ask about when it is not clear, at
	// most MaxOptions.
	Options []*Entity
	// More is how many more candidates were as close as the Options.
	More int
	// Pool is every candidate asked about: the Options and the More. An
	// answer may name any of them.
	Pool []*Entity
	// Rooms, when set, says to ask the room first: the rooms the Pool is
	// in, in home order ("" for the entities that are in no room, last).
	// Any of them, or all of them, answers.
	Rooms []string
	// Placed says the Options are the devices of the class said in the
	// place said ("the light in the kitchen"): for a command of low risk
	// they may all be meant.
	Placed bool
	// Unsure says the one option only sounds like the words said, or
	// leaves some of them unaccounted for: a guess, to ask about.
	Unsure bool
	// Problem is set when nothing was found; Subject is the words it is about.
	Problem Problem
	Subject string
	// Candidates are the candidates of the keyword and vector legs too
	// close to call, or the best alone, with the parts of their scores,
	// best first, when those legs decided on one target (empty for exact
	// names, places, class words, "all" and questions about several).
	Candidates []Candidate
}

// Candidate is one entity the keyword or vector leg found, with the parts
// of its score.
type Candidate struct {
	Entity *Entity
	// Score is the one score the gate compares.
	Score float32
	// Keyword is the BM25 score relative to the best one (0–1); Coverage
	// the mean match level of the words said (0–1); Vector the cosine
	// similarity of the descriptor to the words (0 when the vector leg did
	// not run).
	Keyword, Coverage, Vector float32
	// Fits is whether the entity can do what is asked.
	Fits bool
}

// Context is what the conversation adds to a target.
type Context struct {
	// Room is the room the speaker is in ("" if unknown).
	Room string
	// Last are the entity ids the session last acted on or asked about;
	// LastOrder, when the caller has them as entities, marks them by
	// entity order (Index.Marks), so that a sweep's thousands are not
	// looked up again.
	Last      []string
	LastOrder []bool
	// Query is true for questions: several matches are all answered
	// instead of asked about, unless two names tie exactly.
	Query bool
	// Read is true for a device a condition reads: as for a question, a
	// device named that cannot tell the state reads the one its name
	// continues to in its room that can ("if the front door is open":
	// the Front door contact, where the front door is a lock).
	Read bool
	// Unmarked is true for a language that does not mark the plural
	// (lang.Lexicon.PluralUnmarked): a class with a place means all of it
	// there.
	Unmarked bool
}

// The gate's constants. A candidate's score is its keyword score relative
// to the best (0–1), plus boostVector × its vector similarity, boostRoom
// in the speaker's room when no place was said, boostRecent when the
// session mentioned it last, and boostFit when it can do what is asked.
// Candidates within band of the best, or matching the words said within
// sameCoverage as well as the best, are too close to call. A candidate of
// the keyword leg needs minCoverage of the words said matched (less is no
// match: the words are left to the model fallback); a candidate found only
// by the vector leg is never taken without asking.
const (
	minCoverage   = 0.75
	band          = 0.15
	boostRoom     = 0.3
	boostRecent   = 0.1
	boostVector   = 0.3
	boostFit      = 0.5
	minSimilarity = 0.5
	sameCoverage  = 0.05
)

// query is the working state of one Resolve.
type query struct {
	// ctx bounds the I/O of the vector leg.
	ctx  context.Context
	x    *Index
	t    ir.Target
	fit  func(*Entity) bool
	conv Context
	// rooms is the scope the places said give (nil: anywhere); members,
	// when set, the devices of a group said as a place.
	rooms    map[string]bool
	members  map[string]bool
	explicit bool
	// shared is set when a place said is the head of several rooms'
	// names (sharedHead).
	shared bool
	// exRooms and exOrder are what the exceptions take out.
	exRooms map[string]bool
	// exBits is exRooms as bits (roomBits), nil for none.
	exBits []bool
	// exOrder marks the entities the exceptions take out, by entity
	// order (nil: none); memberOrder is members so (orderBits): what a
	// scope of thousands asks of each.
	exOrder, memberOrder []bool
	// exSaid are the entities each exception of a device named (except).
	exSaid []excepted
	// said are the words the keyword leg searched; whole, the same with
	// the place said before them (retrieve).
	said, whole string
	// lastOrder marks the session's last targets by entity order, once
	// asked (recent), when they are many (a sweep's thousands).
	lastOrder []bool
}

// recent reports whether the session last acted on or asked about e. A
// few last targets are compared by id; many are looked up once, not
// hashed into a set each time a leg ranks.
func (q *query) recent(e *Entity) bool {
	if q.conv.LastOrder != nil {
		return int(e.order) < len(q.conv.LastOrder) && q.conv.LastOrder[e.order]
	}
	if len(q.conv.Last) <= 8 {
		return slices.Contains(q.conv.Last, e.ID)
	}
	if q.lastOrder == nil {
		q.lastOrder = make([]bool, len(q.x.entities))
		for _, id := range q.conv.Last {
			if m, ok := q.x.byID[id]; ok {
				q.lastOrder[m.order] = true
			}
		}
	}
	return q.lastOrder[e.order]
}

// Resolve finds the entities a target means in the conversation conv. fit
// says whether an entity can do what the clause asks; entities that cannot
// are never returned. ctx bounds the one request the vector leg may make
// (the keyword leg does no I/O); when it is done, the vector leg is left
// out.
func (x *Index) Resolve(ctx context.Context, t ir.Target, fit func(*Entity) bool, conv Context) Result {
	q := &query{ctx: ctx, x: x, t: t, fit: fit, conv: conv, exRooms: map[string]bool{}}
	if r, ok := q.scope(); !ok {
		return r
	}
	r := q.resolve()
	if r.Problem == NoMatch && t.Class != "" && !t.Ref {
		if o := q.relayAsked(); len(o.Options) > 0 {
			r = o
		} else if d := q.doorLocked(); d.Problem == "" && (len(d.Entities) > 0 || len(d.Options) > 0) {
			r = d
		}
	}
	if r.Problem == NoMatch && !t.Ref {
		// "bedroom light one" for "Bedroom Light 1" (numberword.go)
		if name := x.numbered(lang.Key(t.Name)); name != "" {
			said := t
			said.Name = name
			if nr := x.Resolve(ctx, said, fit, conv); nr.Problem == "" {
				return nr
			}
		}
	}
	r = q.finish(q.sharedHead(r))
	if name := q.exceptedNothing(r); name != "" {
		return Result{Problem: NoMatch, Subject: name}
	}
	return r
}

func (q *query) resolve() Result {
	t := q.t
	key := lang.Key(t.Name)
	if t.Ref || lang.Detect(key).Vocab().References[key] {
		return q.reference()
	}
	if t.Name == "" {
		// a kind in a place is all of it there, but one of it said so
		// ("the kitchen one" after a light) is asked about
		return q.inScope(q.rooms, q.explicit, t.Class, "", t.All || q.explicit && !t.One)
	}
	if t.All && t.Class != "" && isClassWord(key, t.Class) {
		// "all the lights" is every light, also when one of them is
		// called "lights".
		r := q.inScope(q.rooms, q.explicit, t.Class, key, true)
		if r.Problem != "" && t.Part != "" {
			// "lock the doors": the doors' locks, when they are devices
			// of their own.
			if parts := q.partsNamedFor(t.Class, t.Part); parts.Problem == "" {
				return parts
			}
		}
		return r
	}
	if len(q.x.byKey[key]) == 0 {
		key, _ = q.x.leadPlaceSpelt(key) // "the bedrom lights"
	}
	if r, ok := q.listedPlace(key); ok {
		return r
	}
	if hits := q.exact(key, q.rooms); len(hits) > 0 {
		fitting := filter(hits, q.fit)
		if len(fitting) == 0 && t.Part != "" {
			fitting = q.partOf(hits, t.Part)
		}
		if len(fitting) == 0 && (q.conv.Query || q.conv.Read) {
			fitting = q.namedPart(hits)
		}
		if len(fitting) == 0 {
			return Result{Problem: NoCapability, Subject: t.Name}
		}
		if t.All {
			// "the kitchen lights" is every light of the kitchen, also
			// when one of them is called "Kitchen light".
			if more := q.classInPlace(key, t.Class, q.rooms); len(more.Entities) > 0 {
				return Result{Entities: unionEntities(fitting, more.Entities)}
			}
		}
		return q.pick(fitting, t.All, true)
	}
	if rs, ok := q.x.places[key]; ok {
		scope := intersect(q.rooms, rs)
		if t.Alone != "" && t.Class == "" && !q.conv.Query {
			// "turn off the office": its lights by type, unless it has
			// none (a plug called "Christmas tree lights" is not one).
			types := ir.Classes[t.Alone].Types
			r := q.inScope(scope, true, t.Alone, "", true)
			if t.Listed && len(r.Entities) > 0 {
				// "the kitchen light and the bedroom": its lights, as
				// "the bedroom lights" are
				return r
			}
			if r.Entities = slices.DeleteFunc(r.Entities, func(e *Entity) bool {
				return e.Kind != Device || !slices.Contains(types, e.Device.Type)
			}); len(r.Entities) > 0 {
				return r
			}
			if t.All || t.Listed {
				// "熄灭客厅除了主灯": a sweep of the place's lights that
				// leaves none is of nothing else; so is a place listed
				// after a thing of a class it has none of.
				return Result{Problem: NoCapability, Subject: t.Name}
			}
			return unlit(q.inScope(scope, true, "", "", false))
		}
		if q.conv.Query && t.Class != "" && isClassWord(key, t.Class) {
			// "is the garage open": a place and a class said in one
			// word asks about the class there, when the place has one.
			if r := q.inScope(scope, true, t.Class, key, true); len(r.Entities) > 0 {
				return r
			}
		}
		r := q.inScope(scope, true, "", "", t.All || q.conv.Query)
		if r.Problem == NoMatch {
			// "关掉花园的音乐": the place is there, and nothing in it
			// does what is asked
			return Result{Problem: NoCapability, Subject: t.Name}
		}
		return r
	}
	if rest, ok := brandCut(key); ok {
		return q.branded(rest)
	}
	if r, ok := q.mainLight(key, q.rooms, q.explicit); ok {
		return r
	}
	if rest, ok := genericCut(key); ok {
		// "the room light": a light, by its class, never the devices
		// whose names hold "room"; "the room" alone names none.
		if rest == "" {
			return Result{Problem: NoMatch, Subject: t.Name}
		}
		if rs, ok := q.x.places[rest]; ok {
			// "the kitchen things", "厨房电器": what is in the place, of
			// any kind, never the device whose name holds the place's
			// word, nor its lights as the place alone would be.
			return q.inScope(intersect(q.rooms, rs), true, "", "", t.All || q.conv.Query)
		}
		if class, _ := classOfKey(rest); class != "" && isClassWord(rest, class) {
			return q.inScope(q.rooms, q.explicit, t.Class, rest, t.All || q.explicit)
		}
		key = rest
	}
	if es, ok := q.unjoined(key); ok {
		return Result{Entities: es}
	}
	cut, cutScope := "", map[string]bool(nil)
	for _, pk := range q.x.placePrefixes(key) {
		rest, _ := cutPlace(key, pk)
		scope := intersect(q.rooms, q.x.places[pk])
		if hits := q.exact(rest, scope); len(hits) > 0 {
			if fitting := filter(hits, q.fit); len(fitting) > 0 {
				return q.pick(fitting, t.All, true)
			}
			return Result{Problem: NoCapability, Subject: t.Name}
		}
		if r, ok := q.mainLight(rest, scope, true); ok {
			return r
		}
		if r, ok := q.classMisheard(pk, rest); ok {
			return r
		}
		if class := classPart(rest); class != "" && t.Class == "" {
			// "the bedroom conditioner": a part of a class's words
			if r := q.inScope(scope, true, class, "", t.All); r.Problem == "" {
				return r
			}
		}
		if class, _ := classOfKey(rest); class != "" && class == t.Class {
			if isClassWord(rest, class) {
				return q.inScope(scope, true, class, rest, t.All)
			}
			// "kitchen play corner lights": the light called "Play Corner"
			// in the kitchen, not every light there.
			if name := StripClassWord(rest, class); name != "" {
				fit := func(e *Entity) bool { return InClass(e, class) && q.fit(e) }
				if hits := filter(q.exact(name, scope), fit); len(hits) > 0 {
					return q.pick(hits, t.All, true)
				}
			}
		}
		if cut == "" {
			cut, cutScope = rest, scope
		}
	}
	if t.Class != "" {
		if class, _ := classOfKey(key); class == t.Class && isClassWord(key, class) {
			return q.inScope(q.rooms, q.explicit, t.Class, key, t.All)
		}
	}
	if cut != "" {
		return q.retrieve(cut, key, cutScope, true)
	}
	if class := classPart(key); class != "" && t.Class == "" {
		// "turn on the air", "the conditioner": a part of a class's words
		if r := q.inScope(q.rooms, q.explicit, class, "", t.All || q.explicit && !t.One); r.Problem == "" {
			return q.classOrNamed(r, key)
		}
	}
	return q.retrieve(key, key, q.rooms, q.explicit)
}

// lastThere is the session's last targets within the places said (all of
// them where none is), a group's members there in its stead.
func (q *query) lastThere() []*Entity {
	var out []*Entity
	for _, id := range q.conv.Last {
		e, ok := q.x.byID[id]
		switch {
		case !ok || !q.within(e, q.rooms):
		case e.Kind == Group && q.rooms != nil:
			for _, me := range q.x.DevicesOf(e) {
				if q.within(me, q.rooms) {
					out = append(out, me)
				}
			}
		default:
			out = append(out, e)
		}
	}
	return out
}

// reference resolves "it", "them": the session's last targets that
// can do what is asked. When none can, it asks about those near them that
// can, rather than acting on something else or failing. A place said
// with it keeps only those there, and of a group its members there: "turn
// it off in the study" after the kitchen light refers to nothing, where it
// turned the kitchen light off, and "turn them off in the bedroom" after
// the upstairs lights is the bedroom's of them, where it was all of them.
func (q *query) reference() Result {
	var last, out []*Entity
	for _, e := range q.lastThere() {
		last = append(last, e)
		if q.fit(e) {
			out = append(out, e)
		}
	}
	switch {
	case len(last) == 0:
		return Result{Problem: NoReference}
	case len(out) > 0:
		return q.pick(out, q.t.All || len(out) > 1, false)
	}
	rooms := map[string]bool{}
	for _, e := range last {
		if e.Room != "" {
			rooms[e.Room] = true
		}
		for _, me := range q.x.DevicesOf(e) {
			if me.Room != "" {
				rooms[me.Room] = true
			}
		}
	}
	var near []*Entity
	for _, e := range q.x.entities {
		if e.Kind != Group && rooms[e.Room] && q.within(e, nil) && q.fit(e) {
			near = append(near, e)
		}
	}
	if len(near) == 0 {
		return Result{Problem: NoCapability, Subject: last[0].Name}
	}
	return Result{Options: near}
}

// classMisheard reads a place and a word after it that only sounds like,
// or is misspelt for, a class word ("厨房等" for "厨房灯", "kitchen ligth")
// as the place and the class word said rightly: the device so called
// where there is one, as "厨房灯" is, never every one of the class there
// that the word alone would reach.
func (q *query) classMisheard(place, rest string) (Result, bool) {
	class, word := soundsLikeClass(rest)
	if class == "" || word == rest || q.t.Class != "" && q.t.Class != class || saidPlural(q.t.Name) {
		return Result{}, false // "kitchen ligths": a plural, every one there
	}
	fixed := *q
	fixed.t.Name, fixed.t.Class = place+word, class
	if place[len(place)-1] < 0x80 {
		fixed.t.Name = place + " " + word
	}
	return fixed.resolve(), true
}

// listedPlace is the things of the class listed before that a place said
// alone after them holds (ir.Target.Listed), before any device called by
// the place's name: "turn off the kitchen light and the garage" is the
// garage's light, where it asked Garage door or Garage light. After a
// thing that shuts a way in or lets something flow (listedNever) a place
// listed stands for nothing: such a thing is named ("unlock the front
// door and the garage" unlocked the garage's lock).
func (q *query) listedPlace(key string) (Result, bool) {
	t := q.t
	rs, ok := q.x.places[key]
	if !t.Listed || !ok || q.conv.Query {
		return Result{}, false
	}
	if listedNever[t.Alone] {
		return Result{Problem: NoCapability, Subject: t.Name}, true
	}
	r := q.inScope(intersect(q.rooms, rs), true, t.Alone, "", true)
	return r, r.Problem == "" && len(r.Entities) > 0
}

// listedNever are the classes a place listed never stands for.
var listedNever = map[string]bool{"door": true, "garage_door": true, "gate": true, "window": true, "lock": true, "valve": true, "alarm": true}
