package index

import (
	"encoding/binary"
	"math"
	"sort"
)

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
