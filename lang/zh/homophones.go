package zh

import (
	"strings"
	"sync"

	"edge/grammar"
)

// A speech recogniser writes a word it heard by its sound, often with a
// character of the same reading: 抬灯 for 台灯, 调按 for 调暗, 窗连 for 窗帘.
// repairSounds puts back the pack's word where a run of characters is no
// word the pack knows but reads like one of its words of two to four
// characters and shares a character with it in the same place.

// soundWordCategories are the categories of grammar words a misheard run
// is put back to: the words that carry a command's meaning.
var soundWordCategories = []string{
	categories[grammar.Verb], categories[grammar.Rel], categories[grammar.Attr], categories[grammar.State],
	categories[grammar.Color], categories[grammar.Extreme], categories[grammar.Noun], categories[grammar.Unit],
}

// soundKey finds the pack's words of n characters with character r at
// position pos.
type soundKey struct {
	r      rune
	pos, n int
}

type soundIndex struct {
	words map[soundKey][][]rune
	// known marks the words the pack knows (isWord) and the starts of
	// them (isStart).
	known  map[string]uint8
	maxLen int
}

// degree is the unit a number is most often said with.
const degree = '度'

const (
	isWord uint8 = 1 << iota
	isStart
)

var sounds = sync.OnceValue(func() *soundIndex {
	x := &soundIndex{words: map[soundKey][][]rune{}, known: map[string]uint8{}}
	know := func(ws string) {
		for _, w := range strings.Fields(ws) {
			x.known[w] |= isWord
			rs := []rune(w)
			for n := 1; n < len(rs); n++ {
				x.known[string(rs[:n])] |= isStart
			}
		}
	}
	for _, ws := range categories {
		know(ws)
	}
	for _, ws := range []string{content, wakeWords, hesitations, politeness, particles, strings.Join(soonWords, " ")} {
		know(ws) // 直接开灯: 直接 is known, and 接开 no misheard 解开
	}
	for _, r := range resultVerbs {
		for _, v := range strings.Fields(r.verbs) {
			for _, c := range strings.Fields(r.results) {
				know(v + c) // 开起来 is no misheard 开启
			}
		}
	}
	for w := range rels {
		know(w) // the scheme's changes: 整凉一点 is no misheard 整亮
	}
	targets := append([]string{content, doingVerbs()}, soundWordCategories...)
	for _, ws := range vocab.Classes {
		targets = append(targets, strings.Join(ws, " "))
	}
	seen := map[string]bool{}
	for _, ws := range targets {
		know(ws)
		for _, w := range strings.Fields(ws) {
			rs := []rune(w)
			if n := len(rs); n >= 2 && n <= 4 && !seen[w] {
				seen[w] = true
				x.maxLen = max(x.maxLen, n)
				for pos, r := range rs {
					k := soundKey{r, pos, n}
					x.words[k] = append(x.words[k], rs)
				}
			}
		}
	}
	return x
})

// doingVerbs are the verbs of result of the verbs of doing ("整开", "弄灭"),
// put back as the words of the categories are ("争开" is 整开).
func doingVerbs() string {
	var out []string
	for _, r := range resultVerbs {
		for _, v := range strings.Fields(r.verbs) {
			if !strings.Contains(doing, v) {
				continue
			}
			for _, c := range strings.Fields(r.results) {
				out = append(out, v+c)
			}
		}
	}
	return strings.Join(out, " ")
}

