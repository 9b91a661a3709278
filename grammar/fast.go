package grammar

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Lookahead is how far the participle parsers look ahead: a branch of a
// grammar (an alternative, or one more round of a repetition) that fails
// after reading more than this many tokens fails the whole parse.
const Lookahead = 8

// Cursor is what a pack's hand-written parser reads: the tokens of a text
// ending with an EOF token, read by index. A hand-written parser does
// what its participle grammar does, rule for rule and in the same order,
// without participle's allocations; it reports every branch that fails
// (Fail), so that it gives up where participle would stop with an error.
type Cursor struct {
	toks    []lexer.Token
	stopped bool
}

// Type is the type of token i; EOF past the end.
func (c *Cursor) Type(i int) lexer.TokenType {
	if i >= len(c.toks) {
		return lexer.EOF
	}
	return c.toks[i].Type
}

// Value is the value of token i.
func (c *Cursor) Value(i int) string {
	if i >= len(c.toks) {
		return ""
	}
	return c.toks[i].Value
}

// Is reports whether token i is the word w (a literal of the grammar:
// any type).
func (c *Cursor) Is(i int, w string) bool { return i < len(c.toks) && c.toks[i].Value == w }

// Values are the values of tokens [i, j).
func (c *Cursor) Values(i, j int) []string {
	out := make([]string, j-i)
	for k := range out {
		out[k] = c.Value(i + k)
	}
	return out
}

// Seps reads ( Sep | Conj )*: the token after the separators and
// conjunctions from token i.
func (c *Cursor) Seps(i int) int {
	for c.Type(i) == Sep || c.Type(i) == Conj {
		i++
	}
	return i
}

// Pos is the position of token i.
func (c *Cursor) Pos(i int) lexer.Position { return c.toks[min(i, len(c.toks)-1)].Pos }

// Fail records a branch that began at token start and failed at token
// at: past the lookahead, participle fails the whole parse there.
func (c *Cursor) Fail(start, at int) {
	if at-start > Lookahead {
		c.stopped = true
	}
}

// Stopped reports whether a branch failed past the lookahead.
func (c *Cursor) Stopped() bool { return c.stopped }

// ParseFast lexes text with a lexicon and parses it with a hand-written
// parser of p's grammar; where that parser is not sure of participle's
// result (ok false: the words do not parse, or a branch failed past the
// lookahead) p parses the same tokens, and its tree or error is the
// answer. The result is always participle's: fast is only faster.
func ParseFast[G any](p *participle.Parser[G], l *Lexicon, text string, fast func(*Cursor) (*G, bool)) (*G, error) {
	return ParseFastTokens(p, l.Tokens(text), fast)
}

// ParseFastTokens is ParseFast on the tokens of a text already lexed
// (Tokens, without EOF), for a pack that looks at them first.
func ParseFastTokens[G any](p *participle.Parser[G], toks []lexer.Token, fast func(*Cursor) (*G, bool)) (*G, error) {
	if len(toks) == 0 {
		return nil, errNothing()
	}
	toks = withEOF(toks)
	c := &Cursor{toks: toks}
	if g, ok := fast(c); ok && !c.stopped {
		return g, nil
	}
	return parseTokens(p, toks)
}

// errNothing is the error of a text with no tokens.
func errNothing() *Error { return &Error{Column: 1, Msg: "nothing to understand"} }

// withEOF appends the EOF token after the last token.
func withEOF(toks []lexer.Token) []lexer.Token {
	end := lexer.Position{Line: 1, Column: 1}
	if len(toks) > 0 {
		end = toks[len(toks)-1].Pos
		end.Column += len([]rune(toks[len(toks)-1].Value))
	}
	return append(toks, lexer.EOFToken(end))
}

// parseTokens parses tokens ending with EOF with p.
func parseTokens[G any](p *participle.Parser[G], all []lexer.Token) (*G, error) {
	pl, err := lexer.Upgrade(&sliceLexer{toks: all})
	if err != nil {
		return nil, err
	}
	g, err := p.ParseFromLexer(pl)
	if pe, ok := err.(participle.Error); ok {
		msg := pe.Message()
		if uerr, ok := err.(*participle.UnexpectedTokenError); ok && uerr.Unexpected.EOF() {
			msg = "unexpected end"
			if uerr.Expect != "" {
				msg += " (expected " + uerr.Expect + ")"
			}
		}
		return nil, &Error{Column: pe.Position().Column, Msg: msg}
	}
	if err != nil {
		return nil, &Error{Column: 1, Msg: err.Error()}
	}
	return g, nil
}

// ParseTokens parses the tokens of a text (Tokens, without EOF) with p
// alone: the tests of a hand-written parser compare it with this.
func ParseTokens[G any](p *participle.Parser[G], toks []lexer.Token) (*G, error) {
	if len(toks) == 0 {
		return nil, errNothing()
	}
	return parseTokens(p, withEOF(append([]lexer.Token(nil), toks...)))
}

// FastTokens runs a hand-written parser on the tokens of a text (Tokens,
// without EOF): ok as ParseFast takes it.
func FastTokens[G any](toks []lexer.Token, fast func(*Cursor) (*G, bool)) (*G, bool) {
	c := &Cursor{toks: withEOF(append([]lexer.Token(nil), toks...))}
	g, ok := fast(c)
	return g, ok && !c.stopped
}

// Utterance reads what the utterance of every pack's grammar is, ( Sep |
// Conj )* clause ( ( Sep | Conj )+ clause )* ( Sep | Conj )*, with clause
// the pack's rule for one clause: the clauses read (nil when the first
// fails) and whether they end at EOF.
func Utterance[C any](c *Cursor, clause func(i int) (C, int, bool)) ([]C, bool) {
	i := c.Seps(0)
	cl, end, ok := clause(i)
	if !ok {
		return nil, false
	}
	out := []C{cl}
	for i = end; ; {
		j := c.Seps(i)
		if j == i {
			break
		}
		cl, end, ok := clause(j)
		if !ok {
			c.Fail(i, j)
			break
		}
		out = append(out, cl)
		i = end
	}
	return out, c.Type(c.Seps(i)) == lexer.EOF
}

// Repeat reads @@+ of a rule from token i: the trees read, the token after
// them, and whether there is at least one.
func Repeat[T any](c *Cursor, i int, rule func(i int) (T, int, bool)) ([]T, int, bool) {
	var out []T
	for {
		t, end, ok := rule(i)
		if !ok {
			c.Fail(i, end)
			break
		}
		out = append(out, t)
		i = end
	}
	return out, i, len(out) > 0
}
