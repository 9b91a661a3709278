package lang

// Requester is a pack that tells a request of its own: a thing named with
// a courtesy and no word that adds it to what was said before ("the lamp
// please"). A pack implements it optionally: such words answer a
// question, and follow no command up.
type Requester interface {
	Requested(text string) bool
}
