package grammar

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types. Kw tokens are the grammar's own words; Word (latin) and Han
// (Chinese) tokens are content: the words of names and places.
const (
	Kw lexer.TokenType = -(iota + 2)
	Word
	Han
	Num
	Sep
)

// englishKeywords are the grammar words of English. Words in englishContent
// are content words the grammar also matches by value ("lock", "first").
var englishKeywords = set(`turn switch put set make change dim adjust open close shut unlock activate start stop
pause play resume unpause mute unmute dock toggle is are what how the a an my our all every everything
in on off of to at from for please hey kindly could can would will you i want like and then also it them
brightness position temperature volume speed percent degrees closed locked unlocked opened playing hot warm cold
yes no yeah yep nope ok okay sure confirm cancel never mind do not`)

var englishContent = set(`lock switch first second third last one`)

// englishNumbers are the number words compile understands.
var englishNumbers = map[string]float64{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}

// chineseKeywords are the grammar words of Chinese, matched longest first
// inside runs of Han characters. chineseContent are words that contain a
// keyword character but are content ("开关" is a switch, not "open close").
var chineseKeywords = set(`打开 开 开启 启动 打开来 关 关闭 关掉 关上 锁上 锁好 锁 解锁 开锁 拉开 拉上 合上
调到 调成 调为 调至 设为 设置为 设置成 设成 设定为 调 设置 设定 激活 切换到 执行 暂停 播放 继续播放 继续 停止 静音 取消静音
把 将 请 帮我 帮忙 麻烦 麻烦你 给我 一下 吧 了 啊 呀 呢 哦 嘛 的 里 里的 里面 里面的
吗 没有 没 是不是 是 多少 几度 现在 目前 开着 关着 亮着 锁着 开了 关了 锁了
亮度 温度 室温 湿度 音量 位置 度 摄氏度
所有 全部 所有的 全部的 都
确认 是的 好的 好 对 没错 不要 不用 取消 算了 不 第 个 一点 一些 然后 再 并且 还有 同时`)

var chineseContent = set(`开关 空调 调光灯 玄关 停车场 茶几 智能锁 电子锁 密码锁 开水壶`)

var maxChineseWord = func() int {
	n := 0
	for w := range chineseKeywords {
		n = max(n, utf8.RuneCountInString(w))
	}
	for w := range chineseContent {
		n = max(n, utf8.RuneCountInString(w))
	}
	return n
}()

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// fold normalises one rune: full-width forms to half-width, ideographic
// space to space, upper to lower case, typographic quotes to '.
func fold(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		r -= 0xFEE0
	case r == 0x3000:
		r = ' '
	case r == '\u2018' || r == '\u2019' || r == '`':
		r = '\''
	}
	return unicode.ToLower(r)
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

func isLatin(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || r == '\'') }

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// Tokens lexes an utterance: text is folded (full-width, case), numbers in
// digits, English words or Chinese numerals become Num tokens, "50%" gives
// Num "50" and Kw "%", "22°C" gives Num "22" and Kw "degrees", contractions
// are expanded, Chinese is segmented into keywords and content runs.
// Columns count runes of the original text, from 1.
func Tokens(text string) []lexer.Token {
	rs := []rune(text)
	for i, r := range rs {
		rs[i] = fold(r)
	}
	var out []lexer.Token
	emit := func(t lexer.TokenType, v string, col int) {
		out = append(out, lexer.Token{Type: t, Value: v, Pos: lexer.Position{Line: 1, Column: col + 1, Offset: col}})
	}
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isDigit(r):
			j := i
			for j < len(rs) && isDigit(rs[j]) {
				j++
			}
			if j+1 < len(rs) && rs[j] == '.' && isDigit(rs[j+1]) {
				j++
				for j < len(rs) && isDigit(rs[j]) {
					j++
				}
			}
			emit(Num, string(rs[i:j]), i)
			i = j
		case r == '%':
			emit(Kw, "%", i)
			i++
		case r == '°' || r == '℃':
			emit(Kw, "degrees", i)
			i++
			if r == '°' && i < len(rs) && (rs[i] == 'c' || rs[i] == 'C') && (i+1 == len(rs) || !isLatin(rs[i+1])) {
				i++
			}
		case isLatin(r):
			j := i
			for j < len(rs) && (isLatin(rs[j]) || isDigit(rs[j])) {
				j++
			}
			for _, w := range expand(string(rs[i:j])) {
				emit(classifyEnglish(w), w, i)
			}
			i = j
		case isHan(r):
			i = lexHan(rs, i, emit)
		case strings.ContainsRune(",;，、；。!！?？", r):
			emit(Sep, ",", i)
			i++
		default:
			i++
		}
	}
	out = mergeEnglishNumbers(out)
	return trimSeps(out)
}

