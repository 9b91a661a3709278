package en

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The words that limit what a command does, beyond its exceptions and
// negations (words.go): a condition it waits to fail, a number of devices.

// unless are the words of a condition the command waits to fail.
var unless = map[string]bool{"unless": true}

// quantCounts are the quantifiers that say how many ("both lamps").
var quantCounts = map[string]int{"both": 2}

// limited are the limits added to a command (lang.Limiter), with the
// place no home has that they name.
var limited = map[lang.Limit]string{
	lang.LimitNegation:  "don't %s",
	lang.LimitUnless:    "unless it is below 99 degrees, %s",
	lang.LimitCondition: "if the boathouse temperature is above 20 degrees, %s",
	lang.LimitExcept:    "%s except the boathouse",
	lang.LimitPlace:     "%s in the boathouse",
}

const nowhere = "boathouse"

// Limited adds a limit to a command.
func (pack) Limited(command string, l lang.Limit) (string, string) {
	return fmt.Sprintf(limited[l], command), nowhere
}

// tooWord says a state is too much or too little: with a word of wishes
// after it, one Rel token that is a wish ("too dark").
const tooWord = "too"

// wishes are the states said too much or too little, and the change that
// would mend them.
var wishes = map[string]lang.Change{
	"bright": lang.Down("brightness"), "light": lang.Down("brightness"), "glaring": lang.Down("brightness"),
	"dark": lang.Up("brightness"), "dim": lang.Up("brightness"), "gloomy": lang.Up("brightness"),
	"loud": lang.Down("volume"), "noisy": lang.Down("volume"), "quiet": lang.Up("volume"), "soft": lang.Up("volume"),
	"hot": lang.Down("temperature"), "warm": lang.Down("temperature"), "stuffy": lang.Down("temperature"),
	"cold": lang.Up("temperature"), "cool": lang.Up("temperature"), "chilly": lang.Up("temperature"),
	"dry": lang.Up("humidity"), "humid": lang.Down("humidity"), "damp": lang.Down("humidity"), "muggy": lang.Down("humidity"),
	"fast": lang.Down("speed"), "slow": lang.Up("speed"),
}

// wishTokens joins "too" and a word of wishes into one Rel token.
func wishTokens(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Value == tooWord && i+1 < len(toks) {
			if _, ok := wishes[toks[i+1].Value]; ok {
				t.Type, t.Value = grammar.Rel, tooWord+" "+toks[i+1].Value
				i++
			}
		}
		out = append(out, t)
	}
	return out
}

// wish is the phrase of a wish token ("too dark"); ok is false for any
// other.
func wish(raw string) (lang.Phrase, bool) {
	w, found := strings.CutPrefix(raw, tooWord+" ")
	c, ok := wishes[w]
	if !found || !ok {
		return lang.Phrase{}, false
	}
	return lang.Phrase{Kind: lang.Rel, Word: c.Attr, Sign: c.Sign, Raw: raw, Wish: true}, true
}

// Exceptions lists the ways to take a place out of a command before them
// (lang.Excepter).
func (pack) Exceptions() lang.Exceptions {
	return lang.Exceptions{
		Forms: []string{"except the %s", "excluding the %s", "but not the %s", "apart from the %s", "other than the %s",
			"besides the %s", "without the %s", "but leave the %s lights on", "leave the %s lights on"},
		Pauses: []string{", ", "; ", " , "},
		Joins:  []string{"and", "then", "and then"},
	}
}
