package en

import (
	"cmp"
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// putVerbs are the colloquial verbs of putting that turn a device on or
// off only with the direction said after their object: "pop the telly
// off", "stick the kettle on", "flick on the lights in the den". Without a
// direction they say nothing a device does ("throw the ball").
var putVerbs = map[string]bool{"pop": true, "stick": true, "flick": true, "flip": true, "knock": true, "whack": true,
	"bang": true, "chuck": true, "throw": true, "slap": true, "bung": true}

// levelVerbs are the verbs that turn a level up or down only with that
// direction said ("take the volume down", "take it up a notch", "take the
// lights down to 20 percent"): "take" says nothing a device does
// otherwise ("take the trash out", "take the tv off the wall").
var levelVerbs = set("take")

// litVerbs are the verbs that switch lights said with no direction ("hit
// the lights", "flick the kitchen lights"): whether on or off is unsaid,
// as after "turn the lights"; litClasses are what they switch so.
var (
	litVerbs   = set("hit flick flip")
	litClasses = set("light")
)

// backWords say where a device is sent back to after "back": "send the
// roomba back to its dock", "send the mower back home"; "back" may also
// end the command ("send the roomba back").
var backWords = map[string]bool{"to": true, "home": true}

// lawnVerbs are the verbs that mow when the lawn is their object: "cut the
// grass", "trim the lawn".
var lawnVerbs = map[string]bool{"cut": true, "trim": true}

// hungClasses are the classes of what hangs and is let down to close it:
// "lower the blinds" closes them, "raise the blinds" opens them; with an
// amount ("a bit", "halfway") they move by it.
var hungClasses = map[string]bool{"blind": true, "curtain": true, "garage_door": true}

// hungVerbs are the verbs of raising and lowering such a thing, and what
// they do to it.
var hungVerbs = map[string]string{"raise": "open", "lower": "close", "drop": "close"}

// hungBy are the verbs that raise or lower what hangs with the direction
// said with them: "pull the blinds down", "roll up the shades", "put the
// blinds up", "draw the curtains shut".
var hungBy = map[string]bool{"pull": true, "roll": true, "put": true, "draw": true}

// "Draw the curtains" (or "pull the curtains") alone may open them or close them: which is asked,
// as on or off is after "turn the lights". Drawn back they are open.
// drawnClasses are what is drawn so: never a garage door.
var drawnClasses = set("curtain blind")

// drawVerbs are the verbs of drawing curtains ("draw the curtains",
// "pull the curtains"); backWord opens them with one.
var drawVerbs = set("draw pull")

const backWord = "back"

// drawnBack is where "back" is said with curtains or blinds drawn ("draw
// back the curtains", "draw the blinds back"), or -1 for none.
func drawnBack(toks []lexer.Token) int {
	for k, t := range toks {
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			return -1
		}
		if t.Value == backWord {
			rest := append(append([]lexer.Token{}, toks[:k]...), toks[k+1:]...)
			if aloneAfter(rest, drawnClasses) {
				return k
			}
			return -1
		}
	}
	return -1
}

// hungDirs are what the direction said with them does; hungStates what
// the state said after their object does ("pull the curtains shut",
// "draw the blinds open").
var (
	hungDirs   = map[string]string{"up": "open", "down": "close"}
	hungStates = map[string]string{"shut": "close", "closed": "close", "open": "open"}
)

// hungDoes is what a direction or a state said with such a verb does.
func hungDoes(w string) string { return cmp.Or(hungDirs[w], hungStates[w]) }

