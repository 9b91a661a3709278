package index

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"sort"

	"edge/home"
	"edge/store"
)

// textVersion changes whenever the terms a text gives change, so that an
// index written by another version is rebuilt rather than misread.
const textVersion = 1

// Write is the store.Indexer of the keyword index: it builds the index of
// h inside the store's import transaction (db.Import(h, index.Write)),
// for Open and Load to read. It refuses a home whose names the name check
// refuses (home.CheckNames with ReadsAs), whatever read the home file; a
// home home.ParseNames checked with ReadsAs is not checked again.
func Write(h *home.Home, put func(key, value []byte) error) error {
	if !h.NamesChecked() {
		if err := home.CheckNames(h, ReadsAs); err != nil {
			return fmt.Errorf("the home's names: %w", err)
		}
	}
	keys := keyMemo{}
	x := newIndex(h, keys)
	ids, docs := descriptors(x)
	return buildBM25(ids, docs, keys).encode(fingerprint(ids, docs), put)
}

// fingerprint hashes the documents indexed, independent of their order,
// with the text version: Open uses a stored index only when it was built
// from the same descriptors by the same tokenizer.
func fingerprint(ids []string, docs [][]field) []byte {
	order := make([]int, len(ids))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return ids[order[a]] < ids[order[b]] })
	h := sha256.New()
	var buf []byte
	buf = binary.AppendUvarint(buf, textVersion)
	for _, i := range order {
		buf = binary.AppendUvarint(buf, uint64(len(ids[i])))
		buf = append(buf, ids[i]...)
		for _, f := range docs[i] {
			buf = binary.AppendUvarint(buf, uint64(len(f.text)))
			buf = append(buf, f.text...)
			buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(f.weight))
		}
		h.Write(buf)
		buf = buf[:0]
	}
	return h.Sum(nil)
}

// Options tune Open; the zero value is usable.
type Options struct {
	// Logger hears why the stored keyword index was not used and why the
	// vector leg is off (discarded when nil).
	Logger *slog.Logger
	// Embedder is the vector leg's model (the home's models.embed, asked
	// through package ollama); nil leaves the leg off.
	Embedder Embedder
	// Vector tunes the vector leg; its Cache is the database.
	Vector VectorOptions
}

// Open indexes the home of db: see Load.
func Open(db *store.DB, opt Options) (*Index, error) {
	h, err := db.Home()
	if err != nil {
		return nil, err
	}
	return Load(db, h, opt)
}

// Load indexes h, the home db holds (as db.Home read it): the keyword
// index as the last import stored it (rebuilt in memory, and logged, when
// it is missing or was made from other data), and the vector leg started
// in the background when opt names an embedder; it never waits for the
// model server. Close stops the leg's work.
func Load(db *store.DB, h *home.Home, opt Options) (*Index, error) {
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	keys := keyMemo{}
	x := newIndex(h, keys)
	ids, docs := descriptors(x)
	dec := newDecoder()
	b, err := func() (*bm25, error) {
		if err := db.IndexData(dec.add); err != nil {
			return nil, err
		}
		b, err := dec.done()
		if err != nil {
			return nil, err
		}
		if string(dec.fingerprint) != string(fingerprint(ids, docs)) {
			return nil, errors.New("it was built from other names or by another version")
		}
		return b, nil
	}()
	if err != nil {
		opt.Logger.Info("keyword index rebuilt in memory; import the home again to store it", "why", err)
		x.setKeyword(buildBM25(ids, docs, keys), "built")
	} else {
		x.setKeyword(b, "store")
		x.stored = dec.bytes
	}
	if opt.Embedder == nil {
		x.vec.state.Store(&vectorState{status: "off: " + noEmbedder})
		return x, nil
	}
	vo := opt.Vector
	vo.Cache = db
	if vo.Logger == nil {
		vo.Logger = opt.Logger
	}
	x.EnableVectors(opt.Embedder, vo)
	return x, nil
}

// Stats describe an index, for `edge devices --index`.
type Stats struct {
	Entities, Terms, Postings int
	// Source is "store" when the keyword index was loaded as the import
	// stored it, "built" when it was built in memory; StoredBytes is its
	// size in the store.
	Source      string
	StoredBytes int
	// Vectors is the vector leg's state ("on", "starting", "off: why"),
	// with the vectors it holds and how many came from the cache.
	Vectors             string
	VectorCount, Cached int
	Model               string
}

// Stats describes the index.
func (x *Index) Stats() Stats {
	s := Stats{Entities: len(x.entities), Terms: len(x.kw.post), Source: x.source, StoredBytes: x.stored}
	for _, ps := range x.kw.post {
		s.Postings += ps.count()
	}
	s.Vectors, s.VectorCount, s.Cached = x.VectorStatus()
	if st := x.vec.state.Load(); st != nil && st.emb != nil {
		s.Model = st.emb.Model()
		if str, ok := st.emb.(fmt.Stringer); ok {
			s.Model = str.String()
		}
	}
	return s
}
