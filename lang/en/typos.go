package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Typos in the words of the grammar: a word the lexicon does not know,
// typed where a word of the grammar goes, is read as the one word of the
// grammar near enough to it ("trun on the light", "what is the
// temprature", "13 degrees of celcjus", "is the door opeb?", "isthe
// washer running"). Where a word goes is what keeps a name from being
// read as a word of the grammar ("the closet light" keeps its closet):
//
//   - a verb opens a clause, with a particle, an article, a name, an
//     attribute or a pronoun after it;
//   - an attribute follows an article;
//   - a unit follows a number, or a unit and "of";
//   - a state ends a question that begins with "is" or "are".
//
// A particle of direction typed amiss after a verb, or at the end of a
// clause a verb opens ("turn offf", "switch onn", "turn the light onn"),
// is no direction: which one is asked, never guessed.
//
// How near is near enough grows with the length of the word typed
// (typoNear); a word of the grammar of fewer than minTypo letters, and so
// the particles on and off, is never a typo's reading. Several readings
// as near: none.

// minTypo is the fewest letters of a word typed, and of its reading.
const minTypo = 4

// typoVerbs, typoAttrs, typoUnits and typoStates are the words of the
// grammar a typo may be read as, by where it is typed.
var (
	typoVerbs  = typoWords(categories[grammar.Verb])
	typoAttrs  = typoWords(categories[grammar.Attr])
	typoUnits  = typoWords(categories[grammar.Unit] + " celsius fahrenheit")
	typoStates = typoWords(categories[grammar.State] + " open")
	// typoAfterVerb are the kinds of word a verb's reading needs after it.
	typoAfterVerb = []lexer.TokenType{grammar.Dir, grammar.On, grammar.Det, grammar.Quant, grammar.Word, grammar.Attr, grammar.Ref}
	// runOn are the kinds of the first and second word of two typed as
	// one ("isthe", "turnoff").
	runOnFirst  = []lexer.TokenType{grammar.Quest, grammar.Verb}
	runOnSecond = []lexer.TokenType{grammar.Det, grammar.Dir, grammar.On}
)

// typoLex is the category of each word of the grammar, and typoContent
// the content words, as the lexicon has them.
var (
	typoLex     = grammar.Vocabulary(categories)
	typoContent = grammar.Set(content)
)

