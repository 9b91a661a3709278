package grammar

import (
	"slices"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// A turn lexes its text many times over: each reading of a pack that
// fails gives way to the next (a command, then a reply, a reply trimmed
// of its opener, a reply of "the other one"), and each lexes the text
// again with every token step, most of the time a name not found takes.
// The tokens of the texts lexed last are kept, by lexicon, and given
// again as a copy of their own.

// lexedKept is how many texts' tokens are kept.
const lexedKept = 256

// lexed is the cache of what was lexed last, for every lexicon.
var lexed = &lexCache{m: map[lexKey][]lexer.Token{}}

type lexKey struct {
	l    *Lexicon
	text string
}

// lexCache keeps the tokens of the texts lexed last, the oldest given
// up first.
type lexCache struct {
	mu    sync.Mutex
	m     map[lexKey][]lexer.Token
	order []lexKey // oldest first
}

// get is a copy of the tokens of text lexed by l, when kept.
func (c *lexCache) get(l *Lexicon, text string) ([]lexer.Token, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	toks, ok := c.m[lexKey{l, text}]
	if !ok {
		return nil, false
	}
	return slices.Clone(toks), true
}

// put keeps a copy of the tokens of text lexed by l.
func (c *lexCache) put(l *Lexicon, text string, toks []lexer.Token) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := lexKey{l, text}
	if _, ok := c.m[k]; ok {
		return
	}
	if len(c.order) == lexedKept {
		delete(c.m, c.order[0])
		c.order = c.order[1:]
	}
	c.m[k], c.order = slices.Clone(toks), append(c.order, k)
}
