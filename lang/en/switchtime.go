package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
)

// The hour of a switch. "turn the tv off at 10", "turn off the bedroom
// light by 11", "open the curtain at 8", "at 11, turn off the tv": a
// number alone after these words at the end or the start of a command that only switches, opens or closes something
// is the hour it is to happen at, as "at 10:30" is; no level goes with
// such a command. Read as a level it turned the tv's volume to 10 now.
// So is one of 1 to 12 after "at" or "around" at the end or the start of a
// command that changes a level by its direction and says no value ("dim
// the lights at 9", "turn the volume down at 10", "brighten the lamp at
// 7"): read as a level, "brighten … at 7" set the lamp down to 7%. After
// "set" with no direction ("at 50" after "set the lamp"), or "by" after a
// change ("dim the lamp by 10"), the number stays a value.

// hourBefore come before the hour of a switch.
var hourBefore = set("at by around")

// switchMeanings are the canonical verbs and directions of a command that
// only switches, opens or closes, or starts or stops what a device does
// ("mute the tv at 10", "start the vacuum at 10"); turnVerbs carry no
// meaning of their own ("turn", "switch", "put").
var (
	switchMeanings = set("on off open close close-off open-on mute unmute lock unlock start stop pause play arm disarm clean dock")
	turnVerbs      = set("turn")
)

// switchHour reads the hour of a switch said at ws[i] ("at 10"), with no
// day said: its time and the number of words (0: none).
func switchHour(text string, ws []word, i int) (ir.When, int) {
	if !hourBefore[ws[i].w] {
		return ir.When{}, 0
	}
	at := pastRoughly(ws, i+1) // "at about 11"
	w, m := clockAt(ws, at)
	if m == 0 {
		if w, m = hourAt(ws, at); !w.EitherHalf {
			m = 0 // "turn the ac on at 22" is 22 degrees: an hour alone is one of 1 to 12
		}
	}
	if m == 0 || lengthUnitAt(ws, at+m) {
		return ir.When{}, 0
	}
	m += at - i - 1
	before, after := text[:ws[i].start], text[ws[i+m].end:]
	if onlyFillers(after) && onlySwitches(before) || onlyFillers(before) && onlySwitches(after) { // "at 11, turn off the tv"
		return w, 1 + m
	}
	end, start, by := onlyFillers(after), onlyFillers(before), ws[i].w == stepBy
	if (end || start || !by) && setsOwnValue(before+" "+after) || !by && (end && changesOnly(before) || start && changesOnly(after)) { // valuetime.go
		return w, 1 + m
	}
	return ir.When{}, 0
}

// onlyFillers reports words that carry no meaning here, or none.
func onlyFillers(text string) bool {
	for _, t := range lex.Tokens(text) {
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			return false
		}
	}
	return true
}

// onlySwitches reports a command that switches, opens or closes
// something and says nothing of a level: no other verb, no attribute,
// value or comparison, no question or condition.
func onlySwitches(text string) bool {
	return strings.TrimSpace(text) != "" && switchesOnly(lex.Tokens(text))
}

// switchesOnly is onlySwitches on the tokens of a command.
func switchesOnly(toks []lexer.Token) bool {
	switches := false
	for i, t := range toks {
		if t.Type == grammar.Word && switchMeanings[verbs[t.Value]] && commandStart(toks[:i]) {
			t.Type = grammar.Verb // "lock the front door": a verb that is also a name's word, first
		}
		switch t.Type {
		case grammar.Dir, grammar.On:
			if i > 0 && switchMeanings[verbs[toks[i-1].Value]] {
				continue // "open up", "shut down"
			}
			if !switchMeanings[dirs[t.Value]] {
				return false
			}
			switches = true
		case grammar.Verb:
			v := verbs[t.Value]
			switch {
			case switchMeanings[v]:
				switches = true
			case !turnVerbs[v]:
				return false
			}
		case grammar.Word, grammar.Det, grammar.Filler, grammar.Prep, grammar.Conj, grammar.Quant, grammar.Ref, grammar.Here, grammar.Noun:
		default:
			return false
		}
	}
	return switches
}
