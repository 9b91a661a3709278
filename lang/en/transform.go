package en

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Rewrites are the ways of saying an English command otherwise that keep
// its meaning (lang.Rewriter): the particle of a phrasal verb moved ("turn
// off the light", "turn the light off"), the room before or after the
// device ("kitchen light", "light in the kitchen"), the words that carry
// no meaning here (please, can you, a wake name, quickly, now), a
// contraction made or undone, a plural said in the singular, a verb or a
// class word swapped for another of the same meaning, a number said in
// words, "the" said or left out (transform_words.go holds the words they
// move); and the kinds of what people type (transform_kinds.go).
func (pack) Rewrites() []lang.Rewrite {
	return []lang.Rewrite{
		{Kind: "particle", Apply: rewords(particle)},
		{Kind: "room-after", Apply: rewords(roomLast)},
		{Kind: "room-before", Apply: rewords(roomFirst)},
		{Kind: "polite", Apply: rewords(polite)},
		{Kind: "wake", Apply: rewords(wake)},
		{Kind: "adverb", Apply: rewords(adverb)},
		{Kind: "contraction", Apply: rewords(contraction)},
		{Kind: "singular", Apply: rewords(singular)},
		{Kind: "synonym", Apply: rewords(synonym)},
		{Kind: "numeral", Apply: rewords(numeral)},
		{Kind: "article", Apply: rewords(article)},
		{Kind: "wrapper", Apply: rewords(wrapper)},
		{Kind: "show-me", Apply: rewords(showMe)},
		{Kind: "pause", Apply: rewords(pause)},
		{Kind: "typo", Apply: rewords(typoVerb)},
		{Kind: "room-alone", Apply: rewords(roomAlone)},
		{Kind: "name-number", Apply: rewords(numberInWords)},
	}
}

// spoken is a word of a text as said, the punctuation after it apart; key
// is it in lower case, typ its category in the pack's lexicon.
type spoken struct {
	said, punct, key string
	typ              lexer.TokenType
}

func newSpoken(said string) spoken {
	core := strings.TrimRightFunc(said, func(r rune) bool { return unicode.IsPunct(r) && r != '\'' && r != '%' })
	w := spoken{said: core, punct: said[len(core):], key: strings.ToLower(core)}
	switch {
	case lex.Content[w.key]:
		w.typ = grammar.Word
	case numbers[w.key] > 0 || strings.IndexFunc(w.key, unicode.IsDigit) == 0:
		w.typ = grammar.Num
	default:
		if t, ok := lex.Words[w.key]; ok {
			w.typ = t
		} else {
			w.typ = grammar.Word
		}
	}
	return w
}

// rewords applies a rewrite of a text's words.
func rewords(f func(ws []spoken, places [][]string) [][]spoken) func(string, []string) []string {
	return func(text string, places []string) []string {
		var ws []spoken
		for _, f := range strings.Fields(text) {
			ws = append(ws, newSpoken(f))
		}
		if len(ws) == 0 {
			return nil
		}
		var ps [][]string
		for _, p := range places {
			ps = append(ps, strings.Fields(strings.ToLower(p)))
		}
		var out []string
		for _, v := range f(ws, ps) {
			if s := say(v); s != text && s != "" {
				out = append(out, s)
			}
		}
		return out
	}
}

func say(ws []spoken) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.said + w.punct
	}
	return strings.Join(parts, " ")
}

// said is a word the rewrite adds.
func said(s string) spoken { return newSpoken(s) }

// question reports words that ask rather than command.
func question(ws []spoken) bool {
	if len(ws) == 0 {
		return true
	}
	last := ws[len(ws)-1]
	return strongQuest[ws[0].key] || strings.Contains(last.punct, "?") || ws[0].typ == grammar.If
}

// statement reports words that say what is, before or instead of a
// command ("it is time to ...", "i need ...").
func statement(ws []spoken) bool { return ws[0].typ == grammar.Ref || speakers[ws[0].key] }

