package turn

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/lang"
)

// Names said otherwise than the home has them: with words of how a thing
// is made, a word of its kind first, or one word the home does not know
// (resolve tries them where the name as said finds nothing).

// unmade is a name without the words of how a thing is made
// (lang.Vocab.Makes): "smart plug" is "plug", "kitchen wifi plug"
// "kitchen plug", 智能音箱 音箱; and without a word of its kind said first
// (lang.Vocab.KindWords): "scene movie time" is "movie time", 场景观影模式
// 观影模式, or last in a Chinese name: 晚安场景 晚安; "" when it has none of them, or nothing else. A word of latin
// letters is left out whole, where words are spaced; one of Chinese, or
// in a Chinese name (wifi电视), wherever it is.
func (t *turn) unmade(name string) string {
	p := t.pack()
	makes := p.Vocab().Makes
	var out []string
	cut := false
	for _, w := range p.Split(lang.Key(name)) {
		if makes[w] {
			cut = true
			continue
		}
		for m := range makes {
			if (m[0] >= utf8.RuneSelf || len(w) > 0 && w[len(w)-1] >= utf8.RuneSelf) && strings.Contains(w, m) {
				w, cut = strings.ReplaceAll(w, m, ""), true
			}
		}
		if w != "" {
			out = append(out, w)
		}
	}
	for k := range p.Vocab().KindWords {
		switch {
		case len(out) > 1 && out[0] == k:
			out, cut = out[1:], true
		case len(out) > 0 && out[0] != k && out[0][0] >= utf8.RuneSelf && strings.HasPrefix(out[0], k):
			out[0], cut = strings.TrimPrefix(out[0], k), true
		case len(out) > 0 && out[len(out)-1] != k && out[len(out)-1][0] >= utf8.RuneSelf && strings.HasSuffix(out[len(out)-1], k):
			out[len(out)-1], cut = strings.TrimSuffix(out[len(out)-1], k), true // 晚安场景
		}
	}
	if !cut || len(out) == 0 {
		return ""
	}
	return p.Join(out)
}

// knownPart is a name without the one word, said before its last, that
// no name, place or class of the home has (index.Knows): "double garage
// door" is "garage door", "patio string lights" "patio lights"; "" when
// it has no such word, or more than one (words of a sentence the name
// took in: "once its dark tv"), or one after the rest ("tv broken"), or
// where no verb of the language was said (the unknown word may be the
// verb: "can you zap the kitchen light", which a follow-up would read as
// the last command again). Only for languages that space their words.
func (t *turn) knownPart(name string) string {
	p := t.pack()
	words := p.Split(lang.Key(name))
	unknown := -1
	for i, w := range words {
		if t.e.idx.Knows(w) {
			continue
		}
		if unknown >= 0 {
			return ""
		}
		unknown = i
	}
	if unknown < 0 || unknown == len(words)-1 {
		return ""
	}
	if !slices.ContainsFunc(strings.Fields(strings.ToLower(t.req.Text)), func(w string) bool { return p.Vocab().Verbs[w] != "" }) {
		return "" // "zap the kitchen light": a verb edge does not know, never a word of the name
	}
	return p.Join(slices.Delete(words, unknown, unknown+1))
}