// phrasalTokens reads the verbs whose object is said between them and
// what they do, and the nouns said as objects that are also other words
// ("the charger"; "the hoover" is classNoun's): a verb of putting with the direction after its object is
// "turn" ("pop the telly off"); "back" after the object of a verb that
// sends a device home only says where it goes ("send the roomba back to
// its dock"), and "its" before a noun is a determiner; cutting the grass
// is mowing it.
func phrasalTokens(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	said := -1 // the direction said with a verb that raises or lowers
	for i := range toks {
		t := &toks[i]
		if i == said {
			continue
		}
		switch {
		case t.Type == grammar.Word && putVerbs[t.Value] && commandStart(toks[:i]) && directionAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Verb, "turn"
		case t.Type == grammar.Word && levelVerbs[t.Value] && commandStart(toks[:i]) && levelAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Verb, "turn"
		case litVerbs[t.Value] && commandStart(toks[:i]) && !directionAfter(toks[i+1:]) && aloneAfter(toks[i+1:], litClasses):
			t.Type, t.Value = grammar.Verb, "turn" // "hit the lights": on or off is asked
		case t.Value == backWord && i > 0 && toks[i-1].Type == grammar.Word && (i+1 == len(toks) || backWords[toks[i+1].Value]) &&
			sentHome(toks[:i]):
			continue
		case t.Value == itsWord && i > 0 && i+1 < len(toks) && toks[i-1].Type == grammar.To &&
			(toks[i+1].Type == grammar.Noun || toks[i+1].Type == grammar.Verb || toks[i+1].Type == grammar.Word):
			t.Type = grammar.Det // "to its dock"
		case hungVerbs[t.Value] != "" && commandStart(toks[:i]) && hungAfter(toks[i+1:]):
			t.Type, t.Value = grammar.Verb, hungVerbs[t.Value] // "lower the blinds"
		case hungBy[t.Value] && commandStart(toks[:i]):
			if d := hungDir(toks[i+1:]); d >= 0 {
				t.Type, t.Value = grammar.Verb, hungDoes(toks[i+1+d].Value)
				said = i + 1 + d
			} else if b := drawnBack(toks[i+1:]); drawVerbs[t.Value] && b >= 0 {
				t.Type, t.Value = grammar.Verb, "open" // "draw back the curtains"
				said = i + 1 + b
			} else if drawVerbs[t.Value] && aloneAfter(toks[i+1:], drawnClasses) {
				t.Type, t.Value = grammar.Verb, "turn" // "draw the curtains": open or close is asked
			}
		case t.Type == grammar.Noun && nouns[t.Value] == lang.NounDock && objectOf(toks[:i]):
			t.Type = grammar.Word // "switch the charger off": a device, not where a vacuum goes
		case i > 0 && toks[i-1].Value == "how" && howMuch(*t) && i+1 < len(toks) && copulas[toks[i+1].Value]:
			t.Type, t.Value = grammar.Attr, wordnetRels[t.Value][1:] // "how loud is the tv": its volume
		case i > 0 && toks[i-1].Value == "how" && howLevel[t.Value] && i+1 < len(toks) && copulas[toks[i+1].Value]:
			t.Type = grammar.Filler // "how high is the volume on the tv": how it is, never raise it
		case lawnVerbs[t.Value] && i+1 < len(toks) && (vocab.Lawn[toks[i+1].Value] ||
			toks[i+1].Type == grammar.Det && i+2 < len(toks) && vocab.Lawn[toks[i+2].Value]):
			t.Type, t.Value = grammar.Verb, "mow"
		}
		out = append(out, *t)
	}
	return out
}

// commandStart reports that a command may start after the tokens, which
// hold only fillers since the last pause: at the start, after fillers, a
// pause or "and".
func commandStart(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0; k-- {
		switch before[k].Type {
		case grammar.Filler:
		case grammar.Sep, grammar.Conj:
			return true
		default:
			return false
		}
	}
	return true
}

// directionAfter reports an on/off or up/down direction before the clause
// ends: "the telly off", "on the lights".
func directionAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj, grammar.Verb:
			return false
		case grammar.Dir, grammar.On:
			return true
		}
	}
	return false
}

// levelAfter reports "up" or "down" as the first direction before the
// clause ends, and not before where to ("take the vacuum up to the
// bedroom"): "up to 80" is a level.
func levelAfter(toks []lexer.Token) bool {
	for k, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj, grammar.Verb, grammar.On:
			return false
		case grammar.Dir:
			to := k+1 < len(toks) && toks[k+1].Type == grammar.To
			return (t.Value == "up" || t.Value == "down") && (!to || k+2 < len(toks) && toks[k+2].Type == grammar.Num)
		}
	}
	return false
}

// sentHome reports a clause whose verb sends a device home: "send",
// "return"; never "go" ("go back" is the song before).
func sentHome(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		if before[k].Type == grammar.Verb {
			return verbs[before[k].Value] == "return" && before[k].Value != "go"
		}
	}
	return false
}

// namesClass reports a word of a class: "hoover".
func namesClass(w string) bool {
	c, _ := lang.ClassOf(w)
	return c != ""
}

// howLevel are the words of a level asked after "how" that say no
// attribute of their own: "how high is the volume" asks the volume, and
// was read as raising it.
var howLevel = set("high low")

// howMuch reports an adjective of how much of an attribute there is,
// said after "how" ("how loud"), that no other word category reads: not a
// state ("how warm") nor a device ("light").
func howMuch(t lexer.Token) bool {
	return wordnetRels[t.Value] != "" && states[t.Value] == "" && t.Value != lightWord && t.Type != grammar.Attr
}

// objectOf reports a noun said as the object of a verb that does not send
// a device home: after the verb, its direction, a determiner and the rest
// of a name ("switch the charger off", "turn on the phone charger"), never
// after "to" ("go back to the charger").
func objectOf(before []lexer.Token) bool {
	k := len(before) - 1
	for k >= 0 && before[k].Type == grammar.Word {
		k-- // the rest of a name: "turn on the phone charger"
	}
	named := k
	for k >= 0 && (before[k].Type == grammar.Det || before[k].Type == grammar.Dir || before[k].Type == grammar.On) {
		k--
	}
	if k == named || k < 0 || before[k].Type != grammar.Verb && !nounVerbs[before[k].Value] {
		return false
	}
	return verbs[before[k].Value] != "return" && verbs[before[k].Value] != "dock"
}

