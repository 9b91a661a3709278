package mqtt

import (
	"context"
	"maps"
	"slices"
	"sync"
	"time"
)

// tracker keeps what a device last reported, merged: the device's own
// keys (Zigbee2MQTT's or Tasmota's), when the last report arrived, and its
// availability. Waiters are woken by every report.
type tracker struct {
	mu      sync.Mutex
	state   map[string]any
	last    map[string]any // the last report alone
	at      time.Time      // when the state was last reported; zero when its age is not known
	seq     uint64         // counts the reports
	online  *bool          // nil: not said
	changed chan struct{}
}

func newTracker() *tracker {
	return &tracker{state: map[string]any{}, changed: make(chan struct{})}
}

// report merges a report that arrived at at (zero: of unknown age, a
// retained message without a time) and wakes the waiters. Of the keys
// the state does not hold yet, it takes only as many as keep it within
// MaxStateKeys.
func (t *tracker) report(r map[string]any, at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var added []string
	for k, v := range r {
		if _, known := t.state[k]; known {
			t.state[k] = v
		} else {
			added = append(added, k)
		}
	}
	slices.Sort(added)
	for _, k := range added[:min(len(added), max(0, MaxStateKeys-len(t.state)))] {
		t.state[k] = r[k]
	}
	t.last = r
	t.at = at
	t.seq++
	close(t.changed)
	t.changed = make(chan struct{})
}

// setOnline records the device's availability.
func (t *tracker) setOnline(on bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.online = &on
	close(t.changed)
	t.changed = make(chan struct{})
}

// snapshot returns a copy of the state, its time, the count of reports
// and the availability (true when not said).
func (t *tracker) snapshot() (state map[string]any, at time.Time, seq uint64, online bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return maps.Clone(t.state), t.at, t.seq, t.online == nil || *t.online
}

// watch returns the availability (true when not said) and a channel
// closed at the next change.
func (t *tracker) watch() (online bool, changed <-chan struct{}) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.online == nil || *t.online, t.changed
}

// offlineError is returned by wait when the device goes offline.
type offlineError struct{}

func (offlineError) Error() string { return "the device went offline" }

// wait waits for a report after the after-th one for which ok holds
// (given the merged state and the last report alone), until ctx ends or
// the device goes offline; it returns the merged state.
func (t *tracker) wait(ctx context.Context, after uint64, ok func(state, last map[string]any) bool) (map[string]any, error) {
	for {
		t.mu.Lock()
		if t.seq > after && ok(t.state, t.last) {
			s := maps.Clone(t.state)
			t.mu.Unlock()
			return s, nil
		}
		if t.online != nil && !*t.online {
			t.mu.Unlock()
			return nil, offlineError{}
		}
		ch := t.changed
		t.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// stateOf returns a copy of the tracker's state.
func stateOf(t *tracker) map[string]any {
	s, _, _, _ := t.snapshot()
	return s
}
