package drivers

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"

	"edge/home"
)

// command is the resolved form of one command on one set of capabilities:
// its arguments, its JSON schema and what the friendly checks need.
type command struct {
	args     map[string]home.ArgSpec
	names    []string // argument names, sorted
	required bool
	pairs    [][2]string // absolute argument and its step twin
	patterns map[string]*regexp.Regexp
	schema   *jsonschema.Schema
	resolved *jsonschema.Resolved
}

// commands caches *command by capability set, modes and command name
// (cacheKey).
var commands sync.Map

func cacheKey(dev *home.Device, name string) string {
	caps := slices.Clone(dev.Capabilities)
	sort.Strings(caps)
	caps = slices.Compact(caps)
	return strings.Join(caps, ",") + "|" + strings.Join(dev.Modes, ",") + "|" + name
}

// lookup returns the resolved command, or an *ArgError when the device has
// no such command.
func lookup(dev *home.Device, name string) (*command, error) {
	key := cacheKey(dev, name)
	if c, ok := commands.Load(key); ok {
		return c.(*command), nil
	}
	spec, _, ok := dev.Command(name)
	if !ok {
		msg := "no such command (the device has no commands)"
		if cmds := dev.Commands(); len(cmds) > 0 {
			msg = "no such command (commands: " + strings.Join(cmds, ", ") + ")"
		}
		return nil, &ArgError{Device: dev.ID, Command: name, Msg: msg}
	}
	c, err := build(spec)
	if err != nil {
		return nil, fmt.Errorf("drivers: schema of %s %s: %w", dev.ID, name, err)
	}
	actual, _ := commands.LoadOrStore(key, c)
	return actual.(*command), nil
}

// build makes the JSON schema of the arguments object of spec: an object
// with one property per argument and no others, at least one property when
// the command needs arguments, and never an absolute argument together with
// its step twin.
func build(spec home.CommandSpec) (*command, error) {
	c := &command{
		args:     map[string]home.ArgSpec{},
		required: spec.Required,
		patterns: map[string]*regexp.Regexp{},
	}
	for _, a := range spec.Args {
		if _, dup := c.args[a.Name]; !dup {
			c.args[a.Name] = a
			c.names = append(c.names, a.Name)
		}
	}
	sort.Strings(c.names)
	s := &jsonschema.Schema{
		Type:                 "object",
		Properties:           map[string]*jsonschema.Schema{},
		PropertyOrder:        c.names,
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}
	if spec.Required {
		s.MinProperties = jsonschema.Ptr(1)
	}
	for _, n := range c.names {
		a := c.args[n]
		p, err := argSchema(a)
		if err != nil {
			return nil, err
		}
		s.Properties[n] = p
		if a.Pattern != "" {
			re, err := regexp.Compile(a.Pattern)
			if err != nil {
				return nil, fmt.Errorf("argument %s: %w", n, err)
			}
			c.patterns[n] = re
		}
		if !a.Step {
			continue
		}
		for _, m := range c.names {
			if b := c.args[m]; !b.Step && b.Of == a.Of {
				c.pairs = append(c.pairs, [2]string{m, n})
				s.AllOf = append(s.AllOf, &jsonschema.Schema{Not: &jsonschema.Schema{Required: []string{m, n}}})
			}
		}
	}
	r, err := s.Resolve(nil)
	if err != nil {
		return nil, err
	}
	c.schema, c.resolved = s, r
	return c, nil
}

func argSchema(a home.ArgSpec) (*jsonschema.Schema, error) {
	switch a.Kind {
	case home.Integer, home.Number:
		desc := a.Of + ", " + span(a.Min, a.Max)
		if a.Step {
			desc = "relative change of " + desc
		}
		return &jsonschema.Schema{
			Type:        string(a.Kind),
			Description: desc,
			Minimum:     jsonschema.Ptr(a.Min),
			Maximum:     jsonschema.Ptr(a.Max),
		}, nil
	case home.String:
		p := &jsonschema.Schema{Type: "string", Pattern: a.Pattern}
		for _, e := range a.Enum {
			p.Enum = append(p.Enum, e)
		}
		return p, nil
	}
	return nil, fmt.Errorf("argument %s: unknown kind %q", a.Name, a.Kind)
}

// Schema returns the JSON schema of the arguments object of command on dev,
// or an *ArgError when the device has no such command. The schema is the
// caller's to keep or change.
func Schema(dev *home.Device, command string) (*jsonschema.Schema, error) {
	c, err := lookup(dev, command)
	if err != nil {
		return nil, err
	}
	return c.schema.CloneSchemas(), nil
}

// Validate checks args against the schema of command on dev. It returns an
// *ArgError naming the device, the argument and what is allowed, e.g.
// "light.living_main: set: brightness 150 is out of range 0–100". Numbers
// may be any Go numeric type or json.Number; an integer argument takes a
// float with an integral value. Nothing is clamped or coerced.
func Validate(dev *home.Device, command string, args map[string]any) error {
	_, err := check(dev, command, args)
	return err
}

// Checker validates the arguments of many calls, as Validate does: the
// calls of a bulk action share their command and one map of arguments,
// checked once for each set of capabilities and modes. A Checker is for
// one batch of calls whose argument maps are not changed meanwhile; the
// zero value is ready to use; it is not safe for concurrent use.
type Checker struct {
	valid map[checkKey]map[string]any
}

type checkKey struct {
	command string // cacheKey
	args    uintptr
}

