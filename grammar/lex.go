package grammar

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types. Word (latin) and Han (Chinese) tokens are content: the
// words of names and places. Every grammar word has the type of its
// category (Verb, Attr, Quest, ...), so the grammar refers to a category
// with one token type instead of a long list of alternatives. Kw is a
// grammar word of no category (the words of replies, "than", ...).
const (
	Kw lexer.TokenType = -(iota + 2)
	Word
	Han
	Num
	Sep
	Verb
	Dir
	On
	Prep
	To
	By
	Det
	Quant
	Ref
	Here
	Attr
	Rel
	State
	Quest
	Noun
	Filler
	Unit
	Extreme
	Color
	If
	Cmp
	Except
	Conj
	Neg
)

// typeNames names the token types for the grammar. It is a function so
// that it is ready when the parsers are built during package
// initialisation.
func typeNames() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{"EOF": lexer.EOF, "Kw": Kw, "Word": Word, "Han": Han, "Num": Num, "Sep": Sep,
		"Verb": Verb, "Dir": Dir, "On": On, "Prep": Prep, "To": To, "By": By, "Det": Det, "Quant": Quant, "Ref": Ref,
		"Here": Here, "Attr": Attr, "Rel": Rel, "State": State, "Quest": Quest, "Noun": Noun, "Filler": Filler,
		"Unit": Unit, "Extreme": Extreme, "Color": Color, "If": If, "Cmp": Cmp, "Except": Except, "Conj": Conj, "Neg": Neg}
}

// english are the grammar words of English by category. Words in
// englishContent are content words the grammar also matches by value
// ("lock the door", "the first one").
var english = words(map[lexer.TokenType]string{
	Verb: `turn switch put set make change adjust dim brighten open close shut unlock activate deactivate start stop
pause play resume unpause mute unmute dock toggle skip return increase decrease raise lower boost reduce clean mow
mowing cancel run get go replay enable disable send next previous again illuminate transition arm disarm`,
	Dir:     `off out up down`,
	On:      `on`,
	Prep:    `in at of for from inside with throughout across`,
	To:      `to`,
	By:      `by`,
	Det:     `the a an my our your this that these those`,
	Quant:   `all every everything any each`,
	Ref:     `it them`,
	Here:    `here`,
	Attr:    `brightness temperature temp volume speed position color colour humidity level`,
	Rel:     `brighter dimmer darker warmer cooler hotter colder louder quieter softer higher more less bit little`,
	State:   `closed locked unlocked opened playing occupied detected running hot warm cold cool anyone anybody someone somebody armed disarmed`,
	Quest:   `is are was what whats hows which how many much tell does do current value status state`,
	Noun:    `song track music show tune item base charger station everywhere`,
	Filler:  `please hey kindly could can would will you i want like me now just single`,
	Unit:    `percent degrees degree kelvin celsius k`,
	Extreme: `max maximum highest full min minimum lowest half halfway`,
	Color:   `red green blue white yellow orange purple pink cyan magenta amber violet daylight candle day`,
	If:      `if when whenever`,
	Cmp:     `above over below under than least most greater exceeds reaches`,
	Except:  `except excluding but other apart besides not`,
	Conj:    `and then also`,
	Kw:      `yes no yeah yep nope ok okay sure confirm never mind`,
})

var englishContent = set(`lock switch light vacuum back first second third fourth fifth one`)

func words(m map[lexer.TokenType]string) map[string]lexer.TokenType {
	out := map[string]lexer.TokenType{}
	for t, ws := range m {
		for _, w := range strings.Fields(ws) {
			out[w] = t
		}
	}
	return out
}

// englishNumbers are the number words compile understands.
var englishNumbers = map[string]float64{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}

