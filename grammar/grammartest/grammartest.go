// Package grammartest checks a pack's hand-written parser against its
// participle grammar: on the tokens of sentences, and on random token
// streams of every type and of the grammar's literal words, which reach
// every rule and every way a rule fails.
package grammartest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Same compares the hand-written parser fast with participle's p on
// tokens (without EOF): where fast is sure it must give participle's
// tree, and it must be sure whenever participle parses them. It returns
// what differs, or "".
func Same[G any](p *participle.Parser[G], fast func(*grammar.Cursor) (*G, bool), toks []lexer.Token) string {
	want, err := grammar.ParseTokens(p, toks)
	got, ok := grammar.FastTokens(toks, fast)
	switch {
	case err == nil && !ok:
		return fmt.Sprintf("%s: participle parses, the hand-written parser gives up", grammar.Show(toks))
	case err != nil && ok:
		return fmt.Sprintf("%s: participle fails (%v), the hand-written parser gives %#v", grammar.Show(toks), err, got)
	case ok && !reflect.DeepEqual(got, want):
		return fmt.Sprintf("%s:\n got %s\nwant %s", grammar.Show(toks), show(got), show(want))
	}
	return ""
}

func show(v any) string { return fmt.Sprintf("%+v", deref(reflect.ValueOf(v))) }

// deref writes a tree with its pointers followed.
func deref(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		return "&" + deref(v.Elem())
	case reflect.Slice:
		s := "["
		for i := range v.Len() {
			s += deref(v.Index(i)) + " "
		}
		return s + "]"
	case reflect.Struct:
		s := "{"
		for i := range v.NumField() {
			if f := v.Field(i); !f.IsZero() {
				s += v.Type().Field(i).Name + ":" + deref(f) + " "
			}
		}
		return s + "}"
	}
	return fmt.Sprintf("%q", fmt.Sprint(v.Interface()))
}

// Random makes n random tokens: each a value of words with a random
// token type of the grammars, in columns that follow one another.
func Random(r *rand.Rand, words []string, n int) []lexer.Token {
	types := make([]lexer.TokenType, 0, len(grammar.TypeNames()))
	for name, t := range grammar.TypeNames() {
		if name != "EOF" {
			types = append(types, t)
		}
	}
	slices.Sort(types)
	out := make([]lexer.Token, n)
	for i := range out {
		t := types[r.IntN(len(types))]
		w := words[r.IntN(len(words))]
		out[i] = lexer.Token{Type: t, Value: w, Pos: lexer.Position{Line: 1, Column: 2*i + 1, Offset: 2 * i}}
	}
	return out
}
