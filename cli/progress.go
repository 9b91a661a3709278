package cli

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progressAfter is how long a command works before it tells how it goes;
// 0 tells from the start.
var progressAfter = time.Second

// progress tells on standard error what a long command is doing: nothing
// for one done within progressAfter; past it, the step it is at, each
// next one, and how long it took.
type progress struct {
	mu             sync.Mutex
	w              io.Writer
	name           string
	now            func() time.Time
	start          time.Time
	current        string
	shown, stopped bool
	timer          *time.Timer
}

// startProgress starts telling the progress of the command name.
func startProgress(w io.Writer, name string, now func() time.Time) *progress {
	p := &progress{w: w, name: name, now: now, start: now()}
	if progressAfter <= 0 {
		p.shown = true
		return p
	}
	p.timer = time.AfterFunc(progressAfter, func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if !p.stopped {
			p.shown = true
			p.say()
		}
	})
	return p
}

// step says that the command is now doing what s says.
func (p *progress) step(s string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.current = s
	if p.shown {
		p.say()
	}
}

func (p *progress) say() {
	if p.current != "" {
		fmt.Fprintf(p.w, "%s: %s ...\n", p.name, p.current)
	}
}

// done ends the progress and, when it told any of it and the command
// succeeded (ok), says how long the command took.
func (p *progress) done(ok bool) {
	if p.timer != nil {
		p.timer.Stop()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
	if p.shown && ok {
		fmt.Fprintf(p.w, "%s: done in %.1f s\n", p.name, p.now().Sub(p.start).Seconds())
	}
}
