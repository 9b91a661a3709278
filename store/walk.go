package store

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
)

// The walk checks the structure of a bbolt file with its own bounds-checked
// reads before bbolt maps it: bbolt trusts its pages, and a damaged page can
// send it outside the file (a fault), into a loop of pages (a stack
// overflow, which no recover catches) or into a panic. Once the walk has
// passed, every page bbolt can reach from the meta page it will use lies in
// the file, has a known type, holds its elements within its bounds and is
// reached once; so bbolt's own code, its consistency check included, runs
// on it without faulting or looping. What the walk cannot see (the bytes of
// keys and values) is for the readers: every decoder of the store copes
// with any bytes.
//
// The layout is bbolt's (go.etcd.io/bbolt/internal/common), in the byte
// order of the machine, as bbolt writes it.

// Page layout.
const (
	pageHeader    = 16 // id u64, flags u16, count u16, overflow u32
	elementSize   = 16 // branch: pos u32, ksize u32, pgid u64; leaf: flags u32, pos u32, ksize u32, vsize u32
	bucketHeader  = 16 // root pgid u64, sequence u64
	flagBranch    = 0x01
	flagLeaf      = 0x02
	flagMeta      = 0x04
	flagFreelist  = 0x10
	leafIsBucket  = 0x01
	boltMagic     = 0xED0CDAED
	boltVersion   = 2
	noFreelist    = ^uint64(0)
	metaSumOffset = 56 // the meta's checksum covers the bytes before it
	maxDepth      = 64 // pages below a root, and buckets within buckets
)

var ne = binary.NativeEndian

// meta is the part of a bbolt meta page the walk uses.
type meta struct {
	pageSize           uint32
	root, freelist     uint64
	pgid, txid         uint64
	valid              bool
	magicOK, versionOK bool
}

func readMeta(b []byte) meta {
	if len(b) < pageHeader+metaSumOffset+8 {
		return meta{}
	}
	m := b[pageHeader:]
	h := fnv.New64a()
	h.Write(m[:metaSumOffset])
	x := meta{
		pageSize:  ne.Uint32(m[8:]),
		root:      ne.Uint64(m[16:]),
		freelist:  ne.Uint64(m[32:]),
		pgid:      ne.Uint64(m[40:]),
		txid:      ne.Uint64(m[48:]),
		magicOK:   ne.Uint32(m[0:]) == boltMagic,
		versionOK: ne.Uint32(m[4:]) == boltVersion,
	}
	x.valid = x.magicOK && x.versionOK && ne.Uint64(m[metaSumOffset:]) == h.Sum64()
	return x
}

// walker checks the pages of one file.
type walker struct {
	data     []byte
	pageSize uint64
	pages    uint64 // the high water mark: pages at or above it are not in use
	seen     map[uint64]bool
	// where names the bucket being walked, for the damage report.
	where string
}

// damage is what the walk found wrong, and where.
type damage struct {
	bucket string
	page   uint64
	why    string
}

func (d *damage) Error() string { return d.why }

func (w *walker) fail(page uint64, format string, a ...any) error {
	return &damage{bucket: w.where, page: page, why: fmt.Sprintf(format, a...)}
}

// walkFile checks the structure of the bbolt file held in data: the meta
// page bbolt will use, the free-page list and every page reachable from
// the root. It returns nil or a *damage.
func walkFile(data []byte) error {
	w, m, err := newWalker(data)
	if err != nil {
		return err
	}
	free, err := w.freelist(m.freelist)
	if err != nil {
		return err
	}
	if err := w.tree(m.root, 0, 0, w.checkBuckets); err != nil {
		return err
	}
	for _, id := range free {
		if w.seen[id] {
			return w.fail(id, "page %d is both in use and free", id)
		}
	}
	return nil
}

// errNotDatabase is a file with no meta page at all: not a database.
var errNotDatabase = errors.New("not a database")

// errFound stops a walk once it found what it looked for.
var errFound = errors.New("found")

// walkBucket calls fn, in key order, for the values of the top-level
// bucket name in the bbolt file held in data, checking the pages as it
// goes. It returns a *damage at the first damaged page, after fn saw what
// came before it, or fn's error.
func walkBucket(data []byte, name string, fn func(key, value []byte) error) error {
	w, m, err := newWalker(data)
	if err != nil {
		return err
	}
	values := func(_ uint64, key, value []byte, bucket bool, _ int) error {
		if bucket {
			return nil
		}
		return fn(key, value)
	}
	err = w.tree(m.root, 0, 0, func(id uint64, key, value []byte, bucket bool, _ int) error {
		if !bucket || string(key) != name {
			return nil
		}
		if err := w.bucket(id, key, value, 1, values); err != nil {
			return err
		}
		return errFound
	})
	if errors.Is(err, errFound) {
		return nil
	}
	if err == nil {
		return w.fail(0, "no bucket %q", name)
	}
	return err
}

