package zh

import "slices"

// Cantonese written forms. A Hong Kong or Guangdong user writes the words
// of Cantonese in characters of their own (閂燈, 開咗, 關咗佢, 大聲啲); a
// speech recogniser set to Cantonese writes them too. Each is the word of
// the pack that means the same, written in as many characters, so that
// the words around it keep their places: 咗 is the 了 of a thing done
// ("我開咗燈" is said done, never a command), 唔好 the 不要 of a negation
// ("唔好開燈" never switches anything on).
var (
	cantonesePairs = map[[2]rune][2]rune{
		{'唔', '好'}: {'不', '要'}, {'唔', '使'}: {'不', '用'}, {'唔', '该'}: {'麻', '烦'}, {'咗', '未'}: {'了', '没'},
		{'唔', '系'}: {'不', '是'},
	}
	cantoneseRunes = map[rune]rune{
		'咗': '了', '佢': '它', '啲': '点', '嘅': '的', '冇': '没', '闩': '关', '唔': '不',
	}
)

// cantonese rewrites the Cantonese forms of a simplified text, one rune
// for one: the pairs first ("唔好" is 不要, never 不好), then the runes;
// 未 that ends a text holding 咗 asks whether a thing is done, the 没 of
// "开了空调没" ("開咗冷氣未", "閂咗燈未呀").
func cantonese(rs []rune) {
	if i := lastWord(rs); i >= 0 && rs[i] == '未' && slices.Contains(rs[:i], '咗') {
		rs[i] = '没'
	}
	for i := 0; i+1 < len(rs); i++ {
		if w, ok := cantonesePairs[[2]rune{rs[i], rs[i+1]}]; ok {
			rs[i], rs[i+1] = w[0], w[1]
		}
	}
	for i, r := range rs {
		if m, ok := cantoneseRunes[r]; ok {
			rs[i] = m
		}
	}
}

// endParticles are what may follow the last word of a Cantonese question.
var endParticles = map[rune]bool{'呀': true, '啊': true, '吖': true, '呢': true, '？': true, '?': true, '。': true, ' ': true}

// lastWord is the index of the last rune of a text before the particles
// and marks that end it, or -1.
func lastWord(rs []rune) int {
	i := len(rs) - 1
	for i >= 0 && endParticles[rs[i]] {
		i--
	}
	return i
}
