package llm

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"edge/compile"
	"edge/home"
	"edge/ir"
	"edge/lang"
)

// The vocabulary of the IR the model may use, as enums of its schema: the
// verbs, parameters, asked words and quantities come from home's
// capability table.
var (
	// verbs are the canonical verbs of ir.Clause; they are also every
	// command a capability (or a scene) has.
	verbs = commandNames()
	// paramNames are the names of ir.Param, "level" being a percentage
	// whose attribute depends on the device.
	paramNames = compile.Params()
	quantities = home.Quantities()
	ops        = []string{">", ">=", "<", "<=", "="}
)

// commandNames lists every command of every capability, and "activate".
func commandNames() []string {
	seen := map[string]bool{"activate": true}
	for _, c := range home.Capabilities() {
		for _, cmd := range c.Commands {
			seen[cmd.Name] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// irSchema is the schema the fallback asks the model to fill, built once.
var irSchema = sync.OnceValues(buildIRSchema)

// IRSchema returns the JSON schema of the IR the model is asked for: the
// schema of ir.Program inferred from its Go types (jsonschema.For), less
// Reply (a model never answers a question for the user), Confidence (the
// grammar's measure) and a clause's Actions (the grammar's reading of the
// verb, compile.Actions), When and Until (times are the grammar's) and a condition's
// State and Not (conditions on a device's state are the grammar's), with the vocabulary as enums (languages, kinds,
// verbs, device classes, parameter names, asked attributes, condition
// quantities and operators) and bounds on clauses and parameters. An
// excepted target is a target without exceptions of its own. The schema is
// the caller's to keep or change.
func IRSchema() (*jsonschema.Schema, error) {
	b, err := irSchema()
	if err != nil {
		return nil, err
	}
	return b.schema.CloneSchemas(), nil
}

type builtSchema struct {
	schema   *jsonschema.Schema
	resolved *jsonschema.Resolved
	json     []byte // the schema as the request's format
	compact  string // the schema as the prompt says it (Compact)
	// system is the system message of a compile prompt, and its tokens.
	system       string
	systemTokens int
}

func buildIRSchema() (*builtSchema, error) {
	// ir.Target holds its exceptions as targets: break the cycle with a
	// placeholder, then put the target's own schema (without Except) there.
	except := reflect.TypeFor[[]ir.Target]()
	opts := &jsonschema.ForOptions{TypeSchemas: map[reflect.Type]*jsonschema.Schema{except: {Type: "array"}}}
	s, err := jsonschema.For[ir.Program](opts)
	if err != nil {
		return nil, err
	}
	simplify(s)
	for _, k := range []string{"reply", "confidence"} {
		delete(s.Properties, k)
		s.PropertyOrder = without(s.PropertyOrder, k)
	}
	s.Required = []string{"lang", "clauses"}
	enum(s.Properties["lang"], lang.Codes()...)
	clauses := s.Properties["clauses"]
	clauses.MaxItems = jsonschema.Ptr(maxClauses)
	cl := clauses.Items
	cl.Required = []string{"kind", "target"}
	enum(cl.Properties["kind"], string(ir.Act), string(ir.Query))
	enum(cl.Properties["verb"], verbs...)
	// the model sets no time: timers, and what a command lasts until,
	// are the grammar's.
	for _, k := range []string{"actions", "when", "until"} {
		delete(cl.Properties, k)
		cl.PropertyOrder = without(cl.PropertyOrder, k)
	}
	enum(cl.Properties["ask"], home.AskWords()...)
	cl.Properties["params"].MaxItems = jsonschema.Ptr(maxParams)
	enum(cl.Properties["params"].Items.Properties["name"], paramNames...)
	target := cl.Properties["target"]
	enum(target.Properties["class"], slices.Sorted(maps.Keys(ir.Classes))...)
	leaf := target.CloneSchemas()
	delete(leaf.Properties, "except")
	leaf.PropertyOrder = without(leaf.PropertyOrder, "except")
	leaf.Title = "Target"
	target.Properties["except"].Items = leaf
	cond := cl.Properties["condition"]
	// a condition on a device's state is the grammar's.
	for _, k := range []string{"state", "not"} {
		delete(cond.Properties, k)
		cond.PropertyOrder = without(cond.PropertyOrder, k)
	}
	enum(cond.Properties["quantity"], quantities...)
	enum(cond.Properties["op"], ops...)
	cond.Properties["target"] = leaf.CloneSchemas()
	cond.Required = []string{"quantity", "op", "value"}

	r, err := s.Resolve(nil)
	if err != nil {
		return nil, fmt.Errorf("llm: IR schema: %w", err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	bs := &builtSchema{schema: s, resolved: r, json: b, compact: Compact(s)}
	bs.system = fmt.Sprintf(compileRules, languageNames(), bs.compact, lang.Default().Code())
	bs.systemTokens = EstimateTokens(bs.system)
	return bs, nil
}

// maxClauses and maxParams bound the clauses of one model answer and the
// parameters of a clause.
const (
	maxClauses = 4
	maxParams  = 3
)

// simplify makes the inferred schema plain: a slice is an array, not
// "null or array".
func simplify(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if slices.Contains(s.Types, "array") {
		s.Types, s.Type = nil, "array"
	}
	for _, p := range s.Properties {
		simplify(p)
	}
	simplify(s.Items)
}

// without returns a copy of order without key (the original may be shared
// between clones of a schema).
func without(order []string, key string) []string {
	var out []string
	for _, k := range order {
		if k != key {
			out = append(out, k)
		}
	}
	return out
}

func enum(s *jsonschema.Schema, values ...string) {
	s.Enum = nil
	for _, v := range values {
		s.Enum = append(s.Enum, v)
	}
}

// Compact renders a schema in the short notation the prompt uses: objects
// as {key:type,optional?:type}, arrays as [type], enums as a|b|c, numbers
// with their range ("integer 0..100"), strings with their pattern. An enum
// or an object that appears more than once is named (its title, or the
// first property that has it) and defined once, on a line of its own. It
// says what the schema says in about a third of the tokens of its JSON.
func Compact(s *jsonschema.Schema) string {
	c := &compactor{count: map[string]int{}, names: map[string]string{}}
	var walk func(*jsonschema.Schema)
	walk = func(s *jsonschema.Schema) {
		if s == nil {
			return
		}
		if t := schemaType(s); len(s.Enum) > 0 || t == "object" {
			c.count[c.render(s, "", false)]++
		}
		for _, k := range s.PropertyOrder {
			walk(s.Properties[k])
		}
		walk(s.Items)
	}
	walk(s)
	return strings.Join(append([]string{c.render(s, "", true)}, c.defs...), "\n")
}

type compactor struct {
	count map[string]int    // plain rendering → times it appears
	names map[string]string // plain rendering → name
	defs  []string
}

// render renders s, the value of property key; with name set, what
// appears more than once is named.
func (c *compactor) render(s *jsonschema.Schema, key string, name bool) string {
	if len(s.Enum) > 0 {
		return c.named(s, key, name, enumText(s))
	}
	switch typ := schemaType(s); typ {
	case "object":
		var b strings.Builder
		b.WriteByte('{')
		for i, k := range s.PropertyOrder {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(k)
			if !slices.Contains(s.Required, k) {
				b.WriteByte('?')
			}
			b.WriteByte(':')
			b.WriteString(c.render(s.Properties[k], k, name))
		}
		b.WriteByte('}')
		return c.named(s, key, name, b.String())
	case "array":
		return "[" + c.render(s.Items, key, name) + "]"
	case "integer", "number":
		if s.Minimum != nil && s.Maximum != nil {
			return typ + " " + strconv.FormatFloat(*s.Minimum, 'f', -1, 64) + ".." + strconv.FormatFloat(*s.Maximum, 'f', -1, 64)
		}
		return typ
	case "string":
		if s.Pattern != "" {
			return "string matching " + s.Pattern
		}
		return typ
	default:
		return typ
	}
}

// named returns the name of an enum or object that appears more than
// once, defining it the first time; text is its rendering.
func (c *compactor) named(s *jsonschema.Schema, key string, name bool, text string) string {
	if !name {
		return text
	}
	plain := c.render(s, key, false)
	if c.count[plain] < 2 {
		return text
	}
	if n, ok := c.names[plain]; ok {
		return n
	}
	n := s.Title
	if n == "" {
		n = strings.ToUpper(key[:1]) + key[1:]
	}
	c.names[plain] = n
	c.defs = append(c.defs, n+"="+text)
	return n
}

func enumText(s *jsonschema.Schema) string {
	parts := make([]string, len(s.Enum))
	for i, v := range s.Enum {
		str := fmt.Sprint(v)
		if !isWord(str) {
			str = strconv.Quote(str)
		}
		parts[i] = str
	}
	return strings.Join(parts, "|")
}

func isWord(s string) bool {
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}
