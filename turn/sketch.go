package turn

import (
	"context"

	"edge/audit"
	"edge/compile"
	"edge/lang"
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

// SameDoing says whether two sentences (a recogniser's words, spaced as
// it hears them) do the same: each planned as Sketch plans it, in a
// session of its own (neither is read as a reply to the other, or to a
// conversation), and their plans alike (audit.Plan.Does). A sentence
// that plans nothing does the same as no other. Edge's recogniser takes
// two hearings of an utterance that differ in words when they do the
// same (asr.Agreement).
func (e *Engine) SameDoing(ctx context.Context, a, b, code string) bool {
	does := func(text string) string {
		req := Request{Text: lang.Written(text), Channel: "asr", Session: "same-doing", Lang: code}
		return e.Sketch(ctx, req).Does()
	}
	x := does(a)
	return x != "" && x == does(b)
}
