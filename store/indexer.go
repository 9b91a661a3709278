package store

import (
	"fmt"
	"sort"
	"sync"

	bolt "go.etcd.io/bbolt"

	"edge/home"
)

// An Indexer derives search data from a home. Import calls every
// registered Indexer inside its own transaction, after the home's entities
// are written, with put writing into the indexer's own bucket (emptied
// first), so that a home and the data derived from it are always imported
// together: when an Indexer fails, nothing is imported. h must not be
// modified, nor a key or value after it was put.
type Indexer func(h *home.Home, put func(key, value []byte) error) error

var indexers struct {
	sync.Mutex
	m map[string]Indexer
}

// RegisterIndexer makes an Indexer known under a name; packages register
// theirs in init. It panics when the name is empty or already taken.
func RegisterIndexer(name string, fn Indexer) {
	indexers.Lock()
	defer indexers.Unlock()
	if name == "" || fn == nil {
		panic("store: RegisterIndexer with an empty name or a nil indexer")
	}
	if _, dup := indexers.m[name]; dup {
		panic("store: RegisterIndexer called twice for " + name)
	}
	if indexers.m == nil {
		indexers.m = map[string]Indexer{}
	}
	indexers.m[name] = fn
}

// runIndexers runs the registered indexers, in name order, inside tx.
func runIndexers(tx *bolt.Tx, h *home.Home) error {
	indexers.Lock()
	names := make([]string, 0, len(indexers.m))
	for n := range indexers.m {
		names = append(names, n)
	}
	fns := make([]Indexer, len(names))
	sort.Strings(names)
	for i, n := range names {
		fns[i] = indexers.m[n]
	}
	indexers.Unlock()
	for i, n := range names {
		b, err := tx.Bucket(bucketIndex).CreateBucket([]byte(n))
		if err != nil {
			return err
		}
		put := func(k, v []byte) error { return b.Put(k, v) }
		if err := fns[i](h, put); err != nil {
			return fmt.Errorf("import: index %s: %w", n, err)
		}
	}
	return nil
}
