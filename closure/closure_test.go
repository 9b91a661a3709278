package closure_test

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/store"
	"edge/turn"

	_ "edge/drivers/sim"
	_ "edge/lang/all"
)

// evalDir holds the development sets, beside the checkout (CI puts them
// there too).
const evalDir = "../../shared/eval"

// sets are the development sets whose sentences the closure test rewords.
var sets = []string{"ha/en", "ha/zh", "slurp-train", "zh-colloquial", "clinc-train"}

var show = flag.Int("closure.show", 0, "print this many of the wordings of each kind that do not do what their sentence does")

// Targets, per pack, of a whole run (-short, and a run under the race
// detector, take every tenth sentence).
const (
	minVariants = 20000
	minEqual    = 0.99
)

type evalCase struct {
	ID     string  `json:"id"`
	Home   string  `json:"home"`
	Room   *string `json:"room"`
	Text   string  `json:"text"`
	Expect expect  `json:"expect"`
}

// TestClosure is coverage by construction (DESIGN.md): every development
// sentence edge answers correctly is reworded by its pack's rewrites (each
// once, and some twice), and every wording must do what the sentence does:
// the same IR, or the same actions (the same reads of a question), or ask;
// never another action. It reports, per pack and per kind of rewrite, how
// many wordings do the same (the closure rate), and fails when a pack's
// rate is under 99% of at least 20,000 wordings, or when any wording acts
// otherwise. -closure.show N prints N wordings of each kind that do not (every one that acts otherwise).
func TestClosure(t *testing.T) {
	if _, err := os.Stat(evalDir); err != nil {
		t.Skipf("no development sets at %s", evalDir)
	}
	every := 1
	if testing.Short() || raceOn {
		every = 10
	}
	rep := newReport()
	for _, set := range sets {
		file := filepath.Join(evalDir, set, "cases.jsonl")
		byHome := map[string][]evalCase{}
		var homes []string
		for _, c := range readCases(t, file) {
			path := filepath.Join(filepath.Dir(file), c.Home)
			if _, ok := byHome[path]; !ok {
				homes = append(homes, path)
			}
			byHome[path] = append(byHome[path], c)
		}
		n := 0
		for _, path := range homes {
			var picked []evalCase
			for _, c := range byHome[path] {
				if n%every == 0 {
					picked = append(picked, c)
				}
				n++
			}
			if len(picked) > 0 {
				rep.home(t, path, picked)
			}
		}
	}
	rep.print(t)
	for _, code := range lang.Codes() {
		p := rep.packs[code]
		if p == nil {
			continue
		}
		if p.other > 0 {
			t.Errorf("%s: %d wordings act otherwise than their sentence", code, p.other)
		}
		if want := minVariants / every; p.n < want {
			t.Errorf("%s: %d wordings, want at least %d", code, p.n, want)
		}
		if rate := float64(p.equal) / float64(max(p.n, 1)); rate < minEqual {
			t.Errorf("%s: closure %.1f%%, want at least %.0f%%", code, 100*rate, 100*minEqual)
		}
	}
}