// Validate is Validate, once for calls with the same command on the same
// capabilities and modes and the same map of arguments.
func (k *Checker) Validate(dev *home.Device, command string, args map[string]any) error {
	_, err := k.check(dev, command, args)
	return err
}

// check is check, remembering the arguments that passed.
func (k *Checker) check(dev *home.Device, name string, args map[string]any) (map[string]any, error) {
	key := checkKey{cacheKey(dev, name), uintptr(reflect.ValueOf(args).UnsafePointer())}
	if clean, ok := k.valid[key]; ok {
		return clean, nil
	}
	clean, err := check(dev, name, args)
	if err == nil {
		if k.valid == nil {
			k.valid = map[checkKey]map[string]any{}
		}
		k.valid[key] = clean
	}
	return clean, err
}

// check validates args and returns a copy with every number as float64.
// Friendly checks word the common faults; the schema has the last word.
func check(dev *home.Device, name string, args map[string]any) (map[string]any, error) {
	c, err := lookup(dev, name)
	if err != nil {
		return nil, err
	}
	fail := func(arg, format string, a ...any) error {
		return &ArgError{Device: dev.ID, Command: name, Arg: arg, Msg: fmt.Sprintf(format, a...)}
	}
	keys := slices.Sorted(maps.Keys(args))
	for _, k := range keys {
		if _, ok := c.args[k]; ok {
			continue
		}
		if len(c.names) == 0 {
			return nil, fail(k, "unknown argument %s (%s takes no arguments)", show(k), name)
		}
		return nil, fail(k, "unknown argument %s (allowed: %s)", show(k), strings.Join(c.names, ", "))
	}
	clean := make(map[string]any, len(args))
	for _, k := range keys {
		v, msg := c.checkArg(c.args[k], args[k])
		if msg != "" {
			return nil, fail(k, "%s", msg)
		}
		clean[k] = v
	}
	for _, p := range c.pairs {
		_, abs := args[p[0]]
		_, rel := args[p[1]]
		if abs && rel {
			return nil, fail(p[1], "%s and %s cannot be given together", p[0], p[1])
		}
	}
	if c.required && len(args) == 0 {
		if len(c.names) == 1 {
			return nil, fail("", "needs %s", c.names[0])
		}
		return nil, fail("", "needs one of %s", strings.Join(c.names, ", "))
	}
	if err := c.resolved.Validate(clean); err != nil {
		return nil, fail("", "arguments do not fit the schema: %v", err)
	}
	return clean, nil
}

// checkArg returns the argument's value (numbers as float64), or a message
// naming the argument and what it allows.
func (c *command) checkArg(a home.ArgSpec, v any) (any, string) {
	switch a.Kind {
	case home.Integer, home.Number:
		n, ok := Number(v)
		if !ok {
			return nil, fmt.Sprintf("%s must be %s, got %s", a.Name, kindName(a.Kind), show(v))
		}
		if math.IsNaN(n) || math.IsInf(n, 0) {
			return nil, fmt.Sprintf("%s must be a finite number, got %s", a.Name, show(v))
		}
		if a.Kind == home.Integer && n != math.Trunc(n) {
			return nil, fmt.Sprintf("%s must be an integer, got %s", a.Name, show(n))
		}
		if n < a.Min || n > a.Max {
			return nil, fmt.Sprintf("%s %s is out of range %s", a.Name, show(n), span(a.Min, a.Max))
		}
		return n, ""
	default: // home.String; build refuses other kinds
		s, ok := v.(string)
		if !ok {
			return nil, fmt.Sprintf("%s must be a string, got %s", a.Name, show(v))
		}
		if len(a.Enum) > 0 && !slices.Contains(a.Enum, s) {
			return nil, fmt.Sprintf("%s %s is not one of %s", a.Name, show(s), strings.Join(a.Enum, ", "))
		}
		if re := c.patterns[a.Name]; re != nil && !re.MatchString(s) {
			return nil, fmt.Sprintf("%s %s does not match %s", a.Name, show(s), a.Pattern)
		}
		return s, ""
	}
}

// Number converts any Go number or json.Number to float64: the numbers a
// home file, the store or a caller may hold.
func Number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case float32:
		return float64(n), true
	case int:
		return float64(n), true
	case int8:
		return float64(n), true
	case int16:
		return float64(n), true
	case int32:
		return float64(n), true
	case int64:
		return float64(n), true
	case uint:
		return float64(n), true
	case uint8:
		return float64(n), true
	case uint16:
		return float64(n), true
	case uint32:
		return float64(n), true
	case uint64:
		return float64(n), true
	case json.Number:
		f, err := strconv.ParseFloat(string(n), 64)
		return f, err == nil || errors.Is(err, strconv.ErrRange)
	}
	return 0, false
}

func kindName(k home.ArgKind) string {
	if k == home.Integer {
		return "an integer"
	}
	return "a number"
}

// span formats an inclusive range, e.g. "0–100".
func span(lo, hi float64) string {
	return strconv.FormatFloat(lo, 'f', -1, 64) + "–" + strconv.FormatFloat(hi, 'f', -1, 64)
}

// maxShow bounds how much of a value an error message quotes.
const maxShow = 40

// show renders a value for an error message as JSON, cut to maxShow runes.
func show(v any) string {
	var s string
	if b, err := json.Marshal(v); err == nil {
		s = string(b)
	} else {
		s = fmt.Sprintf("%v", v)
	}
	if utf8.RuneCountInString(s) > maxShow {
		s = string([]rune(s)[:maxShow]) + "…"
	}
	return s
}