// repairSounds puts the pack's words back for the misheard runs of rs, in
// place. It reads the text as the lexer does, the longest known word or
// numeral first, and repairs only a run longer than the known word where
// it starts that holds no other known word.
func repairSounds(rs []rune) {
	x := sounds()
	for i := 0; i < len(rs); {
		if !isHan(rs[i]) {
			i++
			continue
		}
		if _, n, _, _ := numeral(rs[i:]); n > 0 {
			i += n // 两度 is a number and a unit, not 亮度
			if i < len(rs) && rs[i] != degree && commonReading(rs[i]) == commonReading(degree) && x.knownAt(rs[i:]) == 0 {
				rs[i] = degree // 二十六读: the unit after a number
			}
			continue
		}
		known := x.knownAt(rs[i:])
		step := max(known, 1)
		for n := min(x.maxLen, len(rs)-i); n > known && n >= 2; n-- {
			if w := x.soundalike(rs[i : i+n]); w != nil && !x.breaksWord(rs[i:], n) && !cutsOrdinal(rs[i:], n) && !cutsNumeral(rs[i:], n) {
				copy(rs[i:], w)
				step = n
				break
			}
		}
		i += step
	}
}

// knownAt is the length of the longest word the pack knows at the start
// of rs (0: none).
func (x *soundIndex) knownAt(rs []rune) int {
	best := 0
	for n := 1; n <= len(rs); n++ {
		k := x.known[string(rs[:n])]
		if k&isWord != 0 {
			best = n
		}
		if k&isStart == 0 {
			break
		}
	}
	return best
}

// breaksWord reports whether a word the pack knows of two characters or
// more, or one that ends after the first n runes of rs, starts inside
// them: the lexer reads that word (投影仪打开 is no 已打开).
func (x *soundIndex) breaksWord(rs []rune, n int) bool {
	for j := 1; j < n; j++ {
		if k := x.knownAt(rs[j:]); k >= 2 || j+k > n {
			return true
		}
	}
	return false
}

// cutsOrdinal reports a run of n that holds the 第 of an ordinal, a
// numeral after it: "开到第二档" is the second step, never 开到底 (to the
// end) and 二档.
func cutsOrdinal(rs []rune, n int) bool {
	for j := 0; j < n && j+1 < len(rs); j++ {
		if string(rs[j]) == ordinalSaid {
			if _, k, _, _ := numeral(rs[j+1:]); k > 0 {
				return true
			}
		}
	}
	return false
}

// cutsNumeral reports a run of n that a value starts inside of, after its
// first rune: a numeral that goes on past the run, or has a unit after
// it, or ends what is said. A value said after a verb is no part of a
// word that sounds like the two ("空调开十六度" is 16 °C, never 开始 and 6 °C;
// "台灯开七十" is 70%, never 开启 and 10%; "电视声音开十吧" is 10, never 开始
// playing), where a name after the numeral is what the word is said of
// ("开七客厅空调" is 开启客厅空调).
func cutsNumeral(rs []rune, n int) bool {
	for j := 1; j < n && j < len(rs); j++ {
		_, k, _, _ := numeral(rs[j:])
		if k == 0 {
			continue
		}
		end := j + k
		return end > n || end == len(rs) || !isHan(rs[end]) || strings.ContainsRune(afterValue, rs[end])
	}
	return false
}

// afterValue are the runes said right after a value: its unit, or a
// particle that ends what is said.
const afterValue = "度档挡格成吧啊呀了哦嘛呢哈呗啦咯喽"

// soundalike is the pack's word that a run reads like, or nil: the word
// differs from the run only by characters of the same common reading.
func (x *soundIndex) soundalike(run []rune) []rune {
	var found []rune
	for pos, r := range run {
		for _, w := range x.words[soundKey{r, pos, len(run)}] {
			if readsLike(run, w) {
				if found != nil && string(found) != string(w) {
					return nil // two words read alike: leave the run
				}
				found = w
			}
		}
	}
	return found
}

// readsLike reports whether two runs of the same length read alike,
// character by character, by their common readings.
func readsLike(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] && (commonReading(a[i]) == "" || commonReading(a[i]) != commonReading(b[i])) {
			return false
		}
	}
	return true
}

// commonReading is a character's common reading ("" for none).
func commonReading(r rune) string {
	if r < pinyinFirst || r > pinyinLast {
		return ""
	}
	c, _, _ := strings.Cut(pinyinCombos[pinyinOf[r-pinyinFirst]], ",")
	return c
}
