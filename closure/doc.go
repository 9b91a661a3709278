// Package closure holds the closure test of DESIGN.md's "Coverage by
// construction": every development sentence edge understands, said
// another way by its language pack's rewrites (lang.Rewriter), must do
// the same. It has no code of its own.
package closure
