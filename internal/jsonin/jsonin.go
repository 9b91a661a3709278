// Package jsonin checks JSON that comes from outside edge (a request
// body, a line of edge ask) before it is decoded: encoding/json takes the
// last of two values given to one key, and matches keys whatever their
// case, so {"text": "lights off", "Text": "unlock the door"} would say one
// thing to a reader and another to edge. A key given twice in an object,
// in any case, is refused.
package jsonin

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode"
)

// CheckKeys reports the first key given twice in an object of data
// (keys that differ only in case are the same key), or data's syntax
// error. It does not check what follows the first value.
func CheckKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	// each open object's keys seen (folded), and whether a key is expected
	type frame struct {
		keys   map[string]bool
		object bool
		key    bool
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if k, isKey := tok.(string); isKey && top != nil && top.object && top.key {
			f := fold(k)
			if top.keys[f] {
				return fmt.Errorf("the key %q is given twice in one object", k)
			}
			top.keys[f] = true
			top.key = false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{keys: map[string]bool{}, object: true, key: true})
			continue
		case json.Delim('['):
			stack = append(stack, &frame{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			return nil
		}
		if top := stack[len(stack)-1]; top.object {
			top.key = true
		}
	}
}

// fold is the form of a key that encoding/json matches a field by: each
// letter as the least of the letters that fold to it.
func fold(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		rs[i] = least
	}
	return string(rs)
}

// ErrTrailing says something follows the JSON value.
var ErrTrailing = errors.New("more after the JSON value")

// Decode decodes data, one JSON value and nothing after it but spaces,
// into v, after CheckKeys. strict refuses keys v has no field of.
func Decode(data []byte, v any, strict bool) error {
	if err := CheckKeys(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrTrailing
	}
	return nil
}
