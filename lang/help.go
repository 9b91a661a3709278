package lang

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// HelpKinds are the kinds of request "what can I say?" gives an example
// of, in the order they are offered; each pack's phrasebook has a
// template for every one (help: examples).
var HelpKinds = []string{
	"on",          // a dimmable light: %s its name
	"brightness",  // another one, to a level
	"thermostat",  // a thermostat, to 22 degrees
	"lock",        // is the lock locked?
	"position",    // close a cover
	"media",       // a speaker's volume up
	"temperature", // the temperature of a room: %s the room
	"room_lights", // the lights of a room with several: %s the room
	"scene",       // a scene
	"which",       // which lights are on? (no name)
}

// HelpBook is the answer to "what can I say?": Asks are the utterances
// that ask it (lower case, without punctuation); Intro says the home's
// size (%[1]d rooms, %[2]d devices); Examples are one template a kind of
// request (HelpKinds; %s the name it takes); Outro says how edge's
// questions are answered.
type HelpBook struct {
	Asks     []string          `yaml:"asks"`
	Intro    string            `yaml:"intro"`
	Examples map[string]string `yaml:"examples"`
	Outro    string            `yaml:"outro"`
}

// Help is the pack's answer to "what can I say?".
func (b *Phrasebook) Help() HelpBook { return b.p.Help }

// check lists what the help of a phrasebook lacks.
func (h HelpBook) check() []error {
	var errs []error
	if len(h.Asks) == 0 {
		errs = append(errs, fmt.Errorf("help: asks: missing"))
	}
	for _, a := range h.Asks {
		if HelpWords(a) != a {
			errs = append(errs, fmt.Errorf("help: asks: %q is not lower case without punctuation (%q)", a, HelpWords(a)))
		}
	}
	if s := fmt.Sprintf(h.Intro, 1, 2); h.Intro == "" || strings.Contains(s, "%!") {
		errs = append(errs, fmt.Errorf("help: intro: %q does not take the rooms and the devices", h.Intro))
	}
	if h.Outro == "" {
		errs = append(errs, fmt.Errorf("help: outro: missing"))
	}
	for _, k := range HelpKinds {
		t, ok := h.Examples[k]
		args := 1
		if k == "which" {
			args = 0
		}
		if s := fmt.Sprintf(t, sample[:args]...); !ok || strings.Contains(s, "%!") {
			errs = append(errs, fmt.Errorf("help: examples: %s: %q does not take %d name(s)", k, t, args))
		}
	}
	for k := range h.Examples {
		if !slices.Contains(HelpKinds, k) {
			errs = append(errs, fmt.Errorf("help: examples: no kind %q (kinds: %s)", k, strings.Join(HelpKinds, ", ")))
		}
	}
	return errs
}

// HelpWords is an utterance as HelpBook.Asks holds it: lower case, its
// punctuation (ASCII and full width) dropped, one space between words.
func HelpWords(text string) string {
	t := strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) || unicode.IsSymbol(r) {
			return ' '
		}
		return unicode.ToLower(r)
	}, text)
	return strings.Join(strings.Fields(t), " ")
}

// HelpAsked returns the pack whose words ask what can be said, when the
// text does ("help", "what can I say", "你能做什么").
func HelpAsked(text string) (Pack, bool) {
	t := HelpWords(text)
	for _, p := range Packs() {
		if slices.Contains(p.Help().Asks, t) {
			return p, true
		}
	}
	return nil, false
}
