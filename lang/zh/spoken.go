package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The words of spoken Chinese that carry no meaning in a command, all
// fillers to the grammar: the wake words of smart speakers said before
// a command, hesitations, the politeness of a request, and particles.
const (
	wakeWords   = `小爱同学 天猫精灵 小度小度 小艺小艺 你好小艺 嘿小爱 你好小度 若琪`
	hesitations = `嗯 嗯嗯 呃 额 哎 诶 唉 喂 那什么 就是 然后呢`
	politeness  = `可以 能不能 可不可以 能否 能帮我 你帮我 麻烦帮我 帮我把 请你 你给我 给我把`
	particles   = `呗 啦 哈 嘞 咯 哟 喔 噢 呐`
)

// wakeAtStart are wake words that are also names ("小度音箱"): fillers
// only when they begin an utterance alone.
var wakeAtStart = map[string]bool{"小度": true, "小爱": true, "小艺": true}

// requests are the politeness words that make a question a request:
// "可以帮我把灯关掉吗" asks for an action, not whether it is possible.
var requests = map[string]bool{"可以": true, "能不能": true, "可不可以": true, "能否": true, "能帮我": true}

// questionMark is the particle that ends a yes/no question.
const questionMark = "吗"

// spokenWords adds the fillers of spoken Chinese to a lexicon's words.
func spokenWords(words map[string]lexer.TokenType) {
	for _, ws := range []string{wakeWords, hesitations, politeness, particles} {
		for _, w := range strings.Fields(ws) {
			words[w] = grammar.Filler
		}
	}
}

// wakeFirst makes a short wake word that begins an utterance, alone in
// its run of characters ("小度 打开灯"), a filler.
func wakeFirst(toks []lexer.Token) []lexer.Token {
	if len(toks) > 1 && toks[0].Type == grammar.Han && wakeAtStart[toks[0].Value] {
		toks[0].Type = grammar.Filler
	}
	return toks
}

// spokenRef reads "那个" that opens a clause with a name after it as a
// hesitation ("那个 把次卧的灯开一下"), not as "that one".
func spokenRef(c lang.Clause) {
	for i := range c {
		p := &c[i]
		if p.Kind == lang.Filler {
			continue
		}
		if p.Kind != lang.NP || !p.Ref || p.All || !namedAfter(c[i+1:]) {
			return
		}
		p.Kind = lang.Filler
	}
}

// namedAfter reports a name among the phrases.
func namedAfter(c lang.Clause) bool {
	for _, p := range c {
		if p.Kind == lang.NP && len(p.Words) > 0 || p.Kind == lang.Prep && len(p.NP.Words) > 0 {
			return true
		}
	}
	return false
}

// politeRequest reads "可以…吗", "能不能…吗" around a command as a request:
// the question particle is politeness when a politeness word opens the
// clause and a verb acts.
func politeRequest(c lang.Clause) {
	opened := false
	for _, p := range c {
		if p.Kind != lang.Filler {
			break
		}
		opened = opened || requests[p.Raw]
	}
	if !opened || !c.Has(lang.Verb) && !c.Has(lang.Rel) {
		return
	}
	for i := range c {
		if c[i].Kind == lang.Quest && c[i].Raw == questionMark {
			c[i] = lang.Phrase{Kind: lang.Filler, Raw: c[i].Raw}
		}
	}
}
