package zh

import (
	"strings"

	"edge/grammar"
)

// thenSaidFirst opens a command with "then" ("那就七点开灯", "那七点开灯").
const thenSaidFirst = "那"

// opensCommand reports whether the runes before an hour alone ("七点")
// say nothing of the command: none, or only words that carry no meaning
// here (wake words, hesitations, politeness, wanting: "请十点关电视",
// "小爱同学七点开卧室灯", "我要七点开灯") and words that join it to what
// was said before ("然后", "那就"). There the hour is when the command is
// to run; read as a level it set the tv's volume to 10 now.
func opensCommand(before []rune) bool {
	text := strings.TrimSpace(string(before))
	if then, ok := strings.CutPrefix(text, thenSaidFirst); ok && onlyOpening(then) {
		return true
	}
	return onlyOpening(text)
}

// onlyOpening reports a text of words that carry no meaning here, or
// that join what follows to what was said before, or none.
func onlyOpening(text string) bool {
	for _, t := range lex.Tokens(text) {
		if t.Type != grammar.Filler && t.Type != grammar.Sep && t.Type != grammar.Conj {
			return false
		}
	}
	return true
}

// hourAfterName reports an hour alone said between the name a command
// opens with and its verb ("电视九点静音", "客厅空调十点调到二十二度",
// "把书房台灯八点关掉"): before it only names, the attribute named and
// words that carry no meaning; after it a verb first. There the hour is
// when the command is to run; read as a level it set the tv's volume to 9
// now. A number after a verb ("调亮两点") or with none after it is no hour.
func hourAfterName(before, after []rune) bool {
	named := false
	for _, t := range lex.Tokens(string(before)) {
		switch t.Type {
		case grammar.Han, grammar.Attr:
			named = true
		case grammar.Filler, grammar.Sep:
		default:
			return false
		}
	}
	if !named {
		return false
	}
	for _, t := range lex.Tokens(string(after)) {
		switch t.Type {
		case grammar.Filler, grammar.Sep:
		case grammar.Verb:
			return true
		default:
			return false
		}
	}
	return false
}