// expand splits contractions and possessives: "what's" → what is,
// "kitchen's" → kitchen, "don't" → do not, "i'd" → i would.
func expand(w string) []string {
	w = strings.Trim(w, "'")
	switch {
	case w == "":
		return nil
	case strings.HasSuffix(w, "n't") && w != "n't":
		base := strings.TrimSuffix(w, "n't")
		if base == "ca" || base == "wo" {
			base = map[string]string{"ca": "can", "wo": "will"}[base]
		}
		return []string{base, "not"}
	case w == "it's" || w == "what's" || w == "that's" || w == "how's" || w == "where's":
		return []string{strings.TrimSuffix(w, "'s"), "is"}
	case strings.HasSuffix(w, "'s"):
		return []string{strings.TrimSuffix(w, "'s")}
	case strings.HasSuffix(w, "'d"):
		return []string{strings.TrimSuffix(w, "'d"), "would"}
	case strings.HasSuffix(w, "'m"):
		return []string{strings.TrimSuffix(w, "'m"), "am"}
	case strings.HasSuffix(w, "'re"):
		return []string{strings.TrimSuffix(w, "'re"), "are"}
	case strings.HasSuffix(w, "'ll"):
		return []string{strings.TrimSuffix(w, "'ll"), "will"}
	}
	return []string{strings.ReplaceAll(w, "'", "")}
}

func classifyEnglish(w string) lexer.TokenType {
	switch {
	case englishKeywords[w]:
		return Kw
	case englishContent[w]:
		return Word
	}
	if _, ok := englishNumbers[w]; ok {
		return Num
	}
	return Word
}

// mergeEnglishNumbers turns runs of English number words into one Num
// with the digits: "twenty five" → 25, "a hundred" stays words.
func mergeEnglishNumbers(in []lexer.Token) []lexer.Token {
	out := in[:0]
	for i := 0; i < len(in); i++ {
		t := in[i]
		v, ok := englishNumbers[t.Value]
		if t.Type != Num || !ok {
			out = append(out, t)
			continue
		}
		for i+1 < len(in) {
			next, ok := englishNumbers[in[i+1].Value]
			if !ok || in[i+1].Type != Num {
				break
			}
			switch {
			case next == 100 && v < 100:
				v *= 100
			case v >= 20 && v < 100 && int(v)%10 == 0 && next < 10:
				v += next
			default:
				ok = false
			}
			if !ok {
				break
			}
			i++
		}
		t.Value = strconv.FormatFloat(v, 'f', -1, 64)
		out = append(out, t)
	}
	return out
}

func trimSeps(in []lexer.Token) []lexer.Token {
	out := in[:0]
	for _, t := range in {
		if t.Type == Sep && (len(out) == 0 || out[len(out)-1].Type == Sep) {
			continue
		}
		out = append(out, t)
	}
	for len(out) > 0 && out[len(out)-1].Type == Sep {
		out = out[:len(out)-1]
	}
	return out
}

// lexHan segments a run of Han characters starting at i: at each position
// the longer of a Chinese numeral and a dictionary word wins (a numeral
// with a decimal point always wins); characters matching neither gather
// into one Han content token.
func lexHan(rs []rune, i int, emit func(lexer.TokenType, string, int)) int {
	start := -1
	flush := func(end int) {
		if start >= 0 {
			emit(Han, string(rs[start:end]), start)
			start = -1
		}
	}
	for i < len(rs) && isHan(rs[i]) {
		word, kw := "", false
		for n := min(maxChineseWord, len(rs)-i); n >= 1; n-- {
			w := string(rs[i : i+n])
			if chineseKeywords[w] || chineseContent[w] {
				word, kw = w, chineseKeywords[w]
				break
			}
		}
		num, numLen, decimal, percent := chineseNumber(rs[i:])
		wordLen := utf8.RuneCountInString(word)
		switch {
		case numLen > 0 && (decimal || percent || numLen > wordLen):
			flush(i)
			emit(Num, num, i)
			if percent {
				emit(Kw, "%", i)
			}
			i += numLen
		case word != "" && kw:
			flush(i)
			emit(Kw, word, i)
			i += wordLen
		case word != "":
			if start < 0 {
				start = i
			}
			i += wordLen
		default:
			if start < 0 {
				start = i
			}
			i++
		}
	}
	flush(i)
	return i
}

var chineseDigits = map[rune]int{'零': 0, '〇': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// chineseNumber reads a Chinese numeral at the start of rs: 二十六 → 26,
// 十五 → 15, 一百 → 100, 二十五点五 → 25.5, 百分之五十 → 50 with percent
// set, 半 → 0.5. n is the number of runes read (0: none).
func chineseNumber(rs []rune) (value string, n int, decimal, percent bool) {
	if strings.HasPrefix(string(rs), "百分之") {
		v, m, dec, _ := chineseNumber(rs[3:])
		if m == 0 {
			return "", 0, false, false
		}
		return v, m + 3, dec, true
	}
	if len(rs) > 0 && rs[0] == '半' {
		return "0.5", 1, true, false
	}
	total, section, digit, i := 0, 0, -1, 0
	for ; i < len(rs); i++ {
		r := rs[i]
		if d, ok := chineseDigits[r]; ok {
			digit = d
			continue
		}
		unit := map[rune]int{'十': 10, '百': 100, '千': 1000}[r]
		if unit == 0 {
			break
		}
		if digit < 0 {
			digit = 1
		}
		section += digit * unit
		digit = -1
	}
	if i == 0 {
		return "", 0, false, false
	}
	if digit >= 0 {
		section += digit
	}
	total += section
	value = strconv.Itoa(total)
	if i+1 < len(rs) && rs[i] == '点' {
		if _, ok := chineseDigits[rs[i+1]]; ok {
			j := i + 1
			frac := ""
			for ; j < len(rs); j++ {
				d, ok := chineseDigits[rs[j]]
				if !ok {
					break
				}
				frac += strconv.Itoa(d)
			}
			return value + "." + frac, j, true, false
		}
	}
	return value, i, false, false
}
