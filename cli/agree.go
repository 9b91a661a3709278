package cli

import (
	"context"
	"os"
	"path/filepath"
	"sync"

	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

// planner is an engine of a home in a database of its own (edge stt has
// no engine of its own to ask what its sentences do), made again when the
// home changes.
type planner struct {
	mu  sync.RWMutex
	dir string
	db  *store.DB
	eng *turn.Engine
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
	dir, err := os.MkdirTemp("", "edge-stt-")
	if err != nil {
		return err
	}
	db, err := store.OpenScratch(filepath.Join(dir, "home.db"))
	if err == nil {
		if err = db.Import(h, index.Write); err != nil {
			db.Close()
		}
	}
	var eng *turn.Engine
	if err == nil {
		if eng, err = turn.New(db, turn.Options{}); err != nil {
			db.Close()
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
	p.dir, p.db, p.eng = dir, db, eng
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
	if p.eng != nil {
		p.eng.Close()
		p.db.Close()
		os.RemoveAll(p.dir)
	}
}

// Close throws the engine and its database away.
func (p *planner) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
	p.eng = nil
}
