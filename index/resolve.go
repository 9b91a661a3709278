package index

import (
	"cmp"
	"context"
	"slices"
	"sort"
	"strings"

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
	// Candidates are the ranked candidates of the keyword and vector legs,
	// best first, when those legs decided (empty for exact names, places
	// and class words).
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
	// Last are the entity ids the session last acted on or asked about.
	Last []string
	// Query is true for questions: several matches are all answered
	// instead of asked about, unless two names tie exactly.
	Query bool
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
	// exRooms and exIDs are what the exceptions take out.
	exRooms map[string]bool
	// exBits is exRooms as bits (roomBits), nil for none.
	exBits []bool
	exIDs  map[string]bool
	// said are the words the keyword leg searched; whole, the same with
	// the place said before them (retrieve).
	said, whole string
}

// Resolve finds the entities a target means in the conversation conv. fit
// says whether an entity can do what the clause asks; entities that cannot
// are never returned. ctx bounds the one request the vector leg may make
// (the keyword leg does no I/O); when it is done, the vector leg is left
// out.
func (x *Index) Resolve(ctx context.Context, t ir.Target, fit func(*Entity) bool, conv Context) Result {
	q := &query{ctx: ctx, x: x, t: t, fit: fit, conv: conv, exRooms: map[string]bool{}, exIDs: map[string]bool{}}
	if r, ok := q.scope(); !ok {
		return r
	}
	return q.finish(q.resolve())
}

// scope turns the places said and the exceptions into sets, before any
// similarity.
func (q *query) scope() (Result, bool) {
	for _, p := range q.t.Places {
		k := lang.Key(p)
		if rs, ok := q.x.places[k]; ok {
			q.rooms, q.explicit = intersect(q.rooms, rs), true
			continue
		}
		if g := q.x.group(k); g != nil {
			q.members, q.explicit = intersectIDs(q.members, g.Members), true
			continue
		}
		return Result{Problem: NoPlace, Subject: p}, false
	}
	for _, xt := range q.t.Except {
		if r, ok := q.except(xt); !ok {
			return r, false
		}
	}
	if len(q.exRooms) > 0 {
		q.exBits = q.x.roomBits(q.exRooms)
	}
	return Result{}, true
}

// group finds a group by the key of its name or alias.
func (x *Index) group(key string) *Entity {
	for _, e := range x.byKey[key] {
		if e.Kind == Group {
			return e
		}
	}
	return nil
}

func intersectIDs(set map[string]bool, ids []string) map[string]bool {
	out := map[string]bool{}
	for _, id := range ids {
		if set == nil || set[id] {
			out[id] = true
		}
	}
	return out
}

// except takes one excepted target out of the scope: a place (everything
// there), or whatever the target resolves to (an entity, every match of a
// plural, a group's members). An exception that resolves to nothing or is
// ambiguous fails the whole target: acting on more than was meant is worse
// than asking again.
func (q *query) except(xt ir.Target) (Result, bool) {
	if xt.Name == "" && xt.Class == "" && !xt.Ref {
		for _, p := range xt.Places {
			rs, ok := q.x.places[lang.Key(p)]
			if !ok {
				return Result{Problem: NoPlace, Subject: p}, false
			}
			for _, r := range rs {
				q.exRooms[r] = true
			}
		}
		return Result{}, true
	}
	if xt.Class == "" && len(xt.Places) == 0 && !xt.Ref {
		if rs, ok := q.x.places[lang.Key(xt.Name)]; ok {
			for _, r := range rs {
				q.exRooms[r] = true
			}
			return Result{}, true
		}
	}
	sub := xt
	sub.All = true
	r := q.x.Resolve(q.ctx, sub, func(*Entity) bool { return true }, Context{Last: q.conv.Last, Unmarked: q.conv.Unmarked})
	switch {
	case r.Problem != "":
		return r, false
	case len(r.Entities) == 0:
		return Result{Problem: NoMatch, Subject: xt.Name}, false
	}
	for _, e := range r.Entities {
		q.exIDs[e.ID] = true
		for _, m := range e.Members {
			q.exIDs[m] = true
		}
	}
	return Result{}, true
}

