package index

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

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
