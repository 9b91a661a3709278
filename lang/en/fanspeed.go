package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A fan's speed said as a named setting ("fan on high", "set the living
// room fan to low", "put the fan on medium speed", "fan speed high",
// "turn the fan down to the low setting") is that part of its range, as
// "full" is all of it: low a third, medium two thirds, high all. "High"
// and "low" were read as a step ("Raise Living room fan by 10%?", and a
// yes raised it by a step), "medium" as a place or a name. Only where the
// clause names a fan or its speed, after "on", "to", the fan or "speed",
// and with nothing of the clause after it but a pause, a courtesy or a
// place; "turn the fan up high" stays a step, and "i got the fan on
// high" (the speaker's doing, told) is left as it was. A named speed said
// of a thing named by no class word ("set the air purifier to high",
// "purifier to low") or followed by "speed" where no fan is named ("the
// lamp on high speed") is its speed alone (unclassed), never its
// brightness or volume.

// fanSettings are the named speeds of a fan, in percent; settingWords
// the words that may follow one ("on high speed", "the low setting").
var (
	fanSettings  = map[string]string{"low": "33", "medium": "66", "mid": "66", "high": "100"}
	settingWords = set("speed setting")
)

const speedAttr = "speed"

// fanSpeeds reads a fan's named speed as a percentage.
func fanSpeeds(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		pct := fanSettings[toks[i].Value]
		unnamed := false
		if pct == "" {
			continue
		}
		if !fanClause(toks, i) {
			if unnamed = unclassed(toks, i); !unnamed {
				continue
			}
		}
		before := toks[i-1]
		if before.Type == grammar.Det && before.Value == "the" && i > 1 {
			before = toks[i-2] // "on the low setting"
		}
		if before.Type != grammar.On && before.Type != grammar.To && !fanWord(toks, i-1) && before.Value != speedAttr {
			continue
		}
		n := 1
		if i+1 < len(toks) && settingWords[toks[i+1].Value] {
			n = 2
		}
		if !settingEnd(toks[i+n:]) {
			continue
		}
		// "put the lamp on high speed": a speed, never its brightness
		unnamed = unnamed || n == 2 && toks[i+1].Value == speedAttr && !fanNamed(toks, i)
		num := lexer.Token{Type: grammar.Num, Value: pct, Pos: toks[i].Pos}
		unit := lexer.Token{Type: grammar.Unit, Value: "percent", Pos: toks[i].Pos}
		head := toks[:i]
		if unnamed {
			// "set the air purifier to high": its speed, never another
			// level of a thing so named
			k := i - 1
			if toks[k].Type == grammar.Det {
				k--
			}
			speed := lexer.Token{Type: grammar.Attr, Value: speedAttr, Pos: toks[k].Pos}
			head = append(append(append([]lexer.Token{}, toks[:k]...), speed), toks[k:i]...)
			i++
		}
		toks = append(append(append([]lexer.Token{}, head...), num, unit), toks[i+n-btoi(unnamed):]...)
	}
	return toks
}

// fanClause reports a clause around i that names a fan or its speed.
func fanClause(toks []lexer.Token, i int) bool {
	start, end := i, i
	for start > 0 && toks[start-1].Type != grammar.Sep {
		start--
	}
	for end < len(toks) && toks[end].Type != grammar.Sep {
		end++
	}
	named := false
	for k := start; k < end; k++ {
		if speakers[toks[k].Value] && k+1 < end && k < i && !commandAfter[toks[k+1].Type] {
			return false // "i have the fan on high", "we left the fan on low"
		}
		named = named || k != i && (toks[k].Value == speedAttr || fanWord(toks, k))
	}
	return named
}

// commandAfter are the kinds of token after a word of the speaker that
// still make a command ("i want", "can i turn").
var commandAfter = map[lexer.TokenType]bool{grammar.Filler: true, grammar.Verb: true, grammar.Dir: true, grammar.On: true}

// fanNamed reports a clause around i that names a fan by its class word.
func fanNamed(toks []lexer.Token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].Type != grammar.Sep; k-- {
		if fanWord(toks, k) {
			return true
		}
	}
	return false
}

// unclassed reports a clause around i whose thing is named by words of
// which none is a class word or an attribute ("the air purifier", "the
// dyson"): a device of any class may be called so, and a named speed said
// of it is a speed setting, for a fan's speed alone ("set the lamp to
// high" and "set the dyson volume to high" stay a level asked about).
func unclassed(toks []lexer.Token, i int) bool {
	start := i
	for start > 0 && toks[start-1].Type != grammar.Sep {
		start--
	}
	words := 0
	for k := start; k < i; k++ {
		switch t := toks[k]; {
		case t.Type == grammar.Attr, classes.word[Singular(t.Value)] != "", speakers[t.Value]:
			return false
		case t.Type == grammar.Word:
			words++
		}
	}
	return words > 0
}

// fanWord reports a fan's class word at k that ends the words of a name
// ("fan", "fans"; not "fan light").
func fanWord(toks []lexer.Token, k int) bool {
	if k < 0 || classes.word[Singular(toks[k].Value)] != "fan" {
		return false
	}
	return k+1 == len(toks) || toks[k+1].Type != grammar.Word || fanSettings[toks[k+1].Value] != "" || nameNumbered(toks[k+1].Value)
}

// nameNumbered reports a word of a name that is its number ("fan 2",
// "fan one").
func nameNumbered(w string) bool {
	return w == oneWord || w != "" && strings.IndexFunc(w, func(r rune) bool { return !isDigit(r) }) < 0
}

// settingEnd reports what may follow a named speed: nothing, a pause, a
// courtesy, or a place or thing ("fan on high in the bedroom", "speed to
// high on the fan").
func settingEnd(after []lexer.Token) bool {
	if clauseEnd(after) {
		return true
	}
	switch after[0].Type {
	case grammar.Filler, grammar.Prep, grammar.On:
		return true
	}
	return false
}
