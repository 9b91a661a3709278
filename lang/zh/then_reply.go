package zh

import (
	"strings"
	"unicode/utf8"
)

// thenWords open a reply as what follows from the question (那好吧, 那就卧室吧,
// 那算了, 那么确认): they were read as part of a name ("那行" one word), and
// the yes cancelled what it answered, the choice and the no were not
// understood. Longest first.
var thenWords = []string{"那样的话", "那样", "那么", "那就", "那"}

// pointedAfter are what, after 那, make it point at a thing (那个, 那盏, 那边,
// 那里) rather than say "then".
const pointedAfter = "个盏边里些儿台只位种部间头"

// thenOpened is a reply without its opening word of "then" and the
// hesitations before it (嗯，那好吧), and the reply as said when none opens
// it or 那 points at a thing.
func thenOpened(text string) string {
	said := text
	for cut := true; cut; {
		cut = false
		said = strings.TrimLeft(said, "，, ")
		for _, h := range strings.Fields(hesitations) {
			if rest, ok := strings.CutPrefix(said, h); ok && !strings.HasPrefix(h, "那") {
				said, cut = rest, true
			}
		}
	}
	for _, w := range thenWords {
		rest, ok := strings.CutPrefix(said, w)
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(rest); w == "那" && strings.ContainsRune(pointedAfter, r) {
			return text
		}
		if rest = strings.TrimLeft(rest, "，, "); rest != "" {
			return rest
		}
		return text
	}
	return text
}
