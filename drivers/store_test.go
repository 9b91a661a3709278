package drivers_test

import (
	"encoding/json"
	"sync"
)

// memStore is an in-memory drivers.StateStore. Like a real store it keeps
// state as JSON, so numbers read back are float64, and it writes nothing
// when the update function fails.
type memStore struct {
	mu   sync.Mutex
	data map[string][]byte
	err  error // when set, every call fails with it
}

func newMemStore() *memStore { return &memStore{data: map[string][]byte{}} }

func (s *memStore) State(id string) (map[string]any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return nil, s.err
	}
	return s.decode(id)
}

func (s *memStore) UpdateState(id string, fn func(map[string]any) (map[string]any, error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return s.err
	}
	cur, err := s.decode(id)
	if err != nil {
		return err
	}
	next, err := fn(cur)
	if err != nil {
		return err
	}
	b, err := json.Marshal(next)
	if err != nil {
		return err
	}
	s.data[id] = b
	return nil
}

func (s *memStore) decode(id string) (map[string]any, error) {
	b, ok := s.data[id]
	if !ok {
		return nil, nil
	}
	var st map[string]any
	err := json.Unmarshal(b, &st)
	return st, err
}
