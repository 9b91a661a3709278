package index

import (
	"context"
	"fmt"
	"hash/fnv"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"edge/home"
	"edge/ir"
	"edge/ollama"
	"edge/ollama/ollamatest"
	"edge/store/storetest"
)

// fakeOllama is a model server speaking Ollama's /api/embed with
// deterministic vectors: the words and characters of a text hashed into
// 64 dimensions, and a few concepts ("cool", "music", "light") each on a
// dimension of its own so that related words are near.
type fakeOllama struct {
	*ollamatest.Server
	mu      sync.Mutex
	inputs  []string // every text embedded
	queries atomic.Int32
	delay   time.Duration // for inputs starting with "slow"
	dims    int
}

var concepts = map[string]int{
	"cool": 0, "chill": 0, "cold": 0, "ac": 0, "air": 0, "conditioner": 0, "climate": 0, "空": 0, "调": 0, "冷": 0,
	"music": 1, "song": 1, "speaker": 1, "tune": 1, "音": 1, "箱": 1,
	"light": 2, "lamp": 2, "灯": 2, "bright": 2,
}

func newFakeOllama(t *testing.T) *fakeOllama {
	f := &fakeOllama{Server: ollamatest.New(t), dims: 64}
	f.Embeddings(func(model string, texts []string) ([][]float32, error) {
		if model != "all-minilm" {
			return nil, fmt.Errorf("model %q not found, try pulling it first", model)
		}
		f.mu.Lock()
		f.inputs = append(f.inputs, texts...)
		f.mu.Unlock()
		if len(texts) == 1 && !strings.Contains(texts[0], ";") {
			f.queries.Add(1)
			if strings.HasPrefix(texts[0], "slow") {
				time.Sleep(f.delay)
			}
		}
		var out [][]float32
		for _, s := range texts {
			out = append(out, f.vector(s))
		}
		return out, nil
	})
	return f
}

func (f *fakeOllama) vector(s string) []float32 {
	v := make([]float32, f.dims)
	v[f.dims-1] = 0.01
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ';' || r == ',' }) {
		for _, part := range append([]string{w}, strings.Split(w, "")...) {
			if c, ok := concepts[part]; ok {
				v[c] += 3
				continue
			}
			if len(part) > 1 || part[0] >= 0x80 {
				h := fnv.New32a()
				h.Write([]byte(part))
				v[3+int(h.Sum32()%uint32(f.dims-4))]++
			}
		}
	}
	return v
}

func (f *fakeOllama) embedded() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.inputs...)
}

func (f *fakeOllama) models() home.Models {
	return home.Models{Host: f.URL(), Embed: "all-minilm", TimeoutMS: 5000}
}

// embedder is the embedding model of a models block, as the command line
// makes it.
func embedder(t *testing.T, m home.Models) Embedder {
	t.Helper()
	c, err := ollama.New(ollama.FromModels(m, ""))
	if err != nil {
		t.Fatal(err)
	}
	return c.Embedder(m.Embed)
}

// countingHandler counts the log records at warning level or above.
type countingHandler struct {
	slog.Handler
	n *atomic.Int32
}

func (h countingHandler) Enabled(context.Context, slog.Level) bool { return true }

func (h countingHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level >= slog.LevelWarn {
		h.n.Add(1)
	}
	return nil
}