// chinese are the grammar words of Chinese by category, matched longest
// first inside runs of Han characters. chineseContent are words that
// contain a grammar word but are content ("开关" is a switch, not "open
// close").
var chinese = words(map[lexer.TokenType]string{
	Verb: `打开 打开来 开 开启 启动 关 关闭 关掉 关上 锁上 锁好 锁 解锁 开锁 拉开 拉上 合上 收起 放下 调到 调成 调为 调至 设为
设置为 设置成 设成 设定为 设置到 调 设置 设定 调节 开到 激活 切换到 切到 切换 执行 运行 暂停 播放 继续播放 继续 恢复 停止 停 静音
取消静音 恢复声音 下一首 下一曲 下一个 下一台 下一集 上一首 上一曲 上一个 上一台 上一集 回到 返回 回 去 回充 回充电座 回去充电 去充电
充电 工作 进入 别静音 布防 撤防 解除布防 解除警报 解除 设防 清扫 打扫 清洁 扫地 开始 割草 取消割草 开始割草 开了 关了 锁了 为 到 成 至`,
	Rel: `调小声 调大声 调高 调低 调亮 调暗 调大 调小 调暖 调冷 提高 降低 增加 减少 升高 大一点 小一点 高一点 低一点 亮一点 暗一点
暖一点 冷一点 大声 小声 大点 小点 亮点 暗点 高点 低点 热一点 凉快一点`,
	Attr:  `亮度 温度 室温 湿度 音量 声音 位置 开合度 风速 速度 色温 颜色温度 颜色 电量`,
	State: `开着 关着 亮着 锁着 打开着 已解锁 已锁 已锁定 已关闭 已打开 检测到 有人 热 冷`,
	Quest: `吗 没有 没 有没有 是不是 是否 多少 几度 几 哪些 哪个 什么 怎么样 如何 有多 多 现在 目前 当前 状态 处于 还有 是 有 度
有多少 多少电 还剩 剩`,
	Neg:     `不要`,
	Noun:    `充电座 基站 区域 地面 场景 脚本 音乐 歌曲 歌`,
	Filler:  `把 将 让 叫 给 用 请 帮我 帮忙 麻烦 麻烦你 给我 一下 吧 了 啊 呀 呢 哦 嘛 的 得 里 里的 里面 里面的 一点 一些 点 些 个 就 的话 在 先 别 好吗 好不好 可以吗 行吗 谢谢`,
	Ref:     `它们 它 那个 这个 那盏 这盏`,
	Here:    `这里 这儿 这边 这个房间 这个区域`,
	Quant:   `所有的 全部的 所有 全部 都 全屋 家里 整个 每个 全`,
	Unit:    `摄氏度 开尔文`,
	Extreme: `最大 最小 最高 最低 最亮 最暗`,
	Color:   `红色 绿色 蓝色 白色 黄色 橙色 紫色 粉色 粉红色 青色 暖白 暖光 冷白 冷光 烛光 蜡烛光 日光 正白光 白光`,
	If:      `如果 要是 假如 当`,
	Cmp:     `超过 高于 大于 低于 小于 不到 以上 以下 至少`,
	Except:  `除了 除 以外 之外 外`,
	Conj:    `然后 再 并且 同时 也 和`,
	Kw:      `确认 是的 好的 好 对 没错 不用 取消 算了 不 第`,
})

var chineseContent = set(`开关 空调 调光灯 玄关 停车场 茶几 智能锁 电子锁 密码锁 开水壶 播放器 媒体播放器 热水 开心 上海 中心 点心 清洁工 度假 室外 户外 回家 在家 多功能 除湿机 除湿器 割草机 扫地机 扫地机器人 扫地机器 当前位置
卧室 主卧室 次卧室 浴室 办公室 会议室 地下室 储藏室 起居室 工作室 客卧室 温室`)

var maxChineseWord = func() int {
	n := 0
	for w := range chinese {
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
			emit(Unit, "%", i)
			i++
		case r == '°' || r == '℃':
			emit(Unit, "degrees", i)
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
	if englishContent[w] {
		return Word
	}
	if t, ok := english[w]; ok {
		return t
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
			if in[i+1].Value == "point" && i+2 < len(in) {
				if frac, ok := englishNumbers[in[i+2].Value]; ok && frac < 10 && in[i+2].Type == Num {
					v += frac / 10
					i += 2
					break
				}
			}
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
		word, typ := "", lexer.TokenType(0)
		for n := min(maxChineseWord, len(rs)-i); n >= 1; n-- {
			w := string(rs[i : i+n])
			if t, ok := chinese[w]; ok {
				word, typ = w, t
				break
			}
			if chineseContent[w] {
				word = w
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
				emit(Unit, "%", i)
			}
			i += numLen
		case typ != 0:
			flush(i)
			emit(typ, word, i)
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
	if len(rs) > 3 && rs[0] == '百' && rs[1] == '分' && rs[2] == '之' {
		if isDigit(rs[3]) {
			j := 3
			for j < len(rs) && (isDigit(rs[j]) || rs[j] == '.' && j+1 < len(rs) && isDigit(rs[j+1])) {
				j++
			}
			return string(rs[3:j]), j, false, true
		}
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
	digits, units := "", false
	for ; i < len(rs); i++ {
		r := rs[i]
		if d, ok := chineseDigits[r]; ok {
			digit = d
			digits += strconv.Itoa(d)
			continue
		}
		units = true
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
	if !units && len(digits) > 1 {
		value = digits // 二五八零 is said digit by digit: 2580
	}
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
