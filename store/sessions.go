package store

import (
	"bytes"
	"encoding/binary"
	"time"

	bolt "go.etcd.io/bbolt"
)

// SessionBound bounds the sessions kept: PerOwner those of one owner (the
// ids that begin with the owner's prefix), Total those of the whole
// database. Zero is no bound.
type SessionBound struct {
	PerOwner, Total int
}

// PutOwnedSession stores the bytes of a session of an owner (id begins
// with owner), updated at now, as PutSession does. A session not stored
// yet first makes room within bound: while the owner holds PerOwner
// sessions or more, its session last updated longest ago is removed, never
// another owner's; then while the database holds Total or more, the
// session last updated longest ago of the owner that holds the most is.
// It returns the ids it removed.
func (tx *Tx) PutOwnedSession(owner, id string, data []byte, now time.Time, bound SessionBound) ([]string, error) {
	b := tx.tx.Bucket(bucketSessions)
	var removed []string
	if b.Get([]byte(id)) == nil {
		var err error
		if removed, err = makeRoom(b, []byte(owner), bound); err != nil {
			return nil, err
		}
	}
	return removed, tx.PutSession(id, data, now)
}

// makeRoom removes sessions until a new one of owner fits within bound.
func makeRoom(b *bolt.Bucket, owner []byte, bound SessionBound) ([]string, error) {
	var removed []string
	if bound.PerOwner > 0 {
		for {
			n, oldest := ownedBy(b, owner)
			if n < bound.PerOwner {
				break
			}
			if err := b.Delete(oldest); err != nil {
				return nil, err
			}
			removed = append(removed, string(oldest))
		}
	}
	if bound.Total > 0 {
		for {
			n, oldest := oldestOfLargest(b)
			if n < bound.Total {
				break
			}
			if err := b.Delete(oldest); err != nil {
				return nil, err
			}
			removed = append(removed, string(oldest))
		}
	}
	return removed, nil
}

// ownedBy counts the sessions whose ids begin with owner (they are next to
// one another in key order) and returns the one last updated longest ago.
func ownedBy(b *bolt.Bucket, owner []byte) (int, []byte) {
	n := 0
	var oldest []byte
	var at int64
	c := b.Cursor()
	for k, v := c.Seek(owner); k != nil && bytes.HasPrefix(k, owner); k, v = c.Next() {
		if u := updatedAt(v); n == 0 || u < at {
			oldest, at = bytes.Clone(k), u
		}
		n++
	}
	return n, oldest
}

// oldestOfLargest counts the sessions and returns the one last updated
// longest ago of the owner that holds the most, an owner being all of an id but what
// follows its last unit separator (0x1f); ids with none are each their
// own owner.
func oldestOfLargest(b *bolt.Bucket) (int, []byte) {
	type held struct {
		n      int
		oldest []byte
		at     int64
	}
	owners := map[string]*held{}
	var most *held
	n := 0
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		n++
		o := string(k)
		if i := bytes.LastIndexByte(k, 0x1f); i >= 0 {
			o = string(k[:i+1])
		}
		h := owners[o]
		if h == nil {
			h = &held{}
			owners[o] = h
		}
		if u := updatedAt(v); h.n == 0 || u < h.at {
			h.oldest, h.at = bytes.Clone(k), u
		}
		h.n++
		if most == nil || h.n > most.n || h.n == most.n && h.at < most.at {
			most = h
		}
	}
	if most == nil {
		return 0, nil
	}
	return n, most.oldest
}

// updatedAt is when a stored session was last put, in Unix nanoseconds; a
// value too short to say is the oldest.
func updatedAt(v []byte) int64 {
	if len(v) < 8 {
		return 0
	}
	return int64(binary.BigEndian.Uint64(v[:8]))
}

// CountSessions counts the sessions whose ids begin with prefix (all of
// them when it is empty).
func (db *DB) CountSessions(prefix string) (int, error) {
	n := 0
	err := db.view(func(tx *bolt.Tx) error {
		c := tx.Bucket(bucketSessions).Cursor()
		for k, _ := c.Seek([]byte(prefix)); k != nil && bytes.HasPrefix(k, []byte(prefix)); k, _ = c.Next() {
			n++
		}
		return nil
	})
	return n, err
}
