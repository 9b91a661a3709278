package turn

import (
	"context"

	"edge/audit"
	"edge/compile"
)

// Sketch plans the words of req as a turn would and returns the plan: its
// ordered steps and its constraint set. Nothing runs, is asked, logged or
// kept in the session. It returns nil when the words plan nothing (they
// were not understood, are a reply, or need a question back).
func (e *Engine) Sketch(ctx context.Context, req Request) *audit.Plan {
	e.running.RLock()
	defer e.running.RUnlock()
	prog, err := compile.Compile(req.Text)
	if err != nil || prog.Reply != nil {
		return nil
	}
	t := &turn{e: e, ctx: ctx, req: req, now: e.clock()}
	t.sess = e.loadSession(sessionKey(req), t.now)
	t.res = Result{Text: req.Text, Lang: prog.Lang, Source: "grammar", IR: prog}
	plan, _, _ := t.plan(prog.Clauses)
	return plan
}
