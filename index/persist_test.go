package index

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"

	"edge/ir"
	"edge/store"
	"edge/store/storetest"
)

// targets resolved the same by a stored and a built index.
var sameTargets = []ir.Target{
	{Name: "老伙计"}, {Name: "老火鸡"}, {Name: "old budy"}, {Name: "kitchen lite"}, {Name: "台灯", Class: "light"},
	{Name: "客厅等"}, {Name: "lights", Class: "light", All: true, Except: []ir.Target{{Name: "bedroom"}}},
	{Name: "front door"}, {Name: "bedsid lamp"},
}

func TestOpenUsesTheStoredIndex(t *testing.T) {
	db := storetest.Open(t)
	h := demoPlus(t)
	if err := db.Import(h, Write); err != nil {
		t.Fatal(err)
	}
	x, err := Open(db, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := x.Stats()
	if st.Source != "store" || st.StoredBytes == 0 || st.Entities != len(h.Devices)+len(h.Groups)+len(h.Scenes) {
		t.Errorf("stats: %+v", st)
	}
	if st.Vectors != "off: no embedding model configured (models.embed)" {
		t.Errorf("vector leg with no model configured: %q", st.Vectors)
	}
	built := New(h)
	for _, tg := range sameTargets {
		// The store gives the home back in id order, so compare sets.
		a, b := sorted(show(x.Resolve(context.Background(), tg, has("onoff"), Context{Unmarked: true}))), sorted(show(built.Resolve(context.Background(), tg, has("onoff"), Context{Unmarked: true})))
		if a != b {
			t.Errorf("%s: stored index gives %s, built one %s", tg, a, b)
		}
	}
	if want := New(h).Stats(); want.Terms != st.Terms || want.Postings != st.Postings {
		t.Errorf("stored index has %d terms and %d postings, built one %d and %d", st.Terms, st.Postings, want.Terms, want.Postings)
	}
}

// A database whose index is missing (imported without Write) or
// unreadable (written by another edge: an older one kept it in a nested
// bucket) still resolves: the index is built in memory.
func TestOpenRebuildsAMissingIndex(t *testing.T) {
	for _, older := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "edge.db")
		db, err := store.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.Import(demoPlus(t), nil); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if older {
			b, err := bolt.Open(path, 0o600, nil)
			if err != nil {
				t.Fatal(err)
			}
			err = b.Update(func(tx *bolt.Tx) error {
				nested, err := tx.Bucket([]byte("index")).CreateBucket([]byte("bm25"))
				if err != nil {
					return err
				}
				return nested.Put([]byte("meta"), []byte{1, 2, 3})
			})
			b.Close()
			if err != nil {
				t.Fatal(err)
			}
		}
		if db, err = store.Open(path); err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		x, err := Open(db, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if st := x.Stats(); st.Source != "built" {
			t.Errorf("older %v: source %q, want built", older, st.Source)
		}
		if got := show(x.Resolve(context.Background(), ir.Target{Name: "老火鸡"}, has("onoff"), Context{})); got != "switch.old_lamp" {
			t.Errorf("older %v: rebuilt index: %s", older, got)
		}
	}
}

func TestOpenWithoutHome(t *testing.T) {
	if _, err := Open(storetest.Open(t), Options{}); err == nil {
		t.Error("no error for a database with no home")
	}
}

// The stored encoding decodes to the same postings, and damaged data is an
// error, never a panic.
func TestEncodingRoundTrip(t *testing.T) {
	x := New(demoPlus(t))
	ids, docs := descriptors(x)
	b := buildBM25(ids, docs, keyMemo{})
	kv := map[string][]byte{}
	if err := b.encode([]byte("fp"), func(k, v []byte) error { kv[string(k)] = v; return nil }); err != nil {
		t.Fatal(err)
	}
	d := newDecoder()
	for k, v := range kv {
		if err := d.add([]byte(k), v); err != nil {
			t.Fatal(err)
		}
	}
	got, err := d.done()
	if err != nil || string(d.fingerprint) != "fp" {
		t.Fatal(err)
	}
	if len(got.post) != len(b.post) || got.avgdl != b.avgdl || len(got.ids) != len(b.ids) {
		t.Fatalf("decoded %d terms, avgdl %v; want %d, %v", len(got.post), got.avgdl, len(b.post), b.avgdl)
	}
	for term, ps := range b.post {
		if !slices.Equal(slices.Collect(got.post[term].all), slices.Collect(ps.all)) || ps.count() == 0 {
			t.Fatalf("%s postings: %v, want %v", term, slices.Collect(got.post[term].all), slices.Collect(ps.all))
		}
	}
	damaged := []string{"docs", "meta", "tc:灯", "tw:light", "tp:deng"}
	for _, k := range damaged {
		v := kv[k]
		if v == nil {
			t.Fatalf("no key %q", k)
		}
		for cut := 0; cut < len(v); cut++ {
			d := newDecoder()
			for k2, v2 := range kv {
				if k2 != k {
					d.add([]byte(k2), v2)
				}
			}
			if d.add([]byte(k), v[:cut]) == nil {
				d.done()
			}
		}
	}
}

func sorted(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
	slices.Sort(parts)
	return strings.Join(parts, ",")
}
