package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Places said before a command: where the speakers say they are ("i'm in
// the kitchen, turn on the light"), or a place alone ("kitchen, turn on
// the light"), is where the command is.

// speakerPlace is where the speakers say they are, said right after
// their word of being: "in the kitchen" of "i'm in the kitchen, turn on
// the light". A place of more words than a room's name has is something
// else ("i'm in the kitchen cooking dinner"), and so is one said with no
// "the" ("i'm in bed").
func speakerPlace(toks []lexer.Token) []lexer.Token {
	if len(toks) < 3 || !placePreps[toks[0].Value] || toks[1].Type != grammar.Det {
		return nil // "i'm in bed", "i'm at home": no room
	}
	k := 2
	for k < len(toks) && toks[k].Type == grammar.Word {
		k++
	}
	if k == 2 || k > 4 || k < len(toks) && toks[k].Type != grammar.Sep && toks[k].Value != soWord && toks[k].Type != grammar.Verb {
		return nil
	}
	return toks[:k]
}

// placed puts where the speakers said they are at the end of the first
// clause of their command, where the command says no place of its own:
// "turn on the light" said in the kitchen is "turn on the light in the
// kitchen".
func placed(cmd, where []lexer.Token) []lexer.Token {
	if len(where) == 0 {
		return cmd
	}
	end := len(cmd)
	for k, t := range cmd {
		if placePreps[t.Value] && t.Type == grammar.Prep || t.Type == grammar.Here || t.Type == grammar.Ref {
			return cmd // "… turn on the light in the hall", "… turn it on"
		}
		if t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.If || t.Type == grammar.Except {
			end = k
			break
		}
	}
	for end > 0 && cmd[end-1].Type == grammar.Filler {
		end-- // "… turn on the light please"
	}
	return slices.Concat(cmd[:end], where, cmd[end:])
}

// placeFirst puts a place said before a command, after a pause, where the
// command says it: "kitchen, turn on the light" is "turn on the light in
// the kitchen", "the bedroom, lights off" "lights off in the bedroom". Only
// plain words before the pause (a name of a few words, not a class word
// after others or plural: that names a thing), and a command after
// it that names its thing and says no place or "it" of its own: "the tv,
// turn it off" is topic's, "kitchen light, turn on" names nothing after it.
func placeFirst(toks []lexer.Token) []lexer.Token {
	start := lead(toks)
	k := start
	if k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	words := k
	for k < len(toks) && toks[k].Type == grammar.Word {
		k++
	}
	n := k - words
	if n == 0 || n > 3 || k+1 >= len(toks) || toks[k].Type != grammar.Sep {
		return toks
	}
	if last := toks[k-1].Value; classes.word[Singular(last)] != "" && (n > 1 || Singular(last) != last) {
		return toks // "upstairs lights, lights out": a thing ("garage, …" is a room)
	}
	cmd := toks[k+1:]
	verb, named, dir := false, false, false
	for _, t := range cmd {
		if t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.If || t.Type == grammar.Except {
			break
		}
		switch t.Type {
		case grammar.Verb:
			verb = verb || !named
		case grammar.Word:
			named = true
		case grammar.Dir, grammar.On:
			dir = true
		}
	}
	if !named || !verb && !dir {
		return toks
	}
	var name []string
	for _, t := range toks[words:k] {
		name = append(name, t.Value)
	}
	if vocab.WholeHome[strings.Join(name, " ")] {
		return append(toks[:start], cmd...) // "home, turn on the kitchen light": said to the house
	}
	where := append([]lexer.Token{{Type: grammar.Prep, Value: "in", Pos: toks[start].Pos}}, toks[start:k]...)
	if where[1].Type != grammar.Det {
		where = slices.Insert(where, 1, lexer.Token{Type: grammar.Det, Value: "the", Pos: toks[start].Pos})
	}
	out := placed(slices.Clone(cmd), where)
	if len(out) == len(cmd) {
		return toks // the command says its own place
	}
	return append(toks[:start], out...)
}
