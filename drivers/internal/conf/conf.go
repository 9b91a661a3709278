// Package conf reads the settings of a device's driver block (a
// map[string]any decoded from YAML or JSON: whole numbers arrive as int from
// a home file and as float64 from the store) with errors that name the
// field. A Block remembers the first problem and every key asked about, so
// that a driver reads all its fields and then asks Err once, which also
// refuses keys nobody asked about (a misspelt "activelow" is an error, not
// a silently ignored setting).
package conf

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"edge/drivers"
	"edge/home"
)

// Block reads one driver block, or one map nested in it.
type Block struct {
	prefix string // "" or "registers.temperature."
	m      map[string]any
	used   map[string]bool
	err    *error // shared with the nested blocks
}

// New reads the driver block of dev. The kind and max_age_ms (which the
// drivers package checks) count as known.
func New(dev *home.Device) *Block {
	var err error
	return &Block{m: dev.Driver.Config, used: map[string]bool{drivers.ConfigMaxAge: true}, err: &err}
}

// Errorf records a problem with the field key (the first problem wins).
func (b *Block) Errorf(key, format string, a ...any) {
	if *b.err == nil {
		*b.err = fmt.Errorf("%s%s: %s", b.prefix, key, fmt.Sprintf(format, a...))
	}
}

// Err returns the first problem recorded, else an error naming the keys
// of this block that nobody asked about (which it records, so that the
// Err of the enclosing block reports it too), else nil.
func (b *Block) Err() error {
	if *b.err != nil {
		return *b.err
	}
	var unknown []string
	for k := range b.m {
		if !b.used[k] {
			unknown = append(unknown, b.prefix+k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	var known []string
	for k := range b.used {
		if k != drivers.ConfigMaxAge {
			known = append(known, k)
		}
	}
	sort.Strings(known)
	*b.err = fmt.Errorf("unknown field %s (known here: %s)", strings.Join(unknown, ", "), strings.Join(known, ", "))
	return *b.err
}

// Has reports whether key is present (and marks it known).
func (b *Block) Has(key string) bool {
	b.used[key] = true
	_, ok := b.m[key]
	return ok
}

func (b *Block) get(key string) (any, bool) {
	b.used[key] = true
	v, ok := b.m[key]
	if ok && v == nil {
		b.Errorf(key, "has no value")
		return nil, false
	}
	return v, ok
}

// String returns the string under key, or def when it is absent.
func (b *Block) String(key, def string) string {
	v, ok := b.get(key)
	if !ok {
		return def
	}
	s, ok := v.(string)
	if !ok {
		b.Errorf(key, "%v is not a string", v)
		return def
	}
	return s
}

// Required returns the non-empty string under key, recording an error
// when it is absent or empty.
func (b *Block) Required(key string) string {
	if !b.Has(key) {
		b.Errorf(key, "is missing")
		return ""
	}
	s := b.String(key, "")
	if s == "" {
		b.Errorf(key, "is empty")
	}
	return s
}

// Int returns the whole number under key (def when absent), which must be
// within [lo, hi].
func (b *Block) Int(key string, def, lo, hi int) int {
	v, ok := b.get(key)
	if !ok {
		return def
	}
	n, ok := whole(v)
	if !ok {
		b.Errorf(key, "%v is not a whole number", quote(v))
		return def
	}
	if n < lo || n > hi {
		b.Errorf(key, "%d is out of range %d–%d", n, lo, hi)
		return def
	}
	return n
}

// MaxFloat bounds the numbers Float accepts (scales and offsets).
const MaxFloat = 1e9

// Float returns the number under key (def when absent), which must be
// within ±MaxFloat.
func (b *Block) Float(key string, def float64) float64 {
	v, ok := b.get(key)
	if !ok {
		return def
	}
	var x float64
	switch n := v.(type) {
	case int:
		x = float64(n)
	case int64:
		x = float64(n)
	case float64:
		x = n
	default:
		b.Errorf(key, "%v is not a number", quote(v))
		return def
	}
	if math.IsNaN(x) || math.Abs(x) > MaxFloat {
		b.Errorf(key, "%v is out of range ±%g", x, float64(MaxFloat))
		return def
	}
	return x
}

// Bool returns the boolean under key, or def when it is absent.
func (b *Block) Bool(key string, def bool) bool {
	v, ok := b.get(key)
	if !ok {
		return def
	}
	x, ok := v.(bool)
	if !ok {
		b.Errorf(key, "%v is not true or false", quote(v))
		return def
	}
	return x
}

// OneOf returns the string under key, which must be one of choices (def
// when absent).
func (b *Block) OneOf(key, def string, choices ...string) string {
	s := b.String(key, def)
	for _, c := range choices {
		if s == c {
			return s
		}
	}
	b.Errorf(key, "%q is not one of %s", s, strings.Join(choices, ", "))
	return def
}

// Map returns the nested map under key as a Block of its own, and whether
// it is present. Problems in it are recorded here, named "key.field".
func (b *Block) Map(key string) (*Block, bool) {
	v, ok := b.get(key)
	if !ok {
		return nil, false
	}
	m, ok := v.(map[string]any)
	if !ok {
		b.Errorf(key, "%v is not a map", quote(v))
		return nil, false
	}
	return b.Nested(key, m), true
}

// Nested returns a Block reading m, whose problems are recorded here,
// named "key.field".
func (b *Block) Nested(key string, m map[string]any) *Block {
	return &Block{prefix: b.prefix + key + ".", m: m, used: map[string]bool{}, err: b.err}
}

// Keys returns the keys of the block, sorted, marking them known.
func (b *Block) Keys() []string {
	keys := make([]string, 0, len(b.m))
	for k := range b.m {
		keys = append(keys, k)
		b.used[k] = true
	}
	sort.Strings(keys)
	return keys
}

// Value returns the raw value under key (marking it known).
func (b *Block) Value(key string) (any, bool) {
	return b.get(key)
}

// Whole converts a whole number from a driver block.
func Whole(v any) (int, bool) { return whole(v) }

func whole(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int64:
		if n >= math.MinInt32 && n <= math.MaxInt32 {
			return int(n), true
		}
	case float64:
		if n == math.Trunc(n) && n >= math.MinInt32 && n <= math.MaxInt32 {
			return int(n), true
		}
	}
	return 0, false
}

func quote(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}
