package compile

// How the clauses a pack reads are joined and cut before they are
// assembled: a topic said before its command, a negated target said
// after a command, two commands said without a pause.

import (
	"slices"

	"edge/lang"
)

// mergeTopics joins a clause that only names a target to the next one
// when that one only acts or sets a value: "the kitchen light, off",
// "the tv, volume 20", "bedroom ac, 22 degrees"; and a clause that
// only excepts to the command it limits (exceptBefore).
func mergeTopics(pack lang.Pack, clauses []lang.Clause) ([]lang.Clause, error) {
	var out []lang.Clause
	for i := 0; i < len(clauses); i++ {
		a := &asm{ps: clauses[i]}
		if a.only() {
			continue // "hey, turn off the tv"
		}
		if i+1 < len(clauses) && a.only(lang.Except) {
			if n := len(out); n > 0 {
				// "all the lights off, except the kitchen, the tv on"
				before, err := exceptBefore(pack, out[n-1], clauses[i], clauses[i+1])
				if err != nil {
					return nil, err
				}
				if before {
					out[n-1] = append(slices.Clip(out[n-1]), clauses[i]...)
					continue
				}
			}
			// "except the bedroom, all the lights off"
			clauses[i+1] = append(append(lang.Clause(nil), clauses[i]...), clauses[i+1]...)
			continue
		}
		if i+1 < len(clauses) && a.hasTarget() {
			b := clauses[i+1]
			if !b.Has(lang.NP) && !b.Has(lang.Prep) && (b.Has(lang.Verb) || b.Has(lang.Dir) || b.Has(lang.Rel) || b.Has(lang.Value) && !b.Has(lang.Quest)) {
				out = append(out, append(append(lang.Clause(nil), clauses[i]...), clauses[i+1]...))
				i++
				continue
			}
		}
		out = append(out, clauses[i])
	}
	return out, nil
}

// splitNegations splits a clause that acts and then names what it is not
// to reach, said without a pause (in Chinese, "all the lights off, the
// study lamp do not"): the negated
// target, with its negation and what follows, is a clause of its own.
func splitNegations(clauses []lang.Clause) []lang.Clause {
	var out []lang.Clause
	for _, ps := range clauses {
		k := -1
		for i, p := range ps {
			if p.Kind == lang.Neg {
				k = i
				break
			}
		}
		j := k
		if k > 0 && !ps[k:].Has(lang.NP) && !ps[k:].Has(lang.Prep) {
			// the negated target comes before the negation ("the lamp, do not")
			for j > 0 && (ps[j-1].Kind == lang.NP || ps[j-1].Kind == lang.Prep || ps[j-1].Kind == lang.Filler) {
				j--
			}
		}
		if j > 0 && (ps[:j].Has(lang.Verb) || ps[:j].Has(lang.Dir)) {
			out = append(out, ps[:j:j], ps[j:])
			continue
		}
		out = append(out, ps)
	}
	return out
}

// splitActions splits a clause that holds two commands said without a
// pause, each with what it acts on ("turn off the kitchen light turn on
// the hall light", and in Chinese, verb first or target first), so that
// one name never swallows the next command's. A verb that the language's
// pack reads as part of a name ("turn on play corner lights") is none;
// doubts counts the words such a split clause was read with in a less
// usual way. A negation said before a command covers the commands said
// after it without a pause: "don't turn on the light or open the garage
// door", "不要开灯或者开车库门" do neither, whatever joined them (a word the
// grammar does not read, such as "or", is no pause), never the second.
func splitActions(pack lang.Pack, clauses []lang.Clause) (out []lang.Clause, doubts int) {
	for _, ps := range clauses {
		read, n := pack.Reinterpret(append(lang.Clause(nil), ps...))
		if actionSplit(read) < 0 {
			out = append(out, ps)
			continue
		}
		doubts += n
		var neg *lang.Phrase
		for at := actionSplit(read); at > 0; at = actionSplit(read) {
			out = append(out, negatedBy(read[:at:at], neg))
			if i := slices.IndexFunc(read[:at], func(p lang.Phrase) bool { return p.Kind == lang.Neg }); i >= 0 && neg == nil {
				neg = &read[i]
			}
			read = read[at:]
		}
		out = append(out, negatedBy(read, neg))
	}
	return out, doubts
}

// negatedBy is a command said after the negation neg without a pause,
// negated by it (as it is when it has a negation of its own); nil: as it
// is.
func negatedBy(ps lang.Clause, neg *lang.Phrase) lang.Clause {
	if neg == nil || ps.Has(lang.Neg) {
		return ps
	}
	return append(lang.Clause{*neg}, ps...)
}

// switching are the verbs that act on a target on their own: a second of
// them, with a target of its own, begins a second command.
var switching = map[string]bool{"turn": true, "set": true, "on": true, "off": true, "open-on": true, "close-off": true, "lit": true,
	"open": true, "close": true, "lock": true, "unlock": true, "toggle": true, "dim": true, "brighten": true, "inc": true, "dec": true}

// actionSplit is where a clause's second command begins, or -1.
func actionSplit(ps lang.Clause) int {
	action := func(p lang.Phrase) bool { return p.Kind == lang.Verb && switching[p.Word] || p.Kind == lang.Rel }
	named := func(c lang.Clause) bool { return c.Has(lang.NP) || c.Has(lang.Prep) }
	first := slices.IndexFunc(ps, action)
	if first < 0 {
		return -1
	}
	if named(ps[:first]) {
		// target first: the command ends after its verb and the words
		// that go with it.
		at := first + 1
		for at < len(ps) && (ps[at].Kind == lang.Dir || ps[at].Kind == lang.Filler || ps[at].Kind == lang.Value) {
			at++
		}
		if rest := ps[at:]; named(rest) && slices.IndexFunc(rest, action) >= 0 {
			return at
		}
		return -1
	}
	for i := first + 1; i < len(ps); i++ {
		// verb first: a second verb (not a word of change, "less bright")
		if action(ps[i]) && ps[i].Kind == lang.Verb && named(ps[first+1:i]) && named(ps[i:]) {
			return i
		}
	}
	return -1
}
