package phrases

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
)

// Unasked is the rule of the JSGF grammar of what may be said when
// edge has asked nothing (pocketsphinx's -toprule): a recogniser held to
// it hears no reply ("the kitchen light", "the one in the study") and no
// PIN, which, without a question, are no command. A reply is a command
// without its verb, so that a command with a short verb said in noise
// ("dim the kitchen light") is heard as the reply, and refused.
const Unasked = "unasked"

// JSGFName is the name of the JSGF grammar, before a rule's name in its
// full name ("edge.unasked").
const JSGFName = "edge"

// WriteJSGF writes the grammar in the Java Speech Grammar Format, as
// pocketsphinx reads it (-jsgf): one public rule, <utterance>, the
// alternatives of each kind of sentence, and a rule <unasked> (Unasked,
// pocketsphinx's -toprule) of those that may be said when edge has asked
// nothing: no reply and no PIN. Each shape is written once, with a rule for
// each of its slots. A slot's rule lists its values once, whatever the
// number of shapes that use it, so that the grammar grows with the home,
// not with the product of shapes and names. A rule of a slot that fits
// several things (the names of whatever takes "on") is shared by the
// shapes whose slot has the same values. Entity slots said together (a
// class word and a room) share one rule of the pairs that fit
// (entitySpan): it says no class word in a room that has none. Each slot
// of a device, class or room also offers the pack's decoys the home lacks
// (lang.Decoyer), one rule of things and one of places: what is said of a
// toaster is heard as the toaster, not as the nearest device of the home;
// a name also offers the places with the class words of its names ("the
// laundry light"); and a name or a span offers the home's own decoys, a
// room with the class words it lacks (homedecoys.go).
func (g *Grammar) WriteJSGF(w io.Writer) error {
	j := jsgf{byValues: map[string]string{}, used: map[string]bool{}}
	things, places := tokenLists(g.decoys.things), tokenLists(g.decoys.places)
	if len(things) > 0 {
		j.things = "<" + j.define("decoy_thing", things) + ">"
	}
	if len(places) > 0 {
		j.places = "<" + j.define("decoy_place", places) + ">"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "#JSGF V1.0 UTF-8 %s;\n\ngrammar %s;\n\n", g.Lang, JSGFName)
	var top, unasked []string
	var bodies []string
	for _, k := range kinds {
		var alts []string
		for _, s := range g.shapes {
			if s.kind != k {
				continue
			}
			var seq []string
			from, to, span := entitySpan(s)
			for i, p := range s.parts {
				switch {
				case span && i == from:
					seq = append(seq, "<"+j.spanRule(s, from, to)+">")
					continue
				case span && i > from && i <= to:
					continue
				}
				if p.slot == "" {
					seq = append(seq, token(p.token))
					continue
				}
				seq = append(seq, "<"+j.rule(s, p.slot)+">")
			}
			if alt := strings.Join(seq, " "); !slices.Contains(alts, alt) {
				alts = append(alts, alt)
			}
		}
		alts = j.lead(alts)
		if k == PIN && g.pinMin > 0 {
			var digits []string
			for _, alts := range g.digits {
				for _, a := range alts {
					digits = append(digits, tokens(strings.Fields(a)))
				}
			}
			j.define("digit", digits)
			seq := strings.Repeat("<digit> ", g.pinMin) + strings.Repeat("[<digit>] ", g.pinMax-g.pinMin)
			alts = append(alts, strings.TrimSpace(seq))
		}
		if len(alts) == 0 {
			continue
		}
		top = append(top, "<"+string(k)+">")
		if k != Reply && k != PIN {
			unasked = append(unasked, "<"+string(k)+">")
		}
		bodies = append(bodies, rule(string(k), alts))
	}
	fmt.Fprintf(&b, "public <utterance> = %s;\n", strings.Join(top, " | "))
	if len(unasked) > 0 {
		fmt.Fprintf(&b, "<%s> = %s;\n", Unasked, strings.Join(unasked, " | "))
	}
	b.WriteByte('\n')
	for _, body := range bodies {
		b.WriteString(body)
	}
	b.WriteByte('\n')
	for _, body := range j.rules {
		b.WriteString(body)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// jsgf holds the rules of the slots written so far.
type jsgf struct {
	// byValues names the rule of each list of values; used the names
	// taken.
	byValues map[string]string
	used     map[string]bool
	rules    []string
	// things and places are the rules of the decoys ("" for none).
	things, places string
}

// decoy is the rule of the decoys of an entity slot ("" for none).
func (j *jsgf) decoy(slot string) string {
	if slot == "room" {
		return j.places
	}
	return j.things
}

// rule names the rule of a slot of a shape, defining it on first use.
func (j *jsgf) rule(s *shape, slot string) string {
	if vs, ok := s.lists[slot]; ok {
		return j.define(slot, tokenLists(vs))
	}
	var values []string
	for _, c := range s.combos {
		if v := tokens(c[slot]); !slices.Contains(values, v) {
			values = append(values, v)
		}
	}
	if d := j.decoy(slot); d != "" {
		values = append(values, d)
	}
	if slot == "name" {
		for _, d := range s.nameDecoys {
			values = append(values, j.group(d))
		}
		if j.places != "" && len(s.nameClasses) > 0 {
			values = append(values, j.places+" <"+j.define("decoy_class", tokenLists(s.nameClasses))+">")
		}
	}
	return j.define(slot+"_"+strings.ReplaceAll(s.key, " ", "_"), values)
}

// define names a rule of values: the rule of the same values already
// defined, or a new one of that name (numbered when it is taken).
func (j *jsgf) define(name string, values []string) string {
	key := strings.Join(values, "\n")
	if n, ok := j.byValues[key]; ok {
		return n
	}
	base := name
	for i := 2; j.used[name]; i++ {
		name = fmt.Sprintf("%s_%d", base, i)
	}
	j.used[name], j.byValues[key] = true, name
	j.rules = append(j.rules, rule(name, values))
	return name
}

// rule writes a rule of alternatives, one a line.
func rule(name string, alts []string) string {
	return fmt.Sprintf("<%s> = %s;\n", name, strings.Join(alts, "\n  | "))
}

// tokens writes a list of tokens.
func tokens(ts []string) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = token(t)
	}
	return strings.Join(out, " ")
}

