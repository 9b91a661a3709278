package zh

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// echoAsked reads a deed said with 了 and a question mark, with no 吗, 吧
// or 呢 ("电视关了？", "你把门锁了？", "你开空调了？", "你把客厅灯关了？我还在看
// 书"), as the question of whether it is done ("电视关了吗？"): the speaker
// asks back, surprised, and asks for nothing. "你把客厅灯关了？我还在看书"
// switched the living room's light off and "你把门锁了？" locked the front
// door. Said with 把 and no 你 before it ("把灯关了？"), it is the command
// it was.
func echoAsked(text string) string {
	if !strings.ContainsAny(text, "？?") {
		return text
	}
	var b strings.Builder
	for text != "" {
		i := strings.IndexAny(text, "？?")
		if i < 0 {
			b.WriteString(text)
			break
		}
		clause := text[:i]
		if asked, ok := echoed(clause); ok {
			clause = asked
		}
		b.WriteString(clause)
		_, size := utf8.DecodeRuneInString(text[i:])
		b.WriteString(text[i : i+size])
		text = text[i+size:]
	}
	return b.String()
}

// echoed is the clause before a question mark asked with 吗, when it is a
// deed said with 了.
func echoed(clause string) (string, bool) {
	said := clause
	if i := strings.LastIndexAny(clause, "，,。！!"); i >= 0 {
		_, size := utf8.DecodeRuneInString(clause[i:])
		said = clause[i+size:]
	}
	said = strings.TrimSpace(said)
	done, ok := strings.CutSuffix(said, perfective)
	if !ok || strings.ContainsAny(done, echoNot) || !slices.ContainsFunc(doneVerbs, func(v string) bool { return strings.Contains(done, v) }) {
		return clause, false
	}
	for _, m := range []string{objectSaid, "将"} {
		if i := strings.Index(done, m); i >= 0 && !strings.HasSuffix(done[:i], spokenTo) {
			return clause, false
		}
	}
	return clause + questionMark, true
}

// echoNot are the characters of the words that ask already ("开多少了？",
// "开了几个了？", "谁关了？", "前门锁的还是开了？"): no deed said back.
const echoNot = "多几什么怎哪谁啥吗呢吧没还"

// spokenTo is the one spoken to, whose deed a question asks back.
const spokenTo = "你"