// hungDir is where up or down is said with an object that hangs, before
// or after it ("down the blinds", "the blinds down"), or -1 for none: the
// tokens are said after a verb.
func hungDir(toks []lexer.Token) int {
	for k, t := range toks {
		if t.Type == grammar.Dir && hungDirs[t.Value] != "" || hungStates[t.Value] != "" && k > 0 {
			rest := append(append([]lexer.Token{}, toks[:k]...), toks[k+1:]...)
			if hungAfter(rest) {
				return k
			}
			return -1
		}
	}
	return -1
}

// hungAfter reports an object that hangs (hungClasses, hungNames) said
// alone to the end of the clause: "the kitchen blinds", "the blinds
// please"; never with an amount after it; a place may follow it ("in the
// study").
func hungAfter(toks []lexer.Token) bool {
	name, ok := objectAlone(toks)
	return ok && (ofClass(name, hungClasses) || ofName(name, hungNames))
}

// aloneAfter reports an object of one of the classes said alone to the
// end of the clause, a place after it or not.
func aloneAfter(toks []lexer.Token, classes map[string]bool) bool {
	name, ok := objectAlone(toks)
	return ok && ofClass(name, classes)
}

// objectAlone is the words of an object said alone to the end of the
// clause, a place after it or not; ok is false for anything else said.
func objectAlone(toks []lexer.Token) (name []string, ok bool) {
	for i, t := range toks {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return name, true
		case rightNowAt(toks, i):
			// "lower the blinds right now": said when, no word of the
			// object (spokenTokens reads it so after this)
		case t.Type == grammar.Word:
			name = append(name, t.Value)
		case t.Type == grammar.Prep && hungPlaces[t.Value] && len(name) > 0:
			return name, true // "pull the blinds down in the study"
		case t.Value == forWord && len(name) > 0 && forWhom(toks[i+1:]):
			return name, true // "raise my shades for me", "… for the kids" (forsomeone.go)
		case t.Value == muchWord:
			return nil, false // "raise the blinds a lot": an amount, as "a bit" is
		case t.Type != grammar.Det && t.Type != grammar.Filler:
			return nil, false
		}
	}
	return name, true
}

// forWhom reports a person a command is done for at the start of toks,
// after "the" or "my" or not.
func forWhom(toks []lexer.Token) bool {
	if len(toks) > 1 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	return len(toks) > 0 && (beneficiaries[toks[0].Value] || people[toks[0].Value])
}

// hungNames are the things raised out of the way and let down that no
// class word names: a drying rack is lowered to hang the washing on, so
// "raise the drying rack" opens it as 把晾衣架升起来 does, and "lower the
// airer" closes it.
var hungNames = []string{"airer", "drying rack", "clothes rack", "laundry rack"}

// ofName reports a name that ends with one of the names: "balcony drying
// rack", "clothes airers".
func ofName(name []string, names []string) bool {
	said := " " + Singular(strings.Join(name, " "))
	return slices.ContainsFunc(names, func(n string) bool { return strings.HasSuffix(said, " "+n) })
}

// hungPlaces are the prepositions of a place said after what hangs.
var hungPlaces = set("in")

// ofClass reports a name of one of the classes: "kitchen blinds",
// "garage door" of what hangs.
func ofClass(name []string, classes map[string]bool) bool {
	for k := range name {
		if c, _ := lang.ClassOf(Singular(strings.Join(name[k:], " "))); c != "" {
			return classes[c]
		}
	}
	return false
}

// onStates are the states a device is put on, in or to, and the verb that
// puts it so: "put the tv on mute" mutes it, never turns it on.
var onStates = map[string]string{"mute": "mute", "silent": "mute", "pause": "pause", "hold": "pause"}

// putOn are the verbs that put a device on such a state.
var putOn = map[string]bool{"put": true, "set": true, "turn": true, "switch": true, "place": true, "leave": true, "keep": true}

// onState reads a device put on a state as the verb of that state: "put
// the tv on mute" is "mute the tv", "set the speaker on pause" is "pause
// the speaker".
func onState(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !putOn[toks[i].Value] || !commandStart(toks[:i]) {
			continue
		}
		for k := i + 1; k+1 < len(toks) && toks[k].Type != grammar.Sep && toks[k].Type != grammar.Conj; k++ {
			v := onStates[toks[k+1].Value]
			end := k+2 == len(toks) || toks[k+2].Type == grammar.Sep || toks[k+2].Type == grammar.Conj
			if v == "" || !end || k == i+1 || toks[k].Value != "on" && toks[k].Value != "in" && toks[k].Value != "to" {
				continue
			}
			toks[i].Type, toks[i].Value = grammar.Verb, v
			toks = append(toks[:k], toks[k+2:]...)
			break
		}
	}
	return toks
}
