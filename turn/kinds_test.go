package turn

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/compile"
	"edge/index"
	"edge/internal/homegen"
	"edge/ir"
	"edge/store"
	"edge/store/storetest"

	_ "edge/drivers/sim"
)

// The kinds of utterance the benchmarks time apart, the most telling first:
// an utterance of several kinds counts as the first of them.
const (
	kindMulti     = "multi-clause"
	kindCondition = "condition"
	kindException = "exception"
	kindQuery     = "query"
	kindSweep     = "sweep"
	kindNoTarget  = "target-less"
	kindNamed     = "named"
	kindOther     = "other" // a reply, or words the grammar does not read
)

var kindOrder = []string{kindMulti, kindCondition, kindException, kindQuery, kindSweep, kindNoTarget, kindNamed, kindOther}

// kindOf is the kind of a compiled utterance.
func kindOf(p *ir.Program, err error) string {
	if err != nil || p.Reply != nil || len(p.Clauses) == 0 {
		return kindOther
	}
	if len(p.Clauses) > 1 {
		return kindMulti
	}
	cl := p.Clauses[0]
	switch {
	case cl.Condition != nil:
		return kindCondition
	case len(cl.Target.Except) > 0:
		return kindException
	case cl.Kind == ir.Query:
		return kindQuery
	case cl.Target.All && !cl.Target.Ref:
		return kindSweep
	case bare(cl.Target):
		return kindNoTarget
	}
	return kindNamed
}

// devSentences are the utterances of the evaluation sets beside the
// repository (../shared/eval/*/cases.jsonl), or nil when they are not
// there.
func devSentences(tb testing.TB) []string {
	files, _ := filepath.Glob("../../shared/eval/*/cases.jsonl")
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var c struct{ Text string }
			if err := json.Unmarshal([]byte(line), &c); err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			out = append(out, c.Text)
		}
	}
	return out
}

// generated is an engine over a generated home (internal/homegen).
func generated(tb testing.TB, devices, rooms int) *Engine {
	tb.Helper()
	db := storetest.Open(tb)
	if err := db.Import(homegen.Generate(devices, rooms), index.Write); err != nil {
		tb.Fatal(err)
	}
	return engineOf(tb, db)
}

func engineOf(tb testing.TB, db *store.DB) *Engine {
	tb.Helper()
	e, err := New(db, Options{Clock: func() time.Time { return time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC) }})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { e.Close() })
	return e
}

// benchTurn is a turn of words with nothing said before, as Ask starts it.
func (e *Engine) benchTurn(text string) *turn {
	t := &turn{e: e, ctx: context.Background(), req: Request{Text: text, Session: "bench"}, now: e.clock(), sess: &session{Turn: 1}}
	t.said = text
	t.res = Result{Text: text, Source: "grammar", IR: &ir.Program{}}
	return t
}

// compileResolve compiles words and resolves the target of each of their
// clauses, as a turn does before it plans.
func (e *Engine) compileResolve(text string) {
	p, err := compile.Compile(text)
	if err != nil || p.Reply != nil {
		return
	}
	t := e.benchTurn(text)
	t.res.Lang = p.Lang
	for i := range p.Clauses {
		cl := p.Clauses[i]
		if cl.Negated || t.places(&cl) != "" {
			continue
		}
		res := t.resolveClause(cl)
		t.setResolved(res.Entities)
	}
}

// compilePlan compiles words and plans them as a turn does: resolve,
// then the calls and reads of every clause, or the question back.
func (e *Engine) compilePlan(text string) {
	p, err := compile.Compile(text)
	if err != nil || p.Reply != nil {
		return
	}
	t := e.benchTurn(text)
	t.res.Lang, t.res.IR = p.Lang, p
	t.plan(p.Clauses)
}

