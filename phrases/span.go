package phrases

import (
	"slices"
	"strings"

	"edge/compile"
)

// entitySpan is where a shape's entity slots are, when it has more than
// one ("the {class} in the {room}"): the parts from the first to the
// last of them. A grammar says them as one rule of the pairs that fit,
// never each slot on its own: a class word in a room that has none is
// not a sentence of the home.
func entitySpan(s *shape) (from, to int, ok bool) {
	from, to = -1, -1
	n := 0
	for i, p := range s.parts {
		if slices.Contains(entitySlots, p.slot) {
			if from < 0 {
				from = i
			}
			to = i
			n++
		}
	}
	return from, to, n > 1
}

// spanRule names the rule of a shape's entity span, defining it on
// first use: the span once for each combination of its slots' values.
func (j *jsgf) spanRule(s *shape, from, to int) string {
	var values []string
	for _, c := range s.combos {
		var seq []string
		for _, p := range s.parts[from : to+1] {
			if p.slot == "" {
				seq = append(seq, token(p.token))
			} else {
				seq = append(seq, tokens(c[p.slot]))
			}
		}
		if v := strings.Join(seq, " "); !slices.Contains(values, v) {
			values = append(values, v)
		}
	}
	// The span with one slot a decoy, the others any of their values.
	for k, decoyed := range s.parts[from : to+1] {
		if decoyed.slot == "" || j.decoy(decoyed.slot) == "" {
			continue
		}
		var seq []string
		for i, p := range s.parts[from : to+1] {
			switch {
			case p.slot == "":
				seq = append(seq, token(p.token))
			case i == k:
				seq = append(seq, j.decoy(p.slot))
			default:
				seq = append(seq, "<"+j.rule(s, p.slot)+">")
			}
		}
		values = append(values, strings.Join(seq, " "))
	}
	var names []string
	for _, p := range s.parts[from : to+1] {
		if p.slot != "" {
			names = append(names, p.slot)
		}
	}
	return j.define(strings.Join(names, "_")+"_"+strings.ReplaceAll(s.key, " ", "_"), values)
}

// readAsReplies keeps, of a reply shape's combinations, those whose
// sentence the language reads as a reply: a name read as a command
// ("the big white": "big" set to white; "大门锁": lock the 大门) is
// no answer to a question, and is left out.
func (b *builder) readAsReplies(s *shape) []map[string][]string {
	var out []map[string][]string
	for _, c := range s.combos {
		var tokens []string
		for _, p := range s.parts {
			switch {
			case p.slot == "":
				tokens = append(tokens, p.token)
			case c[p.slot] != nil:
				tokens = append(tokens, c[p.slot]...)
			default:
				if vs := b.values(p.slot); len(vs) > 0 {
					tokens = append(tokens, vs[0]...)
				}
			}
		}
		if prog, err := compile.Compile(b.g.pack.Join(tokens)); err == nil && prog.Reply != nil {
			out = append(out, c)
		}
	}
	return out
}
