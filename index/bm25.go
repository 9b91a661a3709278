package index

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
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

// posting is one document holding a term, with the term's weighted
// frequency there.
type posting struct {
	doc uint32
	tf  uint16 // weighted frequency × 100
	// name is set when the term is in a name or alias of the document,
	// not only in its room, tags or type.
	name bool
}

// postings are the documents holding a term, in document order, as they
// are stored (see encode): uvarint count, then per posting uvarint
// document delta, uvarint frequency × 100 × 2, plus 1 when the term is in
// a name. Kept so, they take a fraction of the memory of postings, and a
// stored index is loaded without decoding them (checked once: check).
type postings []byte

// appendPostings encodes ps (in document order) onto b.
func appendPostings(b []byte, ps []posting) []byte {
	b = binary.AppendUvarint(b, uint64(len(ps)))
	prev := uint32(0)
	for _, p := range ps {
		b = binary.AppendUvarint(b, uint64(p.doc-prev))
		f := uint64(p.tf) << 1
		if p.name {
			f |= 1
		}
		b = binary.AppendUvarint(b, f)
		prev = p.doc
	}
	return b
}

// count is the number of postings.
func (ps postings) count() int {
	n, _ := binary.Uvarint(ps)
	return int(n)
}

// all iterates the postings. They must have been checked.
func (ps postings) all(yield func(posting) bool) {
	c := ps.cursor()
	for p, ok := c.next(); ok; p, ok = c.next() {
		if !yield(p) {
			return
		}
	}
}

// cursor reads checked postings one after the other (next), for the
// loops over thousands of them.
type cursor struct {
	v    []byte
	doc  uint32
	left uint64
	// all are the postings after their count, and skips their skips
	// (seek).
	all   []byte
	skips []skip
}

func (ps postings) cursor() cursor {
	n, m := binary.Uvarint(ps)
	return cursor{v: ps[m:], left: n, all: ps[m:]}
}

// skip marks one posting in every skipEvery of a long list, so that a
// search among a few documents reads a few blocks of it, not all of it.
type skip struct {
	first uint32 // the posting's document
	base  uint32 // the document of the posting before it (0 for none)
	off   uint32 // its offset in the postings after their count
	left  uint32 // the postings from it on
}

const skipEvery = 64

// skipsOf marks the postings of a list of at least four blocks.
func skipsOf(ps postings) []skip {
	c := ps.cursor()
	if c.left < 4*skipEvery {
		return nil
	}
	var out []skip
	for k := uint64(0); ; k++ {
		sk := skip{base: c.doc, off: uint32(len(c.all) - len(c.v)), left: uint32(c.left)}
		p, ok := c.next()
		if !ok {
			return out
		}
		if k%skipEvery == 0 {
			sk.first = p.doc
			out = append(out, sk)
		}
	}
}

// seek returns the first posting of document d or after it, from the
// cursor on: by the skips where it may jump ahead.
func (c *cursor) seek(d uint32) (posting, bool) {
	j := sort.Search(len(c.skips), func(i int) bool { return c.skips[i].first > d }) - 1
	if j >= 0 && uint64(c.skips[j].left) <= c.left {
		sk := c.skips[j]
		c.v, c.doc, c.left = c.all[sk.off:], sk.base, uint64(sk.left)
	}
	for {
		p, ok := c.next()
		if !ok || p.doc >= d {
			return p, ok
		}
	}
}

func (c *cursor) next() (posting, bool) {
	if c.left == 0 {
		return posting{}, false
	}
	c.left--
	delta, tf := uint64(c.v[0]), uint64(0)
	if delta < 0x80 {
		c.v = c.v[1:]
	} else {
		var m int
		delta, m = binary.Uvarint(c.v)
		c.v = c.v[m:]
	}
	if tf = uint64(c.v[0]); tf < 0x80 {
		c.v = c.v[1:]
	} else {
		var m int
		tf, m = binary.Uvarint(c.v)
		c.v = c.v[m:]
	}
	c.doc += uint32(delta)
	return posting{doc: c.doc, tf: uint16(tf >> 1), name: tf&1 == 1}, true
}

