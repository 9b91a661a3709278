package lang

// Lexicon holds the words shared code consults outside the grammar.
type Lexicon interface{}