// objectEnd is where the object that begins at k ends: it holds names,
// determiners, quantifiers, attributes and nouns, and ends before any
// other word or after a word followed by punctuation.
func objectEnd(ws []spoken, k int) int {
	start := k
	for k < len(ws) && objectWord(ws[k]) && !notObject[ws[k].key] && (k == start || ws[k].typ != grammar.Quant) {
		k++
		if ws[k-1].punct != "" {
			return k
		}
	}
	return k
}

// objectWord reports a word of an object.
func objectWord(w spoken) bool {
	switch w.typ {
	case grammar.Det, grammar.Quant, grammar.Word, grammar.Attr, grammar.Noun:
		return true
	}
	return false
}

// boundaries are the words that may follow an object: a place, a value,
// a filler, another clause ("turn the light off in the kitchen", "turn the
// volume up to 50").
var boundaries = map[lexer.TokenType]bool{grammar.Prep: true, grammar.To: true, grammar.By: true, grammar.Filler: true,
	grammar.Conj: true, grammar.On: true}

// notObject are words that end an object: "right now", "all the way",
// and "of", which may not follow a particle moved before it ("turn off
// one of the lights").
var (
	notObject = map[string]bool{"right": true, "way": true, "please": true, "now": true}
	ofWords   = map[string]bool{"of": true, "for": true}
)

// pronoun reports an object that is a pronoun ("turn it off" is never
// "turn off it").
func pronoun(obj []spoken) bool { return len(obj) == 1 && obj[0].typ == grammar.Ref }

// particle moves the particle of a phrasal verb after its object, or
// before it: "turn off the light" ↔ "turn the light off".
func particle(ws []spoken, _ [][]string) [][]spoken {
	for i := 0; i+2 < len(ws); i++ {
		if !particleVerbs[ws[i].key] || ws[i].punct != "" || i > 0 && objectWord(ws[i-1]) {
			continue // "light" in "the overhead light on the first floor" is no verb
		}
		if p := ws[i+1]; particles[p.key] && p.punct == "" {
			j := objectEnd(ws, i+2)
			if j > i+2 && j-i-2 <= maxObject && !pronoun(ws[i+2:j]) && (j == len(ws) || ws[j-1].punct != "" || boundaries[ws[j].typ] && !ofWords[ws[j].key]) {
				obj := slices.Clone(ws[i+2 : j])
				p.punct, obj[len(obj)-1].punct = obj[len(obj)-1].punct, ""
				return [][]spoken{slices.Concat(ws[:i+1], obj, []spoken{p}, ws[j:])}
			}
		}
		j := objectEnd(ws, i+1)
		if j > i+1 && j < len(ws) && j-i-1 <= maxObject && particles[ws[j].key] && ws[j-1].punct == "" && !pronoun(ws[i+1:j]) {
			p := ws[j]
			obj := slices.Clone(ws[i+1 : j])
			obj[len(obj)-1].punct, p.punct = p.punct, ""
			return [][]spoken{slices.Concat(ws[:i+1], []spoken{p}, obj, ws[j+1:])}
		}
	}
	return nil
}

// placeAt reports the words of a place that begin at k: their number.
func placeAt(ws []spoken, k int, places [][]string) int {
	best := 0
	for _, p := range places {
		if len(p) > best && k+len(p) <= len(ws) && slices.EqualFunc(ws[k:k+len(p)], p, func(w spoken, s string) bool { return w.key == s }) &&
			(len(p) == 1 || ws[k+len(p)-2].punct == "") {
			best = len(p)
		}
	}
	return best
}

// placeless reports the class word of a device whose room is where it
// works, not where it is: "the vacuum in the hall".
func placeless(w spoken) bool {
	class, _ := pack{}.ClassOf(w.key)
	return placelessClasses[class]
}

// classWord reports a word of a class, singular or plural.
func classWord(w spoken) bool {
	for _, ws := range vocab.Classes {
		if slices.Contains(ws, Singular(w.key)) {
			return true
		}
	}
	return false
}