func readCases(t *testing.T, file string) []evalCase {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []evalCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c evalCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// Verdicts of a wording.
const (
	same     = "same"   // the same IR, actions or reads
	asks     = "asks"   // a question or nothing understood, where the sentence acts or answers
	answer   = "answer" // another answer
	otherAct = "other"  // another action: never
)

type tally struct {
	n, equal, asked, answered, other int
}

func (t *tally) add(v string) {
	t.n++
	switch v {
	case same:
		t.equal++
	case asks:
		t.asked++
	case answer:
		t.answered++
	case otherAct:
		t.other++
	}
}

func (t *tally) String() string {
	return fmt.Sprintf("%6d wordings  %5.1f%% same  %5d ask  %4d other answer  %3d other action", t.n,
		100*float64(t.equal)/float64(max(t.n, 1)), t.asked, t.answered, t.other)
}

type example struct{ verdict, sentence, wording, base, got string }

type report struct {
	packs     map[string]*tally
	kinds     map[string]map[string]*tally
	sentences map[string]int
	wrong     map[string]int // sentences not answered correctly, left out
	examples  map[string][]example
	session   int
}

func newReport() *report {
	return &report{packs: map[string]*tally{}, kinds: map[string]map[string]*tally{}, sentences: map[string]int{},
		wrong: map[string]int{}, examples: map[string][]example{}}
}

// home runs the cases of one home: each sentence, then its wordings.
func (r *report) home(t *testing.T, path string, cases []evalCase) {
	h, err := home.LoadNames(path, index.ReadsAs)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(memDir(t), "edge.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	clock := func() time.Time { return time.Date(2026, 7, 1, 20, 0, 0, 0, time.UTC) }
	e, err := turn.New(db, turn.Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	info := infoOf(h)
	places := map[string][]string{}
	for _, p := range lang.Packs() {
		for _, room := range h.Rooms {
			for _, n := range append([]string{room.Name}, room.Aliases...) {
				if p.OwnsName(n) && lang.Detect(n) == p {
					places[p.Code()] = append(places[p.Code()], strings.ToLower(n))
				}
			}
		}
	}
	for _, c := range cases {
		room := ""
		if c.Room != nil {
			room = *c.Room
		}
		base := r.ask(e, c.Text, room)
		pack := lang.Detect(c.Text)
		if !correct(c.Expect, base, info) {
			r.wrong[pack.Code()]++
			continue
		}
		r.sentences[pack.Code()]++
		baseIR := irKey(base.IR)
		for _, v := range variants(pack, c.Text, places[pack.Code()]) {
			verdict, got := same, ""
			if p, err := compile.Compile(v.text); err != nil || irKey(p) != baseIR {
				res := r.ask(e, v.text, room)
				verdict, got = compare(base, res), summary(res)
			}
			r.add(pack.Code(), v, verdict)
			if verdict == otherAct || verdict != same && len(r.examples[v.kind]) < *show {
				r.examples[v.kind] = append(r.examples[v.kind], example{verdict, c.Text, v.text, summary(base), got})
			}
		}
	}
}

// memDir is a directory for a database whose commits need not reach a
// disk: in /dev/shm where there is one, else the test's.
func memDir(t *testing.T) string {
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		if dir, err := os.MkdirTemp("/dev/shm", "edge-closure-"); err == nil {
			t.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	return t.TempDir()
}

func (r *report) ask(e *turn.Engine, text, room string) turn.Result {
	r.session++
	return e.Ask(context.Background(), turn.Request{Text: text, Room: room, DryRun: true, Session: fmt.Sprint("c", r.session)})
}

func (r *report) add(code string, v variant, verdict string) {
	if r.packs[code] == nil {
		r.packs[code] = &tally{}
		r.kinds[code] = map[string]*tally{}
	}
	r.packs[code].add(verdict)
	for _, k := range strings.Split(v.kind, "+") {
		if r.kinds[code][k] == nil {
			r.kinds[code][k] = &tally{}
		}
		r.kinds[code][k].add(verdict)
	}
	if strings.Contains(v.kind, "+") {
		if r.kinds[code]["(two)"] == nil {
			r.kinds[code]["(two)"] = &tally{}
		}
		r.kinds[code]["(two)"].add(verdict)
	}
}

func (r *report) print(t *testing.T) {
	for _, code := range slices.Sorted(func(yield func(string) bool) {
		for k := range r.packs {
			if !yield(k) {
				return
			}
		}
	}) {
		t.Logf("%s: %d sentences answered correctly (%d others left out): %s", code, r.sentences[code], r.wrong[code], r.packs[code])
		kinds := make([]string, 0, len(r.kinds[code]))
		for k := range r.kinds[code] {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			t.Logf("  %-12s %s", k, r.kinds[code][k])
		}
	}
	kinds := make([]string, 0, len(r.examples))
	for k := range r.examples {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		for _, x := range r.examples[k] {
			t.Logf("%s (%s): %q → %q\n\tsentence: %s\n\twording:  %s", k, x.verdict, x.sentence, x.wording, x.base, x.got)
		}
	}
}

// variant is a wording of a sentence and the kinds of rewrite that made it.
type variant struct{ kind, text string }

// variants rewords a sentence with each of its pack's rewrites, then each
// of those with two other rewrites.
func variants(p lang.Pack, text string, places []string) []variant {
	rws := p.Rewrites()
	seen := map[string]bool{text: true}
	var once []variant
	for _, rw := range rws {
		for _, s := range rw.Apply(text, places) {
			if !seen[s] {
				seen[s] = true
				once = append(once, variant{rw.Kind, s})
			}
		}
	}
	out := slices.Clone(once)
	for i, v := range once {
		done := 0
		for k := range rws {
			rw := rws[(i+k)%len(rws)]
			if rw.Kind == v.kind || done == 2 {
				continue
			}
			for _, s := range rw.Apply(v.text, places) {
				if !seen[s] {
					seen[s] = true
					out = append(out, variant{v.kind + "+" + rw.Kind, s})
					done++
					break
				}
			}
		}
	}
	return out
}

func irKey(p any) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// actions are a result's actions as comparable lines, sorted.
func actions(r turn.Result) []string {
	var out []string
	for _, a := range r.Actions {
		b, _ := json.Marshal(a.Args)
		out = append(out, a.Device+" "+a.Command+" "+string(b))
	}
	sort.Strings(out)
	return out
}

func reads(r turn.Result) []string {
	var out []string
	for _, rd := range r.Reads {
		out = append(out, rd.Device+" "+rd.Attribute)
	}
	sort.Strings(out)
	return slices.Compact(out)
}

func acts(r turn.Result) bool {
	return (acting[r.Outcome] || r.Outcome == turn.Scheduled) && len(r.Actions) > 0
}

// compare judges a wording's result against its sentence's.
func compare(base, got turn.Result) string {
	switch {
	case acts(got):
		if acts(base) && slices.Equal(actions(base), actions(got)) && (got.Outcome == turn.Scheduled) == (base.Outcome == turn.Scheduled) {
			return same
		}
		return otherAct
	case got.Outcome == turn.Answer:
		if base.Outcome == turn.Answer && slices.Equal(reads(base), reads(got)) {
			return same
		}
		return answer
	case got.Outcome == base.Outcome:
		return same
	}
	return asks
}

func summary(r turn.Result) string {
	s := r.Outcome
	if a := actions(r); len(a) > 0 {
		s += ": " + strings.Join(a, ", ")
	}
	if rd := reads(r); len(rd) > 0 {
		s += " reading " + strings.Join(rd, ", ")
	}
	if r.Say != "" {
		s += " — " + r.Say
	}
	return s
}
