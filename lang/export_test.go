package lang

// Unspoken is unspoken, for the external tests: the hazards a name says in
// words of no pack.
var Unspoken = unspoken
