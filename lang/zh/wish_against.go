package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A wish or an intent to do a thing followed by a reason against it
// ("我想关灯但是孩子还在写作业", "本来想开空调，不过太贵了", "正想关灯结果停电
// 了", "想把门锁上可是他还没回来"), or a thing that would have been done
// but for a reason ("要不是孩子在睡觉我就开电视了"), is no command: the
// speaker says why it is not done. Nothing is done and nothing asked
// back. "我想关灯但是孩子还在写作业" asked which light, and a yes switched
// it. A second command or a state to keep said after the contrast ("我想
// 关客厅灯但是卧室灯要开着") is read as it was.

// wishOpeners are the words that say a thing is wished or meant, after
// the one who wishes it and a word of when (本来, 刚, 正); butFor opens a
// thing that would have been done but for a reason.
var (
	wishOpeners = longestFirst(`想 想要 打算 准备 本来想 本来要 本来打算 本来准备 原本想 原本要 原来想 本想 正想 正要 正打算
		刚想 刚要 刚刚想 是想 还想 也想 其实想 倒是想 真想 很想`)
	wishers     = longestFirst(`我们 我 咱们 咱 俺 他 她 我妈 我爸 老公 老婆`)
	againstSaid = append(slices.Clone(contrastWords), "结果", "然而")
)

const butFor = "要不是"

// happenings are what a reason says happened that hold the word of a
// command (停电: the power went off, 回来: came back); a verb said after 没
// is of what was not done ("他还没回来", "后来没关").
var happenings = strings.Fields(`停电 回来 回家 找到 睡着 到家`)

var errWishedAgainst = grammar.Errorf("a wish with a reason against it")

// wishedAgainst reports text that opens with a wish (wishOpeners, after
// one of wishers) and says, after a word of contrast, a reason with no
// command in it (no verb but of what happened or was not done, no state,
// no exception, no word of forbidding); or opens with butFor.
func wishedAgainst(text string) bool {
	t := strings.TrimLeft(text, "嗯呃啊那个就是，, ")
	for _, w := range wishers {
		if rest, ok := strings.CutPrefix(t, w); ok {
			t = rest
			break
		}
	}
	if strings.HasPrefix(t, butFor) {
		return true
	}
	wished := false
	for _, w := range wishOpeners {
		if rest, ok := strings.CutPrefix(t, w); ok {
			t, wished = rest, true
			break
		}
	}
	if !wished {
		return false
	}
	at, said := -1, ""
	for _, c := range againstSaid {
		if i := strings.Index(t, c); i > 0 && (at < 0 || i < at) {
			at, said = i, c
		}
	}
	if at < 0 {
		return false
	}
	reason := strings.TrimLeft(t[at+len(said):], "是，, ")
	for _, w := range happenings {
		reason = strings.ReplaceAll(reason, w, "")
	}
	notDone := false
	return !slices.ContainsFunc(lex.Tokens(reason), func(u lexer.Token) bool {
		notDone = notDone || u.Type == grammar.Quest && u.Value == notYet
		return u.Type == grammar.Verb && !notDone || u.Type == grammar.State || u.Type == grammar.Except || u.Type == grammar.Neg
	})
}
