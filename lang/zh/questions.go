package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// askedAlone reads a clause that names what is asked and nothing to do:
// an attribute or 状态 said of a device or a place, after the words of
// asking or none ("查一下书房的温度", "打印机的状态", "书房灯的亮度"): a
// question of its value. A question never acts.
func askedAlone(c lang.Clause) lang.Clause {
	asked, named := "", false
	for _, p := range c {
		switch p.Kind {
		case lang.Attr:
			asked = howMuch
		case lang.Quest:
			switch {
			case p.Strong:
				return c
			case p.Raw == stateWord && asked == "":
				asked = howItIs
			}
		case lang.NP, lang.Prep:
			named = true
		case lang.Filler:
		default:
			return c
		}
	}
	if asked == "" || !named {
		return c
	}
	return append(c, lang.Phrase{Kind: lang.Quest, Word: questMeaning[asked], Strong: true, Raw: asked})
}

// stateWord names the state asked about; howItIs asks it.
const (
	stateWord = "状态"
	howItIs   = "怎么样"
)

// countedNot reads 没 before a verb in a question of how many, which, or
// yes or no ("有几个门没锁", "几盏灯没关", "哪些灯没关", "还有什么没关", "前门没锁吗",
// "厨房灯是不是没关") as the state the verb did not bring: how many are
// unlocked, which are on, whether it is unlocked. They were asked of the
// state the verb brings ("哪些灯没关" listed the lights off, and "前门没锁吗"
// was answered "是的，前门锁着"). A verb said again after it (关没关) asks
// whether it is done.
//
// Said with no other question word ("前门没锁吧", "烤箱没关", "车库门没关吧"),
// 没 before the verb is still what is not done, and the clause asks it as
// "前门没锁吗" does ("没有，前门锁着。"); it was read as 没 that ends a question
// ("前门锁了没"), and "烤箱没关吧" was answered "是的，烤箱关着".
func countedNot(c lang.Clause) lang.Clause {
	alone := notAlone(c)
	if !c.Has(lang.Quest, lang.QuestCount) && !c.Has(lang.Quest, lang.QuestWhich) && !c.Has(lang.Quest, lang.QuestWh) && !yesNoNot(c) && !alone {
		return c
	}
	for i := 0; i+1 < len(c); i++ {
		if c[i].Kind != lang.Quest || c[i].Raw != notSaid || c[i+1].Kind != lang.Verb || i > 0 && c[i-1].Kind == lang.Verb {
			continue // 关没关 asks whether it is off
		}
		if s, ok := notStates[c[i+1].Raw]; ok {
			c[i+1] = lang.Phrase{Kind: lang.State, Word: s, Raw: c[i+1].Raw}
			if !alone {
				c[i].Kind = lang.Filler
			}
		}
	}
	return c
}

// notAlone reports 没 said before a verb, not after one, as the only
// question word of the clause ("前门没锁吧").
func notAlone(c lang.Clause) bool {
	before := false
	for i, p := range c {
		if p.Kind != lang.Quest {
			continue
		}
		if p.Raw != notSaid || before || i+1 == len(c) || c[i+1].Kind != lang.Verb || i > 0 && c[i-1].Kind == lang.Verb {
			return false
		}
		if _, ok := notStates[c[i+1].Raw]; !ok {
			return false
		}
		before = true
	}
	return before
}

// thanSaid is the word a comparison puts before what it compares with.
const thanSaid = "比"

// comparatives are the words after what 比 compares with that say which
// way, as changes of an attribute ("厨房比书房热吗", "比书房高").
var comparatives = map[string]lang.Change{
	"热": lang.Up("temperature"), "冷": lang.Down("temperature"), "凉快": lang.Down("temperature"),
	"高": lang.Up(""), "低": lang.Down(""), "亮": lang.Up("brightness"), "暗": lang.Down("brightness"),
	"潮湿": lang.Up("humidity"), "干燥": lang.Down("humidity"),
}

// comparedThan cuts a run of characters that holds 比 in a question ("厨房比
// 书房热吗", "厨房的温度比书房高吗") into what is compared, 比, what it is
// compared with and the comparative after it.
func comparedThan(toks []lexer.Token) []lexer.Token {
	if !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest }) {
		return toks
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		before, after, ok := strings.Cut(t.Value, thanSaid)
		if t.Type != grammar.Han || !ok || after == "" {
			continue
		}
		var cut []lexer.Token
		add := func(typ lexer.TokenType, v string) {
			if v != "" {
				cut = append(cut, lexer.Token{Type: typ, Value: v, Pos: t.Pos})
			}
		}
		add(grammar.Han, before)
		add(grammar.Filler, thanSaid)
		rel := ""
		for w := range comparatives {
			if strings.HasSuffix(after, w) && len(w) > len(rel) && len(after) > len(w) {
				rel = w
			}
		}
		add(grammar.Han, strings.TrimSuffix(after, rel))
		add(grammar.Rel, rel)
		if i+1 < len(toks) && rel == "" {
			if c, ok := comparatives[toks[i+1].Value]; ok && c.Sign != 0 {
				toks[i+1].Type = grammar.Rel // "厨房比书房热吗": 热 says which way
			}
		}
		toks = slices.Insert(slices.Delete(toks, i, i+1), i, cut...)
		i += len(cut) - 1
	}
	return toks
}

// whichWords adds 哪 with each measure word, alone or after 一 or 几 ("哪盏灯开
// 着", "哪台空调开着", "哪扇门没锁", "哪一个灯开着"), as the question of which 哪个
// asks: they were not understood.
func whichWords(words map[string]lexer.TokenType) {
	for m := range measures {
		for _, before := range []string{"哪", "哪一", "哪几"} {
			w := before + string(m)
			if _, ok := words[w]; ok {
				continue
			}
			words[w] = grammar.Quest
			strongQuest[w], questMeaning[w] = true, lang.QuestWhich
		}
	}
	if _, ok := words[whichOne]; !ok {
		words[whichOne] = grammar.Quest
		strongQuest[whichOne], questMeaning[whichOne] = true, lang.QuestWhich
	}
}

// whichOne is 哪个 said with 一.
const whichOne = "哪一个"

// yesNoNot reports a question of yes or no, or of whether any is ("吗",
// "是不是", "有没有"), with 没 before a verb in it.
func yesNoNot(c lang.Clause) bool {
	if !slices.ContainsFunc(c, func(p lang.Phrase) bool {
		return p.Kind == lang.Quest && p.Raw != notSaid && (p.Word == lang.QuestYesNo || p.Word == lang.QuestAll)
	}) {
		return false
	}
	for i := 0; i+1 < len(c); i++ {
		if c[i].Kind == lang.Quest && c[i].Raw == notSaid && c[i+1].Kind == lang.Verb {
			return true
		}
	}
	return false
}
