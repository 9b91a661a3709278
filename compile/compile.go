// Package compile owns step 1 of the path: it turns an utterance into the
// IR (package ir) through the grammar (package grammar), mapping verbs to
// action clusters, attribute words and units to parameters, mentions to
// targets with their class, and dialogue words to replies. It is pure and
// deterministic: the same text always gives the same program.
package compile

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"edge/grammar"
	"edge/home"
	"edge/ir"
)

// Error says why an utterance could not be compiled; Column points into
// the text (1-based runes). Every Error means the grammar gave up: the
// utterance needs the fallback, and Column is kept for the log.
type Error struct {
	Column int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("1:%d: %s", e.Column, e.Msg) }

// MaxRunes bounds the length of an utterance, and so the time compiling
// it takes.
const MaxRunes = 500

// Compile compiles one utterance.
//
// Commands and questions come first; only words that are none of those are
// read as a reply to the previous turn ("yes", "the second one", "书房的").
func Compile(text string) (*ir.Program, error) {
	if n := utf8.RuneCountInString(text); n > MaxRunes {
		return nil, &Error{Column: MaxRunes + 1, Msg: fmt.Sprintf("too long: %d characters, at most %d", n, MaxRunes)}
	}
	p := &ir.Program{Lang: grammar.Lang(text)}
	u, err := grammar.Parse(text)
	if err == nil {
		if u.Zh != nil {
			err = zhProgram(u.Zh, p)
		} else {
			err = enProgram(u.En, p)
		}
		if err == nil {
			return p, nil
		}
		p.Clauses = nil
	}
	if r, rerr := grammar.ParseReply(text); rerr == nil {
		if r.ZhReply != nil {
			p.Reply = zhReply(r.ZhReply)
		} else {
			p.Reply = enReply(r.EnReply)
		}
		return p, nil
	}
	if ge, ok := err.(*grammar.Error); ok {
		return nil, &Error{Column: ge.Column, Msg: ge.Msg}
	}
	return nil, err
}

func alt(capability, command string) ir.Alt { return ir.Alt{Capability: capability, Command: command} }

// clusters maps a canonical verb to the capability commands it may mean,
// most likely first; setClusters maps a parameter to the capability
// commands that set it: each argument of a command that sets an attribute,
// and "level", a percentage whose attribute depends on the device. Both
// are read from home's capability table; "scene" is the pseudo-capability
// of scenes.
var clusters, setClusters = actionClusters()

func actionClusters() (verbs, sets map[string][]ir.Alt) {
	type ranked struct {
		alt  ir.Alt
		rank int
	}
	byVerb, bySet := map[string][]ranked{}, map[string][]ranked{}
	for _, c := range append(home.Capabilities(), home.SceneCapability) {
		for _, cmd := range c.Commands {
			a := alt(c.Name, cmd.Name)
			for _, r := range cmd.Verbs {
				byVerb[r.Cluster] = append(byVerb[r.Cluster], ranked{a, r.Rank})
			}
			for _, arg := range cmd.Args {
				if arg.Step || arg.Of == "" {
					continue
				}
				bySet[arg.Name] = append(bySet[arg.Name], ranked{a, 0})
				if arg.Level > 0 {
					bySet["level"] = append(bySet["level"], ranked{a, arg.Level})
				}
			}
		}
	}
	order := func(m map[string][]ranked) map[string][]ir.Alt {
		out := make(map[string][]ir.Alt, len(m))
		for k, rs := range m {
			slices.SortStableFunc(rs, func(a, b ranked) int { return a.rank - b.rank })
			for _, r := range rs {
				out[k] = append(out[k], r.alt)
			}
		}
		return out
	}
	return order(byVerb), order(bySet)
}

// Params lists the parameters a set clause may name, sorted.
func Params() []string { return slices.Sorted(maps.Keys(setClusters)) }

func clusterOf(verb string) []ir.Alt { return clusters[verb] }

// classOf finds the class named at the end of a mention ("kitchen light",
// "客厅的灯"); plural reports an English plural ("lights").
func classOf(name string) (class string, plural bool) {
	best := 0
	words := strings.Fields(name)
	for c, info := range ir.Classes {
		for _, w := range info.Words {
			if strings.ContainsRune(w, ' ') || !isLatinWord(w) {
				if strings.HasSuffix(name, w) && len(w) > best {
					class, best, plural = c, len(w), false
				}
				continue
			}
			if len(words) == 0 {
				continue
			}
			last := words[len(words)-1]
			if grammar.Singular(last) == w && len(w) > best {
				class, best, plural = c, len(w), last != w
			}
		}
	}
	return class, plural
}

func isLatinWord(w string) bool {
	for _, r := range w {
		if r > 127 {
			return false
		}
	}
	return true
}

func num(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v
}
