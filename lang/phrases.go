package lang

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Phraser is a pack that tells a speech recogniser what may be said to a
// home in its language (edge phrases, package phrases). A pack implements
// it optionally; a pack without it gets no phrases.
type Phraser interface {
	// Phrases are the shapes of what may be said, as data.
	Phrases() *Phrases
	// SayNumber says a whole number from 0 to 999 in words, as it is
	// spoken ("twenty two", "二十二").
	SayNumber(n int) string
	// Tokens are the words a recogniser hears in a written text, in
	// order: lower case, numbers said in words, punctuation dropped; in a
	// language that does not space its words, one token a character.
	// Join (Reader) writes them back as the language writes them.
	Tokens(text string) []string
}

// Phrases are a language's shapes of what may be said to a home. A shape
// is words with slots in braces, filled from the home:
//
//	{name}     a device, group or scene that fits (one of its names)
//	{class}    a word of a device class that fits ("lamp")
//	{room}     a room that holds what fits
//	{percent}  a percentage said as a number ("forty")
//	{degrees}  a temperature the thermostat takes
//	{minutes}  a number of minutes
//	{color}    a colour word
//	{ordinal}  an ordinal of Ordinals
//
// What fits is said by the key of a shape's list.
type Phrases struct {
	// Commands maps "capability command" ("onoff on", "brightness set")
	// to shapes: {name} and {class} fit a device that has the command,
	// a group whose devices all have it; {room} a room with such a device.
	Commands map[string][]string `yaml:"commands"`
	// Classes maps a device class to commands to all of it in a room
	// ("turn off the lights in the {room}"): {room} is a room where the
	// class is.
	Classes map[string][]string `yaml:"classes"`
	// Questions maps a state attribute ("on", "locked", "temperature")
	// to questions about it: {name} a device that has it, {room} a room
	// with one.
	Questions map[string][]string `yaml:"questions"`
	// Scenes are the shapes that activate a scene ({name}).
	Scenes []string `yaml:"scenes"`
	// Replies answer a question of edge's ("which one?", "are you
	// sure?"): yes and no, an ordinal, a room ({room}: any), a name
	// ({name}: any device).
	Replies []string `yaml:"replies"`
	// Ordinals are the words of {ordinal}, first to last.
	Ordinals []string `yaml:"ordinals"`
	// Timers set, list and cancel timers ({minutes}).
	Timers []string `yaml:"timers"`
	// Voice is what edge listen says of itself.
	Voice VoiceWords `yaml:"voice"`
}

// VoiceWords are what edge listen says of itself.
type VoiceWords struct {
	// NotHeard is said when the recogniser heard no words.
	NotHeard string `yaml:"not_heard"`
	// Down says that a service does not answer, %s its name (Services).
	Down string `yaml:"down"`
	// Services name the services edge listen says are down: mic, wake
	// and asr.
	Services map[string]string `yaml:"services"`
}

// VoiceServices are the services VoiceWords name.
var VoiceServices = []string{"mic", "wake", "asr"}

// Slots are the slots a shape may hold.
var Slots = []string{"name", "class", "room", "percent", "degrees", "minutes", "color", "ordinal"}

// MustPhrases reads a pack's embedded phrases, which are part of its code:
// every shape's slots known, and Ordinals given when a reply uses them.
// It panics on an error.
func MustPhrases(code string, data []byte) *Phrases {
	var p Phrases
	err := strictYAML(data, &p)
	if err == nil {
		err = p.check()
	}
	if err != nil {
		panic(fmt.Sprintf("lang: the phrases of %q: %v", code, err))
	}
	return &p
}

// check finds the slots no shape may hold.
func (p *Phrases) check() error {
	var all []string
	for _, m := range []map[string][]string{p.Commands, p.Classes, p.Questions} {
		for _, shapes := range m {
			all = append(all, shapes...)
		}
	}
	all = append(append(append(all, p.Scenes...), p.Replies...), p.Timers...)
	var errs []error
	for _, s := range all {
		for _, slot := range ShapeSlots(s) {
			if !slices.Contains(Slots, slot) {
				errs = append(errs, fmt.Errorf("%q: no slot {%s}", s, slot))
			}
			if slot == "ordinal" && len(p.Ordinals) == 0 {
				errs = append(errs, fmt.Errorf("%q: {ordinal} without ordinals", s))
			}
		}
	}
	v := p.Voice
	if v.NotHeard == "" || strings.Count(v.Down, "%s") != 1 {
		errs = append(errs, errors.New(`voice: not_heard, and down with one %s, are needed`))
	}
	for _, name := range VoiceServices {
		if v.Services[name] == "" {
			errs = append(errs, fmt.Errorf("voice: no name of the service %s", name))
		}
	}
	return errors.Join(errs...)
}

// ShapeSlots lists the slots of a shape, in order.
func ShapeSlots(shape string) []string {
	var out []string
	for {
		i := strings.IndexByte(shape, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(shape[i:], '}')
		if j < 0 {
			return append(out, shape[i+1:])
		}
		out = append(out, shape[i+1:i+j])
		shape = shape[i+j+1:]
	}
}