// roomLast says the room after the device: "the kitchen lights" → "the
// lights in the kitchen".
func roomLast(ws []spoken, places [][]string) [][]spoken {
	for k := 0; k < len(ws); k++ {
		if k > 0 && (ws[k-1].typ == grammar.Word || ws[k-1].typ == grammar.Prep) {
			continue
		}
		n := placeAt(ws, k, places)
		if n == 0 || ws[k+n-1].punct != "" {
			continue
		}
		end := objectEnd(ws, k+n)
		if end != k+n+1 || !classWord(ws[k+n]) || classWord(spoken{key: ws[k+n-1].key + " " + ws[k+n].key}) || placeless(ws[k+n]) {
			continue // "garage door" is no door in the garage
		}
		name := slices.Clone(ws[k+n : end])
		room := slices.Clone(ws[k : k+n])
		room[n-1].punct, name[len(name)-1].punct = name[len(name)-1].punct, ""
		in := []spoken{said("in"), said("the")}
		return [][]spoken{slices.Concat(ws[:k], name, in, room, ws[end:])}
	}
	return nil
}

// roomFirst says the room before the device: "the lights in the kitchen"
// → "the kitchen lights".
func roomFirst(ws []spoken, places [][]string) [][]spoken {
	for i := 1; i+1 < len(ws); i++ {
		if !placePreps[ws[i].key] || !classWord(ws[i-1]) || ws[i-1].punct != "" {
			continue
		}
		k := i + 1
		if ws[k].typ == grammar.Det {
			k++
		}
		n := placeAt(ws, k, places)
		if n == 0 {
			continue
		}
		start := i - 1
		for start > 0 && ws[start-1].typ == grammar.Word && numbers[ws[start-1].key] == 0 && ws[start-1].key != nameOne {
			start--
		}
		if placeless(ws[i-1]) || nounVerbs[ws[start].key] && start == 0 {
			continue // "vacuum in the hall" cleans the hall; "lock front door in the kitchen"
		}
		room := slices.Clone(ws[k : k+n])
		name := slices.Clone(ws[start:i])
		name[len(name)-1].punct, room[n-1].punct = room[n-1].punct, ""
		return [][]spoken{slices.Concat(ws[:start], room, name, ws[k+n:])}
	}
	return nil
}

// polite asks politely: please before or after a command, can you before
// it.
func polite(ws []spoken, _ [][]string) [][]spoken {
	if question(ws) || statement(ws) || slices.ContainsFunc(ws, func(w spoken) bool { return politeWords[w.key] }) {
		return nil
	}
	last := slices.Clone(ws)
	last[len(last)-1].punct = ""
	out := [][]spoken{slices.Concat(last, []spoken{said("please" + ws[len(ws)-1].punct)})}
	if ws[0].typ == grammar.Verb {
		out = append(out, slices.Concat([]spoken{said(lower(ws[0].said, "Please"))}, lowered(ws)),
			slices.Concat([]spoken{said(lower(ws[0].said, "Can")), said("you")}, lowered(ws)))
	}
	return out
}

// wake says a wake name first.
func wake(ws []spoken, _ [][]string) [][]spoken {
	if greetings[ws[0].key] || isWake(ws[0].key) {
		return nil
	}
	w := rewordWake[len(ws)%len(rewordWake)]
	return [][]spoken{slices.Concat([]spoken{said(w)}, ws)}
}

// adverb says how: quickly before a command, now after it.
func adverb(ws []spoken, _ [][]string) [][]spoken {
	if question(ws) || ws[0].typ != grammar.Verb {
		return nil
	}
	last := slices.Clone(ws)
	last[len(last)-1].punct = ""
	return [][]spoken{
		slices.Concat([]spoken{said(lower(ws[0].said, "Quickly"))}, lowered(ws)),
		slices.Concat(last, []spoken{said("now" + ws[len(ws)-1].punct)}),
	}
}

// contraction makes a contraction of two words, or undoes one.
func contraction(ws []spoken, _ [][]string) [][]spoken {
	for i, w := range ws {
		if long, ok := contracted[w.key]; ok {
			two := strings.Fields(long)
			a, b := said(lower(w.said, two[0])), said(two[1])
			b.punct = w.punct
			return [][]spoken{slices.Concat(ws[:i], []spoken{a, b}, ws[i+1:])}
		}
		if i+1 < len(ws) && w.punct == "" {
			if short, ok := contractions[w.key+" "+ws[i+1].key]; ok {
				c := said(lower(w.said, short))
				c.punct = ws[i+1].punct
				return [][]spoken{slices.Concat(ws[:i], []spoken{c}, ws[i+2:])}
			}
		}
	}
	return nil
}