// excluded reports whether an exception takes the entity out; a group is
// out when all its members are.
func (q *query) excluded(e *Entity) bool {
	switch {
	case len(q.exIDs) == 0 && len(q.exRooms) == 0:
		return false
	case len(q.exIDs) > 0 && q.exIDs[e.ID]:
		return true
	case e.Kind == Group:
		ms := q.x.DevicesOf(e)
		for _, me := range ms {
			if !q.excluded(me) {
				return false
			}
		}
		return len(ms) > 0
	}
	return q.exBits != nil && q.exBits[e.roomNo]
}

// within reports whether an entity is in rooms (nil: anywhere; groups have
// no room and are not limited by it), in the group said as a place, and
// not excepted.
func (q *query) within(e *Entity, rooms map[string]bool) bool {
	return q.kept(e) && (rooms == nil || e.Kind == Group || rooms[e.Room])
}

// withinBits is within for rooms as bits (roomBits).
func (q *query) withinBits(e *Entity, bits []bool) bool {
	return q.kept(e) && (bits == nil || e.Kind == Group || bits[e.roomNo])
}

// kept reports whether an entity is in the group said as a place, and not
// excepted.
func (q *query) kept(e *Entity) bool {
	return !q.excluded(e) && (q.members == nil || e.Kind == Device && q.members[e.ID])
}

// knownDocs is a cleared slice of n marks, one per keyword document,
// from the index's pool (Put it back).
func (x *Index) knownDocs(n int) []int8 {
	if p, ok := x.known.Get().(*[]int8); ok && len(*p) == n {
		clear(*p)
		return *p
	}
	return make([]int8, n)
}

// roomBits is a set of rooms (nil: anywhere) as bits by room number,
// for the loops over thousands of entities.
func (x *Index) roomBits(rooms map[string]bool) []bool {
	if rooms == nil {
		return nil
	}
	bits := make([]bool, len(x.roomNo)+1)
	for r := range rooms {
		bits[x.roomNo[r]] = true
	}
	bits[0] = false // no room, or one the home does not have
	return bits
}

func (q *query) resolve() Result {
	t := q.t
	key := lang.Key(t.Name)
	if t.Ref || lang.Detect(key).Vocab().References[key] {
		return q.reference()
	}
	if t.Name == "" {
		return q.inScope(q.rooms, q.explicit, t.Class, "", t.All || q.explicit)
	}
	if t.All && t.Class != "" && isClassWord(key, t.Class) {
		// "all the lights" is every light, also when one of them is
		// called "lights".
		return q.inScope(q.rooms, q.explicit, t.Class, key, true)
	}
	if hits := q.exact(key, q.rooms); len(hits) > 0 {
		fitting := filter(hits, q.fit)
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
		return q.inScope(intersect(q.rooms, rs), true, "", "", t.All || q.conv.Query)
	}
	if r, ok := q.mainLight(key, q.rooms, q.explicit); ok {
		return r
	}
	cut, cutScope := "", map[string]bool(nil)
	for _, pk := range q.x.placeKey {
		rest, ok := cutPlace(key, pk)
		if !ok {
			continue
		}
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
	return q.retrieve(key, key, q.rooms, q.explicit)
}

// mainLight resolves a word for a room's main light ("main light", in
// the study, or where the speaker is): the lights called by such a word
// ("Study ceiling light"), never every light there. ok is false for any
// other word.
func (q *query) mainLight(word string, rooms map[string]bool, explicit bool) (Result, bool) {
	if !lang.Detect(word).Vocab().Main[word] {
		return Result{}, false
	}
	var found, here []*Entity
	scope, _ := q.x.scope(rooms, "")
	for _, e := range scope {
		if e.Kind != Device || !q.within(e, rooms) || !q.fit(e) || !mainNamed(e) {
			continue
		}
		found = append(found, e)
		if !explicit && q.conv.Room != "" && e.Room == q.conv.Room {
			here = append(here, e)
		}
	}
	switch {
	case len(here) > 0:
		found = here
	case len(found) == 0:
		return Result{Problem: NoMatch, Subject: q.t.Name}, true
	}
	return q.pick(found, q.t.All, false), true
}

// mainNamed reports whether one of an entity's names is a word for a main
// light in some language.
func mainNamed(e *Entity) bool {
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Main {
			if e.named(w) {
				return true
			}
		}
	}
	return false
}

