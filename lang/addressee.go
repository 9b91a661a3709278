package lang

// Addressee is a pack that tells the word a speaker calls a person by
// before what they say to them ("dad, can you open the garage door",
// "john turn off the tv", "honey lock the front door"): a word of the
// household or of endearment, or a word no pack knows said first before
// a command; person says the pack knows the word for a person's. A pack
// implements it optionally: where no room, floor or device of the home
// is called so, and the word is a person's or was read as a word of the
// name or the place of what the command is of ("john tv"), what follows
// is said to that person, no command for the home.
type Addressee interface {
	Addressee(text string) (name string, person bool)
}
