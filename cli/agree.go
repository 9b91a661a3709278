package cli

import (
	"context"
	"sync"

	"edge/home"
	"edge/turn"
)

// planner is an engine of a home in a database of its own (edge stt has
// no engine of its own to ask what its sentences do), made again when the
// home changes.
type planner struct {
	mu    sync.RWMutex
	eng   *turn.Engine
	close func()
}

// newPlanner makes an engine of a home.
func newPlanner(h *home.Home) (*planner, error) {
	p := &planner{}
	if err := p.set(h); err != nil {
		return nil, err
	}
	return p, nil
}

// set makes the engine of a home, in place of the last one.
func (p *planner) set(h *home.Home) error {
	db, closeDB, err := scratchDB(h, "edge-stt-")
	if err != nil {
		return err
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		closeDB()
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
	p.eng, p.close = eng, func() {
		eng.Close()
		closeDB()
	}
	return nil
}

// does says whether two sentences do the same with the current engine.
func (p *planner) does(ctx context.Context, code string) func(a, b string) bool {
	return func(a, b string) bool {
		p.mu.RLock()
		defer p.mu.RUnlock()
		return p.eng != nil && p.eng.SameDoing(ctx, a, b, code)
	}
}

func (p *planner) closeLocked() {
	if p.close != nil {
		p.close()
	}
	p.eng, p.close = nil, nil
}

// Close throws the engine and its database away.
func (p *planner) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
}
