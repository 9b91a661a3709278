package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A verb that says what a device is used for, with what it is used on,
// and no device named ("烧壶水", "给花园浇浇水", "热一下烤箱", "看电影") is
// the device switched on, as 打开电水壶 is (烧洗澡水, 热水器烧上: the water
// heater; 把热水壶烧上: the kettle): the recogniser's run of
// characters was read as one name and nothing was understood, or 热 as a
// state. The device is reached by its name, so a home without one finds
// none ("找不到“水壶”") and nothing acts; a kettle, an oven or a
// sprinkler asks for a yes as it always does. Only a clause that is the
// use alone, after fillers and a room, before particles: "烧烤", "浇花的
// 时候", "电影好看吗" are no use, and "烤箱热了" says how it is.

// use is one use of a device: the verbs that say it, what they are said
// of, and the device's name it reaches (the thing said when it is empty:
// "预热烤箱" reaches 烤箱). fronted is true when the thing may come first
// without 把 ("烤箱预热一下"). grounds are the places the use is also said
// of, before or after the verb ("浇一下花园", "院子浇一下"): the device of
// that place. tools are the device's names it may be said by before the
// verb, 用 before them or not ("热水壶烧水", "用水壶烧点水"): the device
// so named. behind is true when the thing is said only before the verb,
// with a result or a word after it ("把热水壶烧上", "电水壶烧一下"): after the
// verb it is a name ("烧水壶"), and alone before it nothing ("热水壶烧").
type use struct {
	verbs, things, grounds, tools []string
	device                        string
	fronted, behind               bool
}

// uses are the uses of devices a verb says.
var uses = []use{
	{verbs: []string{"烧"}, things: []string{"水", "开水"}, tools: kettleWords, device: "水壶"},
	{verbs: []string{"烧"}, things: kettleWords, fronted: true, behind: true},
	{verbs: []string{"烧"}, things: []string{"洗澡水", "热水器", "电热水器"}, device: "热水器", fronted: true},
	{verbs: []string{"浇"}, things: []string{"水", "花", "草", "花草", "草坪", "草地", "菜", "菜地", "植物"}, grounds: []string{"花园", "院子", "菜园", "庭院"}, device: "洒水器"},
	{verbs: []string{"预热"}, things: ovenWords, fronted: true},
	{verbs: []string{"热"}, things: ovenWords},
	{verbs: []string{"看"}, things: []string{"电影", "电影模式"}, device: "电影模式"},
}

// kettleWords are the names of a kettle, said before 烧 and what it boils
// ("热水壶烧水") or as what 烧 is said of ("把热水壶烧上", "电水壶烧一下").
var kettleWords = []string{"电热水壶", "电水壶", "热水壶", "烧水壶", "电热壶", "水壶"}

// ovenWords are the names of an oven a verb of heating it is said of.
var ovenWords = []string{"烤箱", "烤炉", "电烤箱"}

// useAmounts are the words said between a use's verb and its thing: a
// measure with or without its number ("烧一壶水", "烧壶水"), 一下, a
// little ("烧点水").
var useAmounts = []string{"一下", "下", "一点", "点", "一些", "些", "壶", numberSaid + "壶", numberSaid + "点",
	"个", "场", numberSaid + "场", "部", numberSaid + "部", "会儿", "一会儿"}

// useResults are the words said after a use's verb when the thing comes
// first ("把水烧开", "烤箱预热好").
var useResults = []string{"", "开", "上", "好", "起来"}

// numberSaid stands for a number in the text usedFor matches.
const numberSaid = "#"

// useVerb is the verb a use is read as.
const useVerb = "打开"

// usedFor reads each clause that is a use alone as the verb of switching
// on and the device's name, after the room said before it.
func usedFor(toks []lexer.Token) []lexer.Token {
	var out []lexer.Token
	start := 0
	for end := 0; end <= len(toks); end++ {
		if end < len(toks) && toks[end].Type != grammar.Sep {
			continue
		}
		out = append(out, useClause(toks[start:end])...)
		if end < len(toks) {
			out = append(out, toks[end])
		}
		start = end + 1
	}
	return out
}

