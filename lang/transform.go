package lang

// Rewriter is the part of a pack that says an utterance another way
// without changing what it means: the particle moved ("turn off the
// light", "turn the light off"), the room before or after the device,
// 把-fronting ("打开客厅的灯", "把客厅的灯打开"), a word that means nothing
// here added (please, 请, 一下, a wake word), a contraction, a synonym
// from the pack's own lists. The rewrites live beside the words they move;
// a test applies them to every sentence edge understands and checks that
// each wording does the same (the closure rate, DESIGN.md "Coverage by
// construction").
type Rewriter interface {
	// Rewrites lists the pack's rewrites.
	Rewrites() []Rewrite
}

// Rewrite is one kind of rewording that keeps the meaning.
type Rewrite struct {
	// Kind names it in the closure test's report ("ba", "particle").
	Kind string
	// Apply returns the wordings of text it makes, none when it does not
	// apply. places are the names of the home's rooms in the pack's
	// language, which a rewrite that moves a place recognises.
	Apply func(text string, places []string) []string
}