func openWithVectors(t *testing.T, m home.Models, opt Options) *Index {
	t.Helper()
	db := storetest.Open(t)
	h := demoPlus(t)
	h.Models = m
	if err := db.Import(h, Write); err != nil {
		t.Fatal(err)
	}
	opt.Embedder = embedder(t, m)
	x, err := Open(db, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(x.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	x.WaitVectors(ctx)
	return x
}

func TestVectorLeg(t *testing.T) {
	f := newFakeOllama(t)
	x := openWithVectors(t, f.models(), Options{})
	st := x.Stats()
	if st.Vectors != "on" || st.VectorCount != st.Entities || !strings.Contains(st.Model, "all-minilm at http://127.0.0.1") {
		t.Fatalf("stats: %+v", st)
	}
	// A name the keyword leg finds is decided without asking the model.
	before := f.queries.Load()
	if got := show(x.Resolve(context.Background(), ir.Target{Name: "老伙计"}, has("onoff"), Context{})); got != "switch.old_lamp" {
		t.Errorf("老伙计: %s", got)
	}
	if got := show(x.Resolve(context.Background(), ir.Target{Name: "upstairs lights", All: true, Class: "light"}, has("onoff"), Context{})); !strings.HasPrefix(got, "group.upstairs_lights,") {
		t.Errorf("upstairs lights: %s", got)
	}
	if f.queries.Load() != before {
		t.Errorf("the keyword leg was decisive, yet the model embedded %d queries", f.queries.Load()-before)
	}
	// Words no name holds: the vector leg finds candidates, and asks.
	r := x.Resolve(context.Background(), ir.Target{Name: "something to chill the air"}, has("onoff"), Context{})
	if len(r.Entities) != 0 || len(r.Options) == 0 || !strings.HasPrefix(r.Options[0].ID, "climate.") {
		t.Errorf("vector-only candidates: %s (%+v)", show(r), r.Candidates)
	}
	for _, o := range r.Options {
		if !o.Device.Has("onoff") {
			t.Errorf("option %s cannot do it", o.ID)
		}
	}
	if f.queries.Load() != before+1 {
		t.Errorf("%d queries embedded, want 1", f.queries.Load()-before)
	}
	// Kill shot 3 with the vector leg on: the exception is set algebra;
	// no similarity is asked for.
	before = f.queries.Load()
	r = x.Resolve(context.Background(), ir.Target{Name: "lights", Class: "light", All: true, Except: []ir.Target{{Name: "bedroom"}}}, has("onoff"), Context{})
	for _, e := range r.Entities {
		if e.Room == "bedroom" {
			t.Errorf("%s is in the bedroom", e.ID)
		}
	}
	if len(r.Entities) < 10 || f.queries.Load() != before {
		t.Errorf("except the bedroom: %d entities, %d queries embedded", len(r.Entities), f.queries.Load()-before)
	}
	// Scope is applied before similarity: in the bedroom, no climate
	// device of the living room is a candidate.
	r = x.Resolve(context.Background(), ir.Target{Name: "something to chill the air", Places: []string{"bedroom"}}, has("onoff"), Context{})
	if show(r) != "ask climate.bedroom_ac" {
		t.Errorf("scoped vector search: %s", show(r))
	}
}

func TestVectorCache(t *testing.T) {
	f := newFakeOllama(t)
	db := storetest.Open(t)
	h := demoPlus(t)
	h.Models = f.models()
	if err := db.Import(h, Write); err != nil {
		t.Fatal(err)
	}
	open := func() *Index {
		x, err := Open(db, Options{Embedder: embedder(t, h.Models)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(x.Close)
		x.WaitVectors(context.Background())
		return x
	}
	first := open()
	n := len(f.embedded())
	if st := first.Stats(); st.Cached != 0 || n != st.Entities {
		t.Fatalf("first open: %d cached, %d embedded", st.Cached, n)
	}
	second := open()
	if st := second.Stats(); st.Cached != st.Entities || st.Vectors != "on" || len(f.embedded()) != n {
		t.Errorf("second open: %+v, %d more embedded", st, len(f.embedded())-n)
	}
	if err := db.Import(h, Write); err != nil {
		t.Fatal(err)
	}
	if st := open().Stats(); st.Cached != st.Entities {
		t.Errorf("a re-import lost the cache: %+v", st)
	}
}

func TestVectorLegOff(t *testing.T) {
	t.Run("unreachable", func(t *testing.T) {
		f := newFakeOllama(t)
		m := f.models()
		f.Close()
		var warnings atomic.Int32
		x := openWithVectors(t, m, Options{Logger: slog.New(countingHandler{slog.DiscardHandler, &warnings})})
		if st := x.Stats(); !strings.HasPrefix(st.Vectors, "off: ") || st.VectorCount != 0 {
			t.Errorf("stats: %+v", st)
		}
		for range 3 {
			if got := show(x.Resolve(context.Background(), ir.Target{Name: "老火鸡"}, has("onoff"), Context{})); got != "switch.old_lamp" {
				t.Errorf("keyword leg with the vector leg off: %s", got)
			}
			x.Resolve(context.Background(), ir.Target{Name: "something to chill the air"}, has("onoff"), Context{})
		}
		if warnings.Load() != 1 {
			t.Errorf("%d warnings, want one", warnings.Load())
		}
	})
	t.Run("wrong model", func(t *testing.T) {
		f := newFakeOllama(t)
		m := f.models()
		m.Embed = "no-such-model"
		if st := openWithVectors(t, m, Options{}).Stats(); !strings.Contains(st.Vectors, `model "no-such-model" not found`) {
			t.Errorf("stats: %+v", st)
		}
	})
	t.Run("slow query", func(t *testing.T) {
		f := newFakeOllama(t)
		f.delay = 500 * time.Millisecond
		x := openWithVectors(t, f.models(), Options{Vector: VectorOptions{QueryTimeout: 20 * time.Millisecond}})
		r := x.Resolve(context.Background(), ir.Target{Name: "slow thing"}, has("onoff"), Context{})
		if r.Problem != NoMatch {
			t.Errorf("slow query: %s", show(r))
		}
		if st := x.Stats(); !strings.Contains(st.Vectors, "deadline") {
			t.Errorf("after a query past its deadline: %+v", st)
		}
	})
}

// blockingEmbedder answers no batch until its caller gives up.
type blockingEmbedder struct{ started chan struct{} }

func (blockingEmbedder) Model() string { return "blocking" }

func (b blockingEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	close(b.started)
	<-ctx.Done()
	return nil, ctx.Err()
}

// Close stops the embedding of the descriptors at once, quietly, and the
// keyword leg works on.
func TestVectorLegClose(t *testing.T) {
	var warnings atomic.Int32
	x := New(demoPlus(t))
	emb := blockingEmbedder{started: make(chan struct{})}
	x.EnableVectors(emb, VectorOptions{BatchTimeout: time.Hour, Logger: slog.New(countingHandler{slog.DiscardHandler, &warnings})})
	<-emb.started
	x.Close()
	x.Close()
	if st := x.Stats(); st.Vectors != "off: closed" || warnings.Load() != 0 {
		t.Errorf("after Close: %+v, %d warnings", st, warnings.Load())
	}
	if got := show(x.Resolve(context.Background(), ir.Target{Name: "老火鸡"}, has("onoff"), Context{})); got != "switch.old_lamp" {
		t.Errorf("keyword leg after Close: %s", got)
	}
	New(demoPlus(t)).Close() // no vector leg: nothing to stop
}

// A turn given up on leaves the vector leg out of that resolution, and on
// for the next.
func TestVectorLegCallerGivesUp(t *testing.T) {
	f := newFakeOllama(t)
	x := openWithVectors(t, f.models(), Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := x.Resolve(ctx, ir.Target{Name: "something to chill the air"}, has("onoff"), Context{}); r.Problem != NoMatch {
		t.Errorf("with the turn given up: %s", show(r))
	}
	if st := x.Stats(); st.Vectors != "on" {
		t.Errorf("the caller's cancel turned the leg off: %+v", st)
	}
	if r := x.Resolve(context.Background(), ir.Target{Name: "something to chill the air"}, has("onoff"), Context{}); len(r.Options) == 0 {
		t.Errorf("next turn: %s", show(r))
	}
}
