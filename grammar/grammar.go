// Package grammar is the plumbing the language packs build their grammars
// on: the token types (one per category of grammar word), a lexer driven
// by a pack's Lexicon (full-width folding, case, digits and symbols, words
// of spaced scripts, longest-match segmentation of unspaced ones), the
// positioned Error of a grammar or of compile, and the glue that runs a
// participle grammar over tokens. It holds no word of any language: the
// grammars and their words are in lang/en, lang/zh, ...
package grammar

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Error is a positioned error of a grammar or of compile: the rune column
// of the original text (from 1) and what went wrong.
type Error struct {
	Column int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("1:%d: %s", e.Column, e.Msg) }

// Errorf makes an Error at column 1: a problem of the whole utterance.
func Errorf(format string, a ...any) *Error {
	return &Error{Column: 1, Msg: fmt.Sprintf(format, a...)}
}

// Build builds a participle parser of grammar G over a lexicon's tokens.
func Build[G any](l *Lexicon) *participle.Parser[G] {
	return participle.MustBuild[G](participle.Lexer(definition{l}), participle.UseLookahead(8))
}

// Parse lexes text with a lexicon and parses it with p.
func Parse[G any](p *participle.Parser[G], l *Lexicon, text string) (*G, error) {
	toks := l.Tokens(text)
	if len(toks) == 0 {
		return nil, errNothing()
	}
	return parseTokens(p, withEOF(toks))
}

// definition is the participle lexer definition of a lexicon; Lex does
// the same as Tokens, so a grammar can also be driven from text.
type definition struct{ l *Lexicon }

func (definition) Symbols() map[string]lexer.TokenType { return TypeNames() }

func (d definition) Lex(_ string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	toks := d.l.Tokens(string(b))
	end := lexer.Position{Line: 1, Column: len([]rune(string(b))) + 1}
	return &sliceLexer{toks: append(toks, lexer.EOFToken(end))}, nil
}

type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	if l.i >= len(l.toks) {
		return l.toks[len(l.toks)-1], nil
	}
	t := l.toks[l.i]
	l.i++
	return t, nil
}

// Key is the canonical form of a name for matching, from a lexicon's
// tokens: separators and the tokens drop reports left out, spaced words
// put through fold (a language's plural folding) and joined by single
// spaces, unspaced content joined with nothing between.
func (l *Lexicon) Key(name string, drop func(lexer.Token) bool, fold func(string) string) string {
	key, _ := l.NameKey(name, drop, fold)
	return key
}

// NameKey is Key, and whether the name lexes into nothing but the words
// of names: content words, numbers, separators and the tokens drop
// reports, no grammar word.
func (l *Lexicon) NameKey(name string, drop func(lexer.Token) bool, fold func(string) string) (key string, plain bool) {
	var b strings.Builder
	prevSpaced, plain := false, true
	for _, t := range l.Tokens(name) {
		if t.Type == Sep || drop != nil && drop(t) {
			continue
		}
		if t.Type != Word && t.Type != Han && t.Type != Num {
			plain = false
		}
		v := t.Value
		first := []rune(v)[0]
		spaced := t.Type != Han && (l.Unspaced == nil || !l.Unspaced(first))
		if spaced {
			if fold != nil {
				v = fold(v)
			}
			if prevSpaced {
				b.WriteByte(' ')
			}
		}
		b.WriteString(v)
		prevSpaced = spaced
	}
	return b.String(), plain
}
