package store

import bolt "go.etcd.io/bbolt"

// Release lets go of the pages of the database file this process has read
// (bbolt reads the file through a shared read-only map): they leave the
// process's resident memory but stay in the page cache, where a read
// finds them again at the cost of a minor fault, and where the kernel may
// drop them when memory is short. A server reads the whole home and its
// index once at start, 6 MiB at 10,000 devices, and the state, session and
// log pages of every turn after: without this they stay counted in its
// resident memory until the file grows past the map. It does nothing
// where the system has no such call.
func (db *DB) Release() error {
	return db.view(func(tx *bolt.Tx) error {
		// the map cannot move during a read transaction.
		return release(db.bolt.Info().Data, tx.Size())
	})
}
