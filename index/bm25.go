package index

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
)

// BM25 parameters.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// Field weights: how much a term of each part of an entity's descriptor
// counts towards its frequency. Names and aliases are what people say;
// the room, tags and type help a vague or misspelt mention. Of those, only
// the words and characters are indexed (no pinyin, no bigrams, no
// numbers): they repeat over many entities, and places have their own
// structural match.
const (
	weightName = 1.0
	weightTag  = 0.5
	weightRoom = 0.4
	weightType = 0.3
)

// field is one weighted text of a document.
type field struct {
	text   string
	weight float32
}

// bm25 is the keyword index: postings per term, document lengths and the
// collection statistics. It is read-only once built or loaded.
type bm25 struct {
	ids    []string  // document number → entity id
	length []float32 // document number → weighted length
	avgdl  float32
	post   map[string]postings
	// words are the latin words indexed, for misspellings: by length, and
	// by skeleton.
	wordsByLen map[int][]string
	bySkeleton map[string][]string
	// folded are the folded pinyin readings indexed, for near readings.
	folded []string
	// norm is, per document, the length normalisation of its weights.
	norm []float32
	// skips are those of the long lists of postings (skip).
	skips map[string][]skip
	// spare is a search's working memory, kept for the next search.
	spare chan *scratch
}

// buildBM25 indexes documents: ids[i] has fields docs[i]; keys gives the
// key of a field's text.
func buildBM25(ids []string, docs [][]field, keys keyMemo) *bm25 {
	b := &bm25{ids: ids, length: make([]float32, len(ids)), post: map[string]postings{}}
	var total float64
	memo := map[string][]string{} // rooms and class words repeat
	tf, named := map[string]float32{}, map[string]bool{}
	post := map[string][]posting{}
	var order []string
	for d, fs := range docs {
		clear(tf)
		clear(named)
		order = order[:0]
		for _, f := range fs {
			ts, ok := memo[f.text]
			if !ok {
				ts = keyTerms(keys.key(f.text))
				memo[f.text] = ts
			}
			for _, t := range ts {
				if f.weight < weightName && !strings.HasPrefix(t, preWord) && !strings.HasPrefix(t, preChar) {
					continue
				}
				if _, seen := tf[t]; !seen {
					order = append(order, t)
				}
				tf[t] += f.weight
				named[t] = named[t] || f.weight >= weightName
				b.length[d] += f.weight
			}
		}
		for _, t := range order {
			post[t] = append(post[t], posting{doc: uint32(d), tf: uint16(min(math.Round(float64(tf[t])*100), math.MaxUint16)), name: named[t]})
		}
		total += float64(b.length[d])
	}
	if len(ids) > 0 {
		b.avgdl = float32(total / float64(len(ids)))
	}
	for t, ps := range post {
		b.post[t] = appendPostings(nil, ps)
	}
	b.finish()
	return b
}

// finish derives the vocabularies of misspellings from the postings.
func (b *bm25) finish() {
	b.spare = make(chan *scratch, 1)
	b.skips = map[string][]skip{}
	for t, ps := range b.post {
		if sk := skipsOf(ps); sk != nil {
			b.skips[t] = sk
		}
	}
	b.norm = make([]float32, len(b.length))
	for d, l := range b.length {
		b.norm[d] = bm25K1
		if b.avgdl > 0 {
			b.norm[d] = bm25K1 * (1 - bm25B + bm25B*l/b.avgdl)
		}
	}
	b.wordsByLen, b.bySkeleton = map[int][]string{}, map[string][]string{}
	for t := range b.post {
		switch {
		case strings.HasPrefix(t, preWord):
			w := t[len(preWord):]
			n := len([]rune(w))
			b.wordsByLen[n] = append(b.wordsByLen[n], w)
			if s := skeleton(w); len(s) >= 2 {
				b.bySkeleton[s] = append(b.bySkeleton[s], w)
			}
		case strings.HasPrefix(t, preFolded):
			b.folded = append(b.folded, t[len(preFolded):])
		}
	}
	for _, ws := range b.wordsByLen {
		sort.Strings(ws)
	}
	for _, ws := range b.bySkeleton {
		sort.Strings(ws)
	}
	sort.Strings(b.folded)
}

