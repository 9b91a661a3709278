package index

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kelindar/search"
)

// Embedder turns texts into vectors with one model.
type Embedder interface {
	// Model names the model: vectors of two models are never compared,
	// and the cache keeps them apart.
	Model() string
	// Embed returns one vector per text, in order, or an error; it gives
	// up when ctx is done.
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Cache keeps vectors between runs; *store.DB is one.
type Cache interface {
	Embeddings(keys []string) (map[string][]byte, error)
	PutEmbeddings(entries map[string][]byte) error
}

// VectorOptions tune the vector leg; the zero value is usable.
type VectorOptions struct {
	// Cache keeps the descriptors' vectors (none when nil).
	Cache Cache
	// Logger hears, once, why the leg is off (discarded when nil).
	Logger *slog.Logger
	// QueryTimeout bounds the embedding of one query (DefaultQueryTimeout
	// when 0); BatchTimeout one batch of descriptors (DefaultBatchTimeout
	// when 0).
	QueryTimeout, BatchTimeout time.Duration
}

// Default deadlines of the vector leg.
const (
	DefaultQueryTimeout = 300 * time.Millisecond
	DefaultBatchTimeout = 10 * time.Second
)

// embedBatch is how many descriptors one request embeds.
const embedBatch = 64

// maxVectorHits is how many entities an unscoped vector search returns.
const maxVectorHits = 32

// noEmbedder is why the leg is off when no embedder was given.
const noEmbedder = "no embedding model configured (models.embed)"

// vectorLeg holds the state of the vector leg; it changes once, from
// starting to on or off.
type vectorLeg struct {
	state atomic.Pointer[vectorState]
	done  chan struct{}
	stop  context.CancelFunc // ends the embedding of the descriptors
	once  sync.Once          // logs the first failure
}

type vectorState struct {
	// status is "off: why", "starting" or "on".
	status  string
	emb     Embedder
	idx     *search.Index[int]
	vecs    [][]float32 // entity order → unit vector (nil: none)
	dims    int
	cached  int
	timeout time.Duration
	log     *slog.Logger
}

// VectorStatus says whether the vector leg is on, and why not.
func (x *Index) VectorStatus() (status string, vectors, cached int) {
	st := x.vec.state.Load()
	if st == nil {
		return "off: " + noEmbedder, 0, 0
	}
	if st.idx != nil {
		return st.status, st.idx.Len(), st.cached
	}
	return st.status, 0, st.cached
}

// WaitVectors waits until the vector leg is on or off, or ctx is done.
func (x *Index) WaitVectors(ctx context.Context) {
	if x.vec.done == nil {
		return
	}
	select {
	case <-x.vec.done:
	case <-ctx.Done():
	}
}

// EnableVectors starts the vector leg with emb: the descriptors of every
// entity are embedded (or taken from the cache) in the background, and
// the leg is on once they are all there. Until then, and for good when the
// embedder fails or Close stops it, the leg is off; the keyword leg never
// waits for it. Call it at most once, before the index is used.
func (x *Index) EnableVectors(emb Embedder, opt VectorOptions) {
	if opt.QueryTimeout <= 0 {
		opt.QueryTimeout = DefaultQueryTimeout
	}
	if opt.BatchTimeout <= 0 {
		opt.BatchTimeout = DefaultBatchTimeout
	}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	ctx, stop := context.WithCancel(context.Background())
	x.vec.done, x.vec.stop = make(chan struct{}), stop
	x.vec.state.Store(&vectorState{status: "starting", emb: emb, timeout: opt.QueryTimeout, log: opt.Logger})
	go func() {
		defer close(x.vec.done)
		x.vec.state.Store(x.embedAll(ctx, emb, opt))
	}()
}

// Close stops the vector leg's work in the background, if any, and waits
// for it to end; the keyword leg works on. Closing twice is harmless.
func (x *Index) Close() {
	if x.vec.stop == nil {
		return
	}
	x.vec.stop()
	<-x.vec.done
}

// embedAll embeds the descriptors of every entity, until ctx is done.
func (x *Index) embedAll(ctx context.Context, emb Embedder, opt VectorOptions) *vectorState {
	st := &vectorState{emb: emb, timeout: opt.QueryTimeout, log: opt.Logger, vecs: make([][]float32, len(x.entities))}
	texts := make([]string, len(x.entities))
	keys := make([]string, len(x.entities))
	for i, e := range x.entities {
		texts[i] = x.Descriptor(e)
		keys[i] = cacheKey(emb.Model(), texts[i])
	}
	cached := map[string][]byte{}
	if opt.Cache != nil {
		var err error
		if cached, err = opt.Cache.Embeddings(keys); err != nil {
			opt.Logger.Warn("embedding cache unreadable", "err", err)
			cached = map[string][]byte{}
		}
	}
	var missing []int
	for i, k := range keys {
		if v, ok := decodeVector(cached[k]); ok {
			st.vecs[i] = v
			st.cached++
			continue
		}
		missing = append(missing, i)
	}
	for len(missing) > 0 {
		n := min(embedBatch, len(missing))
		batch := make([]string, n)
		for j, i := range missing[:n] {
			batch[j] = texts[i]
		}
		bctx, cancel := context.WithTimeout(ctx, opt.BatchTimeout)
		vs, err := emb.Embed(bctx, batch)
		cancel()
		if err == nil && len(vs) != n {
			err = fmt.Errorf("%d vectors for %d texts", len(vs), n)
		}
		switch {
		case err != nil && ctx.Err() != nil:
			return &vectorState{status: "off: closed", emb: emb, cached: st.cached, log: st.log}
		case err != nil:
			return x.vec.off(st, err)
		}
		fresh := make(map[string][]byte, n)
		for j, i := range missing[:n] {
			st.vecs[i] = vs[j]
			fresh[keys[i]] = encodeVector(vs[j])
		}
		// Each batch is kept at once: a short-lived process (one `edge
		// ask`) leaves the next one less to embed.
		if opt.Cache != nil {
			if err := opt.Cache.PutEmbeddings(fresh); err != nil {
				opt.Logger.Warn("embedding cache not written", "err", err)
			}
		}
		missing = missing[n:]
	}
	st.idx = search.NewIndex[int]()
	for i, v := range st.vecs {
		switch {
		case !usable(v):
			st.vecs[i] = nil
		case st.dims == 0 || len(v) == st.dims:
			st.dims = len(v)
			u := unit32(v)
			st.vecs[i] = u
			st.idx.Add(append([]float32(nil), u...), i)
		default:
			return x.vec.off(st, fmt.Errorf("vectors of %d and %d dimensions", st.dims, len(v)))
		}
	}
	st.status = "on"
	return st
}

// off turns the leg off for err, logging it once.
func (v *vectorLeg) off(st *vectorState, err error) *vectorState {
	v.once.Do(func() {
		st.log.Warn("vector leg off; names are still found by keyword", "model", st.emb.Model(), "err", err)
	})
	return &vectorState{status: "off: " + err.Error(), emb: st.emb, cached: st.cached, log: st.log}
}

// search embeds a query under the leg's deadline and returns the cosine
// similarity of the allowed entities close to it: every allowed one when
// scoped (exceptions and places are applied before any similarity), the
// nearest maxVectorHits otherwise. It returns nil when the leg is off, or
// when ctx is done first (which leaves the leg on).
func (v *vectorLeg) search(ctx context.Context, x *Index, text string, allowed func(*Entity) bool, scoped bool) map[*Entity]float32 {
	st := v.state.Load()
	if st == nil || st.idx == nil {
		return nil
	}
	qctx, cancel := context.WithTimeout(ctx, st.timeout)
	defer cancel()
	vs, err := st.emb.Embed(qctx, []string{text})
	if err == nil && (len(vs) != 1 || len(vs[0]) != st.dims || !usable(vs[0])) {
		err = fmt.Errorf("query vector unusable")
	}
	switch {
	case err != nil && ctx.Err() != nil:
		return nil
	case err != nil:
		v.state.CompareAndSwap(st, v.off(st, err))
		return nil
	}
	query := unit32(vs[0])
	out := map[*Entity]float32{}
	if !scoped {
		for _, r := range st.idx.Search(query, maxVectorHits) {
			if e := x.entities[r.Value]; allowed(e) {
				out[e] = float32(r.Relevance)
			}
		}
		return out
	}
	for i, u := range st.vecs {
		if e := x.entities[i]; u != nil && allowed(e) {
			out[e] = dot(query, u)
		}
	}
	return out
}

// Descriptor is the text of an entity the vector leg embeds: its name,
// aliases, kind or type, room and tags.
func (x *Index) Descriptor(e *Entity) string {
	parts := append([]string{e.Name}, e.aliases...)
	switch {
	case e.Device != nil && e.Device.Type != "":
		parts = append(parts, strings.ReplaceAll(e.Device.Type, "_", " "))
	case e.Kind != Device:
		parts = append(parts, string(e.Kind))
	}
	if e.Room != "" {
		parts = append(parts, x.roomName[e.Room])
	}
	if e.Device != nil {
		parts = append(parts, e.Device.Tags...)
	}
	return strings.Join(parts, "; ")
}

// cacheKey names a vector in the cache: the model and a hash of the text.
func cacheKey(model, text string) string {
	sum := sha256.Sum256([]byte(text))
	return model + "\x00" + hex.EncodeToString(sum[:16])
}

func encodeVector(v []float32) []byte {
	out := make([]byte, 0, 4*len(v))
	for _, f := range v {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(f))
	}
	return out
}

func decodeVector(b []byte) ([]float32, bool) {
	if len(b) == 0 || len(b)%4 != 0 {
		return nil, false
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v, usable(v)
}

// usable reports whether a vector is finite and not zero.
func usable(v []float32) bool {
	nonzero := false
	for _, f := range v {
		if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
			return false
		}
		nonzero = nonzero || f != 0
	}
	return nonzero
}

// unit32 returns v scaled to length 1, as a new slice.
func unit32(v []float32) []float32 {
	var n float64
	for _, f := range v {
		n += float64(f) * float64(f)
	}
	n = math.Sqrt(n)
	out := make([]float32, len(v))
	for i, f := range v {
		out[i] = float32(float64(f) / n)
	}
	return out
}

func dot(a, b []float32) float32 {
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
