package all_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/lang"
	_ "edge/lang/all"
)

// The test walks what the home can do (its capabilities' commands and
// state attributes, the demo home's boolean states) and asks every pack
// to say each of it: every message, verb, state, attribute and
// comparison has words, in the pack's own language.

// ops are the comparisons of a condition (ir.Condition.Op).
var ops = []string{">", ">=", "<", "<=", "="}

// blank stands for what shared code fills in.
const blank = "§"

// words reports whether s, without its blanks, has words of p's language.
func words(p lang.Pack, s string) bool {
	w := strings.TrimSpace(strings.ReplaceAll(s, blank, ""))
	return w != "" && lang.Detect(w) == p
}

// commands lists every command a device or scene takes.
func commands() []string {
	out := []string{"activate"}
	for _, n := range home.CapabilityNames() {
		c, _ := home.LookupCapability(n)
		for _, cmd := range c.Commands {
			if !slices.Contains(out, cmd.Name) {
				out = append(out, cmd.Name)
			}
		}
	}
	return out
}

// attributes splits every state attribute of the capability table into
// the boolean ones and the others.
func attributes(t *testing.T) (bools, others []string) {
	for _, c := range home.Capabilities() {
		for _, a := range c.State {
			switch {
			case a.Kind == home.Bool && !slices.Contains(bools, a.Name):
				bools = append(bools, a.Name)
			case a.Kind != home.Bool && !slices.Contains(others, a.Name):
				others = append(others, a.Name)
			}
		}
	}
	if len(bools) == 0 || len(others) == 0 {
		t.Fatalf("no attributes to check: %v, %v", bools, others)
	}
	return bools, others
}

func TestPacks(t *testing.T) {
	if codes := lang.Codes(); !slices.Equal(codes, []string{"en", "zh"}) {
		t.Errorf("packs %v, want en (the default) and zh", codes)
	}
	for _, p := range lang.Packs() {
		if p.Code() == "" || p.Name() == "" {
			t.Errorf("pack %q (%q): no code or name", p.Code(), p.Name())
		}
	}
}

func TestMessages(t *testing.T) {
	for _, p := range lang.Packs() {
		for m, n := range lang.Msgs {
			args := make([]any, n)
			for i := range args {
				args[i] = blank
			}
			s := fmt.Sprintf(p.Message(m), args...)
			if strings.Contains(s, "%!") || strings.Count(s, blank) != n || !words(p, s) {
				t.Errorf("%s: message %s with %d arguments: %q", p.Code(), m, n, s)
			}
		}
	}
}

func TestCalls(t *testing.T) {
	for _, p := range lang.Packs() {
		for _, cmd := range commands() {
			for _, past := range []bool{false, true} {
				c := lang.Call{Command: cmd, Name: blank, Past: past}
				if s := p.Call(c); !words(p, s) || !strings.Contains(s, blank) {
					t.Errorf("%s: %s (past %v): %q", p.Code(), cmd, past, s)
				}
			}
		}
		for _, step := range []int{-1, 0, 1} {
			for _, past := range []bool{false, true} {
				c := lang.Call{Command: "set", Name: "Lamp", Value: "30%", Step: step, Past: past}
				if s := p.Call(c); !strings.Contains(s, "Lamp") || !strings.Contains(s, "30%") {
					t.Errorf("%s: set by step %d (past %v): %q", p.Code(), step, past, s)
				}
			}
		}
		if up, down := p.Call(lang.Call{Command: "set", Name: "Lamp", Value: "30%", Step: 1}), p.Call(lang.Call{Command: "set", Name: "Lamp", Value: "30%", Step: -1}); up == down {
			t.Errorf("%s: up and down both say %q", p.Code(), up)
		}
	}
}

func TestStatesAndAttributes(t *testing.T) {
	bools, others := attributes(t)
	for _, p := range lang.Packs() {
		for _, a := range bools {
			no, yes := p.State(a, false), p.State(a, true)
			if no == yes || !words(p, no) || !words(p, yes) || no == p.State("", false) || yes == p.State("", true) {
				t.Errorf("%s: state %s: %q, %q (the words of no attribute: %q, %q)", p.Code(), a, no, yes, p.State("", false), p.State("", true))
			}
		}
		for _, a := range others {
			if s := p.Attribute(a); !words(p, s) {
				t.Errorf("%s: attribute %s: %q", p.Code(), a, s)
			}
		}
		for _, op := range ops {
			if s := p.Compare(op, blank); !strings.Contains(s, blank) {
				t.Errorf("%s: comparison %s: %q", p.Code(), op, s)
			}
		}
	}
}