// Match levels: how well a query unit matched a document, best first.
const (
	levelExact   float32 = 1.0
	levelPinyin  float32 = 0.8
	levelEdit    float32 = 0.7
	levelFolded  float32 = 0.6
	levelSound   float32 = 0.6
	levelNearPin float32 = 0.4
)

// coverSlack keeps rounding from ruling out a document that covers just
// enough.
const coverSlack = 1e-3

// hit is one document the keyword leg found.
type hit struct {
	doc uint32
	// score is the BM25 score, each unit counted by its best variant,
	// plus the adjacent-character bonus.
	score float32
	// coverage is the mean match level of the query's units (0–1); a unit
	// matched only outside the names (room, tags, class words) counts half.
	coverage float32
	// firm says every unit is accounted for: a word matched, a CJK
	// character matched as itself in a name, or, heard otherwise (a
	// homophone), together with a neighbour as they stand side by side
	// in a name: a homophone of a name is, not characters that only
	// sound like some strewn over several names.
	firm bool
}

// scratch is the per-search working memory, pooled.
type scratch struct {
	score, cover, best, level []float32
	touched, unitTouched      []uint32
	seen, exact               []bool
	// held has a bit per unit of the query a document accounts for.
	held []uint64
	// units counts the units of the query a document matched; among is
	// the search's documents still looked at.
	units []uint8
	among []uint32
}

// inOrder lists the documents touched, in order: from the marks of the
// documents seen when they are many, else sorted.
func (s *scratch) inOrder() []uint32 {
	among := s.among[:0]
	if len(s.touched)*16 < len(s.seen) {
		among = append(among, s.touched...)
		slices.Sort(among)
		return among
	}
	for d, seen := range s.seen {
		if seen {
			among = append(among, uint32(d))
		}
	}
	return among
}

// getScratch takes the kept working memory, or makes some when another
// search holds it; putScratch keeps it for the next search (cleared).
func (b *bm25) getScratch() *scratch {
	select {
	case s := <-b.spare:
		return s
	default:
	}
	n := len(b.ids)
	return &scratch{score: make([]float32, n), cover: make([]float32, n), best: make([]float32, n), level: make([]float32, n),
		seen: make([]bool, n), exact: make([]bool, n), held: make([]uint64, n), units: make([]uint8, n)}
}

func (b *bm25) putScratch(s *scratch) {
	select {
	case b.spare <- s:
	default:
	}
}

func (b *bm25) idf(n int) float32 {
	N := float64(len(b.ids))
	return float32(math.Log(1 + (N-float64(n)+0.5)/(float64(n)+0.5)))
}

func (b *bm25) weight(p posting, idf float32) float32 {
	tf := float32(p.tf) / 100
	return idf * tf * (bm25K1 + 1) / (tf + b.norm[p.doc])
}