// BenchmarkKinds compiles and resolves every sentence of the evaluation
// sets in a generated home of 10,000 devices in 100 rooms (and 1,000
// rooms, and 100 devices in 10), and reports per kind of utterance the
// 50th and 99th percentile over its sentences of each sentence's fastest
// time (of the passes the benchmark makes over them: the time of the
// work, not of the machine's other load), in µs; plan-p99-µs is the same
// for compile, resolve and plan together; all-p50-µs, all-p99-µs,
// all-plan-p50-µs and all-plan-p99-µs are the same over every sentence.
func BenchmarkKinds(b *testing.B) {
	texts := devSentences(b)
	if len(texts) == 0 {
		b.Skip("no evaluation sets beside the repository (../shared/eval)")
	}
	for _, size := range [][2]int{{100, 10}, {10000, 100}, {10000, 1000}} {
		b.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(b *testing.B) {
			e := generated(b, size[0], size[1])
			kinds := make([]string, len(texts))
			for i, s := range texts {
				kinds[i] = kindOf(compile.Compile(s))
			}
			resolve := make([]time.Duration, len(texts))
			plan := make([]time.Duration, len(texts))
			for i := 0; b.Loop(); i++ {
				k := i % len(texts)
				start := time.Now()
				if i/len(texts)%2 == 0 {
					e.compileResolve(texts[k])
					resolve[k] = fastest(resolve[k], time.Since(start))
				} else {
					e.compilePlan(texts[k])
					plan[k] = fastest(plan[k], time.Since(start))
				}
			}
			for _, kind := range kindOrder {
				var rs, ps []time.Duration
				for i, k := range kinds {
					if k == kind && resolve[i] > 0 {
						rs = append(rs, resolve[i])
					}
					if k == kind && plan[i] > 0 {
						ps = append(ps, plan[i])
					}
				}
				if len(rs) > 0 {
					b.ReportMetric(pct(rs, 50), kind+"-p50-µs")
					b.ReportMetric(pct(rs, 99), kind+"-p99-µs")
				}
				if len(ps) > 0 {
					b.ReportMetric(pct(ps, 99), kind+"-plan-p99-µs")
				}
			}
			for _, m := range []struct {
				name string
				ds   []time.Duration
			}{{"all", resolve}, {"all-plan", plan}} {
				var all []time.Duration
				for _, d := range m.ds {
					if d > 0 {
						all = append(all, d)
					}
				}
				if len(all) > 0 {
					b.ReportMetric(pct(all, 50), m.name+"-p50-µs")
					b.ReportMetric(pct(all, 99), m.name+"-p99-µs")
				}
			}
		})
	}
}

// BenchmarkPlanSweep plans a command on every light of a home of 10,000
// lights ("turn off all the lights"): resolve, then a call, its risk and
// its place in the plan for each.
func BenchmarkPlanSweep(b *testing.B) {
	h := homegen.Generate(10000, 100)
	names := [][2]string{{"Desk lamp", "台灯"}, {"Floor lamp", "落地灯"}, {"Ceiling light", "吊灯"}, {"Wall light", "壁灯"},
		{"Light strip", "灯带"}, {"Spotlight", "射灯"}, {"Downlight", "筒灯"}}
	for i := range h.Devices {
		d := &h.Devices[i]
		n := names[i/100%len(names)]
		num := i/100/len(names) + 1
		d.ID = fmt.Sprintf("light.%s_%d", d.Room, i/100)
		d.Name, d.Aliases = fmt.Sprintf("%s %d", n[0], num), []string{fmt.Sprintf("%s%d", n[1], num)}
		d.Type, d.Capabilities, d.State, d.Risk = "light", []string{"onoff", "brightness"}, nil, ""
	}
	h.Groups, h.Scenes = nil, nil
	db := storetest.Open(b)
	if err := db.Import(h, index.Write); err != nil {
		b.Fatal(err)
	}
	e := engineOf(b, db)
	for _, text := range []string{"turn off all the lights", "关掉所有的灯"} {
		b.Run(text, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				t := e.benchTurn(text)
				p, err := compile.Compile(text)
				if err != nil {
					b.Fatal(err)
				}
				t.res.Lang, t.res.IR = p.Lang, p
				_, items, ok := t.plan(p.Clauses)
				if !ok || len(items) != 1 || len(items[0].calls) != len(h.Devices) {
					b.Fatalf("planned %v: %d items, %s", ok, len(items), t.res.Say)
				}
			}
		})
	}
}

func fastest(a, b time.Duration) time.Duration {
	if a == 0 || b < a {
		return b
	}
	return a
}

// pct is the p-th percentile of ds, in µs.
func pct(ds []time.Duration, p int) float64 {
	s := slices.Clone(ds)
	slices.Sort(s)
	return float64(s[min(len(s)-1, len(s)*p/100)].Nanoseconds()) / 1000
}