// newWalker finds the page size and the meta page bbolt would use.
func newWalker(data []byte) (*walker, meta, error) {
	w := &walker{data: data}
	pageSize := uint64(0)
	m := readMeta(data)
	magic := m.magicOK
	if m.valid {
		pageSize = uint64(m.pageSize)
	} else {
		// bbolt looks for the second meta page at each possible page size.
		for i := 0; i <= 14; i++ {
			pos := 1024 << i
			if pos+pageHeader+metaSumOffset+8 > len(data) {
				break
			}
			m := readMeta(data[pos:])
			magic = magic || m.magicOK
			if m.valid {
				pageSize = uint64(m.pageSize)
				break
			}
		}
	}
	if !magic {
		return nil, meta{}, errNotDatabase
	}
	if pageSize < 1024 || pageSize > 1<<24 || pageSize&(pageSize-1) != 0 {
		return nil, meta{}, w.fail(0, "both meta pages are damaged")
	}
	w.pageSize = pageSize
	m0, m1 := readMeta(data), meta{}
	if uint64(len(data)) >= 2*pageSize {
		m1 = readMeta(data[pageSize:])
	}
	// bbolt takes the meta of the higher transaction when it is valid, else
	// the other.
	m = m0
	if m1.txid > m0.txid {
		m, m1 = m1, m0
	}
	if !m.valid {
		m = m1
	}
	if !m.valid {
		return nil, meta{}, w.fail(0, "both meta pages are damaged")
	}
	filePages := uint64(len(data)) / pageSize
	switch {
	case m.pageSize != uint32(pageSize):
		return nil, meta{}, w.fail(0, "the meta pages disagree on the page size")
	case m.pgid < 3 || m.pgid > filePages:
		return nil, meta{}, w.fail(0, "the meta page says %d pages are in use but the file has %d", m.pgid, filePages)
	case m.root < 2 || m.root >= m.pgid:
		return nil, meta{}, w.fail(0, "the root page %d is outside the file's pages", m.root)
	case m.freelist == noFreelist:
		return nil, meta{}, w.fail(0, "the file has no free-page list")
	case m.freelist < 2 || m.freelist >= m.pgid:
		return nil, meta{}, w.fail(0, "the free-page list's page %d is outside the file's pages", m.freelist)
	}
	w.pages = m.pgid
	w.seen = map[uint64]bool{0: true, 1: true}
	return w, m, nil
}

// page returns the bytes of page id and its overflow pages, after
// checking that they lie in the pages in use and were not reached before.
func (w *walker) page(id uint64) ([]byte, error) {
	if id < 2 || id >= w.pages {
		return nil, w.fail(id, "page %d is outside the file's %d pages", id, w.pages)
	}
	start := id * w.pageSize
	hdr := w.data[start : start+pageHeader]
	if got := ne.Uint64(hdr); got != id {
		return nil, w.fail(id, "page %d says it is page %d", id, got)
	}
	overflow := uint64(ne.Uint32(hdr[12:]))
	if overflow >= w.pages-id {
		return nil, w.fail(id, "page %d runs past the pages in use (%d overflow pages)", id, overflow)
	}
	for i := id; i <= id+overflow; i++ {
		if w.seen[i] {
			return nil, w.fail(id, "page %d is reached twice", i)
		}
		w.seen[i] = true
	}
	return w.data[start : start+(overflow+1)*w.pageSize], nil
}

// freelist checks the free-page list and returns the pages it holds.
func (w *walker) freelist(id uint64) ([]uint64, error) {
	w.where = "the free-page list"
	p, err := w.page(id)
	if err != nil {
		return nil, err
	}
	if flags := ne.Uint16(p[8:]); flags != flagFreelist {
		return nil, w.fail(id, "page %d should hold the free-page list but has type %#x", id, flags)
	}
	n, first := uint64(ne.Uint16(p[10:])), uint64(pageHeader)
	if n == 0xFFFF {
		if len(p) < pageHeader+8 {
			return nil, w.fail(id, "the free-page list is cut short")
		}
		n, first = ne.Uint64(p[pageHeader:]), pageHeader+8
	}
	if n > (uint64(len(p))-first)/8 {
		return nil, w.fail(id, "the free-page list says it holds %d pages, more than fit in it", n)
	}
	free := make([]uint64, n)
	for i := range free {
		free[i] = ne.Uint64(p[first+uint64(i)*8:])
		if free[i] < 2 || free[i] >= w.pages {
			return nil, w.fail(id, "the free-page list holds page %d, outside the file's pages", free[i])
		}
	}
	return free, nil
}

