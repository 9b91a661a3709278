package compile

import (
	"fmt"
	"strings"

	"edge/grammar"
	"edge/ir"
)

var enVerbs = map[string]string{
	"open": "open", "close": "close", "shut": "close", "lock": "lock", "unlock": "unlock", "activate": "activate",
	"start": "start", "stop": "stop", "pause": "pause", "play": "play", "resume": "play", "unpause": "play",
	"mute": "mute", "unmute": "unmute", "dock": "dock", "toggle": "toggle",
}

var enStates = map[string]string{"on": "on", "off": "off", "open": "open", "opened": "open", "closed": "closed",
	"locked": "locked", "unlocked": "unlocked", "playing": "playing"}

func enProgram(u *grammar.EnUtterance, p *ir.Program) error {
	for _, c := range u.Clauses {
		cl, err := enClause(c)
		if err != nil {
			return err
		}
		p.Clauses = append(p.Clauses, cl)
	}
	return nil
}

func enClause(c *grammar.EnClause) (ir.Clause, error) {
	switch {
	case c.Turn != nil && c.Turn.Pre != nil:
		return act(c.Turn.Pre.Dir, enTarget(c.Turn.Pre.Target)), nil
	case c.Turn != nil:
		return act(c.Turn.Post.Dir, enTarget(c.Turn.Post.Target)), nil
	case c.Verb != nil:
		return act(enVerbs[c.Verb.Verb], enTarget(c.Verb.Target)), nil
	case c.Set != nil:
		return enSet(c.Set)
	case c.Query != nil:
		return enQuery(c.Query), nil
	}
	return ir.Clause{}, &Error{Column: 1, Msg: "empty clause"}
}

func enSet(s *grammar.EnSet) (ir.Clause, error) {
	attr, t := s.Attr, enTarget(s.Target)
	if s.Of != nil {
		attr, t = s.Of.Attr, enTarget(s.Of.Target)
	}
	v := s.Value
	if v.Word != "" {
		if !colors[v.Word] {
			return ir.Clause{}, &Error{Column: 1, Msg: fmt.Sprintf("%q is not a value edge knows", v.Word)}
		}
		return set(ir.Param{Name: "color", Text: v.Word}, t), nil
	}
	name := attr
	switch {
	case name == "":
		name = "level"
		if v.Unit == "degrees" {
			name = "temperature"
		}
	case v.Unit == "degrees" && name != "temperature":
		return ir.Clause{}, &Error{Column: 1, Msg: "degrees only go with temperature"}
	}
	return set(ir.Param{Name: name, Num: num(v.Num)}, t), nil
}

func enQuery(q *grammar.EnQuery) ir.Clause {
	switch {
	case q.State != nil:
		return ir.Clause{Kind: ir.Query, Ask: enStates[q.State.State], Target: enTarget(q.State.Target)}
	case q.Value != nil && q.Value.Of != nil:
		return ir.Clause{Kind: ir.Query, Ask: q.Value.Of.Attr, Target: enTarget(q.Value.Of.Target)}
	case q.Value != nil:
		return ir.Clause{Kind: ir.Query, Ask: q.Value.Attr, Target: enTarget(q.Value.Target)}
	}
	return ir.Clause{Kind: ir.Query, Ask: "temperature", Target: enTarget(q.How.Target)}
}

func enTarget(t *grammar.EnTarget) ir.Target {
	var out ir.Target
	if t == nil {
		return out
	}
	m := t.Mention
	switch {
	case t.Ref != "":
		out.Ref = true
		out.All = t.Ref == "them"
		return out
	case t.All != nil:
		out.All = true
		m = t.All.Mention
	}
	if m == nil {
		return out
	}
	out.Name = strings.Join(m.Words, " ")
	for _, pl := range m.Places {
		out.Places = append(out.Places, strings.Join(pl.Words, " "))
	}
	class, plural := classOf(out.Name)
	out.Class = class
	out.All = out.All || plural
	return out
}

var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "last": -1}

func enReply(r *grammar.EnReply) *ir.Reply {
	switch {
	case r.Yes != "":
		return &ir.Reply{Kind: ir.Yes}
	case r.No != "":
		return &ir.Reply{Kind: ir.No}
	case r.PIN != "":
		return &ir.Reply{Kind: ir.PIN, Text: r.PIN}
	}
	words := r.Place
	if n := len(words); n > 1 && words[n-1] == "one" {
		words = words[:n-1]
	}
	if len(words) == 1 {
		if i, ok := ordinals[words[0]]; ok {
			return &ir.Reply{Kind: ir.Choice, Index: i}
		}
	}
	return &ir.Reply{Kind: ir.Choice, Text: strings.Join(words, " ")}
}
