package store_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/store"
	"edge/store/storetest"
)

// devicesIndexer writes one key per device, and fails for a home called
// "fail".
func devicesIndexer(h *home.Home, put func(k, v []byte) error) error {
	if h.Name == "fail" {
		return errors.New("refused")
	}
	for _, d := range h.Devices {
		if err := put([]byte(d.ID), []byte(d.Name)); err != nil {
			return err
		}
	}
	return nil
}

func indexData(t *testing.T, db *store.DB) (string, error) {
	t.Helper()
	var got []string
	err := db.IndexData(func(k, v []byte) error {
		got = append(got, string(k)+"="+string(v))
		return nil
	})
	return strings.Join(got, ","), err
}

func TestIndexerRunsInImport(t *testing.T) {
	db := storetest.Open(t)
	if _, err := indexData(t, db); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("before any import: %v, want ErrNotFound", err)
	}
	if err := db.Import(smallHome(), devicesIndexer); err != nil {
		t.Fatal(err)
	}
	if got, err := indexData(t, db); err != nil || got != "light.hall=Hall light" {
		t.Errorf("after import: %q, %v", got, err)
	}
	h := smallHome()
	h.Devices = append(h.Devices, home.Device{ID: "light.a", Name: "A", Room: "hall", Capabilities: []string{"onoff"}})
	if err := db.Import(h, devicesIndexer); err != nil {
		t.Fatal(err)
	}
	if got, _ := indexData(t, db); got != "light.a=A,light.hall=Hall light" {
		t.Errorf("after a re-import: %q", got)
	}
	failing := smallHome()
	failing.Name = "fail"
	failing.Devices = nil
	err := db.Import(failing, devicesIndexer)
	if err == nil || err.Error() != "import: index: refused" {
		t.Fatalf("import with a failing indexer: %v", err)
	}
	if got, _ := indexData(t, db); got != "light.a=A,light.hall=Hall light" {
		t.Errorf("a failed indexer left the index changed: %q", got)
	}
	if back, err := db.Home(); err != nil || back.Name != "Small" || len(back.Devices) != 2 {
		t.Errorf("a failed indexer left the home changed: %+v, %v", back, err)
	}
	if err := db.Import(smallHome(), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := indexData(t, db); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("after an import without an indexer: %v, want ErrNotFound", err)
	}
	if err := db.Import(smallHome(), devicesIndexer); err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	n := 0
	if err := db.IndexData(func(k, v []byte) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("IndexData does not stop at fn's error: %v after %d", err, n)
	}
}

func TestEmbeddingCache(t *testing.T) {
	db := storetest.Open(t)
	if err := db.PutEmbeddings(map[string][]byte{"m\x00a": {1, 2, 3, 4}, "m\x00b": {5, 6, 7, 8}}); err != nil {
		t.Fatal(err)
	}
	if err := db.Import(smallHome(), devicesIndexer); err != nil {
		t.Fatal(err)
	}
	got, err := db.Embeddings([]string{"m\x00a", "m\x00c", "m\x00b"})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "map[m\x00a:[1 2 3 4] m\x00b:[5 6 7 8]]" {
		t.Errorf("after an import, the cache holds %v", got)
	}
	got["m\x00a"][0] = 9
	again, _ := db.Embeddings([]string{"m\x00a"})
	if again["m\x00a"][0] != 1 {
		t.Error("Embeddings returned the database's own bytes")
	}
}
