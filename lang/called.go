package lang

// Caller is a pack that tells the word a speaker calls the one addressed
// by after a greeting, before a command ("hello kitchen, turn off the
// light": "kitchen"), which the command is read without. A pack
// implements it optionally: where the home has a place so named, the
// word says where the command is meant.
type Caller interface {
	CalledName(text string) string
}
