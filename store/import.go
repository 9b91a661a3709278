package store

import (
	"encoding/json"
	"errors"
	"fmt"

	bolt "go.etcd.io/bbolt"

	"edge/home"
)

// Import replaces the whole home with h in one transaction: the floors,
// rooms, devices, groups and scenes, each device's state (its initial
// State, or an empty one), the search data index derives from h (none when
// index is nil), and no sessions. The audit log and the embedding cache are
// kept. On failure the database is left as it was.
func (db *DB) Import(h *home.Home, index Indexer) error {
	if h == nil {
		return errors.New("import: no home given")
	}
	return db.update(func(tx *bolt.Tx) error {
		for _, name := range homeBuckets {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
			if _, err := tx.CreateBucket(name); err != nil {
				return err
			}
		}
		if err := tx.Bucket(bucketMeta).Put(keyHome, []byte(h.Name)); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "models", string(keyModels), h.Models); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "security", string(keySecure), h.Security); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "retention", string(keyKeep), h.Retention); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "mqtt", string(keyMQTT), h.MQTT); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "satellites", string(keySats), h.Satellites); err != nil {
			return err
		}
		for i := range h.Floors {
			if err := putEntity(tx, bucketFloors, "floor", h.Floors[i].ID, &h.Floors[i]); err != nil {
				return err
			}
		}
		for i := range h.Rooms {
			if err := putEntity(tx, bucketRooms, "room", h.Rooms[i].ID, &h.Rooms[i]); err != nil {
				return err
			}
		}
		for i := range h.Devices {
			d := &h.Devices[i]
			if err := putEntity(tx, bucketDevices, "device", d.ID, d); err != nil {
				return err
			}
			state := d.State
			if state == nil {
				state = map[string]any{}
			}
			if err := putJSON(tx.Bucket(bucketState), "state of device", d.ID, state); err != nil {
				return err
			}
		}
		for i := range h.Groups {
			if err := putEntity(tx, bucketGroups, "group", h.Groups[i].ID, &h.Groups[i]); err != nil {
				return err
			}
		}
		for i := range h.Scenes {
			if err := putEntity(tx, bucketScenes, "scene", h.Scenes[i].ID, &h.Scenes[i]); err != nil {
				return err
			}
		}
		if index == nil {
			return nil
		}
		b := tx.Bucket(bucketIndex)
		if err := index(h, func(k, v []byte) error { return b.Put(k, v) }); err != nil {
			return fmt.Errorf("import: index: %w", err)
		}
		return nil
	})
}

// putEntity stores one entity, refusing an id given twice.
func putEntity(tx *bolt.Tx, bucket []byte, kind, id string, v any) error {
	b := tx.Bucket(bucket)
	if b.Get([]byte(id)) != nil {
		return fmt.Errorf("import: %s id %q given twice", kind, id)
	}
	return putJSON(b, kind, id, v)
}

func putJSON(b *bolt.Bucket, what, id string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("import: %s %q: %w", what, id, err)
	}
	if err := b.Put([]byte(id), data); err != nil {
		return fmt.Errorf("import: %s %q: %w", what, shorten(id), err)
	}
	return nil
}

// shorten cuts an id for an error message.
func shorten(id string) string {
	if len(id) > 64 {
		return id[:64] + "..."
	}
	return id
}