// search scores the documents matching a query's units; allowed (nil:
// any) limits the documents considered, and only those that cover at least
// minCover of the units are hits. Hits come in document order.
func (b *bm25) search(us []unit, allowed func(doc uint32) bool, minCover float32) []hit {
	if len(us) == 0 || len(b.ids) == 0 {
		return nil
	}
	s := b.getScratch()
	defer b.putScratch(s)
	han := 0
	for _, u := range us {
		if u.kind == unitHan {
			han++
		}
	}
	// a document may miss this many units and still cover minCover: one
	// that missed more of the first units is not looked at again (a
	// character like 灯 is in thousands of names).
	missable := len(us)
	for k := range len(us) + 1 {
		if float32(len(us)-k)/float32(len(us)) >= minCover {
			missable = k
		}
	}
	// The units are looked at from the one in fewest documents (its
	// near readings counted for a character no document has), so that
	// the documents still looked at are few before the long lists.
	order := b.unitOrder(us, han)
	// need is the cover a hit needs; rest the most the units not yet
	// looked at can add to a document's. A document that cannot reach
	// need is not looked at again.
	need := minCover*float32(len(us)) - coverSlack
	var rest float32
	for _, o := range order {
		rest += o.bound
	}
	// the documents still looked at, in order (nil: all): those that
	// missed at most missable of the units so far, and can still cover
	// need.
	var among []uint32
	for k, o := range order {
		i, u, vs := o.i, us[o.i], o.vs
		if among != nil && len(among) == 0 {
			break // every document missed too many units
		}
		b.match(vs, allowed, s, among)
		// a character no document has is heard as its near readings
		// (whether a document not looked at has it counts too).
		if len(s.unitTouched) == 0 && u.kind == unitHan && han > 1 && !(among != nil && b.anyDoc(vs, allowed)) {
			if o.near == nil {
				o.near = b.nearReadings(u)
			}
			b.match(o.near, allowed, s, among)
		}
		for _, d := range s.unitTouched {
			s.score[d] += s.best[d]
			s.cover[d] += s.level[d]
			if (u.kind != unitHan || s.exact[d]) && i < 64 {
				s.held[d] |= 1 << i
			}
			s.units[d]++
			s.best[d], s.level[d], s.exact[d] = 0, 0, false
		}
		s.unitTouched = s.unitTouched[:0]
		rest -= o.bound
		if k+1 > missable || rest < need {
			if among == nil {
				among = s.inOrder()
			}
			among = slices.DeleteFunc(among, func(d uint32) bool {
				if k+1-int(s.units[d]) > missable || s.cover[d]+rest < need {
					s.seen[d] = false // the matches skip it
					return true
				}
				return false
			})
			s.among = among
		}
	}
	b.bigramBonus(us, allowed, s)
	all := uint64(1)<<min(len(us), 64) - 1
	if len(us) >= 64 {
		all = ^uint64(0)
	}
	out := make([]hit, 0, len(s.touched))
	slices.Sort(s.touched)
	for _, d := range s.touched {
		if c := s.cover[d] / float32(len(us)); c >= minCover {
			out = append(out, hit{doc: d, score: s.score[d], coverage: c, firm: s.held[d] == all && len(us) <= 64})
		}
		s.score[d], s.cover[d], s.seen[d], s.held[d], s.units[d] = 0, 0, false, 0, 0
	}
	s.touched = s.touched[:0]
	return out
}

// unitWork is a unit of a query to look at: its index, its variants, the
// near readings it is heard as when no document has them, and how many
// postings looking at it reads.
type unitWork struct {
	i        int
	vs, near []variant
	cost     int
	// bound is the most the unit adds to a document's cover.
	bound float32
}

// unitOrder lists the units of a query from the cheapest to look at.
func (b *bm25) unitOrder(us []unit, han int) []unitWork {
	order := make([]unitWork, len(us))
	for i, u := range us {
		w := unitWork{i: i, vs: b.variants(u)}
		for _, v := range w.vs {
			if n := b.post[v.term].count(); n > 0 {
				w.cost += n
				w.bound = max(w.bound, v.level)
			}
		}
		if u.kind == unitHan && han > 1 {
			// near readings are heard when no document looked at has
			// the character.
			w.bound = max(w.bound, levelNearPin)
		}
		if w.cost == 0 && u.kind == unitHan && han > 1 {
			w.near = b.nearReadings(u)
			for _, v := range w.near {
				w.cost += b.post[v.term].count()
			}
		}
		order[i] = w
	}
	// a unit heard only by its near readings keeps more documents in
	// play: its postings count for more.
	slices.SortStableFunc(order, func(a, b unitWork) int {
		return cmp.Compare(float32(a.cost)/max(a.bound, levelNearPin), float32(b.cost)/max(b.bound, levelNearPin))
	})
	return order
}

