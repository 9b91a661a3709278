package index

import (
	"context"
	"encoding/json"
	"hash/fnv"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"edge/home"
	"edge/ir"
	"edge/store/storetest"
)

// fakeOllama is a model server speaking Ollama's /api/embed with
// deterministic vectors: the words and characters of a text hashed into
// 64 dimensions, and a few concepts ("cool", "music", "light") each on a
// dimension of its own so that related words are near.
type fakeOllama struct {
	*httptest.Server
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
	f := &fakeOllama{dims: 64}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/embed" {
			http.NotFound(w, r)
			return
		}
		var req api.EmbedRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != "all-minilm" {
			w.WriteHeader(http.StatusBadRequest)
			json.NewEncoder(w).Encode(map[string]string{"error": "bad request"})
			return
		}
		var texts []string
		switch in := req.Input.(type) {
		case string:
			texts = []string{in}
		case []any:
			for _, s := range in {
				texts = append(texts, s.(string))
			}
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
		resp := api.EmbedResponse{Model: req.Model}
		for _, s := range texts {
			resp.Embeddings = append(resp.Embeddings, f.vector(s))
		}
		json.NewEncoder(w).Encode(resp)
	}))
	t.Cleanup(f.Close)
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
	return home.Models{Host: f.URL, Embed: "all-minilm", TimeoutMS: 5000}
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
	if err := db.Import(h); err != nil {
		t.Fatal(err)
	}
	x, err := Open(db, opt)
	if err != nil {
		t.Fatal(err)
	}
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
	if got := show(x.Resolve(ir.Target{Name: "老伙计"}, has("onoff"), Context{})); got != "switch.old_lamp" {
		t.Errorf("老伙计: %s", got)
	}
	if got := show(x.Resolve(ir.Target{Name: "upstairs lights", All: true, Class: "light"}, has("onoff"), Context{})); !strings.HasPrefix(got, "group.upstairs_lights,") {
		t.Errorf("upstairs lights: %s", got)
	}
	if f.queries.Load() != before {
		t.Errorf("the keyword leg was decisive, yet the model embedded %d queries", f.queries.Load()-before)
	}
	// Words no name holds: the vector leg finds candidates, and asks.
	r := x.Resolve(ir.Target{Name: "something to chill the air"}, has("onoff"), Context{})
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
	r = x.Resolve(ir.Target{Name: "lights", Class: "light", All: true, Except: []ir.Target{{Name: "bedroom"}}}, has("onoff"), Context{})
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
	r = x.Resolve(ir.Target{Name: "something to chill the air", Places: []string{"bedroom"}}, has("onoff"), Context{})
	if show(r) != "ask climate.bedroom_ac" {
		t.Errorf("scoped vector search: %s", show(r))
	}
}

func TestVectorCache(t *testing.T) {
	f := newFakeOllama(t)
	db := storetest.Open(t)
	h := demoPlus(t)
	h.Models = f.models()
	if err := db.Import(h); err != nil {
		t.Fatal(err)
	}
	open := func() *Index {
		x, err := Open(db, Options{})
		if err != nil {
			t.Fatal(err)
		}
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
	if err := db.Import(h); err != nil {
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
			if got := show(x.Resolve(ir.Target{Name: "老火鸡"}, has("onoff"), Context{})); got != "switch.old_lamp" {
				t.Errorf("keyword leg with the vector leg off: %s", got)
			}
			x.Resolve(ir.Target{Name: "something to chill the air"}, has("onoff"), Context{})
		}
		if warnings.Load() != 1 {
			t.Errorf("%d warnings, want one", warnings.Load())
		}
	})
	t.Run("wrong model", func(t *testing.T) {
		f := newFakeOllama(t)
		m := f.models()
		m.Embed = "no-such-model"
		if st := openWithVectors(t, m, Options{}).Stats(); !strings.Contains(st.Vectors, "bad request") {
			t.Errorf("stats: %+v", st)
		}
	})
	t.Run("slow query", func(t *testing.T) {
		f := newFakeOllama(t)
		f.delay = 500 * time.Millisecond
		x := openWithVectors(t, f.models(), Options{Vector: VectorOptions{QueryTimeout: 20 * time.Millisecond}})
		r := x.Resolve(ir.Target{Name: "slow thing"}, has("onoff"), Context{})
		if r.Problem != NoMatch {
			t.Errorf("slow query: %s", show(r))
		}
		if st := x.Stats(); !strings.Contains(st.Vectors, "deadline") {
			t.Errorf("after a query past its deadline: %+v", st)
		}
	})
	t.Run("no host", func(t *testing.T) {
		if _, err := NewOllama(home.Models{Host: "ftp://x", Embed: "m"}, ""); err == nil {
			t.Error("no error for an ftp host")
		}
		o, err := NewOllama(home.Models{Embed: "m"}, "")
		if err != nil || o.String() != "m at http://127.0.0.1:11434" {
			t.Errorf("default host: %v %v", o, err)
		}
		o, err = NewOllama(home.Models{Embed: "m"}, "gpu-box")
		if err != nil || o.String() != "m at http://gpu-box:11434" {
			t.Errorf("OLLAMA_HOST: %v %v", o, err)
		}
	})
}
