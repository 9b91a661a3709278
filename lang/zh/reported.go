package zh

import (
	"slices"
	"strings"

	"edge/grammar"
	"edge/lang"
)

// What someone else said, passed on ("我妈说空调太冷了", "孩子说有点热"), is
// a remark as the speaker's own is: what would mend it is asked back, and
// nothing is done without a yes. A command passed on ("我爸说把电视关了")
// is someone's wish told, not the speaker's request: it is not understood,
// never done. Both were a name not found (找不到“我妈说空调”). A command
// someone asked the speaker to do (我妈让我把空调打开, 老婆叫我把灯关了) is
// passed on as well: it was read as a room called 我. So is a command said
// with no verb (他刚才说电视大声一点, 我妈说回家模式): it was done.

// reporters are the people whose words are passed on, and reportWords
// the words of saying after them.
var (
	reporters = strings.Fields(`我妈 我爸 妈妈 爸爸 我妈妈 我爸爸 我老婆 我老公 老婆 老公 我媳妇 媳妇 我爱人 爱人
	孩子 孩子们 小孩 我家孩子 宝宝 我家宝宝 儿子 女儿 我儿子 我女儿 奶奶 爷爷 我奶奶 我爷爷 姥姥 姥爷 外婆 外公
	他 她 他们 她们 阿妈 阿爸 女朋友 男朋友 我女朋友 我男朋友 室友 我室友 客人 别人 邻居 我邻居 朋友 我朋友 家人 保姆 阿姨 有人`)
	reportWords = []string{"说了", "说", "讲", "话", "让我", "叫我", "要我", "喊我"}
)

// errReported is a command passed on from someone else.
var errReported = grammar.Errorf("a command passed on from someone else")

// reported gives the text with the words that pass it on left out
// ("我妈说", "他刚才说"), after any wake word or filler before them.
func reported(text string) (string, bool) {
	for _, who := range reporters {
		at := strings.Index(text, who)
		if at < 0 || !onlyFillers(text[:at]) {
			continue
		}
		after := text[at+len(who):]
		for _, adverb := range speakerAfter {
			if rest, ok := strings.CutPrefix(after, adverb); ok && slices.ContainsFunc(reportWords, func(say string) bool { return strings.HasPrefix(rest, say) }) {
				after = rest // 他刚才说, 我妈又说
				break
			}
		}
		for _, say := range reportWords {
			rest, ok := strings.CutPrefix(after, say)
			if r := strings.TrimLeft(rest, "，, "); ok && r != "" {
				return text[:at] + r, true
			}
		}
	}
	return "", false
}

// onlyFillers reports a text of fillers, wake words and pauses alone.
func onlyFillers(text string) bool {
	return fillerTokens(lex.Tokens(text))
}

// reportedSaid parses what someone else said: a remark, or errReported for a
// command.
func reportedSaid(rest string) ([]lang.Clause, error) {
	cls, err := pack{}.parse(rest, false)
	if err != nil {
		return nil, err
	}
	if slices.ContainsFunc(cls, lang.Clause.Commands) {
		return nil, errReported // 他刚才说电视大声一点, 我妈说回家模式 too: they were done
	}
	return cls, nil
}
