package home

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"edge/internal/editdist"

	"go.yaml.in/yaml/v3"
)

// decoder walks yaml nodes and collects problems.
type decoder struct {
	// ctx ends the walk: deref returns nil once it has ended.
	ctx  context.Context
	file string
	errs []problem
	seen map[problem]bool
	// spent counts the nodes visited, budget bounds it so that aliases
	// cannot expand a small file into a huge one.
	spent, budget int
}

// problem is an Error with the column that orders the problems of a line.
type problem struct {
	Error
	col int
}

// add records a problem once; aliases can make the same node report twice.
func (d *decoder) add(line, col int, msg string) {
	p := problem{Error{File: d.file, Line: line, Msg: msg}, col}
	if d.seen[p] {
		return
	}
	d.seen[p] = true
	d.errs = append(d.errs, p)
}

func (d *decoder) errorf(n *yaml.Node, format string, args ...any) {
	d.add(n.Line, n.Column, fmt.Sprintf(format, args...))
}

// result lists the problems by line, then column.
func (d *decoder) result() error {
	sort.SliceStable(d.errs, func(i, j int) bool {
		a, b := d.errs[i], d.errs[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.col < b.col
	})
	list := make(ErrorList, len(d.errs))
	for i := range d.errs {
		list[i] = &d.errs[i].Error
	}
	return list
}

// deref follows an alias to the node it names. It returns nil once the
// file has expanded past its budget, after reporting it once.
func (d *decoder) deref(n *yaml.Node) *yaml.Node {
	line, col := n.Line, n.Column
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	d.spent++
	if d.spent == d.budget {
		d.add(line, col, "aliases expand to too much data; write the values out")
	}
	if d.spent%1024 == 0 && d.ctx.Err() != nil {
		d.spent = d.budget + 1
	}
	if n == nil || d.spent >= d.budget {
		return nil
	}
	return n
}

// ctxReader reads r until ctx ends: the YAML decoder reads as it goes, so
// a decoding stops soon after.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

// describe names what a node is, for "must be X, not Y" messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!null":
			return "empty"
		case "!!str":
			return strconv.Quote(n.Value)
		default:
			return n.Value
		}
	}
	return "nothing"
}

// field is one key of a mapping with its nodes.
type field struct {
	key, value *yaml.Node
}

// object is a mapping decoded into its fields, by name.
type object struct {
	node   *yaml.Node
	fields map[string]field
	// keys lists the accepted field names in file order.
	keys []string
}

// get returns the (dereferenced) value of a field, nil when absent.
func (o *object) get(d *decoder, name string) *yaml.Node {
	f, ok := o.fields[name]
	if !ok {
		return nil
	}
	return d.deref(f.value)
}

// peekID returns the text of the id field of a mapping, if it is a
// scalar, without reporting anything.
func peekID(n *yaml.Node) string {
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if v.Kind == yaml.AliasNode {
			v = v.Alias
		}
		if k.Kind == yaml.ScalarNode && k.Value == "id" && v != nil && v.Kind == yaml.ScalarNode && !isNull(v) {
			return v.Value
		}
	}
	return ""
}

