package store

import (
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"

	bolt "go.etcd.io/bbolt"

	"edge/home"
)

// Home reads the imported home back, each kind of entity in id order. It
// returns ErrNoHome when no home was imported.
func (db *DB) Home() (*home.Home, error) { return db.home(true) }

// HomeWithoutState is Home without the devices' initial states (their
// State is nil): what a server needs, which reads the states as they are
// now (DB.State), never the home file's. At 10,000 devices it reads the
// home in two thirds of the time and holds a third less.
func (db *DB) HomeWithoutState() (*home.Home, error) { return db.home(false) }

func (db *DB) home(states bool) (*home.Home, error) {
	h := &home.Home{}
	err := db.view(func(tx *bolt.Tx) error {
		name := tx.Bucket(bucketMeta).Get(keyHome)
		if name == nil {
			return ErrNoHome
		}
		h.Name = string(name)
		if m := tx.Bucket(bucketMeta).Get(keyModels); m != nil {
			if err := json.Unmarshal(m, &h.Models); err != nil {
				return fmt.Errorf("%w: models: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keySecure); m != nil {
			if err := json.Unmarshal(m, &h.Security); err != nil {
				return fmt.Errorf("%w: security: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keyKeep); m != nil {
			if err := json.Unmarshal(m, &h.Retention); err != nil {
				return fmt.Errorf("%w: retention: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keyMQTT); m != nil {
			if err := json.Unmarshal(m, &h.MQTT); err != nil {
				return fmt.Errorf("%w: mqtt: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keySats); m != nil {
			if err := json.Unmarshal(m, &h.Satellites); err != nil {
				return fmt.Errorf("%w: satellites: %v", ErrCorrupt, err)
			}
		}
		if err := readAll(tx, bucketFloors, &h.Floors); err != nil {
			return err
		}
		if err := readAll(tx, bucketRooms, &h.Rooms); err != nil {
			return err
		}
		var opts []jsonv2.Options
		if !states {
			opts = append(opts, skipState)
		}
		if err := readAll(tx, bucketDevices, &h.Devices, opts...); err != nil {
			return err
		}
		if err := readAll(tx, bucketGroups, &h.Groups); err != nil {
			return err
		}
		return readAll(tx, bucketScenes, &h.Scenes)
	})
	if err != nil {
		return nil, err
	}
	newInterner().home(h)
	return h, nil
}

// skipState skips a device's state when it decodes one.
var skipState = jsonv2.WithUnmarshalers(jsonv2.UnmarshalFromFunc(func(dec *jsontext.Decoder, _ *map[string]any) error {
	if dec.StackPointer() == "/state" {
		return dec.SkipValue()
	}
	return errors.ErrUnsupported // decoded as ever
}))

// readAll decodes every value of a bucket, in key order, onto out: a
// large bucket (the devices of a big home) on all the processors at once.
// opts add to encoding/json's own (v1) options.
func readAll[T any](tx *bolt.Tx, bucket []byte, out *[]T, opts ...jsonv2.Options) error {
	var keys, values [][]byte
	err := tx.Bucket(bucket).ForEach(func(k, v []byte) error {
		keys, values = append(keys, k), append(values, v)
		return nil
	})
	if err != nil || len(values) == 0 {
		return err
	}
	all := make([]T, len(values))
	decode := func(i int) error {
		var err error
		if len(opts) == 0 {
			err = json.Unmarshal(values[i], &all[i])
		} else {
			err = jsonv2.Unmarshal(values[i], &all[i], append([]jsonv2.Options{json.DefaultOptionsV1()}, opts...)...)
		}
		if err != nil {
			return fmt.Errorf("%s %q: %w: %v", bucket, keys[i], ErrCorrupt, err)
		}
		return nil
	}
	workers := min(runtime.GOMAXPROCS(0), len(values)/512)
	if workers <= 1 {
		for i := range values {
			if err := decode(i); err != nil {
				return err
			}
		}
		*out = all
		return nil
	}
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			// the values are in the map of the file: a fault reading them
			// (the file cut short) is an error here too, not a crash.
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() {
				if r := recover(); r != nil {
					errs[w] = fmt.Errorf("%s: %w: reading it failed (%v)", bucket, ErrCorrupt, r)
				}
			}()
			for i := w; i < len(values); i += workers {
				if err := decode(i); err != nil {
					errs[w] = err
					return
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	*out = all
	return nil
}