// tokenLists writes each of lists of tokens (tokens).
func tokenLists(ls [][]string) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = tokens(l)
	}
	return out
}

// token writes one token, quoted when it holds anything but letters,
// digits and apostrophes.
func token(t string) string {
	if strings.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }) < 0 {
		return t
	}
	return `"` + strings.ReplaceAll(t, `"`, "") + `"`
}

// lead joins the alternatives of a kind that differ only in the words
// before their first slot ("turn on the", "switch off the" before
// <name_onoff>): a rule of those words, then the rest once. The
// sentences are the same; a recogniser expands every reference to a rule
// anew, so the rest (a slot of many names and decoys) is searched once,
// not once for each lead.
func (j *jsgf) lead(alts []string) []string {
	var order []string
	leads := map[string][]string{}
	for _, alt := range alts {
		f := strings.Fields(alt)
		i := slices.IndexFunc(f, func(t string) bool { return strings.HasPrefix(t, "<") })
		if i <= 0 {
			order = append(order, alt)
			continue
		}
		rest := strings.Join(f[i:], " ")
		if _, ok := leads[rest]; !ok {
			order = append(order, rest)
		}
		leads[rest] = append(leads[rest], strings.Join(f[:i], " "))
	}
	out := make([]string, 0, len(order))
	for _, o := range order {
		switch ls := leads[o]; len(ls) {
		case 0:
			out = append(out, o)
		case 1:
			out = append(out, ls[0]+" "+o)
		default:
			out = append(out, "<"+j.define("lead", ls)+"> "+o)
		}
	}
	return out
}
