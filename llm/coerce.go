package llm

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"edge/lang"
)

// Coerce returns v made to fit the schema s where one reading is certain,
// and v as it is elsewhere, for the validator to refuse:
//
//   - a number written as text: "50%" → 50, "fifty" → 50, "26 degrees" →
//     26, "-10" → -10, in any language's numbers (a number with a unit
//     word, and nothing else);
//   - a boolean written as text: "true", "1", or a word of any
//     language's lang.TrueWords ("on", "yes") → true, and "false", "0",
//     or one of lang.FalseWords ("off", "no") → false;
//   - a single value where a list is required → a list of that one value,
//     and a list of one value where a single value is required → that value;
//   - a text in the wrong case or with spaces around it where the schema
//     lists the allowed texts → the allowed text ("Heat" → "heat").
//
// Objects and lists are coerced member by member. Coerce never changes what
// a value says and never clamps: 150 stays 150 whatever the maximum.
func Coerce(v any, s *jsonschema.Schema) any {
	if s == nil || v == nil {
		return v
	}
	typ := schemaType(s)
	if list, ok := v.([]any); ok && len(list) == 1 && typ != "array" && typ != "" {
		v = list[0]
	}
	switch typ {
	case "array":
		list, ok := v.([]any)
		if !ok {
			return []any{Coerce(v, s.Items)}
		}
		out := make([]any, len(list))
		for i, x := range list {
			out[i] = Coerce(x, s.Items)
		}
		return out
	case "object":
		m, ok := v.(map[string]any)
		if !ok {
			return v
		}
		out := make(map[string]any, len(m))
		for k, x := range m {
			out[k] = Coerce(x, s.Properties[k])
		}
		return out
	case "integer", "number":
		if str, ok := v.(string); ok {
			if n, ok := ParseNumber(str); ok {
				return n
			}
		}
	case "boolean":
		if str, ok := v.(string); ok {
			if b, ok := parseBool(str); ok {
				return b
			}
		}
	case "string":
		if str, ok := v.(string); ok && len(s.Enum) > 0 {
			return enumValue(str, s.Enum)
		}
	}
	return v
}

// schemaType is the one non-null type of a schema, or "" for none or many.
func schemaType(s *jsonschema.Schema) string {
	if s.Type != "" {
		return s.Type
	}
	typ := ""
	for _, t := range s.Types {
		if t == "null" {
			continue
		}
		if typ != "" {
			return ""
		}
		typ = t
	}
	return typ
}

// ParseNumber reads a number written as text, in digits or the number
// words of the language it is written in (lang.Pack.Number), with an
// optional sign and unit: "50%", "-10", "twenty six", "2700 K". ok is
// false for anything else, including text around the number ("about 50").
func ParseNumber(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	sign := 1.0
	switch {
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	case strings.HasPrefix(s, "-"):
		s, sign = s[1:], -1
	case strings.HasPrefix(s, "−"):
		s, sign = strings.TrimPrefix(s, "−"), -1
	}
	if f, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
		return sign * f, true
	}
	n, ok := lang.Detect(s).Number(s)
	return sign * n, ok
}

func parseBool(s string) (bool, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "true" || s == "1" || slices.Contains(lang.Words(lang.TrueWords), s):
		return true, true
	case s == "false" || s == "0" || slices.Contains(lang.Words(lang.FalseWords), s):
		return false, true
	}
	return false, false
}

// enumValue is the allowed text that s is, ignoring case and spaces
// around it; s itself when none is.
func enumValue(s string, enum []any) any {
	if slices.Contains(enum, any(s)) {
		return s
	}
	t := strings.TrimSpace(s)
	for _, e := range enum {
		if es, ok := e.(string); ok && strings.EqualFold(es, t) {
			return es
		}
	}
	return s
}
