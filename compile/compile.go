// Package compile owns step 1 of the path: it turns an utterance into the
// IR (package ir). The language pack that claims the words (package lang)
// parses them into phrases of canonical meaning; compile composes them,
// with rules that hold for every language: verbs to action clusters,
// attributes and units to parameters, mentions to targets with their
// class, places, exceptions and conditions, dialogue words to replies. It
// is pure and deterministic: the same text always gives the same program.
//
// The files: assemble.go ties clauses, conditions and negations together;
// act.go reads commands, set.go parameters, query.go questions and
// target.go what a clause is about.
package compile

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// MaxRunes bounds the length of an utterance, and so the time compiling
// it takes.
const MaxRunes = 500

// Compile compiles one utterance. An error is a *grammar.Error: the words
// need the fallback, and its column is kept for the log.
//
// Commands and questions come first; only words that are none of those are
// read as a reply to the previous turn ("yes", "the second one", "the study one").
func Compile(text string) (*ir.Program, error) {
	if n := utf8.RuneCountInString(text); n > MaxRunes {
		return nil, &grammar.Error{Column: MaxRunes + 1, Msg: fmt.Sprintf("too long: %d characters, at most %d", n, MaxRunes)}
	}
	pack := lang.Detect(text)
	p := &ir.Program{Lang: pack.Code()}
	clauses, err := pack.Parse(text)
	if err == nil {
		if err = assemble(pack, clauses, p); err == nil {
			return p, nil
		}
		p.Clauses = nil
	}
	if r, rerr := pack.ParseReply(text); rerr == nil {
		p.Reply = r
		return p, nil
	}
	return nil, err
}

func alt(capability, command string) ir.Alt { return ir.Alt{Capability: capability, Command: command} }

// clusters maps a canonical verb to the capability commands it may mean,
// most likely first. "scene" is the pseudo-capability of scenes.
var clusters = map[string][]ir.Alt{
	"on":       {alt("onoff", "on"), alt("scene", "activate"), alt("position", "open"), alt("valve", "open")},
	"off":      {alt("onoff", "off"), alt("position", "close"), alt("valve", "close")},
	"open":     {alt("position", "open"), alt("valve", "open"), alt("lock", "unlock")},
	"close":    {alt("position", "close"), alt("valve", "close"), alt("lock", "lock")},
	"lock":     {alt("lock", "lock")},
	"unlock":   {alt("lock", "unlock")},
	"toggle":   {alt("onoff", "toggle")},
	"activate": {alt("scene", "activate"), alt("onoff", "on")},
	"start":    {alt("vacuum", "start"), alt("mower", "start"), alt("scene", "activate"), alt("media", "play"), alt("onoff", "on")},
	"stop":     {alt("vacuum", "stop"), alt("position", "stop"), alt("media", "pause"), alt("mower", "dock")},
	"pause":    {alt("media", "pause")},
	"play":     {alt("media", "play")},
	"mute":     {alt("media", "mute")},
	"unmute":   {alt("media", "unmute")},
	"dock":     {alt("vacuum", "dock"), alt("mower", "dock")},
	"arm":      {alt("alarm", "arm")},
	"disarm":   {alt("alarm", "disarm")},
	"next":     {alt("media", "next")},
	"previous": {alt("media", "previous")},
	// mowing words name the mower's commands.
	"mow-start": {alt("mower", "start")},
	"mow-dock":  {alt("mower", "dock")},
	// A word that means both "turn off" and "close"; a closed door
	// is locked.
	"close-off": {alt("onoff", "off"), alt("position", "close"), alt("valve", "close"), alt("lock", "lock")},
	// A word that means both "turn on" and "open".
	"open-on": {alt("onoff", "on"), alt("scene", "activate"), alt("position", "open"), alt("valve", "open"), alt("lock", "unlock")},
}

// setClusters maps a parameter to the capability commands that set it.
// "level" is a percentage whose attribute depends on the device.
var setClusters = map[string][]ir.Alt{
	"level":       {alt("brightness", "set"), alt("position", "set"), alt("fan_speed", "set"), alt("media", "set"), alt("thermostat", "set")},
	"color_temp":  {alt("color_temp", "set")},
	"brightness":  {alt("brightness", "set")},
	"position":    {alt("position", "set")},
	"speed":       {alt("fan_speed", "set")},
	"volume":      {alt("media", "set")},
	"temperature": {alt("thermostat", "set")},
	"color":       {alt("color", "set")},
}

// Actions is the action cluster the grammar gives a clause of this verb
// (and, for "set", its first parameter) in the language of code: what
// Compile puts in Clause.Actions. An IR made elsewhere (the model
// fallback, package llm) says the verb and parameters; Actions makes it
// mean what the grammar's would. Nil for a verb or parameter the grammar
// does not know.
func Actions(code, verb string, params []ir.Param) []ir.Alt {
	if verb == "set" {
		if len(params) == 0 {
			return nil
		}
		return slices.Clone(setClusters[params[0].Name])
	}
	return slices.Clone(clusters[wide(lang.For(code), verb)])
}

// wide is the cluster of a verb in a language where the verb also means
// more ("on" may also open in Chinese).
func wide(pack lang.Pack, verb string) string {
	if w, ok := pack.Vocab().Clusters[verb]; ok {
		return w
	}
	return verb
}

// simpleVerb is the IR verb of a cluster.
func simpleVerb(verb string) string {
	switch verb {
	case "open-on":
		return "on"
	case "close-off":
		return "off"
	}
	return verb
}

// classOf finds the class named at the end of a mention in any language.
func classOf(name string) (string, bool) { return lang.ClassOf(name) }
