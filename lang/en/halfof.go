package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "Half" before the things it is said of ("turn off half the lights",
// "half of the lights off", "dim half the kitchen lights") says some of
// them, and edge cannot tell which: it is not understood. "Half" was read
// as a word of a name, and the hall light was switched. Said alone with
// them ("half the bedroom lights", "half the kitchen light please") it is
// their level, as "bedroom lights half" is; "half of the lights" is some
// of them.

var errHalfOf = grammar.Errorf("a part of the things said")

// halfLevel moves "half" said alone before a name after it: "half the
// bedroom lights" is "the bedroom lights half".
func halfLevel(toks []lexer.Token) []lexer.Token {
	for s := 0; s < len(toks); s++ {
		if s > 0 && toks[s-1].Type != grammar.Sep && toks[s-1].Type != grammar.Conj {
			continue
		}
		for s < len(toks) && toks[s].Type == grammar.Filler {
			s++
		}
		n := halfOfAt(toks, s)
		if n == 0 || toks[s+1].Value == ofWord {
			continue // "half of the lights" says some of them
		}
		end := s + n
		for end < len(toks) && (toks[end].Type == grammar.Word || toks[end].Type == grammar.Color) {
			end++ // "half the big white"
		}
		rest := end
		for rest < len(toks) && toks[rest].Type == grammar.Filler {
			rest++
		}
		if end == s+n || rest < len(toks) && toks[rest].Type != grammar.Sep && toks[rest].Type != grammar.Conj {
			continue
		}
		half := toks[s]
		half.Type = grammar.Extreme
		toks = slices.Insert(slices.Delete(toks, s, s+n), end-n, half)
	}
	return toks
}

// halfOfAt is the number of words of "half", "of" and articles at i
// before the words of a name, or 0.
func halfOfAt(toks []lexer.Token, i int) int {
	if i >= len(toks) || toks[i].Value != halfWord {
		return 0
	}
	k := i + 1
	if k < len(toks) && toks[k].Value == ofWord {
		k++
	}
	if k >= len(toks) || toks[k].Type != grammar.Det || toks[k].Value == "a" || toks[k].Value == "an" {
		return 0
	}
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	if k >= len(toks) || toks[k].Type != grammar.Word {
		return 0
	}
	return k - i
}

// halfOf reports "half" said before the things it is said of, left once
// halfLevel has read it.
func halfOf(toks []lexer.Token) bool {
	for i := range toks {
		if halfOfAt(toks, i) > 0 {
			return true
		}
	}
	return false
}
