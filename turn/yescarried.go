package turn

import (
	"reflect"
	"strings"
	"unicode"

	"edge/compile"
	"edge/ir"
)

// maxYesBytes bounds the yes an utterance may open with: "yes", "okay
// sure", 好的.
const maxYesBytes = 24

// yesCarrying reads an utterance that opens with a yes and goes on with
// the command asked about, said again ("yes, open it", "yes open the
// garage door", 好的，开吧, 对，开), while a yes is waited for: the yes, as
// a yes alone is. A command that is not the one asked about ("yes and
// unlock the front door") is no yes: it is a command of its own, with
// its own question. It returns the yes's program, or nil.
func (t *turn) yesCarrying(p *pending) *ir.Program {
	if p == nil || p.Kind != "confirm" || p.Clause == nil || t.pinSaid {
		return nil
	}
	text := t.said
	var prev rune
	for i, r := range text {
		if i > maxYesBytes {
			break
		}
		if i == 0 || !cut(prev, r) {
			prev = r
			continue
		}
		prev = r
		head, err := compile.Compile(text[:i])
		if err != nil || head.Reply == nil || head.Reply.Kind != ir.Yes {
			continue
		}
		rest := strings.TrimLeftFunc(text[i:], func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
		prog, err := compile.Compile(rest)
		if rest != "" && err == nil && prog.Reply == nil && len(prog.Clauses) == 1 && sameCommand(prog.Clauses[0], *p.Clause) {
			return head
		}
	}
	return nil
}

// cut reports a place between two runes where a word may end: before a
// space or a mark, or between two Han characters.
func cut(before, r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.Is(unicode.Han, before) && unicode.Is(unicode.Han, r)
}

// sameCommand reports a clause that says again the command asked about:
// its verb, with no other value, on nothing named, on "it", or on what
// was named.
func sameCommand(said, asked ir.Clause) bool {
	if said.Kind != ir.Act || asked.Kind != ir.Act || said.Negated || said.Wish || said.Condition != nil || said.When != nil ||
		said.Verb != asked.Verb {
		return false
	}
	if len(said.Params) > 0 && !reflect.DeepEqual(said.Params, asked.Params) {
		return false
	}
	tg := said.Target
	return reflect.DeepEqual(tg, ir.Target{}) || reflect.DeepEqual(tg, ir.Target{Ref: true}) || reflect.DeepEqual(tg, asked.Target)
}

// valueNotAsked reports a command that only sets a value, on "it" or on
// nothing named ("no, 22 degrees", 不，二十二度), while a yes is waited for on a command of no such value
// ("turn off everything"): "it" is what was asked of, and setting a value
// the question never said on whatever of it takes one is no answer.
func valueNotAsked(cls []ir.Clause, asked ir.Clause) bool {
	if len(cls) != 1 || cls[0].Kind != ir.Act || len(cls[0].Params) == 0 || !bare(cls[0].Target) && !reflect.DeepEqual(cls[0].Target, ir.Target{Ref: true}) {
		return false
	}
	for _, p := range cls[0].Params {
		for _, a := range asked.Params {
			if a.Name == p.Name {
				return false
			}
		}
	}
	return true
}
