package compile

import (
	"strconv"
	"strings"

	"edge/home"
)

// pkind is the kind of a phrase, common to both languages.
type pkind int

const (
	pFiller pkind = iota
	pVerb         // word: canonical verb
	pDir          // word: on, off, up, down
	pValue        // num/unit, extreme or colour
	pAttr         // word: canonical attribute
	pRel          // word: attribute or ""; sign: +1 or -1
	pState        // word: canonical state
	pQuest        // word: question word; strong: makes the clause a question
	pNP           // words, all, ref, here
	pPrep         // prep and an NP in np
	pExcept       // sub: the excepted NPs and preps
	pCond         // cond
	pNoun         // word: a noun that belongs to the verb (song, base, 充电座)
	pNeg          // 不要
)

// phrase is one phrase of a clause, as compile sees it in either language.
type phrase struct {
	kind pkind
	word string
	raw  string // the word as said
	// NP
	words []string
	all   bool
	ref   bool
	here  bool
	// Prep
	prep string
	np   *phrase
	// Value
	num     float64
	hasNum  bool
	unit    string // "%", "degrees", "kelvin"
	extreme int    // +1 for max, -1 for min
	color   string
	// Rel
	sign float64
	// Quest
	strong bool
	// Except
	sub []phrase
	// Cond
	cond *cond
}

// cond is a condition before it is tied to a clause.
type cond struct {
	attr    string
	op      string
	value   phrase
	subject []phrase
}

// colorTemps are colour-temperature words, in kelvin.
var colorTemps = map[string]float64{
	"warm white": 2700, "cool white": 4000, "cold white": 4000, "candle": 1900, "candle light": 1900,
	"daylight": 6500, "day light": 6500,
	"暖白": 2700, "暖光": 2700, "冷白": 4000, "冷光": 4000, "烛光": 1900, "蜡烛光": 1900, "日光": 6500, "正白光": 6500, "白光": 4000,
}

// colorNames maps colour words to the names the color argument takes.
var colorNames = map[string]string{
	"red": "red", "green": "green", "blue": "blue", "white": "white", "yellow": "yellow", "orange": "orange",
	"purple": "purple", "pink": "pink", "cyan": "cyan", "magenta": "magenta", "amber": "amber", "violet": "violet",
	"红色": "red", "绿色": "green", "蓝色": "blue", "白色": "white", "黄色": "yellow", "橙色": "orange",
	"紫色": "purple", "粉色": "pink", "粉红色": "pink", "青色": "cyan",
}

// comparators maps comparison words to operators.
var comparators = map[string]string{
	"above": ">", "over": ">", "exceeds": ">", "more than": ">", "greater than": ">", "higher than": ">",
	"hotter than": ">", "warmer than": ">", "reaches": ">=", "at least": ">=",
	"below": "<", "under": "<", "less than": "<", "lower than": "<", "colder than": "<", "cooler than": "<",
	"at most": "<=",
	"超过":      ">", "高于": ">", "大于": ">", "以上": ">=", "至少": ">=", "低于": "<", "小于": "<", "不到": "<", "以下": "<=",
}

// phrases turns the clauses of either language's syntax tree into phrases.
func phrases[C, P any](clauses []*C, of func(*C) []*P, conv func(*P) phrase) [][]phrase {
	out := make([][]phrase, 0, len(clauses))
	for _, c := range clauses {
		var ps []phrase
		for _, ph := range of(c) {
			ps = append(ps, conv(ph))
		}
		out = append(out, ps)
	}
	return out
}

// comparator maps a comparison as captured (words run together, "morethan")
// to its operator.
func comparator(words string) string {
	for k, op := range comparators {
		if strings.ReplaceAll(k, " ", "") == strings.ReplaceAll(words, " ", "") {
			return op
		}
	}
	return ""
}

// defaultStep is the change of a relative command that names no number.
func defaultStep(attr string) float64 { return home.DefaultStep(attr) }

func (p *phrase) numText() string { return strconv.FormatFloat(p.num, 'f', -1, 64) }