func typoWords(ws string) []string {
	var out []string
	for _, w := range strings.Fields(ws) {
		if len(w) >= minTypo {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// typos reads the words typed amiss where a word of the grammar goes.
func typos(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Word && !typoContent[t.Value] && directionTypo(t.Value) && (i > 0 && verbAt(toks[i-1]) && commandStart(toks[:i-1]) ||
			(kindAt(toks, i+1) == grammar.Sep || kindAt(toks, i+1) == lexer.EOF) && verbOpens(toks[:i])) {
			toks[i].Type = grammar.Filler // "turn offf the light": on or off is asked
			continue
		}
		if t.Type != grammar.Word || typoContent[t.Value] || len(t.Value) < minTypo || thingWord(t.Value) || prefixed(t.Value) ||
			i+1 < len(toks) && poweredBy[[2]string{t.Value, toks[i+1].Value}] || poweredApartAt(toks, i) {
			continue // "boot up", "boot it up" are no "boost up"
		}
		prev, next := kindAt(toks, i-1), kindAt(toks, i+1)
		var w string
		a, b, ok := runOnAfterVerb(t.Value)
		if !(ok && i > 0 && verbAt(toks[i-1]) && commandStart(toks[:i-1])) {
			a, b, ok = runOn(t.Value)
			ok = ok && commandStart(toks[:i])
		}
		if ok {
			first, second := t, t
			first.Type, first.Value = typoLex[a], a
			second.Type, second.Value = typoLex[b], b
			toks = slices.Insert(slices.Delete(toks, i, i+1), i, first, second)
			continue
		}
		switch {
		case commandStart(toks[:i]):
			if slices.Contains(typoAfterVerb, next) {
				w = reading(t.Value, typoVerbs, 0)
			}
		case prev == grammar.Det:
			w = reading(t.Value, typoAttrs, 0)
		case prev == grammar.Num || prev == grammar.Unit || i > 1 && toks[i-1].Value == "of" && toks[i-2].Type == grammar.Unit:
			w = reading(t.Value, typoUnits, 1)
		case (next == grammar.Sep || next == lexer.EOF) && questionOpens(toks[:i]):
			w = reading(t.Value, typoStates, 0)
		}
		if w != "" {
			toks[i].Type, toks[i].Value = typoLex[w], w
		}
	}
	return toks
}

// wordPrefixes make words of their own of the words of the grammar:
// "reactivate" is no typo of "deactivate", nor "undock" of "unlock".
var wordPrefixes = []string{"re", "de", "un", "dis", "pre"}

// prefixed reports a word that is a prefix and a word of the grammar.
func prefixed(w string) bool {
	for _, p := range wordPrefixes {
		if rest, ok := strings.CutPrefix(w, p); ok && typoLex[rest] != 0 {
			return true
		}
	}
	return false
}

// thingWord reports a word that names a kind of thing, a class word or a
// part a device is wired as (wiredWords), singular or plural: it is never
// a typo of a word of the grammar ("relay a on" is no "replay").
func thingWord(w string) bool {
	w = Singular(w)
	_, class := classes.word[w]
	return class || wiredWords[w]
}

// wiredWords are the words of the parts a device is wired as, named by
// them where no class says what they switch.
var wiredWords = set("relay contactor breaker circuit channel")

// kindAt is the type of token i, EOF outside the tokens.
func kindAt(toks []lexer.Token, i int) lexer.TokenType {
	if i < 0 || i >= len(toks) {
		return lexer.EOF
	}
	return toks[i].Type
}

// questionOpens reports a clause, up to its last word, that begins with a
// question word of yes or no ("is", "are").
func questionOpens(before []lexer.Token) bool {
	k := len(before) - 1
	for k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj {
		k--
	}
	for k++; k < len(before) && before[k].Type == grammar.Filler; k++ {
	}
	return k < len(before) && before[k].Type == grammar.Quest && questMeaning[before[k].Value] == lang.QuestYesNo
}

// runOnAfterVerb splits a word typed after a verb as a particle and an
// article run together ("turn onthe light", "switch offthe tv").
func runOnAfterVerb(w string) (a, b string, ok bool) {
	for k := 2; k < len(w)-1; k++ {
		a, b = w[:k], w[k:]
		if (typoLex[a] == grammar.Dir || typoLex[a] == grammar.On) && typoLex[b] == grammar.Det {
			return a, b, true
		}
	}
	return "", "", false
}

// runOn splits a word typed as two of the grammar run together: a question
// word or a verb, then an article or a particle.
func runOn(w string) (a, b string, ok bool) {
	for k := 2; k < len(w)-1; k++ {
		a, b = w[:k], w[k:]
		if slices.Contains(runOnFirst, typoLex[a]) && slices.Contains(runOnSecond, typoLex[b]) {
			return a, b, true
		}
	}
	return "", "", false
}

// reading is the one word of ws near enough to typed (typoNear, with slack
// more edits allowed), "" for none or several.
func reading(typed string, ws []string, slack int) string {
	best, bestD, tie := "", 3, false
	for _, w := range ws {
		if w == typed || abs(len(w)-len(typed)) > 2 {
			continue
		}
		d, ok := typoNear(typed, w, slack)
		switch {
		case len(w) < len(typed):
			// a word typed longer than its reading is another word:
			// "closet" is no "close".
		case !ok || d > bestD:
		case d < bestD:
			best, bestD, tie = w, d, false
		case verbs[w] != verbs[best] || verbs[w] == "":
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

func abs(n int) int { return max(n, -n) }

// typoNear reports how many edits make typed of w, and whether that is
// near enough: of a word typed with 4 or 5 letters, two letters swapped
// or one struck next to the one meant on the keyboard, or one left out
// after the first;
// of 6 to 8 letters, one edit; of more, two; slack edits more.
func typoNear(typed, w string, slack int) (int, bool) {
	d := editDistance(typed, w)
	switch n := len(typed); {
	case d == 0:
		return 0, false
	case n <= 5 && slack == 0 && len(w) == n:
		return d, d == 1 && (swapped(typed, w) || besideKey(typed, w))
	case n <= 5 && slack == 0:
		return d, d == 1 && typed[0] == w[0] // "swich"; "right" is no "bright"
	case n <= 8:
		return d, d <= 1+slack
	}
	return d, d <= 2+slack
}

// swapped reports two words of one length that differ by two neighbouring
// letters swapped.
func swapped(a, b string) bool {
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// keyRows are the rows of a QWERTY keyboard.
var keyRows = []string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// besideKey reports two words of one length that differ by one letter,
// the two keys side by side in a row of the keyboard.
func besideKey(a, b string) bool {
	for i := 0; i < len(a); i++ {
		if a[i] == b[i] {
			continue
		}
		if a[i+1:] != b[i+1:] {
			return false
		}
		for _, row := range keyRows {
			x, y := strings.IndexByte(row, a[i]), strings.IndexByte(row, b[i])
			if x >= 0 && y >= 0 && abs(x-y) == 1 {
				return true
			}
		}
		return false
	}
	return false
}

// maxEdited bounds the length of the words editDistance compares: no word
// of the grammar is longer.
const maxEdited = 24

// editDistance is the optimal string alignment distance of two words:
// insertions, deletions, substitutions and swaps of neighbouring letters;
// a word longer than maxEdited is as far as its length.
func editDistance(a, b string) int {
	var rows [3][maxEdited + 1]int
	if len(b) > maxEdited {
		return max(len(a), len(b))
	}
	prev2, prev, cur := rows[0][:len(b)+1], rows[1][:len(b)+1], rows[2][:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// unitSaidTwice reads a unit said again by its name after a unit of the
// same meaning ("13 degrees celsius", "13 degrees of celsius") as said
// once; degrees before "fahrenheit" ("72 degrees fahrenheit") are
// degrees Fahrenheit, never degrees Celsius said first, and before
// "celsius" degrees Celsius named.
func unitSaidTwice(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Type != grammar.Unit {
			continue
		}
		k := i - 1
		if toks[k].Value == "of" && k > 0 {
			k--
		}
		if toks[k].Type != grammar.Unit {
			continue
		}
		if units[toks[k].Value] == lang.UnitDegrees && (units[toks[i].Value] == lang.UnitFahrenheit || units[toks[i].Value] == lang.UnitCelsius) {
			toks[k].Value = toks[i].Value
		}
		if units[toks[k].Value] == units[toks[i].Value] {
			for j := k + 1; j <= i; j++ {
				toks[j].Type = grammar.Filler
			}
		}
	}
	return toks
}

// directions are the particles whose typos are asked about.
var directions = []string{"on", "off"}

// directionTypo reports a word typed one edit from a particle of
// direction.
func directionTypo(w string) bool {
	return slices.ContainsFunc(directions, func(d string) bool { return editDistance(w, d) == 1 })
}

// verbOpens reports a clause, up to a word, that a verb opens.
func verbOpens(before []lexer.Token) bool {
	k := len(before) - 1
	for k >= 0 && before[k].Type != grammar.Sep && before[k].Type != grammar.Conj {
		k--
	}
	for k++; k < len(before) && before[k].Type == grammar.Filler; k++ {
	}
	return k < len(before) && verbAt(before[k])
}
