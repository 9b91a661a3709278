package en

import "edge/grammar"

// Talk of being asked or told to do a thing ("stop asking me to start
// vacuuming", "you keep telling me to turn off the tv", "edge keeps
// asking me to open the blinds", "quit reminding me to turn off the tv",
// "you told me to close the garage door") is about the asking, not a
// command: it is not understood, and nothing is done or asked. The
// command after it was done, or read with "stop" as its verb: "stop
// asking me to start vacuuming" stopped the vacuum, and "you keep telling
// me to turn off the tv" turned the tv off. So is a stop to edge's talk
// ("stop announcing the robot vacuum", "stop telling me the vacuum is
// done"), which asked back the device named in it. A question asked of
// edge stays one: "tell me if the garage door is open".

var errNagged = grammar.Errorf("talk of being asked or told, not a command")

var (
	// naggings are the verbs of asking or telling someone to do a
	// thing, in every form; after "me" or "us" each takes "to", and all
	// but "tell" (tellings) take naggedAbout too ("about", "whether").
	naggings = set("ask asks asked asking tell tells told telling remind reminds reminded reminding nag nags nagged nagging " +
		"bug bugs bugged bugging pester pesters pestered pestering prompt prompts prompted prompting bother bothers bothered bothering")
	naggedAbout = set("about whether if")
	tellings    = set("tell tells told telling")
	// talkStops are the words that stop or go on with a talk, and
	// talkings the talk they stop ("stop announcing …").
	talkStops = set("stop stops stopped quit cease keep keeps kept")
	talkings  = set("asking telling reminding nagging bugging pestering prompting bothering saying announcing notifying " +
		"warning alerting interrupting repeating")
)

// nagged reports words (ws) that speak of being asked or told to do a
// thing: a verb of asking with "me" or "us" and what is asked after it,
// or a word of stopping right before a word of talk.
func nagged(ws []word) bool {
	for i := 0; i+1 < len(ws); i++ {
		w := ws[i].w
		if talkStops[w] && talkings[ws[i+1].w] || w == "no" && ws[i+1].w == "more" && i+2 < len(ws) && talkings[ws[i+2].w] {
			return true
		}
		if !naggings[w] || (ws[i+1].w != "me" && ws[i+1].w != "us") || i+2 >= len(ws) {
			continue
		}
		if next := ws[i+2].w; next == "to" || naggedAbout[next] && !tellings[w] {
			return true
		}
	}
	return false
}