// object checks that n is a mapping whose keys are all among allowed (nil
// allows any key), each given once.
func (d *decoder) object(n *yaml.Node, label string, allowed []string) (*object, bool) {
	if n.Kind != yaml.MappingNode {
		d.errorf(n, "%s must be a mapping, not %s", label, describe(n))
		return nil, false
	}
	o := &object{node: n, fields: map[string]field{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := d.deref(n.Content[i])
		if k == nil {
			return nil, false
		}
		switch {
		case k.Kind != yaml.ScalarNode:
			d.errorf(k, "%s: a key must be a plain word, not %s", label, describe(k))
			continue
		case k.ShortTag() == "!!merge":
			d.errorf(k, "%s: merge keys (<<) are not supported; write the fields out", label)
			continue
		}
		if prev, dup := o.fields[k.Value]; dup {
			d.errorf(k, "%s: field %q given twice (first at line %d); keep one", label, k.Value, prev.key.Line)
			continue
		}
		if allowed != nil && !contains(allowed, k.Value) {
			if s := suggest(k.Value, allowed); s != "" {
				d.errorf(k, "unknown field %q in %s; did you mean %q?", k.Value, label, s)
			} else {
				d.errorf(k, "unknown field %q in %s (fields: %s)", k.Value, label, strings.Join(allowed, ", "))
			}
			continue
		}
		o.fields[k.Value] = field{key: k, value: n.Content[i+1]}
		o.keys = append(o.keys, k.Value)
	}
	return o, true
}

// str decodes a scalar text field. Numbers are taken as text; true, false
// and empty values are refused.
func (d *decoder) str(n *yaml.Node, label, name string) (string, bool) {
	if n.Kind == yaml.ScalarNode {
		switch n.ShortTag() {
		case "!!null":
			d.errorf(n, "%s: %s is empty; give a value or remove the line", label, name)
			return "", false
		case "!!bool":
			d.errorf(n, "%s: %s must be text, not %s; quote it", label, name, n.Value)
			return "", false
		}
		return n.Value, true
	}
	d.errorf(n, "%s: %s must be text, not %s", label, name, describe(n))
	return "", false
}

// strList decodes a list of text values, returning the item nodes too.
func (d *decoder) strList(n *yaml.Node, label, name string) ([]string, []*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		d.errorf(n, "%s: %s must be a list like [a, b], not %s", label, name, describe(n))
		return nil, nil, false
	}
	var out []string
	var nodes []*yaml.Node
	ok := true
	for _, item := range n.Content {
		item = d.deref(item)
		if item == nil {
			return nil, nil, false
		}
		s, good := d.str(item, label, "each of "+name)
		if !good {
			ok = false
			continue
		}
		out = append(out, s)
		nodes = append(nodes, item)
	}
	return out, nodes, ok
}

// maxDepth bounds the nesting of free-form values (driver settings, args).
const maxDepth = 32

// value decodes a free-form value: scalars become nil, bool, int (int64 or
// uint64 when large), float64 or string; mappings map[string]any; lists
// []any.
func (d *decoder) value(n *yaml.Node, label string, depth int) (any, bool) {
	if depth > maxDepth {
		d.errorf(n, "%s: values are nested too deeply (at most %d levels)", label, maxDepth)
		return nil, false
	}
	switch n.Kind {
	case yaml.MappingNode:
		o, ok := d.object(n, label, nil)
		if !ok {
			return nil, false
		}
		return d.valueMap(o, label, depth)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		ok := true
		for _, item := range n.Content {
			item = d.deref(item)
			if item == nil {
				return nil, false
			}
			v, good := d.value(item, label, depth+1)
			ok = ok && good
			out = append(out, v)
		}
		return out, ok
	case yaml.ScalarNode:
		return d.scalar(n, label)
	}
	d.errorf(n, "%s: unexpected %s", label, describe(n))
	return nil, false
}

func (d *decoder) valueMap(o *object, label string, depth int) (map[string]any, bool) {
	out := make(map[string]any, len(o.fields))
	ok := true
	for _, name := range o.keys {
		v := d.deref(o.fields[name].value)
		if v == nil {
			return nil, false
		}
		x, good := d.value(v, label, depth+1)
		ok = ok && good
		out[name] = x
	}
	return out, ok
}

func (d *decoder) scalar(n *yaml.Node, label string) (any, bool) {
	switch tag := n.ShortTag(); tag {
	case "!!str", "!!timestamp":
		return n.Value, true
	case "!!null", "!!bool", "!!int", "!!float":
		var v any
		if err := n.Decode(&v); err != nil {
			d.errorf(n, "%s: %s is not a valid %s", label, strconv.Quote(n.Value), strings.TrimPrefix(tag, "!!"))
			return nil, false
		}
		if f, isFloat := v.(float64); isFloat && (math.IsInf(f, 0) || math.IsNaN(f)) {
			d.errorf(n, "%s: %s is not a finite number", label, n.Value)
			return nil, false
		}
		return v, true
	default:
		d.errorf(n, "%s: the YAML tag %s is not supported; remove it", label, tag)
		return nil, false
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// suggest returns the candidate closest to s when it is close enough to be
// a likely typo, or "".
func suggest(s string, candidates []string) string {
	best, bestDist := "", -1
	for _, c := range candidates {
		dist := editdist.Distance(s, c, 2)
		if bestDist < 0 || dist < bestDist {
			best, bestDist = c, dist
		}
	}
	if bestDist < 0 || bestDist > 2 || bestDist > len([]rune(s))/3 {
		return ""
	}
	return best
}
