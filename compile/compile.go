// Package compile owns step 1 of the path: it turns an utterance into the
// IR (package ir). The language pack that claims the words (package lang)
// parses them into phrases of canonical meaning; compile composes them,
// with rules that hold for every language: verbs to action clusters,
// attributes and units to parameters, mentions to targets with their
// class, places, exceptions and conditions, dialogue words to replies. It
// is pure and deterministic: the same text always gives the same program.
//
// The files: assemble.go ties clauses, conditions and negations together;
// act.go reads commands, set.go parameters, query.go questions and
// target.go what a clause is about.
package compile

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"

	"edge/grammar"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// MaxRunes bounds the length of an utterance, and so the time compiling
// it takes.
const MaxRunes = 500

// Compile compiles one utterance. An error is a *grammar.Error: the words
// need the fallback, and its column is kept for the log.
//
// Commands and questions come first; only words that are none of those are
// read as a reply to the previous turn ("yes", "the second one", "the study one").
func Compile(text string) (*ir.Program, error) {
	if n := utf8.RuneCountInString(text); n > MaxRunes {
		return nil, &grammar.Error{Column: MaxRunes + 1, Msg: fmt.Sprintf("too long: %d characters, at most %d", n, MaxRunes)}
	}
	pack := lang.Detect(text)
	if p, ok := lasted(pack, text); ok {
		return p, nil
	}
	if p, ok := timed(pack, text); ok {
		return p, checked(p)
	}
	if tm, ok := pack.(lang.Timing); ok && retimedWithMore(pack, tm, text) {
		return nil, ErrRetimeWithMore
	}
	p := &ir.Program{Lang: pack.Code()}
	clauses, err := pack.Parse(text)
	if err == nil {
		if err = assemble(pack, clauses, p); err == nil {
			return p, checked(p)
		}
		p.Clauses = nil
	}
	if r, rerr := pack.ParseReply(text); rerr == nil {
		r.Verb = simpleVerb(r.Verb)
		p.Reply = r
		return p, nil
	}
	return nil, err
}

// ErrNumberTooBig says a number said is larger than lang.MaxNumber (or
// than a float64 holds): the words are refused in words, never read with
// another number. Compile returns it with the program.
var ErrNumberTooBig = errors.New("compile: a number said is too big")

// ErrExceptNothing says an exception names nothing to leave out: "all the
// lights except all except the kitchen", "everything except everything".
// Its words are refused in words, never read without it (which would leave
// out the kitchen, the opposite of what was said). Compile returns it with
// the program.
var ErrExceptNothing = errors.New("compile: an exception names nothing")

// checked refuses a program that holds a number too big (numbersFit), a
// command undone at once (undoneAtOnce) or an exception that names nothing
// (ErrExceptNothing).
func checked(p *ir.Program) error {
	if err := numbersFit(p); err != nil {
		return err
	}
	if undoneAtOnce(p.Clauses) {
		return errUndoneAtOnce
	}
	for _, cl := range p.Clauses {
		for _, x := range cl.Target.Except {
			if x.Name == "" && x.Class == "" && len(x.Places) == 0 && !x.Ref {
				return ErrExceptNothing
			}
		}
	}
	return nil
}

// numbersFit refuses a program that holds a number larger than
// lang.MaxNumber: a value, a condition's threshold, a delay.
func numbersFit(p *ir.Program) error {
	for _, cl := range p.Clauses {
		for _, pr := range cl.Params {
			if !lang.Fits(pr.Num) {
				return ErrNumberTooBig
			}
		}
		if c := cl.Condition; c != nil && !lang.Fits(c.Value) {
			return ErrNumberTooBig
		}
		if w := cl.When; w != nil && w.After < 0 {
			return ErrNumberTooBig
		}
	}
	return nil
}

func alt(capability, command string) ir.Alt { return ir.Alt{Capability: capability, Command: command} }

// clusters maps a canonical verb to the capability commands it may mean,
// most likely first; setClusters maps a parameter to the capability
// commands that set it: each argument of a command that sets an attribute,
// and "level", a percentage whose attribute depends on the device. Both
// are read from home's capability table; "scene" is the pseudo-capability
// of scenes. A verb that means both "turn on" and "open" has the cluster
// "open-on"; one that means both "turn off" and "close", "close-off"; one
// that only puts a light out, never closes ("熄", "灭"), "out"; one that
// only lights one up, never opens ("点亮"), "lit".
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

// Actions is the action cluster the grammar gives a clause of this verb
// (and, for "set", its first parameter) in the language of code: what
// Compile puts in Clause.Actions. An IR made elsewhere (the model
// fallback, package llm) says the verb and parameters; Actions makes it
// mean what the grammar's would. Nil for a verb or parameter the grammar
// does not know.
func Actions(code, verb string, params []ir.Param) []ir.Alt {
	if verb == "set" {
		if len(params) == 0 {
			return nil
		}
		return slices.Clone(setClusters[params[0].Name])
	}
	return slices.Clone(clusters[wide(lang.For(code), verb)])
}

