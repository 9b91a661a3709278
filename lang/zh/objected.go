package zh

import (
	"slices"
	"strings"

	"edge/grammar"
)

// A command said back with 还 or 又 before it and a question mark after it
// ("还关灯？我还没看完呢", "还开空调啊？", "又开电视？", "还把灯关了？") objects
// to it: the speaker asks why it would be done, and asks for nothing.
// Nothing is done and nothing asked back. "还关灯？我还没看完呢" asked which
// light, and a yes switched it. 还是 and 还有 ("还是把灯关了吧") and a
// question with 吗 ("还关灯吗") are read as they were.

// objectors are the words that say a thing is done again or still, and
// objectorsNot the words they begin that are no such thing.
var (
	objectors    = []string{"还要", "又要", "还", "又"}
	objectorsNot = []string{"还是", "还有", "又是"}
)

var errObjected = grammar.Errorf("a command said back with %s", "还")

// objected reports text whose first question, asked with a question mark
// and no 吗 or 吧, is a command said after one of objectors.
func objected(text string) bool {
	i := strings.IndexAny(text, "？?")
	if i < 0 {
		return false
	}
	asked := strings.TrimRight(strings.TrimLeft(text[:i], "嗯啊哎呀，, "), "啊呀呢啦")
	if strings.ContainsAny(asked, "，,吗吧") || slices.ContainsFunc(objectorsNot, func(w string) bool { return strings.HasPrefix(asked, w) }) {
		return false
	}
	for _, w := range objectors {
		if rest, ok := strings.CutPrefix(asked, w); ok {
			return slices.ContainsFunc(doneVerbs, func(v string) bool { return strings.Contains(rest, v) })
		}
	}
	return false
}