// anyDoc reports whether an allowed document holds one of the variants.
func (b *bm25) anyDoc(vs []variant, allowed func(uint32) bool) bool {
	for _, v := range vs {
		c := b.post[v.term].cursor()
		for p, ok := c.next(); ok; p, ok = c.next() {
			if allowed == nil || allowed(p.doc) {
				return true
			}
		}
	}
	return false
}

// match records, per document, the best weight and level of a unit's
// variants; among, when not nil, are the only documents looked at (in
// order), by skips through the long lists when they are few.
func (b *bm25) match(vs []variant, allowed func(uint32) bool, s *scratch, among []uint32) {
	for _, v := range vs {
		ps := b.post[v.term]
		if len(ps) == 0 {
			continue
		}
		n := ps.count()
		idf := b.idf(n)
		c := ps.cursor()
		next := c.next
		if among != nil && len(among)*skipEvery/2 < n && b.skips[v.term] != nil {
			c.skips = b.skips[v.term]
			rest := among
			next = func() (posting, bool) {
				for len(rest) > 0 {
					p, ok := c.seek(rest[0])
					if !ok {
						return p, false
					}
					for len(rest) > 0 && rest[0] < p.doc {
						rest = rest[1:]
					}
					if len(rest) > 0 && rest[0] == p.doc {
						rest = rest[1:]
						return p, true
					}
				}
				return posting{}, false
			}
		}
		for p, ok := next(); ok; p, ok = next() {
			if among != nil && !s.seen[p.doc] || allowed != nil && !allowed(p.doc) {
				continue
			}
			w := b.weight(p, idf) * v.level
			level := v.level
			if !p.name {
				level /= 2
			}
			if !s.seen[p.doc] {
				s.seen[p.doc] = true
				s.touched = append(s.touched, p.doc)
			}
			if s.best[p.doc] == 0 && s.level[p.doc] == 0 {
				s.unitTouched = append(s.unitTouched, p.doc)
			}
			s.best[p.doc] = max(s.best[p.doc], w)
			s.level[p.doc] = max(s.level[p.doc], level)
			s.exact[p.doc] = s.exact[p.doc] || v.level == levelExact && p.name
		}
	}
}

// bigramBonus adds, for adjacent CJK characters of the query, the score of
// the documents holding them adjacent too (or their folded readings), so
// that word order counts.
func (b *bm25) bigramBonus(us []unit, allowed func(uint32) bool, s *scratch) {
	for i := 1; i < len(us); i++ {
		if us[i-1].kind != unitHan || us[i].kind != unitHan {
			continue
		}
		vs := []variant{{preBigram + us[i-1].text + us[i].text, levelExact}}
		if _, a, ok := saidReading(us[i-1].text); ok {
			if _, c, ok := saidReading(us[i].text); ok {
				vs = append(vs, variant{preReadBi + a + " " + c, levelFolded})
			}
		}
		for _, v := range vs {
			ps := b.post[v.term]
			if len(ps) == 0 {
				continue
			}
			idf := b.idf(ps.count())
			c := ps.cursor()
			for p, ok := c.next(); ok; p, ok = c.next() {
				if !s.seen[p.doc] || (allowed != nil && !allowed(p.doc)) {
					continue
				}
				if s.best[p.doc] == 0 { // a weight is never 0: first seen here
					s.unitTouched = append(s.unitTouched, p.doc)
				}
				s.best[p.doc] = max(s.best[p.doc], b.weight(p, idf)*v.level)
				if p.name && i < 64 {
					s.held[p.doc] |= 3 << (i - 1)
				}
			}
		}
		for _, d := range s.unitTouched {
			s.score[d] += s.best[d] / 2
			s.best[d] = 0
		}
		s.unitTouched = s.unitTouched[:0]
	}
}
