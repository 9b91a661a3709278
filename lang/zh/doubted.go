package zh

import (
	"strings"

	"edge/grammar"
	"edge/ir"
)

// A yes said with a doubt (应该是吧, 可能吧, 我觉得可以, 好像行), a doubt
// alone (不知道, 不确定, 随便, 无所谓), a yes conceded or with a but
// (可以是可以, 好的，不过), or 好了/行了 alone, which as often mean
// "enough" as "yes", answers nothing: it is ir.Unsure, and the question
// is asked again. 行了, 好了吧 and 我觉得可以 were a yes and opened
// the garage door; 可能吧 and 随便 cancelled; 应该是吧 and 也许吧 dropped
// the question. A no said with a doubt (可能不要, 应该不用了) stays a no.

// eitherSaid leave the choice to edge (都可以, 哪个都行, 随便哪个, 都一样): to
// "哪一个：卫生间的，还是客厅的？" they are no choice, and it is asked again;
// 都可以 was read as 都, all of them, and switched on both fans.
var eitherSaid = []string{"都可以", "都成", "都好", "都一样", "哪个都可以", "哪个都行", "哪个都好", "哪个都成", "哪个都一样",
	"哪一个都可以", "哪一个都行", "随便哪个", "随便哪一个", "任何一个", "任意一个", "哪个都无所谓"}

// errEither refuses as a command or question what eitherAlone reports:
// 哪个都可以 asked after the state of every device, 随便哪个 looked for a
// device named 随便.
var errEither = grammar.Errorf("the choice left to edge")

// eitherAlone reports words that leave the choice to edge said alone
// (哪个都可以, 随便哪个吧, 都行，都可以): a reply only.
func eitherAlone(text string) bool {
	rest := text
	for _, e := range eitherFirst {
		rest = strings.ReplaceAll(rest, e, " ")
	}
	return rest != text && strings.Trim(rest, doubtAround) == ""
}

// eitherFirst are eitherSaid, longest first.
var eitherFirst = longestFirst(strings.Join(eitherSaid, " "))

// doubts are the words that say a doubt (with those unsure of a command,
// unsure.go), longest first; enoughSaid the words that are only "enough"
// said alone.
var (
	doubts = longestFirst(strings.Join(unsureWords, " ") + ` 你看着办 看着办 你决定 我觉得 我感觉 我估计 我猜 不知道 不确定 不清楚 说不好 说不准 拿不准
		无所谓 都行 随便 不过 但是 可是 可能 也许 或许 大概 应该 估计 好像 似乎 貌似 差不多 觉得 感觉 ` + strings.Join(eitherSaid, " "))
	enoughSaid = map[string]bool{"好了": true, "行了": true, "可以了": true, "够了": true, "好了好了": true, "行了行了": true}
)

// conceded reports a yes said as a concession, a but to come (可以是可以,
// 好是好, 行是行): it was a yes.
func conceded(text string) bool {
	a, b, ok := strings.Cut(text, isSaid)
	return ok && a == b && (a == "可以" || a == "好" || a == "行" || a == "对")
}

// doubtAround are the particles and pauses around a doubt's other words.
const doubtAround = "吧啊呀哦哈嘛呢嗯。！!？?，, "

// doubted reads a reply said with a doubt: ok when it holds one and,
// the doubt taken out, nothing is left or a reply is; no when that reply
// is a no.
func doubted(text string) (no *ir.Reply, ok bool) {
	rest := text
	doubt := false
	for _, d := range doubts {
		if strings.Contains(rest, d) {
			rest, doubt = strings.ReplaceAll(rest, d, " "), true
		}
	}
	rest = strings.Trim(rest, doubtAround)
	switch {
	case !doubt:
		return nil, enoughSaid[rest] || conceded(rest)
	case rest == "" || conceded(rest):
		return nil, true // 不知道, 随便, 可以是可以，不过
	}
	r, err := (pack{}).ParseReply(rest)
	if after, ok := strings.CutPrefix(rest, isSaid); err != nil && ok && after != "" {
		r, err = (pack{}).ParseReply(after) // 可能是卧室的
	}
	if err != nil {
		return nil, false // no reply
	}
	if r.Kind == ir.No {
		return r, true // 可能不要, 应该不用了
	}
	return nil, true // 应该是吧, 我觉得可以
}

// selfDoing are the words that say the speaker does it themselves, alone
// or after a no (算了我自己来, 不用了，我自己去吧): a no, nothing named
// instead; 我自己来 was looked for as a name. selfNo are the noes before
// them.
var (
	selfDoing = map[string]bool{"我自己来": true, "我自己去": true, "我自己弄": true, "我自己开": true, "我自己关": true, "我来": true,
		"我去": true, "我亲自来": true, "我自己动手": true, "我自己搞": true, "我自己处理": true}
	selfNo = longestFirst("不用了 不用 不要了 不要 算了 没事 不必了 不必")
)

// selfDone reports a reply that says the speaker does it themselves.
func selfDone(text string) bool {
	rest := strings.Trim(text, doubtAround)
	for _, no := range selfNo {
		if after, ok := strings.CutPrefix(rest, no); ok {
			rest = strings.Trim(after, doubtAround)
			break
		}
	}
	return selfDoing[rest]
}