func TestShapes(t *testing.T) {
	for _, p := range lang.Packs() {
		abc := []string{"A", "B", "C"}
		for _, s := range []string{
			p.List(abc, false), p.List(abc, true), p.Describe(abc), p.Report(abc, abc, false), p.Report(abc, nil, true),
			p.Scene("A", []string{"B", "C"}), p.NameIn("A", "B"),
		} {
			if !strings.Contains(s, "A") || !strings.Contains(s, "B") {
				t.Errorf("%s: %q leaves something out", p.Code(), s)
			}
		}
		if s := p.Read(lang.Reading{Name: "A", Attribute: "on", Value: "B", IsState: true}); !strings.Contains(s, "A") || !strings.Contains(s, "B") {
			t.Errorf("%s: %q leaves something out", p.Code(), s)
		}
		if p.List(abc, false) == p.List(abc, true) {
			t.Errorf("%s: all and one of say the same: %q", p.Code(), p.List(abc, true))
		}
		for _, s := range []string{
			p.OneIn(blank), p.NameIn(blank, blank), p.Report([]string{blank}, nil, false), p.Report([]string{blank}, nil, true),
			p.Report(nil, []string{blank}, false), p.Read(lang.Reading{Name: blank, Attribute: "temperature", Value: blank}),
		} {
			if !words(p, s) {
				t.Errorf("%s: %q says nothing of its own", p.Code(), s)
			}
		}
	}
}

func TestLexicon(t *testing.T) {
	for _, p := range lang.Packs() {
		if p.PluralUnmarked() != (p.Code() == "zh") {
			t.Errorf("%s: plural unmarked %v", p.Code(), p.PluralUnmarked())
		}
		for _, c := range lang.Categories {
			ws := p.Words(c)
			if len(ws) == 0 {
				t.Errorf("%s: no %s words", p.Code(), c)
			}
			for _, w := range ws {
				if !p.Has("« "+w+" »", w) || lang.Detect(w) != p {
					t.Errorf("%s: %s word %q", p.Code(), c, w)
				}
			}
		}
	}
}

func TestSaid(t *testing.T) {
	for _, c := range []struct {
		text string
		cat  lang.Category
		want bool
	}{
		{"Turn ALL the lights off", lang.AllWords, true},
		{"turn off the tall lamp", lang.AllWords, false},
		{"把所有灯关掉", lang.AllWords, true},
		{"把灯关掉", lang.AllWords, false},
		{"down a notch", lang.DownWords, true},
		{"down,", lang.DownWords, true},
		{"调低一点", lang.DownWords, true},
		{"a notch", lang.DownWords, false},
	} {
		if got := lang.Said(c.text, c.cat); got != c.want {
			t.Errorf("Said(%q, %s) = %v", c.text, c.cat, got)
		}
	}
	if ws := lang.Words(lang.RefWords); !slices.Contains(ws, "it") || !slices.Contains(ws, "它") {
		t.Errorf("reference words of every pack: %v", ws)
	}
}

// TestLimiters: every pack says every limit of a command in its own
// language, naming the place no home has that it names.
func TestLimiters(t *testing.T) {
	for _, p := range lang.Packs() {
		l, ok := p.(lang.Limiter)
		if !ok {
			t.Errorf("%s: says no limits", p.Code())
			continue
		}
		for _, kind := range lang.Limits {
			said, nowhere := l.Limited(blank, kind)
			if !strings.Contains(said, blank) || !words(p, said) || nowhere == "" {
				t.Errorf("%s %s: %q (%q)", p.Code(), kind, said, nowhere)
			}
			if kind != lang.LimitNegation && kind != lang.LimitUnless && !strings.Contains(said, nowhere) {
				t.Errorf("%s %s: %q does not name %q", p.Code(), kind, said, nowhere)
			}
		}
	}
}
