package lang

// Unspoken is unspoken, for the external tests: the hazards a name says in
// words of no pack.
var Unspoken = unspoken

// KeyKept reports whether the key of a name is remembered.
func KeyKept(name string) bool {
	keys.Lock()
	defer keys.Unlock()
	_, now := keys.m[name]
	_, before := keys.old[name]
	return now || before
}
