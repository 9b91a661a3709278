// Package compile owns step 1 of the path: it turns an utterance into the
// IR (package ir) through the grammar (package grammar), mapping verbs to
// action clusters, attribute words and units to parameters, mentions to
// targets with their class, and dialogue words to replies. It is pure and
// deterministic: the same text always gives the same program.
package compile

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"edge/grammar"
	"edge/ir"
)

// Error says why an utterance could not be compiled; Column points into
// the text (1-based runes). Every Error means the grammar gave up: the
// utterance needs the fallback, and Column is kept for the log.
type Error struct {
	Column int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("1:%d: %s", e.Column, e.Msg) }

// MaxRunes bounds the length of an utterance, and so the time compiling
// it takes.
const MaxRunes = 500

// Compile compiles one utterance.
//
// Commands and questions come first; only words that are none of those are
// read as a reply to the previous turn ("yes", "the second one", "书房的").
func Compile(text string) (*ir.Program, error) {
	if n := utf8.RuneCountInString(text); n > MaxRunes {
		return nil, &Error{Column: MaxRunes + 1, Msg: fmt.Sprintf("too long: %d characters, at most %d", n, MaxRunes)}
	}
	p := &ir.Program{Lang: grammar.Lang(text)}
	u, err := grammar.Parse(text)
	if err == nil {
		if u.Zh != nil {
			err = zhProgram(u.Zh, p)
		} else {
			err = enProgram(u.En, p)
		}
		if err == nil {
			return p, nil
		}
		p.Clauses = nil
	}
	if r, rerr := grammar.ParseReply(text); rerr == nil {
		if r.ZhReply != nil {
			p.Reply = zhReply(r.ZhReply)
		} else {
			p.Reply = enReply(r.EnReply)
		}
		return p, nil
	}
	if ge, ok := err.(*grammar.Error); ok {
		return nil, &Error{Column: ge.Column, Msg: ge.Msg}
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
	// zh 关 means both "turn off" and "close"; a closed door is locked.
	"zh-close": {alt("onoff", "off"), alt("position", "close"), alt("valve", "close"), alt("lock", "lock")},
	// zh 打开 means both "turn on" and "open".
	"zh-open": {alt("onoff", "on"), alt("scene", "activate"), alt("position", "open"), alt("valve", "open"), alt("lock", "unlock")},
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

func clusterOf(verb string) []ir.Alt { return clusters[verb] }

// classOf finds the class named at the end of a mention ("kitchen light",
// "客厅的灯"); plural reports an English plural ("lights").
func classOf(name string) (class string, plural bool) {
	best := 0
	words := strings.Fields(name)
	for c, info := range ir.Classes {
		for _, w := range info.Words {
			if strings.ContainsRune(w, ' ') || !isLatinWord(w) {
				if strings.HasSuffix(name, w) && len(w) > best {
					class, best, plural = c, len(w), false
				}
				continue
			}
			if len(words) == 0 {
				continue
			}
			last := words[len(words)-1]
			if grammar.Singular(last) == w && len(w) > best {
				class, best, plural = c, len(w), last != w
			}
		}
	}
	return class, plural
}

func isLatinWord(w string) bool {
	for _, r := range w {
		if r > 127 {
			return false
		}
	}
	return true
}

func num(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v
}