// visit is called for each element of a leaf page, in key order, with
// the page, the key, the value and whether it holds a bucket; nesting is
// how deep the page's bucket is (0 for the root).
type visit func(id uint64, key, value []byte, bucket bool, nesting int) error

// tree checks the pages of one bucket's tree, from its root page, calling
// fn for the elements of its leaves.
func (w *walker) tree(id uint64, depth, nesting int, fn visit) error {
	if depth > maxDepth {
		return w.fail(id, "the tree is more than %d pages deep", maxDepth)
	}
	p, err := w.page(id)
	if err != nil {
		return err
	}
	switch flags := ne.Uint16(p[8:]); flags {
	case flagBranch:
		n := int(ne.Uint16(p[10:]))
		if n == 0 {
			return w.fail(id, "branch page %d has no elements", id)
		}
		if err := w.elements(id, p, n); err != nil {
			return err
		}
		for i := range n {
			e := p[pageHeader+i*elementSize:]
			if err := w.tree(ne.Uint64(e[8:]), depth+1, nesting, fn); err != nil {
				return err
			}
		}
		return nil
	case flagLeaf:
		return w.leaf(id, p, nesting, fn)
	default:
		return w.fail(id, "page %d has type %#x, where a branch or leaf page should be", id, flags)
	}
}

// elements checks that the n elements of a page, and the keys and values
// they point at, lie within it.
func (w *walker) elements(id uint64, p []byte, n int) error {
	if pageHeader+n*elementSize > len(p) {
		return w.fail(id, "page %d says it holds %d elements, more than fit in it", id, n)
	}
	leaf := ne.Uint16(p[8:]) == flagLeaf
	for i := range n {
		off := pageHeader + i*elementSize
		e := p[off:]
		var pos, size uint64
		if leaf {
			pos, size = uint64(ne.Uint32(e[4:])), uint64(ne.Uint32(e[8:]))+uint64(ne.Uint32(e[12:]))
		} else {
			pos, size = uint64(ne.Uint32(e[0:])), uint64(ne.Uint32(e[4:]))
		}
		if uint64(off)+pos+size > uint64(len(p)) {
			return w.fail(id, "element %d of page %d points outside the page", i, id)
		}
	}
	return nil
}

// leaf checks a leaf page and calls fn for each of its elements.
func (w *walker) leaf(id uint64, p []byte, nesting int, fn visit) error {
	n := int(ne.Uint16(p[10:]))
	if err := w.elements(id, p, n); err != nil {
		return err
	}
	for i := range n {
		off := pageHeader + i*elementSize
		e := p[off:]
		pos, ksize, vsize := off+int(ne.Uint32(e[4:])), int(ne.Uint32(e[8:])), int(ne.Uint32(e[12:]))
		if err := fn(id, p[pos:pos+ksize], p[pos+ksize:pos+ksize+vsize], ne.Uint32(e[0:])&leafIsBucket != 0, nesting); err != nil {
			return err
		}
	}
	return nil
}

// checkBuckets is the visit of walkFile: it checks every bucket.
func (w *walker) checkBuckets(id uint64, key, value []byte, bucket bool, nesting int) error {
	if !bucket {
		return nil
	}
	return w.bucket(id, key, value, nesting+1, w.checkBuckets)
}

// bucket checks a bucket held in an element of page id, its tree or the
// page inline in its value, calling fn for the elements of its leaves.
func (w *walker) bucket(id uint64, name, value []byte, nesting int, fn visit) error {
	outer := w.where
	if nesting == 1 {
		w.where = string(name)
	}
	defer func() { w.where = outer }()
	if nesting > maxDepth {
		return w.fail(id, "buckets are nested more than %d deep", maxDepth)
	}
	if len(value) < bucketHeader {
		return w.fail(id, "bucket %q in page %d has a header cut short", name, id)
	}
	if root := ne.Uint64(value); root != 0 {
		return w.tree(root, 0, nesting, fn)
	}
	inline := value[bucketHeader:]
	if len(inline) < pageHeader {
		return w.fail(id, "bucket %q in page %d is cut short", name, id)
	}
	if flags := ne.Uint16(inline[8:]); flags != flagLeaf {
		return w.fail(id, "bucket %q in page %d has an inline page of type %#x", name, id, flags)
	}
	return w.leaf(id, inline, nesting, fn)
}