// check reports whether the postings are well formed, for documents
// below docs.
func (ps postings) check(docs int) bool {
	n, m := binary.Uvarint(ps)
	if m <= 0 || n > uint64(len(ps)) {
		return false
	}
	v := ps[m:]
	doc := uint64(0)
	for range n {
		delta, m1 := binary.Uvarint(v)
		if m1 <= 0 {
			return false
		}
		tf, m2 := binary.Uvarint(v[m1:])
		if m2 <= 0 || tf>>1 > math.MaxUint16 {
			return false
		}
		v = v[m1+m2:]
		if doc += delta; doc >= uint64(docs) {
			return false
		}
	}
	return len(v) == 0
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
// minCover of the units are hits, in no particular order.
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
		for _, a := range foldedReadings(us[i-1].text) {
			for _, c := range foldedReadings(us[i].text) {
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

// Encoding in the store (the index bucket, see Write and store.Indexer):
//
//	"docs"     uvarint count, then per document: uvarint len, id, float32 length
//	"meta"     version byte, float32 avgdl, then the fingerprint of the
//	           descriptors indexed (see fingerprint)
//	"t" term   uvarint count, then per posting: uvarint document delta,
//	           uvarint frequency × 100 × 2, plus 1 when the term is in a name
const encodingVersion = 1

var errEncoding = errors.New("index data unreadable")

func (b *bm25) encode(fingerprint []byte, put func(k, v []byte) error) error {
	var docs []byte
	docs = binary.AppendUvarint(docs, uint64(len(b.ids)))
	for i, id := range b.ids {
		docs = binary.AppendUvarint(docs, uint64(len(id)))
		docs = append(docs, id...)
		docs = binary.LittleEndian.AppendUint32(docs, math.Float32bits(b.length[i]))
	}
	if err := put([]byte("docs"), docs); err != nil {
		return err
	}
	meta := []byte{encodingVersion}
	meta = binary.LittleEndian.AppendUint32(meta, math.Float32bits(b.avgdl))
	meta = append(meta, fingerprint...)
	if err := put([]byte("meta"), meta); err != nil {
		return err
	}
	for t, ps := range b.post {
		if err := put([]byte("t"+t), ps); err != nil {
			return err
		}
	}
	return nil
}

// decoder rebuilds a bm25 from the key/value pairs encode wrote.
type decoder struct {
	b           *bm25
	fingerprint []byte
	bytes       int
}

func newDecoder() *decoder { return &decoder{b: &bm25{post: map[string]postings{}}} }

func (d *decoder) add(k, v []byte) error {
	d.bytes += len(k) + len(v)
	switch {
	case string(k) == "docs":
		n, m := binary.Uvarint(v)
		if m <= 0 || n > uint64(len(v)) {
			return errEncoding
		}
		v = v[m:]
		d.b.ids, d.b.length = make([]string, 0, n), make([]float32, 0, n)
		for i := uint64(0); i < n; i++ {
			l, m := binary.Uvarint(v)
			if m <= 0 || uint64(len(v)-m) < l+4 {
				return errEncoding
			}
			d.b.ids = append(d.b.ids, string(v[m:m+int(l)]))
			v = v[m+int(l):]
			d.b.length = append(d.b.length, math.Float32frombits(binary.LittleEndian.Uint32(v)))
			v = v[4:]
		}
	case string(k) == "meta":
		if len(v) < 5 || v[0] != encodingVersion {
			return fmt.Errorf("%w: meta %x", errEncoding, v)
		}
		d.b.avgdl = math.Float32frombits(binary.LittleEndian.Uint32(v[1:5]))
		d.fingerprint = v[5:]
	case len(k) > 1 && k[0] == 't':
		// v is the caller's to keep (store.DB.IndexData): the postings
		// stay as stored, checked in done.
		d.b.post[string(k[1:])] = postings(v)
	}
	return nil
}

// done checks the decoded index and finishes it.
func (d *decoder) done() (*bm25, error) {
	if d.b.ids == nil || d.fingerprint == nil {
		return nil, errEncoding
	}
	for _, ps := range d.b.post {
		if !ps.check(len(d.b.ids)) {
			return nil, errEncoding
		}
	}
	d.b.finish()
	return d.b, nil
}
