package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A device put "on" or "in" a mode of its own ("put the humidifier on
// sleep mode", "switch the humidifier in sleep mode"), or said with the
// mode and no verb ("humidifier sleep mode", "bedroom humidifier on sleep
// mode"), is set to that mode, as "set the humidifier to sleep mode" does:
// "sleep mode" was read as a name or a room not found. Only with the word
// "mode" said, and a name that ends in a class word other than a light's:
// a scene may be called "night mode".

// deviceModeSaid reads such a clause as set to the mode.
func deviceModeSaid(toks []lexer.Token) []lexer.Token {
	return eachClauseSpan(toks, modeOfDevice)
}

// eachClauseSpan gives each clause of toks to f, from its first word past the
// fillers that open it ("please put …") to the separator or conjunction
// that ends it; f gives back the tokens, changed or not.
func eachClauseSpan(toks []lexer.Token, f func(toks []lexer.Token, s, end int) []lexer.Token) []lexer.Token {
	for s := 0; s < len(toks); s++ {
		if s > 0 && toks[s-1].Type != grammar.Sep && toks[s-1].Type != grammar.Conj {
			continue
		}
		for s < len(toks) && toks[s].Type == grammar.Filler {
			s++
		}
		end := s
		for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
			end++
		}
		toks = f(toks, s, end)
	}
	return toks
}

// modeOfDevice reads the clause from s to end, as deviceModeSaid says.
func modeOfDevice(toks []lexer.Token, s, end int) []lexer.Token {
	m := end - 1
	for m > s && toks[m].Type == grammar.Filler {
		m-- // "… please"
	}
	if s >= end || m-1 <= s || !vocab.ModeWords[toks[m].Value] || vocab.DeviceModes[toks[m-1].Value] == "" || modes[toks[m-1].Value] != "" {
		return toks
	}
	w := m - 1
	verb := (toks[s].Type == grammar.Verb || toks[s].Type == grammar.Word) && modeVerbs[toks[s].Value]
	start, by := s, w
	if verb {
		start++
	}
	if b := toks[w-1]; b.Type == grammar.On || b.Type == grammar.To || b.Type == grammar.Prep && b.Value == placeIn {
		by = w - 1
	}
	name := toks[start:by]
	for len(name) > 0 && name[0].Type == grammar.Det {
		name = name[1:]
	}
	if len(name) == 0 || nameAfter(name, 0) != len(name) || !classEnds(name) || classes.word[Singular(name[len(name)-1].Value)] == lightClass ||
		verb && by == w {
		return toks
	}
	to := lexer.Token{Type: grammar.To, Value: "to", Pos: toks[w].Pos}
	if by < w {
		toks[by] = to
	} else {
		toks = slices.Insert(toks, w, to)
	}
	if !verb {
		toks = slices.Insert(toks, s, lexer.Token{Type: grammar.Verb, Value: setWord, Pos: toks[s].Pos})
	}
	return toks
}
