package en

import (
	"slices"
	"strings"

	"edge/grammar"
)

// The rewrites of what people type (transform.go's Rewrites): a command
// passed on to the assistant ("tell the assistant to …"), a question of a
// value asked with a verb of showing ("show me the temperature in …"), a
// pause before a trailing exception ("…, except the kitchen"), a typo in
// the verb that opens a command ("trun on …"), a room alone said before
// its direction ("turn off the office" ↔ "office off") and a number of a
// name in words ("zone 3" ↔ "zone three").

// passedOn are the words a rewrite passes a command on with.
var passedOn = []string{"tell the assistant to", "ask home assistant to"}

// wrapper passes a command on to the assistant.
func wrapper(ws []spoken, _ [][]string) [][]spoken {
	if question(ws) || statement(ws) || ws[0].typ != grammar.Verb {
		return nil
	}
	var out [][]spoken
	for _, p := range passedOn {
		var head []spoken
		for _, w := range strings.Fields(p) {
			head = append(head, said(w))
		}
		head[0].said = lower(ws[0].said, head[0].said)
		out = append(out, slices.Concat(head, lowered(ws)))
	}
	return out
}

// showWords ask for a value with a verb of showing.
var showWords = []string{"show me", "tell me"}

// showMe asks "what is the temperature in the kitchen" as "show me the
// temperature in the kitchen".
func showMe(ws []spoken, _ [][]string) [][]spoken {
	if len(ws) < 4 || ws[0].key != "what" || ws[1].key != "is" || ws[2].typ != grammar.Det || ws[3].typ != grammar.Attr {
		return nil
	}
	var out [][]spoken
	for _, s := range showWords {
		f := strings.Fields(s)
		head := []spoken{said(lower(ws[0].said, f[0])), said(f[1])}
		rest := slices.Clone(ws[2:])
		rest[len(rest)-1].punct = strings.TrimSuffix(rest[len(rest)-1].punct, "?")
		out = append(out, slices.Concat(head, rest))
	}
	return out
}

// pause says a comma before a trailing exception: "turn off all the lights
// except the kitchen" → "turn off all the lights, except the kitchen".
func pause(ws []spoken, _ [][]string) [][]spoken {
	for i := 2; i < len(ws); i++ {
		if ws[i].typ != grammar.Except || ws[i-1].punct != "" || slices.ContainsFunc(ws[i+1:], func(w spoken) bool {
			return w.typ == grammar.Verb || w.typ == grammar.Conj || w.punct != "" && w.punct != "." && w.punct != "!"
		}) {
			continue
		}
		out := slices.Clone(ws)
		out[i-1].punct = ","
		return [][]spoken{out}
	}
	return nil
}

// typoVerb swaps two letters inside the verb that opens a command, when
// a particle or an article follows it: "turn on" → "trun on".
func typoVerb(ws []spoken, _ [][]string) [][]spoken {
	if len(ws) < 2 || ws[0].typ != grammar.Verb || len(ws[0].key) < 5 || ws[0].key != ws[0].said ||
		!slices.Contains(typoAfterVerb, ws[1].typ) {
		return nil
	}
	w := ws[0].key
	i := len(w) / 2
	if w[i] == w[i-1] {
		return nil
	}
	typed := w[:i-1] + string(w[i]) + string(w[i-1]) + w[i+1:]
	if reading(typed, typoVerbs, 0) != w {
		return nil
	}
	out := slices.Clone(ws)
	out[0].said, out[0].key = typed, typed
	return [][]spoken{out}
}

// roomAlone says a room alone before its direction: "turn off the office"
// → "office off".
func roomAlone(ws []spoken, places [][]string) [][]spoken {
	if len(ws) < 3 || !switchVerbs[ws[0].key] || ws[1].typ != grammar.Dir || ws[1].punct != "" {
		return nil
	}
	k := 2
	if ws[k].typ == grammar.Det {
		k++
	}
	n := placeAt(ws, k, places)
	if n == 0 || k+n != len(ws) {
		return nil
	}
	room := slices.Clone(ws[k:])
	dir := ws[1]
	dir.punct, room[len(room)-1].punct = room[len(room)-1].punct, ""
	room[0].said = lower(ws[0].said, room[0].said)
	return [][]spoken{append(room, dir)}
}

// numberInWords says a number that ends a name in words: "garden zone 3" →
// "garden zone three".
func numberInWords(ws []spoken, _ [][]string) [][]spoken {
	for i := 1; i < len(ws); i++ {
		if ws[i].typ != grammar.Num || ws[i-1].typ != grammar.Word || i+1 < len(ws) && ws[i+1].typ != grammar.Prep ||
			len(ws[i].key) != 1 || ws[i].key[0] < '2' || ws[i].key[0] > '9' {
			continue
		}
		out := slices.Clone(ws)
		out[i].said, out[i].key = smallNumbers[ws[i].key[0]-'0'], smallNumbers[ws[i].key[0]-'0']
		return [][]spoken{out}
	}
	return nil
}
