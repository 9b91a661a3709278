package compile

import (
	"math"
	"slices"

	"edge/grammar"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// assemble composes the phrases of each clause into IR clauses: it finds
// the action (verb, direction, value, relative word), the target (names,
// places, quantifier, exceptions, "it", "here"), the parameters and the
// question, then ties conditions, elided verbs and negations to their
// clauses.
func assemble(pack lang.Pack, clauses []lang.Clause, p *ir.Program) error {
	clauses, doubts := splitActions(pack, clauses)
	clauses, err := mergeTopics(pack, splitNegations(reasons(clauses)))
	if err != nil {
		return err
	}
	defer func() { p.Confidence = math.Pow(0.9, float64(doubts)) }()
	var pending *ir.Condition
	var setAgain func(ir.Target) (ir.Clause, error) // that of the last clause kept, or nil
	var run verbRun                                 // the clauses of the last verb said (shared_value.go)
	for i, ps := range clauses {
		if c, only := conditionOnly(ps); only {
			cond, err := condition(pack, c)
			if err != nil {
				return err
			}
			if len(p.Clauses) > 0 && i == len(clauses)-1 {
				p.Clauses[len(p.Clauses)-1].Condition = cond
				stateSubject(&p.Clauses[len(p.Clauses)-1])
				placeOfCondition(&p.Clauses[len(p.Clauses)-1])
			} else {
				pending = cond
			}
			continue
		}
		neg := ps.Has(lang.Neg)
		if neg {
			ps = withoutNeg(ps)
		}
		ps, inner, err := splitCondition(pack, ps)
		if err != nil {
			return err
		}
		a := &asm{pack: pack, ps: ps}
		cl, err := a.clause()
		var prev *ir.Clause
		if n := len(p.Clauses); n > 0 && p.Clauses[n-1].Kind == ir.Act && !p.Clauses[n-1].Negated {
			prev = &p.Clauses[n-1]
		}
		switch {
		case neg && prev != nil && err == errNoAction && a.hasTarget():
			// "the bedroom's: do not" (Chinese): what the clause before is not
			// to reach.
			exceptAfter(pack, prev, a.target())
			continue
		case neg && prev != nil && err == nil && cl.Kind == ir.Act && cl.Verb == prev.Verb && !emptyTarget(cl.Target):
			// "turn off the lights, don't turn off the lamp"
			exceptAfter(pack, prev, cl.Target)
			continue
		case err == errNoAction && prev != nil && a.hasTarget() && bareAll(prev.Target) && a.target().All:
			// "switch off each and every lamp": one quantifier, said
			// twice; never "each" alone, everything.
			prev.Target = a.target()
			doubts++
			continue
		case err == errNoAction && prev == nil && a.hasTarget() && askedBefore(p.Clauses):
			// "what is the temperature in the bedroom and the study": the
			// question carries over to what is named after it.
			q := p.Clauses[len(p.Clauses)-1]
			cl, err = ir.Clause{Kind: ir.Query, Ask: q.Ask, Form: q.Form, Target: PlaceOf(a.target(), q.Target)}, nil
			doubts++
		case (err == nil && cl.Kind == ir.Act || err == errNoAction && ps.Has(lang.State)) && prev == nil && !opensWithVerb(a.ps) && yesNoBefore(p.Clauses):
			// "is the oven and the kettle off", "is the tv on and the
			// garage open", "are the blinds and the curtain closed": a
			// state said after a question of yes or no, with no verb of
			// its own before it, is asked too, never done.
			cl, err = askedToo(pack, clauses[:i], ps)
			if err != nil {
				return err
			}
			if q := &p.Clauses[len(p.Clauses)-1]; q.Ask == "" {
				q.Ask = cl.Ask // "is the oven … off": the first is asked the state said last
			}
			doubts++
		case err == errNoAction && prev != nil && a.hasTarget() && cleansRoom(prev) && a.target().Class == "":
			// "clean the bedroom and the kitchen": a vacuum cleans one room
			// at a time; the kitchen was taken for a vacuum of its own
			// ("Nothing in Kitchen sets the room"), the living room for the
			// vacuum kept there, started again in the bedroom
			return errCleanRooms
		case err == errNoAction && prev != nil && a.hasTarget():
			// "turn on the tv and the fan": the verb carries over; a place
			// alone takes what was named too ("the lights in the bathroom
			// and in the study": the study's lights, not all it has).
			cl = ir.Clause{Kind: ir.Act, Verb: prev.Verb, Actions: prev.Actions, Params: prev.Params, Target: PlaceOf(a.target(), prev.Target)}
			if prev.Target.Alone != "" {
				// "熄灭客厅和厨房": the second place, as the first, is its lights
				cl.Target = placeAlone(cl.Verb, lightOnly(prev.Actions), cl.Target)
			}
			cl.Target = listedClass(cl.Target, prev.Target)
			if prev.Verb == "dock" {
				cl.Target = a.homeward(cl.Target) // "send the vacuum and the mower home"
			}
			if setAgain != nil && prev.Verb == "set" {
				if again, err := setAgain(cl.Target); err == nil {
					cl.Actions, cl.Params = again.Actions, again.Params
				}
				a.setAgain = setAgain
			}
			err = nil
			doubts++
		case prev != nil && valueWithoutVerb(ps) && (err == errNoAction || err == nil && cl.Kind == ir.Act):
			// "set the desk lamp to 30 and the bedside lamp to 50", "set the
			// kitchen light and the bedside lamp to 50" (shared_value.go)
			if c, said, again, ok := valueOfRun(pack, run, p.Clauses, ps); ok {
				for k, c := range again {
					p.Clauses[run.at[k]] = c
				}
				c.Target = listedClass(c.Target, prev.Target)
				cl, err, ps = c, nil, said
				doubts++
			}
		case inner != nil && inner.Quantity != "" && ps.Has(lang.Quest) &&
			(err != nil || cl.Kind == ir.Query && cl.Ask == "" && cl.Target.Name == "" && cl.Target.Class == ""):
			// "is it over 25 in the bedroom", "is the kitchen above 20
			// degrees": the condition is what is asked (threshold.go)
			cl, err = thresholdAsked(inner, cl, err), nil
		case err == nil && (len(clauses) > 1 || neg) && saidAlone(cl):
			// "set the den light to 45, fifty percent": a value said after
			// another is no follow-up, but the first said again
			err = errNoAction
		}
		if err != nil {
			return err
		}
		if neg && cl.Kind == ir.Act {
			cl.Negated = true // "don't turn on the TV": never acted on
		}
		if !neg && prev != nil && cl.Kind == ir.Act && cl.Verb == prev.Verb {
			// "把厨房灯调到30，卧室调到50", "打开客厅空调，卧室打开": a place said
			// alone with the verb said again is as in a list (listed.go),
			// of the class said before, not the lights its verb alone says
			tg := cl.Target
			tg.Alone = ""
			if l := listedClass(tg, prev.Target); l.Listed {
				cl.Target = l
			}
		}
		if n := len(p.Clauses); n > 0 && !neg && cl.Kind == ir.Act && p.Clauses[n-1].Negated && others(cl.Target, p.Clauses[n-1].Target) {
			// "儿童房的灯别关，其他的(灯)都关了": the others are those of the
			// class of what was not to be done, but it: never all of them.
			x := p.Clauses[n-1].Target
			if cl.Target.Class == "" {
				cl.Target.Class = x.Class
			}
			cl.Target.Except = append(cl.Target.Except, x)
			p.Clauses = p.Clauses[:n-1]
		}
		if cl.Verb == "activate" && (a.verb() == "turn" || a.verb() == "set") {
			// "turn the party scene", "turn of the lights": with no
			// direction only a scene is activated; never a device
			// turned on.
			cl.Actions = sceneOnly(cl.Actions)
		}
		doubts += a.doubt
		switch {
		case inner != nil:
			cl.Condition = inner
		case pending != nil:
			cl.Condition, pending = pending, nil
		}
		stateSubject(&cl)
		placeOfCondition(&cl)
		if n := len(p.Clauses); n > 0 && cl.Kind == ir.Act && len(cl.Params) == 0 && p.Clauses[n-1].String() == cl.String() {
			continue // "skip this song and play the next one": one command, said twice
		}
		if n := len(p.Clauses); n > 0 && cleanedAfterStart(p.Clauses[n-1], cl) {
			p.Clauses[n-1].Verb, p.Clauses[n-1].Actions, p.Clauses[n-1].Params = cl.Verb, cl.Actions, cl.Params
			continue
		}
		p.Clauses = append(p.Clauses, cl)
		setAgain = a.setAgain
		run = run.next(cl, ps, len(p.Clauses)-1)
		if a.than != nil {
			p.Clauses = append(p.Clauses, *a.than)
			setAgain = nil
			run = verbRun{}
		}
		if a.after != nil {
			// what limits the clause limits what is said with it
			after := *a.after
			after.Negated, after.Condition, after.When, after.Lasts, after.Until = cl.Negated, cl.Condition, cl.When, cl.Lasts, cl.Until
			p.Clauses = append(p.Clauses, after)
			run = verbRun{}
		}
	}
	if pending != nil || len(p.Clauses) == 0 {
		return grammar.Errorf("a condition with nothing to do")
	}
	foundInState(p)
	placeSaidLast(p)
	return nil
}

var errNoAction = grammar.Errorf("no action or question found")

// PlaceOf is a target that says only a place, with what the target
// before it named: "and in the study" after "the lights in the bathroom"
// is the study's lights. Any other target is returned as it is.
func PlaceOf(t, before ir.Target) ir.Target {
	if len(t.Places) == 0 || t.Name != "" || t.Class != "" || t.Ref || t.All || before.Name == "" && before.Class == "" {
		return t
	}
	t.Name, t.Class, t.All, t.Plural, t.One = before.Name, before.Class, before.All, before.Plural, before.One
	return t
}

// only reports whether the clause holds nothing but fillers and, when
// given, at least one phrase of kind k.
func (a *asm) only(k ...lang.Kind) bool {
	found := len(k) == 0
	for _, p := range a.ps {
		switch {
		case len(k) > 0 && p.Kind == k[0]:
			found = true
		case p.Kind != lang.Filler:
			return false
		}
	}
	return found
}

// others reports a target of all of a class, or all, said after a
// negated target x of that class or a place: the others than x.
func others(t, x ir.Target) bool {
	if emptyTarget(x) || !t.All || t.Ref || len(t.Places) > 0 || len(t.Except) > 0 {
		return false
	}
	// x names a place ("主卧的不要关"), or a device of t's class
	return t.Name == "" && t.Class == "" || t.Class != "" && (x.Class == "" || t.Class == x.Class) && slices.Contains(lang.ClassWords(t.Class), t.Name)
}

// bareAll reports a target that is a quantifier alone ("each", "all").
func bareAll(t ir.Target) bool {
	return t.All && t.Name == "" && t.Class == "" && len(t.Places) == 0 && len(t.Except) == 0 && !t.Ref
}

// withoutNeg is a clause less its negation words.
func withoutNeg(ps lang.Clause) lang.Clause {
	out := make(lang.Clause, 0, len(ps))
	for _, p := range ps {
		if p.Kind != lang.Neg {
			out = append(out, p)
		}
	}
	return out
}

// sceneOnly keeps the scenes' action of a cluster.
func sceneOnly(alts []ir.Alt) []ir.Alt {
	var out []ir.Alt
	for _, a := range alts {
		if a.Capability == home.SceneCapability.Name {
			out = append(out, a)
		}
	}
	return out
}

// asm assembles one clause.
type asm struct {
	pack lang.Pack
	ps   lang.Clause
	// doubt counts the words read in a less usual way.
	doubt int
	// count is the number said before the name of what the clause is on
	// (counts).
	count int
	// than is the clause of what a comparison compares with, after the
	// clause itself (compared).
	than *ir.Clause
	// after is a clause said with the clause itself, done after it
	// (playAt).
	after *ir.Clause
	// setAgain builds the clause's setting of a level again for another
	// target, as said to it: a list of things joined after the verb takes
	// each its own level ("turn up the ac and the tv": the AC's degrees,
	// the TV's volume).
	setAgain func(ir.Target) (ir.Clause, error)
	// prepNamed says a preposition named the target (prepNames: "turn the
	// sound on on the tv"): a quantity said before it is of it, not a
	// word of its name.
	prepNamed bool
}

func (a *asm) has(k lang.Kind, words ...string) bool { return a.ps.Has(k, words...) }

func (a *asm) first(k lang.Kind) *lang.Phrase { return a.ps.First(k) }

func (a *asm) hasTarget() bool {
	for _, p := range a.ps {
		switch p.Kind {
		case lang.Verb, lang.Dir, lang.Value, lang.Rel, lang.Quest, lang.State, lang.Attr:
			return false
		}
	}
	return a.has(lang.NP) || a.has(lang.Prep)
}

func (a *asm) question() bool {
	for _, p := range a.ps {
		if p.Kind == lang.Quest && p.Strong {
			return true
		}
	}
	return false
}

// reinterpret fixes what only the whole clause tells: first what the
// language's pack knows of its words, then a preposition that names the
// target, a colour or a number that is part of a name.
func (a *asm) reinterpret() {
	var doubts int
	a.ps, doubts = a.pack.Reinterpret(a.ps)
	a.doubt += doubts
	a.prepNames()
	a.colorInName()
	a.valueReached()
	a.counts()
	switchOnly := a.attr() == "" && (a.has(lang.Dir, "on", "off") || a.has(lang.Verb, "open", "close", "lock", "unlock", "activate", "toggle", "start", "stop", "off", "open-on", "close-off", "lit"))
	for i := range a.ps {
		p := &a.ps[i]
		if switchOnly && p.Kind == lang.Value && p.HasNum && p.Unit == "" && p.Prep == "" && i > 0 && a.ps[i-1].Kind == lang.NP && len(a.ps[i-1].Words) > 0 {
			// "turn on light 2": the number is part of the name.
			np := &a.ps[i-1]
			np.Words = append(append([]string(nil), np.Words...), p.NumText())
			p.Kind = lang.Filler
			a.doubt++
		}
	}
}

// prepNames reads "of", "for", "with" and a non-floor "on" as naming the
// target when no other words name it: "the brightness of the lamp",
// "skip this song on the TV"; otherwise they name a place.
func (a *asm) prepNames() {
	for _, p := range a.ps {
		if p.Kind == lang.NP && len(p.Words) > 0 {
			return
		}
	}
	for i := range a.ps {
		p := &a.ps[i]
		if p.Kind != lang.Prep || p.NP.Here || p.NP.Ref || len(p.NP.Words) == 0 {
			continue
		}
		switch p.Prep {
		case lang.PrepOf, lang.PrepWith:
		case lang.PrepOn:
			if a.floorWords(p.NP.Words) {
				continue
			}
		default:
			continue
		}
		if p.Prep == lang.PrepOn || p.Prep == lang.PrepWith {
			a.doubt++ // "on the TV": a place word that names a device
		}
		a.ps[i], a.prepNamed = *p.NP, true
		return
	}
}

func (a *asm) floorWords(words []string) bool {
	for _, w := range words {
		if a.pack.Vocab().Floors[w] {
			return true
		}
	}
	return false
}

// valueReached keeps, of several values of one kind, the one said as the
// value to reach ("from white to yellow", "from 20 to 50%"): those said
// before it are where it starts.
func (a *asm) valueReached() {
	to := -1
	for i, p := range a.ps {
		if p.Kind == lang.Value && p.Prep == lang.ValueTo {
			if to >= 0 {
				return
			}
			to = i
		}
	}
	if to < 0 {
		return
	}
	kind := func(p lang.Phrase) bool {
		return (p.Color != "" || p.Kelvin != 0) == (a.ps[to].Color != "" || a.ps[to].Kelvin != 0)
	}
	for i := range a.ps[:to] {
		if p := &a.ps[i]; p.Kind == lang.Value && p.Prep == "" && kind(*p) {
			p.Kind = lang.Filler
		}
	}
}

var errTwoNumbers = grammar.Errorf("two numbers for one value")

// twoNumbers reports two numbers said for one value: of one unit, neither
// the value to reach rather than the other (a numeral read as two
// numbers), or one said without its unit right before or after another
// ("to twenty, twenty two degrees", "fifty sixty percent": a number said
// again; "调到30%十点": an hour left unread). Taking one of them would
// drop a number silently.
func (a *asm) twoNumbers() bool {
	seen := map[string]bool{}
	for i, p := range a.ps {
		if p.Kind != lang.Value || !p.HasNum {
			continue
		}
		j := i - 1
		for j >= 0 && a.ps[j].Kind == lang.Filler {
			j-- // "twenty, uh, twenty two"
		}
		if b := a.ps[max(j, 0)]; j >= 0 && b.Kind == lang.Value && b.HasNum && (b.Unit == "" || p.Unit == "" && b.Prep != lang.ValueBy) && p.Prep == "" {
			return true
		}
		k := p.Unit
		if p.Prep == lang.ValueBy {
			k += "/" + p.Prep
		}
		if seen[k] {
			return true
		}
		seen[k] = true
	}
	return false
}

// colorInName keeps a colour word that is part of a name ("set big white
// to 30%", "turn off the big white", "dim the big white"): a colour right
// after a name, when the clause has another value, or, for a colour, when
// a direction or a verb that sets no colour says what to do.
func (a *asm) colorInName() {
	other := a.ps.Count(lang.Value) >= 2
	acts := a.has(lang.Dir, "on", "off", "up", "down") || a.has(lang.Verb, "dim", "brighten")
	if !other && !acts {
		return
	}
	for i := range a.ps {
		p := &a.ps[i]
		if p.Kind == lang.Value && p.Raw != "" && !p.HasNum && p.Extreme == 0 && p.Prep == "" && (other || p.Color != "") && i > 0 && a.ps[i-1].Kind == lang.NP && len(a.ps[i-1].Words) > 0 {
			np := &a.ps[i-1]
			np.Words = append(append([]string(nil), np.Words...), p.Raw)
			p.Kind = lang.Filler
			a.doubt++
			return
		}
	}
}

func (a *asm) clause() (ir.Clause, error) {
	a.reinterpret()
	if a.twoNumbers() {
		return ir.Clause{}, errTwoNumbers
	}
	wish := a.wish()
	if a.question() && !wish {
		return a.query()
	}
	cl, err := a.act()
	if err == nil && cl.Kind == ir.Act && a.has(lang.Noun, lang.NounMedia) {
		cl, err = ofMedia(cl)
	}
	if err == nil && wish {
		cl.Wish = true
		if cl.Target.Ref && !cl.Target.All {
			cl.Target.Ref = false // "it's too dark in here": "it" is the place
		}
		if cl.Target.Class != "" {
			cl.Actions = append(cl.Actions, Switches(cl.Params)...)
		}
	}
	return cl, err
}
