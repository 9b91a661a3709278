package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// partway reads a cover opened or closed only some of the way as a change
// of its position in the verb's direction: "close the blinds a bit", "open
// the curtains slightly", "close the blinds a bit more" and "open the
// curtain by 20 percent" move it by so much (the default step when no
// number is said), never all the way, never to the number said, never the
// other way. "Less" of the verb's way ("close them a bit less") is left as
// it is.
func partway(c lang.Clause) lang.Clause {
	v := c.First(lang.Verb)
	if v == nil || partVerbs[v.Word] == "" || c.Has(lang.Attr) || c.Has(lang.Dir) {
		return c
	}
	sign, part := lang.Up("").Sign, false
	if partVerbs[v.Word] == decVerb {
		sign = lang.Down("").Sign
	}
	for _, p := range c {
		switch {
		case p.Kind == lang.Value && (p.Prep != lang.ValueBy || !p.HasNum || p.Unit != "" && p.Unit != lang.UnitPercent):
			return c // "to 30 percent", "halfway": where to, not how far
		case p.Kind == lang.Rel && (p.Word != "" || p.Wish || p.Superlative || p.Sign < 0):
			return c // "a bit less", "brighter"
		}
	}
	for i := range c {
		switch p := &c[i]; {
		case p.Kind == lang.Value:
			part = true // "by 20 percent"
		case p.Kind == lang.Rel:
			p.Sign, part = sign, true // "a bit more": more of the verb's way
		case p.Kind == lang.Filler && partWords[p.Raw]:
			p.Kind, p.Word, p.Sign, part = lang.Rel, "", sign, true // "a bit", "slightly"
		}
	}
	if !part {
		return c
	}
	v.Word = partVerbs[v.Word]
	return append(c, lang.Phrase{Kind: lang.Attr, Word: positionAttr, Raw: v.Raw})
}

// decVerb is the canonical verb that lowers a quantity; positionAttr the
// attribute a cover is opened and closed by.
const (
	decVerb      = "dec"
	positionAttr = "position"
)

// partVerbs are the canonical verbs that open or close a cover ("shut"
// closes a cover and turns off a switch), and the verbs that change a
// quantity the same way.
var partVerbs = map[string]string{"open": "inc", "open-on": "inc", "close": decVerb, "close-off": decVerb}

// partWords say that a thing is done only some of the way: "a bit",
// "slightly", "partly".
var partWords = map[string]bool{"bit": true, "little": true, "tad": true, "touch": true, "smidge": true, "notch": true,
	"slightly": true, "some": true, "partly": true, "partially": true, "somewhat": true, "partway": true, "crack": true}

// wholeWords say that a cover is opened or closed all the way: "open the
// blinds fully", "close the curtains completely", "open the window wide".
var wholeWays = map[string]bool{"fully": true, "completely": true, "entirely": true, "totally": true, "wide": true}

// wayVerbs are the canonical verbs that raise or lower a quantity, and
// the end of its range each goes to all the way; wayStates the states a
// cover ends in all the way.
var (
	wayVerbs  = map[string]string{"inc": "max", "dec": "min", "brighten": "max", "dim": "min"}
	wayStates = set("open opened closed shut")
)

// partWays say it is only some of the way, as partWords do, in words the
// grammar reads only there: "open the blinds partially", "partway", "open
// the curtains a crack".
var partWays = map[string]bool{"partly": true, "partially": true, "somewhat": true, "partway": true, "crack": true}

// ways reads the words of how far a cover is opened or closed, in a clause
// whose verb opens or closes (partVerbs) and in no other: "fully",
// "completely", "all the way" (not "all the way up": the top of a range)
// say nothing more than the verb; "partially" is how partway reads "a bit".
// After a verb or a direction that raises or lowers (wayVerbs, "up",
// "down") they say the top or the
// bottom of the range, as "all the way up" does: "raise the blinds all
// the way", "lower the shades fully", where they were not understood. "All
// the way" before the state it ends in says nothing more than it: "pull
// the curtain all the way open".
func ways(toks []lexer.Token) []lexer.Token {
	opens, end := false, ""
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		allTheWay := t.Value == "all" && i+2 < len(toks) && toks[i+1].Value == "the" && toks[i+2].Value == "way"
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			opens, end = false, ""
		case t.Type == grammar.Verb:
			opens, end = partVerbs[verbs[t.Value]] != "", wayVerbs[verbs[t.Value]]
		case t.Type == grammar.Dir && rightExtremes[t.Value] != "" && i > 0 && !opens:
			end = rightExtremes[t.Value] // "turn up the light all the way"
		case allTheWay && i+3 < len(toks) && wayStates[toks[i+3].Value] && clauseEnd(toks[i+4:]):
			for k := i; k < i+3; k++ {
				toks[k].Type = grammar.Filler // "all the way open"
			}
			i += 2
		case end != "" && wholeWays[t.Value] && t.Type == grammar.Word && clauseEnd(toks[i+1:]):
			t.Type, t.Value = grammar.Extreme, end // "raise the blinds fully"
		case end != "" && allTheWay && clauseEnd(toks[i+3:]):
			t.Type, t.Value = grammar.Extreme, end // "lower the blinds all the way"
			toks[i+1].Type, toks[i+2].Type = grammar.Filler, grammar.Filler
			i += 2
		case !opens || t.Type != grammar.Word && t.Type != grammar.Quant:
		case (wholeWays[t.Value] || partWays[t.Value]) && clauseEnd(toks[i+1:]):
			t.Type = grammar.Filler // at the end only: "open the wide window" names it
		case t.Value == "all" && i+2 < len(toks) && toks[i+1].Value == "the" && toks[i+2].Value == "way" && clauseEnd(toks[i+3:]):
			for k := i; k < i+3; k++ {
				toks[k].Type = grammar.Filler
			}
			i += 2
		}
	}
	return toks
}

// clauseEnd reports the tokens after a word ending its clause, but for
// fillers ("open the blinds fully please").
func clauseEnd(after []lexer.Token) bool {
	for len(after) > 0 && after[0].Type == grammar.Filler {
		after = after[1:]
	}
	return len(after) == 0 || after[0].Type == grammar.Sep || after[0].Type == grammar.Conj
}
