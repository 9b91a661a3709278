package store

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// A device's state is stored as a small flat JSON object, such as
// {"brightness":50,"color":null,"mode":"cool","on":true}. A turn acting on
// thousands of devices reads and writes thousands of them, so the common
// shape is read and written here without encoding/json's reflection: an
// object whose keys and strings are plain printable ASCII (no '"', '\\',
// '<', '>' or '&') and whose values are numbers, true, false, null or such
// strings. Anything else goes to encoding/json whole, so that the result,
// and any error, is always the one encoding/json gives.

// decodeState reads a stored state, as json.Unmarshal into a map[string]any
// reads it.
func decodeState(id string, v []byte) (map[string]any, error) {
	if state, ok := decodeFlat(v); ok {
		return state, nil
	}
	state := map[string]any{}
	if err := json.Unmarshal(v, &state); err != nil {
		return nil, fmt.Errorf("state of device %q: %w: %v", id, ErrCorrupt, err)
	}
	return state, nil
}

// encodeState gives the bytes json.Marshal gives for a state.
func encodeState(state map[string]any) ([]byte, error) {
	if data, ok := encodeFlat(state); ok {
		return data, nil
	}
	return json.Marshal(state)
}

// decodeFlat reads a flat object; false when v is anything else.
func decodeFlat(v []byte) (map[string]any, bool) {
	i := skipSpace(v, 0)
	if i == len(v) || v[i] != '{' {
		return nil, false
	}
	state := map[string]any{}
	i = skipSpace(v, i+1)
	if i < len(v) && v[i] == '}' {
		return state, skipSpace(v, i+1) == len(v)
	}
	for {
		key, j, ok := plainAt(v, i)
		if !ok {
			return nil, false
		}
		i = skipSpace(v, j)
		if i == len(v) || v[i] != ':' {
			return nil, false
		}
		var val any
		if val, i, ok = valueAt(v, skipSpace(v, i+1)); !ok {
			return nil, false
		}
		n := len(state)
		if state[key] = val; len(state) == n {
			return nil, false
		}
		i = skipSpace(v, i)
		if i == len(v) {
			return nil, false
		}
		switch v[i] {
		case ',':
			i = skipSpace(v, i+1)
		case '}':
			return state, skipSpace(v, i+1) == len(v)
		default:
			return nil, false
		}
	}
}

func skipSpace(v []byte, i int) int {
	for i < len(v) && (v[i] == ' ' || v[i] == '\t' || v[i] == '\n' || v[i] == '\r') {
		i++
	}
	return i
}

// plain tells whether a byte of a key or a string is written as itself by
// json.Marshal and read as itself by json.Unmarshal.
func plain(c byte) bool {
	return c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
}

// plainAt reads the string of plain bytes at v[i], and returns it and the
// index after it.
func plainAt(v []byte, i int) (string, int, bool) {
	if i == len(v) || v[i] != '"' {
		return "", 0, false
	}
	for j := i + 1; j < len(v); j++ {
		if v[j] == '"' {
			return string(v[i+1 : j]), j + 1, true
		}
		if !plain(v[j]) {
			return "", 0, false
		}
	}
	return "", 0, false
}

// valueAt reads the value at v[i], and returns it and the index after it.
func valueAt(v []byte, i int) (any, int, bool) {
	if i == len(v) {
		return nil, 0, false
	}
	switch c := v[i]; {
	case c == '"':
		s, j, ok := plainAt(v, i)
		return s, j, ok
	case c == 't' && hasAt(v, i, "true"):
		return true, i + 4, true
	case c == 'f' && hasAt(v, i, "false"):
		return false, i + 5, true
	case c == 'n' && hasAt(v, i, "null"):
		return nil, i + 4, true
	case c == '-' || c >= '0' && c <= '9':
		return numberAt(v, i)
	}
	return nil, 0, false
}

func hasAt(v []byte, i int, lit string) bool {
	return len(v)-i >= len(lit) && string(v[i:i+len(lit)]) == lit
}

// numberAt reads the JSON number at v[i] as a float64: JSON's grammar
// (no leading zeros, no '+', digits on both sides of a '.'), in float64's
// range.
func numberAt(v []byte, i int) (any, int, bool) {
	j := i
	if v[j] == '-' {
		j++
	}
	switch {
	case j < len(v) && v[j] == '0':
		j++
	case j < len(v) && v[j] >= '1' && v[j] <= '9':
		j = digits(v, j)
	default:
		return nil, 0, false
	}
	if j < len(v) && v[j] == '.' {
		k := digits(v, j+1)
		if k == j+1 {
			return nil, 0, false
		}
		j = k
	}
	if j < len(v) && (v[j] == 'e' || v[j] == 'E') {
		j++
		if j < len(v) && (v[j] == '+' || v[j] == '-') {
			j++
		}
		k := digits(v, j)
		if k == j {
			return nil, 0, false
		}
		j = k
	}
	if f, ok := smallInteger(v[i:j]); ok {
		return f, j, true
	}
	f, err := strconv.ParseFloat(string(v[i:j]), 64)
	if err != nil {
		return nil, 0, false
	}
	return f, j, true
}

// smallInteger reads a number of at most 15 digits and no fraction or
// exponent: exactly a float64, as strconv.ParseFloat reads it.
func smallInteger(num []byte) (float64, bool) {
	neg := num[0] == '-'
	if neg {
		num = num[1:]
	}
	if len(num) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range num {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	f := float64(n)
	if neg {
		f = -f
	}
	return f, true
}

func digits(v []byte, i int) int {
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	return i
}

// encodeFlat writes a flat state as json.Marshal does: keys sorted, no
// space; false when the state is anything else.
func encodeFlat(state map[string]any) ([]byte, bool) {
	if state == nil {
		return nil, false
	}
	var buf [16]string
	keys := buf[:0]
	size := 2
	for k := range state {
		if !plainString(k) {
			return nil, false
		}
		keys = append(keys, k)
		size += len(k) + 8
	}
	slices.Sort(keys)
	b := make([]byte, 0, size)
	b = append(b, '{')
	for n, k := range keys {
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, k...)
		b = append(b, '"', ':')
		switch x := state[k].(type) {
		case nil:
			b = append(b, "null"...)
		case bool:
			b = strconv.AppendBool(b, x)
		case string:
			if !plainString(x) {
				return nil, false
			}
			b = append(b, '"')
			b = append(b, x...)
			b = append(b, '"')
		case float64:
			if math.IsInf(x, 0) || math.IsNaN(x) {
				return nil, false
			}
			b = appendFloat(b, x)
		default:
			return nil, false
		}
	}
	return append(b, '}'), true
}

func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !plain(s[i]) {
			return false
		}
	}
	return true
}

// appendFloat writes a finite float64 as encoding/json does: like
// JavaScript, plain decimals between 1e-6 and 1e21, else an exponent
// without a leading zero (1e-7, not 1e-07).
func appendFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}