// reference resolves "it", "them": the session's last targets that
// can do what is asked. When none can, it asks about those near them that
// can, rather than acting on something else or failing.
func (q *query) reference() Result {
	var last, out []*Entity
	for _, id := range q.conv.Last {
		if e, ok := q.x.byID[id]; ok && !q.excluded(e) {
			last = append(last, e)
			if q.fit(e) {
				out = append(out, e)
			}
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

// classInPlace reads a key as a place followed by a class word ("kitchen
// light") and returns every fitting entity of that class there.
func (q *query) classInPlace(key, class string, rooms map[string]bool) Result {
	for _, pk := range q.x.placeKey {
		rest, ok := cutPlace(key, pk)
		if !ok {
			continue
		}
		if c, _ := classOfKey(rest); c != "" && c == class && isClassWord(rest, c) {
			return q.inScope(intersect(rooms, q.x.places[pk]), true, class, rest, true)
		}
	}
	return Result{}
}

func unionEntities(a, b []*Entity) []*Entity {
	out := make([]*Entity, len(a), len(a)+len(b))
	copy(out, a)
	inA := func(e *Entity) bool { return slices.Contains(a, e) } // a few exact hits
	if len(a) > 16 {
		set := make(map[*Entity]bool, len(a))
		for _, e := range a {
			set[e] = true
		}
		inA = func(e *Entity) bool { return set[e] }
	}
	for _, e := range b {
		if !inA(e) {
			out = append(out, e)
		}
	}
	return out
}

// inScope resolves to the fitting entities of a class (or any, for "")
// within rooms (nil: anywhere; the speaker's room first when not explicit).
// When one entity is meant, those whose names hold the class word said
// ("lamp") come before the rest of the class.
func (q *query) inScope(rooms map[string]bool, explicit bool, class, word string, all bool) Result {
	scope, classed := q.x.scope(rooms, class)
	out := make([]*Entity, 0, len(scope))
	bits := q.x.roomBits(rooms)
	for _, e := range scope {
		if e.Kind == Group || !q.withinBits(e, bits) {
			continue
		}
		if !classed && class != "" && !InClass(e, class) {
			continue
		}
		if q.fit(e) {
			out = append(out, e)
		}
	}
	placed := explicit
	if !explicit && q.conv.Room != "" {
		var here []*Entity
		for _, e := range out {
			if e.Room == q.conv.Room {
				here = append(here, e)
			}
		}
		if len(here) > 0 {
			out, placed = here, true
		}
	}
	if !placed && class != "" && !q.conv.Query && (q.t.Plural || q.conv.Unmarked && !q.t.All) {
		if rooms := q.x.roomsOf(out); len(rooms) > 1 && (q.t.Plural || len(rooms) < len(out)) {
			// "turn off the lights", said nowhere in particular: which room?
			return Result{Options: out, Rooms: rooms}
		}
	}
	all = all || (q.conv.Unmarked && explicit)
	guess := false
	if kind := word != "" && lang.Detect(word).Vocab().Kinds[word]; word != "" && (kind || !general(word, class)) {
		// "the lamp", "all the lamps", "which lamps are on": those
		// called lamps first; a kind ("desk lamp" in Chinese): those
		// called so, else a question (a desk lamp is not any light).
		// "the light" is any light.
		var named []*Entity
		for _, e := range out {
			if e.named(word) {
				named = append(named, e)
			}
		}
		switch {
		case len(named) > 0:
			out = named
		case kind && !q.conv.Query:
			guess = true
		}
	}
	switch {
	case len(out) == 0:
		return Result{Problem: NoMatch, Subject: q.t.Name}
	case guess:
		return Result{Options: out}
	}
	r := q.pick(out, all || q.conv.Query, false)
	r.Placed = explicit && class != "" && !q.t.One
	return r
}

// general reports whether a class word is its class's most general word
// in its language ("light"): it names any device of the class.
func general(word, class string) bool {
	ws := lang.Detect(word).Vocab().Classes[class]
	return len(ws) > 0 && ws[0] == word
}

// roomsOf lists the rooms of entities in home order, once each, with ""
// last for those in no room.
func (x *Index) roomsOf(es []*Entity) []string {
	in := map[string]bool{}
	for _, e := range es {
		in[e.Room] = true
	}
	var out []string
	for _, r := range x.home.Rooms {
		if in[r.ID] {
			out = append(out, r.ID)
		}
	}
	if in[""] {
		out = append(out, "")
	}
	return out
}

// scope lists, in home order, the entities that may be in rooms (nil:
// anywhere) and of a class ("": any): the fewest to look at. classed tells
// that all of them are of the class.
func (x *Index) scope(rooms map[string]bool, class string) (es []*Entity, classed bool) {
	base := x.entities
	if class != "" {
		base = x.byClass[class]
	}
	if rooms == nil {
		return base, true
	}
	n := 0
	for r := range rooms {
		n += len(x.byRoom[r])
	}
	if n*4 > len(base) {
		return base, true
	}
	out := make([]*Entity, 0, n)
	for r := range rooms {
		out = append(out, x.byRoom[r]...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].order < out[j].order })
	return out, class == ""
}

// pick applies cardinality: all of them, the one, or a question. For
// exact name hits the speaker's room breaks a tie.
func (q *query) pick(c []*Entity, all bool, exact bool) Result {
	if all || len(c) == 1 {
		return Result{Entities: c}
	}
	if exact && q.conv.Room != "" {
		var here []*Entity
		for _, e := range c {
			if e.Room == q.conv.Room {
				here = append(here, e)
			}
		}
		if len(here) == 1 {
			return Result{Entities: here}
		}
	}
	return Result{Options: c}
}

// exact lists the entities called key within rooms (groups anywhere).
func (q *query) exact(key string, rooms map[string]bool) []*Entity {
	var out []*Entity
	for _, e := range q.x.byKey[key] {
		if q.within(e, rooms) {
			out = append(out, e)
		}
	}
	return out
}

// cand is one candidate of the keyword and vector legs.
type cand struct {
	e                       *Entity
	kw, cover, sim, score   float32
	fits, here, recent, kwl bool
	// firm: the keyword leg accounted for every word said (hit.firm).
	firm bool
}

// retrieve runs the keyword leg on text within rooms and, when that is not
// decisive, tries the text as a misheard or misspelt class word, then adds
// the vector leg. whole is the text with the place said before it: a word
// heard otherwise is accounted for (hit.firm) when it stands beside the
// place in a name.
func (q *query) retrieve(text, whole string, rooms map[string]bool, explicit bool) Result {
	bits := q.x.roomBits(rooms)
	allowed := func(e *Entity) bool {
		return e != nil && q.withinBits(e, bits) && (e.Kind != Group || rooms == nil || q.groupIn(e, rooms))
	}
	var cands []*cand
	if q.x.kw != nil {
		// A document is asked about once, not once per term it holds;
		// within rooms, only the rooms' devices and the groups are asked.
		known := q.x.knownDocs(len(q.x.docs))
		defer q.x.known.Put(&known)
		if rooms != nil {
			for i, e := range q.x.docs {
				if e == nil || e.Kind != Group {
					known[i] = 2
				}
			}
			for r := range rooms {
				for _, e := range q.x.byRoom[r] {
					known[e.doc] = 0
				}
			}
		}
		allowedDoc := func(doc uint32) bool {
			if known[doc] == 0 {
				known[doc] = 2
				if allowed(q.x.docs[doc]) {
					known[doc] = 1
				}
			}
			return known[doc] == 1
		}
		for _, h := range q.x.kw.search(units(text), allowedDoc, minCoverage) {
			cands = append(cands, &cand{e: q.x.docs[h.doc], kw: h.score, cover: h.coverage, kwl: true, firm: h.firm})
		}
	}
	q.said, q.whole = text, whole
	if r, decided := q.gate(cands, explicit); decided {
		return r
	}
	if class, word := soundsLikeClass(text); class != "" && (q.t.Class == "" || q.t.Class == class) {
		return q.inScope(rooms, explicit, class, word, q.t.All)
	}
	scoped := rooms != nil || q.members != nil || len(q.exIDs) > 0 || len(q.exRooms) > 0
	sims := q.x.vec.search(q.ctx, q.x, text, allowed, scoped)
	if len(sims) == 0 {
		r, _ := q.gate(cands, explicit)
		return r
	}
	byEntity := map[*Entity]*cand{}
	for _, c := range cands {
		byEntity[c.e] = c
	}
	for e, s := range sims {
		if c, ok := byEntity[e]; ok {
			c.sim = s
		} else if s >= minSimilarity {
			cands = append(cands, &cand{e: e, sim: s})
		}
	}
	r, _ := q.gate(cands, explicit)
	return r
}

// firmer tells, for the candidates the words said did not all account
// for, whether the words with the place said before them do (hit.firm).
// Only the candidates a decision takes are looked at again.
func (q *query) firmer(cands []*cand) {
	if q.whole == q.said || q.x.kw == nil {
		return
	}
	unsure := map[*Entity]*cand{}
	for _, c := range cands {
		if !c.firm {
			unsure[c.e] = c
		}
	}
	if len(unsure) == 0 {
		return
	}
	for _, h := range q.x.kw.search(units(q.whole), func(doc uint32) bool { return unsure[q.x.docs[doc]] != nil }, 0) {
		unsure[q.x.docs[h.doc]].firm = h.firm
	}
}

// StripClassWords takes the words of a class off the end of a key
// (grammar.Key), one after the other ("wemo plug socket" → "wemo"); ""
// for no class, the key when it ends with none.
func StripClassWords(key, class string) string {
	if class == "" {
		return ""
	}
	for {
		rest := StripClassWord(key, class)
		if rest == "" {
			return key
		}
		key = rest
	}
}

// gate scores the candidates and decides: the one meant, all of them (for
// "all" and questions), a question, or a problem. decided is false when
// another leg may still help: nothing found, or a question.
func (q *query) gate(cands []*cand, explicit bool) (Result, bool) {
	if len(cands) == 0 {
		return Result{Problem: NoMatch, Subject: q.t.Name}, false
	}
	var kwMax float32
	for _, c := range cands {
		kwMax = max(kwMax, c.kw)
	}
	recent := map[string]bool{}
	for _, id := range q.conv.Last {
		recent[id] = true
	}
	for _, c := range cands {
		c.fits, c.here, c.recent = q.fit(c.e), !explicit && q.conv.Room != "" && c.e.Room == q.conv.Room, recent[c.e.ID]
		c.score = boostVector * max(c.sim, 0)
		if kwMax > 0 {
			c.score += c.kw / kwMax
		}
		if c.here {
			c.score += boostRoom
		}
		if c.recent {
			c.score += boostRecent
		}
		if c.fits {
			c.score += boostFit
		}
	}
	slices.SortFunc(cands, func(a, b *cand) int {
		if a.score != b.score {
			return cmp.Compare(b.score, a.score)
		}
		return cmp.Compare(a.e.order, b.e.order) // each entity has its own
	})
	ranked := make([]Candidate, len(cands))
	for i, c := range cands {
		ranked[i] = Candidate{Entity: c.e, Score: c.score, Coverage: c.cover, Vector: c.sim, Fits: c.fits}
		if kwMax > 0 {
			ranked[i].Keyword = c.kw / kwMax
		}
	}
	top := cands[0]
	if !top.fits {
		return Result{Problem: NoCapability, Subject: q.t.Name, Candidates: ranked}, true
	}
	if q.t.All {
		q.firmer(cands)
		var matched, here []*Entity
		for _, c := range cands {
			if c.fits && c.kwl && c.firm {
				matched = append(matched, c.e)
				if c.here {
					here = append(here, c.e)
				}
			}
		}
		matched = inOrder(matched)
		switch {
		case len(matched) == 0:
		case !q.t.Plural || explicit:
			return Result{Entities: matched, Candidates: ranked}, true
		case len(here) > 0:
			return Result{Entities: inOrder(here), Candidates: ranked}, true
		default:
			// "turn off my room lights", said nowhere in particular.
			if rooms := q.x.roomsOf(matched); len(rooms) > 1 {
				return Result{Options: matched, Rooms: rooms, Candidates: ranked}, true
			}
			return Result{Entities: matched, Candidates: ranked}, true
		}
	}
	// Too close to call: within band of the best, or matching the words
	// said as well as the best does (a shorter name or a rarer word is no
	// reason to prefer one), unless the speaker's room tells them apart.
	var close []*Entity
	for _, c := range cands {
		if c.fits && (c.score >= top.score-band || c.kwl && c.cover >= top.cover-sameCoverage && c.here == top.here) {
			close = append(close, c.e)
		}
	}
	if len(close) == 1 {
		q.firmer(cands[:1])
	}
	switch {
	case q.conv.Query && top.kwl:
		return Result{Entities: inOrder(close), Candidates: ranked}, true
	case len(close) == 1 && top.kwl && top.firm:
		return Result{Entities: close, Candidates: ranked}, true
	case len(close) == 1 && top.kwl:
		// one candidate, but some of the words said only sound like its
		// names: ask ("did you mean ...?"), never act on the guess.
		return Result{Options: close, Unsure: true, Candidates: ranked}, true
	}
	return Result{Options: close, Candidates: ranked}, false
}

// inOrder sorts entities into the home's order.
func inOrder(es []*Entity) []*Entity {
	sort.SliceStable(es, func(i, j int) bool { return es[i].order < es[j].order })
	return es
}

// finish applies the exceptions to the groups in a result (a group some of
// whose members are excepted becomes its other members) and caps the
// options, those in the speaker's room and the recent ones first.
func (q *query) finish(r Result) Result {
	if (len(q.exIDs) > 0 || len(q.exRooms) > 0) && slices.ContainsFunc(r.Entities, func(e *Entity) bool { return e.Kind == Group }) {
		var out []*Entity
		seen := map[*Entity]bool{}
		add := func(e *Entity) {
			if !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
		for _, e := range r.Entities {
			if e.Kind != Group || !q.partly(e) {
				add(e)
				continue
			}
			for _, me := range q.x.DevicesOf(e) {
				if !q.excluded(me) && q.fit(me) {
					add(me)
				}
			}
		}
		r.Entities = out
		if len(out) == 0 {
			return Result{Problem: NoMatch, Subject: q.t.Name}
		}
	}
	r.Pool = r.Options
	if len(r.Options) > MaxOptions {
		recent := map[string]bool{}
		for _, id := range q.conv.Last {
			recent[id] = true
		}
		rank := func(e *Entity) int {
			n := 0
			if q.conv.Room != "" && e.Room == q.conv.Room {
				n += 2
			}
			if recent[e.ID] {
				n++
			}
			return n
		}
		opts := append([]*Entity(nil), r.Options...)
		sort.SliceStable(opts, func(i, j int) bool { return rank(opts[i]) > rank(opts[j]) })
		r.Options, r.More, r.Pool = opts[:MaxOptions], len(opts)-MaxOptions, opts
	}
	return r
}

// groupIn reports whether all the members of a group are in rooms.
func (q *query) groupIn(g *Entity, rooms map[string]bool) bool {
	n := 0
	for _, id := range g.Members {
		if m, ok := q.x.byID[id]; ok && m.Kind == Device {
			if !rooms[m.Room] {
				return false
			}
			n++
		}
	}
	return n > 0
}

// partly reports whether some member of a group is excepted.
func (q *query) partly(g *Entity) bool {
	return slices.ContainsFunc(q.x.DevicesOf(g), q.excluded)
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

func filter(es []*Entity, fit func(*Entity) bool) []*Entity {
	var out []*Entity
	for _, e := range es {
		if fit(e) {
			out = append(out, e)
		}
	}
	return out
}

// StripClassWord takes the class word off the end of a key (grammar.Key) ("play corner
// light" → "play corner"); "" when nothing would be left.
func StripClassWord(key, class string) string {
	for _, w := range lang.ClassWords(class) {
		if rest, ok := strings.CutSuffix(key, w); ok && strings.TrimSpace(rest) != "" && (w[0] >= 0x80 || strings.HasSuffix(rest, " ")) {
			return strings.TrimSpace(rest)
		}
	}
	return ""
}