// useClause reads one clause as a use, or gives it back.
func useClause(cl []lexer.Token) []lexer.Token {
	i := 0
	for i < len(cl) && cl[i].Type == grammar.Filler {
		i++
	}
	j := len(cl)
	for j > i && cl[j-1].Type == grammar.Filler && (tailWords[cl[j-1].Value] || cl[j-1].Value == aBitMore) {
		j--
	}
	if i == j {
		return cl
	}
	ba := slices.ContainsFunc(cl[:i], func(t lexer.Token) bool { return strings.HasSuffix(t.Value, baWord) || baWords[t.Value] })
	var said strings.Builder
	for _, t := range cl[i:j] {
		switch t.Type {
		case grammar.Num:
			said.WriteString(numberSaid)
		case grammar.Han, grammar.Filler, grammar.Verb, grammar.State:
			said.WriteString(t.Value)
		default:
			return cl
		}
	}
	place, device, ok := usedThing(said.String(), ba, j < len(cl))
	if !ok {
		return cl
	}
	pos := cl[i].Pos
	out := append(slices.Clone(cl[:i]), lexer.Token{Type: grammar.Verb, Value: useVerb, Pos: pos})
	if place != "" {
		out = append(out, lexer.Token{Type: grammar.Han, Value: place, Pos: pos})
	}
	out = append(out, lexer.Token{Type: grammar.Han, Value: device, Pos: pos})
	return append(out, cl[j:]...)
}

// usedThing finds the room and the device's name of a clause said as a
// use: a room or none, then the verb (twice, or with 一 between: "浇浇水",
// "浇一浇") and its amount before the thing, or the thing before the verb
// where it may come first; tailed says words end the clause after it.
func usedThing(said string, ba, tailed bool) (place, device string, ok bool) {
	if place, device, ok := usedOn(said); ok {
		return place, device, true
	}
	for _, p := range append([]string{""}, roomWords...) {
		rest, found := strings.CutPrefix(said, p)
		if !found {
			continue
		}
		for _, u := range uses {
			for _, v := range u.verbs {
				if thing, ok := usedAfter(rest, v); ok && !u.behind && slices.Contains(u.things, thing) {
					return p, u.reached(thing), true
				}
				if tool, ok := u.usedBy(rest, v); ok {
					return p, tool, true
				}
				if !u.fronted && !ba {
					continue
				}
				for _, thing := range u.things {
					if after, found := strings.CutPrefix(rest, thing); found && slices.ContainsFunc(useResults, func(r string) bool {
						return (r != "" || tailed || !u.behind) && slices.Contains([]string{v + r, v + v + r, v + "一" + v + r, v + numberSaid + v + r}, after)
					}) {
						return p, u.reached(thing), true
					}
				}
			}
		}
	}
	return "", "", false
}

// usedOn finds a use said of one of its grounds, after the verb and its
// amount ("浇一下花园", "浇浇院子") or before the verb alone ("花园浇一下",
// "院子浇浇"): the place is the ground.
func usedOn(said string) (place, device string, ok bool) {
	for _, u := range uses {
		for _, g := range u.grounds {
			for _, v := range u.verbs {
				if thing, ok := usedAfter(said, v); ok && thing == g {
					return g, u.device, true
				}
				rest, found := strings.CutPrefix(said, g)
				if !found {
					continue
				}
				if rest == v || rest == v+v || rest == v+"一"+v || rest == v+numberSaid+v {
					return g, u.device, true
				}
				if thing, ok := usedAfter(rest+"水", v); ok && thing == "水" {
					return g, u.device, true
				}
			}
		}
	}
	return "", "", false
}

// usedAfter cuts the verb and its amount off the start of a use, and gives
// the thing after them.
func usedAfter(said, verb string) (string, bool) {
	rest, ok := strings.CutPrefix(said, verb)
	if !ok {
		return "", false
	}
	if r, ok := strings.CutPrefix(rest, verb); ok {
		rest = r // "浇浇水"
	} else if r, ok := strings.CutPrefix(rest, "一"+verb); ok {
		rest = r // "浇一浇水"
	} else if r, ok := strings.CutPrefix(rest, numberSaid+verb); ok {
		rest = r // 一 read as a number
	}
	for _, a := range useAmounts {
		if r, ok := strings.CutPrefix(rest, a); ok && r != "" {
			return r, true
		}
	}
	return rest, rest != ""
}

// usedBy finds a use said after one of its tools ("热水壶烧一下水"): the
// tool's name.
func (u use) usedBy(said, verb string) (string, bool) {
	said = strings.TrimPrefix(said, "用")
	for _, tool := range u.tools {
		if rest, ok := strings.CutPrefix(said, tool); ok {
			thing, ok := usedAfter(rest, verb)
			return tool, ok && slices.Contains(u.things, thing)
		}
	}
	return "", false
}

// reached is the name a use reaches when said of a thing.
func (u use) reached(thing string) string {
	if u.device == "" {
		return thing
	}
	return u.device
}
