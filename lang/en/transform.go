package en

import "edge/lang"

// Rewrites are the ways of saying an English command otherwise that keep
// its meaning (lang.Rewriter).
func (pack) Rewrites() []lang.Rewrite { return nil }
