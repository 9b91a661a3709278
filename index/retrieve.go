package index

// The keyword and vector legs of a resolution and the gate that decides
// between their candidates: the one meant, all of them, or a question.

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/lang"
)

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
	if r, ok := q.dropped(text, rooms); ok {
		return r
	}
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
		plain := q.byRoomAlone()
		allowedDoc := func(doc uint32) bool {
			if known[doc] == 0 {
				known[doc] = 2
				if r := q.x.docRoom[doc]; plain && r >= 0 {
					if bits == nil || bits[r] {
						known[doc] = 1
					}
				} else if allowed(q.x.docs[doc]) {
					known[doc] = 1
				}
			}
			return known[doc] == 1
		}
		hits := q.x.kw.search(units(text), allowedDoc, minCoverage)
		slab := make([]cand, len(hits)) // one allocation for them all
		cands = make([]*cand, len(hits))
		for i, h := range hits {
			slab[i] = cand{e: q.x.docs[h.doc], kw: h.score, cover: h.coverage, kwl: true, firm: h.firm}
			cands[i] = &slab[i]
		}
	}
	q.said, q.whole = text, whole
	first, decided := q.gate(cands, explicit)
	if decided {
		return first
	}
	if class, word := soundsLikeClass(text); class != "" && (q.t.Class == "" || q.t.Class == class) {
		if r, ok := q.spelledName(text, whole, word, rooms); ok {
			return r
		}
		return q.inScope(rooms, explicit, class, word, q.t.All)
	}
	scoped := rooms != nil || q.members != nil || q.exOrder != nil || len(q.exRooms) > 0
	sims := q.x.vec.search(q.ctx, q.x, text, allowed, scoped)
	if len(sims) == 0 {
		return first // the same candidates decide the same
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

// spelledName finds the name the words say with their misspelt class
// word written right ("kitchen ligth": the one called "Kitchen light"),
// as it is found said right: read as the class in the place, a misspelt
// name reached every light of the kitchen. A plural is left to the class.
func (q *query) spelledName(text, whole, word string, rooms map[string]bool) (Result, bool) {
	if !strings.HasSuffix(whole, text) || whole == text || saidPlural(q.t.Name) {
		return Result{}, false // "kitchen ligths": said as a plural, every one
	}
	hits := filter(q.exact(strings.TrimSuffix(whole, text)+word, rooms), q.fit)
	if len(hits) == 0 {
		return Result{}, false
	}
	return q.pick(hits, q.t.All, true), true
}

// saidPlural reports a name whose last word is said as a plural
// ("kitchen ligths"), or no name.
func saidPlural(name string) bool {
	said := strings.Fields(strings.ToLower(name))
	if len(said) == 0 {
		return true
	}
	last := said[len(said)-1]
	return strings.HasSuffix(last, "s") && lang.Key(last) != last
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
	for _, c := range cands {
		c.fits, c.here, c.recent = q.fit(c.e), !explicit && q.conv.Room != "" && c.e.Room == q.conv.Room, q.recent(c.e)
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
	// the best; only those too close to call are sorted, not the many
	// others of a word in thousands of names.
	top := cands[0]
	for _, c := range cands[1:] {
		if before(c, top) {
			top = c
		}
	}
	rank := func(cs []*cand) []Candidate {
		out := make([]Candidate, len(cs))
		for i, c := range cs {
			out[i] = Candidate{Entity: c.e, Score: c.score, Coverage: c.cover, Vector: c.sim, Fits: c.fits}
			if kwMax > 0 {
				out[i].Keyword = c.kw / kwMax
			}
		}
		return out
	}
	if !top.fits {
		return Result{Problem: NoCapability, Subject: q.t.Name, Candidates: rank([]*cand{top})}, true
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
			return Result{Entities: matched}, true
		case len(here) > 0:
			return Result{Entities: inOrder(here)}, true
		default:
			// "turn off my room lights", said nowhere in particular.
			if rooms := q.x.roomsOf(matched); len(rooms) > 1 {
				return Result{Options: matched, Rooms: rooms}, true
			}
			return Result{Entities: matched}, true
		}
	}
	// Too close to call: within band of the best, or matching the words
	// said as well as the best does (a shorter name or a rarer word is no
	// reason to prefer one), unless the speaker's room tells them apart.
	var closeC []*cand
	for _, c := range cands {
		if c.fits && (c.score >= top.score-band || c.kwl && c.cover >= top.cover-sameCoverage && c.here == top.here) {
			closeC = append(closeC, c)
		}
	}
	if q.conv.Query && top.kwl && len(closeC) > 1 {
		// a question is answered about each of them, in the home's order.
		return Result{Entities: inOrder(entitiesOf(closeC))}, true
	}
	sortCands(closeC)
	close, ranked := entitiesOf(closeC), rank(closeC)
	if len(close) == 1 {
		q.firmer([]*cand{top})
	}
	switch {
	case len(close) == 1 && top.kwl && !top.firm && q.holdsName(top.e):
		// "电热水器" for the one called "热水器": a device of another
		// kind, no word misheard.
		return Result{Problem: NoMatch, Subject: q.t.Name, Candidates: ranked}, true
	case q.conv.Query && top.kwl:
		return Result{Entities: inOrder(close), Candidates: ranked}, true
	case len(close) == 1 && top.kwl && top.firm && !q.saysMore(top.e):
		return Result{Entities: close, Candidates: ranked}, true
	case len(close) == 1 && top.kwl:
		// one candidate, but some of the words said only sound like its
		// names: ask ("did you mean ...?"), never act on the guess.
		return Result{Options: close, Unsure: true, Candidates: ranked}, true
	}
	return Result{Options: close, Candidates: ranked}, false
}

// sortCands sorts candidates best first (before), by a key of each, not
// by reading the candidates and their entities at each comparison: a
// word in a thousand names has a thousand candidates.
func sortCands(cs []*cand) {
	type ranking struct {
		key uint64
		c   *cand
	}
	keys := make([]ranking, len(cs))
	for i, c := range cs {
		keys[i] = ranking{uint64(^math.Float32bits(max(c.score, 0)))<<32 | uint64(uint32(c.e.order)), c}
	}
	slices.SortFunc(keys, func(a, b ranking) int { return cmp.Compare(a.key, b.key) })
	for i, k := range keys {
		cs[i] = k.c
	}
}

// entitiesOf lists the candidates' entities, in their order.
func entitiesOf(cs []*cand) []*Entity {
	es := make([]*Entity, len(cs))
	for i, c := range cs {
		es[i] = c.e
	}
	return es
}

// before reports whether a ranks before b: a higher score, or the same
// and earlier in the home's order (each entity has its own). Scores are
// never negative.
func before(a, b *cand) bool {
	return a.score > b.score || a.score == b.score && a.e.order < b.e.order
}

// holdsName reports whether the words said hold a whole name of the
// entity with more words or characters that are no place: a longer device
// word than its name ("dehumidifier", "电热水器" for "热水器").
func (q *query) holdsName(e *Entity) bool {
	for _, k := range e.keys {
		if rest, ok := strings.CutSuffix(q.said, k); ok && rest != "" && !q.x.IsPlace(strings.TrimSpace(rest)) {
			return true
		}
	}
	return false
}

// saysMore reports a name of e said with some of its own characters again
// after it ("烤箱烤", "烧水壶烧水": a verb said after the name, not read):
// every character is in the name, but not all that is said is the name.
// The name said twice ("台灯台灯") is the name, and a latin name's letters
// are the misspellings' ("water valve" for "Water valv").
func (q *query) saysMore(e *Entity) bool {
	return slices.ContainsFunc(e.keys, func(k string) bool {
		rest, ok := strings.CutPrefix(q.said, k)
		return ok && rest != "" && rest != k &&
			!strings.ContainsFunc(rest, func(r rune) bool { return !unicode.Is(unicode.Han, r) || !strings.ContainsRune(k, r) })
	})
}

// inOrder sorts entities into the home's order (each has its own place).
func inOrder(es []*Entity) []*Entity {
	slices.SortFunc(es, func(a, b *Entity) int { return cmp.Compare(a.order, b.order) })
	return es
}

// placePrefixes lists the place keys a mention key begins with and that
// cutPlace cuts off it, longest first.
func (x *Index) placePrefixes(key string) []string {
	var out []string
	for i := len(key) - 1; i > 0; i-- {
		if !utf8.RuneStart(key[i]) {
			continue
		}
		if _, ok := x.places[key[:i]]; ok {
			if _, ok := cutPlace(key, key[:i]); ok {
				out = append(out, key[:i])
			}
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

// cutWordEnd splits a word off the end of a key, where it stands as a
// word (after a space, or a word of a language that does not space its
// words): the words before it, and whether it did; never the whole key.
func cutWordEnd(key, w string) (string, bool) {
	rest, ok := strings.CutSuffix(key, w)
	if !ok || strings.TrimSpace(rest) == "" || w[0] < 0x80 && !strings.HasSuffix(rest, " ") {
		return "", false
	}
	return strings.TrimSpace(rest), true
}

// StripClassWord takes the class word off the end of a key (grammar.Key) ("play corner
// light" → "play corner"); "" when nothing would be left.
func StripClassWord(key, class string) string {
	for _, w := range lang.ClassWords(class) {
		if rest, ok := cutWordEnd(key, w); ok {
			return rest
		}
	}
	return ""
}
