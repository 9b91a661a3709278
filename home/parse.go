package home

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"edge/internal/editdist"

	"go.yaml.in/yaml/v3"
)

// Error is one problem in a home file, at a line (1-based; 0 means the
// line is not known).
type Error struct {
	File string
	Line int
	Msg  string
}

// Error formats the problem as "file:line: message" ("file: message"
// without a line).
func (e *Error) Error() string {
	if e.Line <= 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// ErrorList is every problem found in a home file. Parse returns it sorted
// by line.
type ErrorList []*Error

// Error lists the problems one per line, sorted by line.
func (l ErrorList) Error() string {
	s := make(ErrorList, len(l))
	copy(s, l)
	s.sort()
	lines := make([]string, len(s))
	for i, e := range s {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap gives the problems to errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

func (l ErrorList) sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Line < l[j].Line })
}

// Parse decodes and validates a home file (CONTRACT §1), YAML or JSON.
// filename only labels the problems. On any problem it returns a nil Home
// and an ErrorList holding every problem found, each with its line.
func Parse(filename string, data []byte) (*Home, error) {
	return ParseNames(filename, data, nil)
}

// ParseNames is Parse that also runs the name check with read (see
// CheckNames), at the lines of the names: every name or alias that reads
// as more than a name (unless its device says `allow_collision: true`),
// and entities said alike where the room does not tell them apart. A nil
// read checks the characters of names only.
func ParseNames(filename string, data []byte, read NameReader) (*Home, error) {
	return ParseContext(context.Background(), filename, data, read)
}

// ParseContext is ParseNames that stops when ctx ends, with ctx's error: a
// big file takes seconds.
func ParseContext(ctx context.Context, filename string, data []byte, read NameReader) (*Home, error) {
	d := &decoder{ctx: ctx, file: filename, seen: map[problem]bool{}, budget: 10*len(data) + 1000}
	root, ok := d.document(data)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !ok {
		return nil, d.result()
	}
	p := &parser{decoder: d, ids: map[string]*entry{}}
	p.home(root)
	p.crossCheck()
	if len(d.errs) == 0 && read != nil {
		p.names(func(h *Home) Reading { return untilDone{ctx, read(h)} })
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if len(d.errs) > 0 {
		return nil, d.result()
	}
	h := p.out
	h.namesChecked = read != nil
	return &h, nil
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError turns an error of the YAML parser into a positioned problem.
// When the parser gives no line, the first character YAML refuses names it.
func (d *decoder) syntaxError(err error, data []byte) {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		d.add(line, 0, "syntax error: "+m[2])
		return
	}
	d.add(badCharLine(data), 0, "syntax error: "+strings.TrimPrefix(msg, "yaml: "))
}

// badCharLine returns the line of the first byte that is not valid UTF-8
// or is a character YAML does not allow, or 1.
func badCharLine(data []byte) int {
	line := 1
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		allowed := r == '\t' || r == '\n' || r == '\r' || r == 0x85 ||
			r >= 0x20 && r <= 0x7e || r >= 0xa0 && r <= 0xd7ff || r >= 0xe000 && r <= 0xfffd || r >= 0x10000
		if r == utf8.RuneError && size <= 1 || !allowed {
			return line
		}
		if r == '\n' {
			line++
		}
		data = data[size:]
	}
	return 1
}

// document parses the bytes into the root mapping of the single document.
func (d *decoder) document(data []byte) (*yaml.Node, bool) {
	dec := yaml.NewDecoder(ctxReader{d.ctx, bytes.NewReader(data)})
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if d.ctx.Err() != nil {
			return nil, false
		}
		if err == io.EOF {
			d.add(1, 0, "the file is empty; a home file is a mapping with name, floors, rooms, devices, groups and scenes")
			return nil, false
		}
		d.syntaxError(err, data)
		return nil, false
	}
	for {
		var next yaml.Node
		err := dec.Decode(&next)
		if err == io.EOF {
			break
		}
		if err != nil {
			d.syntaxError(err, data)
			break
		}
		if len(next.Content) == 1 && !isNull(next.Content[0]) {
			d.add(next.Line, next.Column, "a home file holds one YAML document; remove the second one (after ---)")
			break
		}
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	root = d.deref(root)
	if root == nil {
		return nil, false
	}
	if root.Kind == yaml.DocumentNode || isNull(root) {
		d.add(max(root.Line, 1), 0, "the file is empty; a home file is a mapping with name, floors, rooms, devices, groups and scenes")
		return nil, false
	}
	if root.Kind != yaml.MappingNode {
		d.add(root.Line, root.Column, "the top level must be a mapping with name, floors, rooms, devices, groups and scenes, not "+describe(root))
		return nil, false
	}
	return root, true
}

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