// singular says a plural class word of a command in the singular: "turn
// off the lights in the kitchen" → "turn off the light in the kitchen"
// (a singular class word in a room takes all of a command of low risk,
// or asks).
func singular(ws []spoken, _ [][]string) [][]spoken {
	if question(ws) {
		return nil
	}
	for i, w := range ws {
		if s := Singular(w.key); s != w.key && classWord(w) && !slices.ContainsFunc(ws[max(0, i-2):i], func(w spoken) bool { return pluralOnly[w.key] }) &&
			(i+1 == len(ws) || ws[i+1].typ != grammar.Word) {
			out := slices.Clone(ws)
			out[i].said = lower(w.said, s)
			return [][]spoken{out}
		}
	}
	return nil
}

// synonym swaps a verb or a class word for another of the same meaning.
func synonym(ws []spoken, _ [][]string) [][]spoken {
	var out [][]spoken
	for i, w := range ws {
		alt, ok := synonyms[w.key]
		if !ok || switchVerbs[w.key] && (!slices.ContainsFunc(ws[i+1:], func(w spoken) bool { return w.key == "on" || w.key == "off" }) ||
			i > 0 && ws[i-1].typ == grammar.Word) {
			continue
		}
		v := slices.Clone(ws)
		v[i].said, v[i].key = lower(w.said, alt), alt
		out = append(out, v)
	}
	return out
}

// lower gives a word the case of the first letter of the word it replaces.
func lower(was, w string) string {
	if was != "" && unicode.IsUpper([]rune(was)[0]) {
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.ToLower(w[:1]) + w[1:]
}

// lowered is words said after a word put before them: the first in lower
// case unless it is a name.
func lowered(ws []spoken) []spoken {
	out := slices.Clone(ws)
	if out[0].typ != grammar.Word {
		out[0].said = strings.ToLower(out[0].said)
	}
	return out
}

// numeral says a value's number in words: "set it to 50%" → "set it to
// fifty percent", "by 2 degrees" → "by two degrees".
func numeral(ws []spoken, _ [][]string) [][]spoken {
	for i, w := range ws {
		digits, percent := strings.CutSuffix(w.key, "%")
		n, err := strconv.Atoi(digits)
		if err != nil || n < 0 || n > 100 || w.punct != "" && !percent && i+1 < len(ws) {
			continue
		}
		unit := percent || i+1 < len(ws) && ws[i+1].typ == grammar.Unit
		if !unit && (i == 0 || ws[i-1].typ != grammar.To && ws[i-1].typ != grammar.By) {
			continue // "light 2" is a name
		}
		said := spellNumber(n)
		if percent {
			said += " percent"
		}
		out := slices.Clone(ws)
		out[i].said = said
		return [][]spoken{out}
	}
	return nil
}

// spellNumber says a number from 0 to 100 in words.
func spellNumber(n int) string {
	switch {
	case n == 100:
		return "one hundred"
	case n < 20:
		return smallNumbers[n]
	case n%10 == 0:
		return tensWords[n/10]
	}
	return tensWords[n/10] + " " + smallNumbers[n%10]
}

// article says "the" before an object that has none, or leaves it out:
// "turn off kitchen light" ↔ "turn off the kitchen light".
func article(ws []spoken, _ [][]string) [][]spoken {
	for i := 0; i+1 < len(ws); i++ {
		w, next := ws[i], ws[i+1]
		switch {
		case w.key == "the" && next.typ == grammar.Word && (i == 0 || ws[i-1].punct == ""):
			return [][]spoken{slices.Delete(slices.Clone(ws), i, i+1)}
		case (w.typ == grammar.Dir || w.typ == grammar.On) && w.punct == "" && i > 0 && ws[i-1].typ == grammar.Verb &&
			next.typ == grammar.Word && !nounVerbs[next.key] && numbers[next.key] == 0:
			return [][]spoken{slices.Insert(slices.Clone(ws), i+1, said("the"))}
		}
	}
	return nil
}