// wide is the cluster of a verb in a language where the verb also means
// more ("on" may also open in Chinese).
func wide(pack lang.Pack, verb string) string {
	if w, ok := pack.Vocab().Clusters[verb]; ok {
		return w
	}
	return verb
}

// simpleVerb is the IR verb of a cluster.
func simpleVerb(verb string) string {
	switch verb {
	case "open-on", "lit":
		return "on"
	case "close-off", "out":
		return "off"
	}
	return verb
}

// classOf finds the class named at the end of a mention in any language.
func classOf(name string) (string, bool) { return lang.ClassOf(name) }

// needsTarget are the verbs that must name what they act on, or have
// something named before: they reach nearly every device. Others (lock,
// unlock, media, vacuum and mower verbs) may mean the one device that can.
var needsTarget = map[string]bool{"on": true, "off": true, "open": true, "close": true, "toggle": true, "activate": true}

// NeedsTarget reports whether a clause of this IR verb must name what it
// acts on: with no target and nothing said before, it is no command.
func NeedsTarget(verb string) bool { return needsTarget[verb] }

// PlayedOnly reports a clause whose words named what is played ("music
// off", "turn the music on"): its only actions are a media player's, so
// it names the players, as "stop the music" does.
func PlayedOnly(cl ir.Clause) bool {
	return len(cl.Actions) > 0 && !slices.ContainsFunc(cl.Actions, func(a ir.Alt) bool { return a.Capability != mediaCap })
}

// Targets reads an utterance that only names targets ("and the kitchen",
// "the bedroom one too"): the target of each of its clauses.
// ok is false when the words say anything else: an action, a question, a
// value or a condition; or when a clause only takes something out ("not
// that one", "except the kitchen"): it names nothing to do the last
// command on, and read as "everything but that" it reached every device.
func Targets(text string) (targets []ir.Target, ok bool) {
	if utf8.RuneCountInString(text) > MaxRunes {
		return nil, false
	}
	pack := lang.Detect(text)
	clauses, err := pack.Parse(text)
	if err != nil {
		return nil, false
	}
	for _, ps := range clauses {
		named := false
		for _, p := range ps {
			switch {
			case p.Kind == lang.Except && !named:
				return nil, false // nothing named before what is taken out
			case p.Kind == lang.NP || p.Kind == lang.Prep || p.Kind == lang.Except:
				named = true
			case p.Kind == lang.Filler, p.Kind == lang.Quest && !p.Strong:
			default:
				return nil, false
			}
		}
		if !named {
			continue
		}
		a := &asm{pack: pack, ps: ps}
		if t := a.target(); !emptyTarget(t) {
			targets = append(targets, t)
		}
	}
	return targets, len(targets) > 0
}

// Requested reports words that name with a courtesy and nothing that adds
// them to what was said before ("the lamp please": lang.Requester): they
// follow no command up.
func Requested(text string) bool {
	r, ok := lang.Detect(text).(lang.Requester)
	return ok && utf8.RuneCountInString(text) <= MaxRunes && r.Requested(text)
}

// errUndoneAtOnce is a command followed by a verb alone that undoes it.
var errUndoneAtOnce = grammar.Errorf("a command undone at once by a verb alone")

// undoes are the verbs that undo another's action, said alone after it.
var undoes = map[string][]string{
	"off": {"start", "activate", "play"}, "on": {"stop", "pause"}, "start": {"stop", "pause", "dock"}, "stop": {"start", "activate"},
	"open": {"close"}, "close": {"open"}, "lock": {"unlock"}, "unlock": {"lock"}, "play": {"pause", "stop"}, "pause": {"play"},
}

// undoneAtOnce reports a command followed by a verb said alone, with
// nothing of its own to act on, that undoes it ("turn off the tv and
// run", "open the blinds and close", "start the vacuum and stop"): it was
// done and undone on the same device. A direction said alone ("turn the
// tv off and on again") and a thing said again ("… and turn it back on")
// are a restart asked for, and done.
func undoneAtOnce(cls []ir.Clause) bool {
	for i := 1; i < len(cls); i++ {
		prev, cl := cls[i-1], cls[i]
		tg := cl.Target
		if tg.Class == lockClass && (cl.Verb == "lock" || cl.Verb == "unlock") {
			tg.Class = "" // the class the verb alone says: "… and unlock"
		}
		if prev.Kind == ir.Act && cl.Kind == ir.Act && !prev.Negated && !cl.Negated && emptyTarget(tg) &&
			slices.Contains(undoes[prev.Verb], cl.Verb) {
			return true
		}
	}
	return false
}
