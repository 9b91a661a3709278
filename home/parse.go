package home

import (
	"bytes"
	"context"
	"io"

	"go.yaml.in/yaml/v3"
)

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
