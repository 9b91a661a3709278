package en

import "edge/lang"

// "More" or "less" said with nothing but how much ("more", "a bit more",
// "a little less", "even more") is more or less of the last change of the
// conversation, whichever way it went: "dim the kitchen light", then "a
// bit more", dims it more. Read as "up" and "down", it brightened the
// light just dimmed.

// alongWords are the words of more or less of a change said.
var alongWords = set("more less")

// alongLast marks the Rel of such a clause as Along.
func alongLast(c lang.Clause) {
	var along *lang.Phrase
	for i := range c {
		switch p := &c[i]; {
		case p.Kind == lang.Rel && p.Word == "" && alongWords[p.Raw] && along == nil:
			along = p
		case p.Kind == lang.Filler, p.Kind == lang.Rel && p.Word == "" && p.Sign == 0:
			// "a bit", "a little"
		default:
			return
		}
	}
	if along != nil {
		along.Along = true
		along.AlongOnly = along.Raw == tooMuchWord || along.Raw == tooLittleWord // overshot.go
	}
}
