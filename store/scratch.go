package store

import bolt "go.etcd.io/bbolt"

// OpenScratch opens, as Open does, a database that is thrown away when
// its run ends (edge ask --home alone, edge demo): its commits are not
// synced to the disk (bbolt's NoSync), so that an import and the turns do
// not wait for the card; a crash may leave the file damaged, which does
// not matter for a file no one opens again. The free-page list is still
// written: closed, the file is a database Open opens.
func OpenScratch(path string) (*DB, error) {
	return open(path, &bolt.Options{Timeout: lockWait, NoSync: true})
}
