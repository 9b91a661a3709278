package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The words of spoken Chinese that carry no meaning in a command, all
// fillers to the grammar (the wake words of smart speakers said before
// a command are wake.go's): hesitations, the politeness of a request,
// and particles.
const (
	hesitations = `嗯 嗯嗯 呃 额 哎 诶 唉 喂 嘿 嗨 哈 哈喽 哈啰 那什么 那个什么 那个啥 就是 然后呢 稍微 稍稍 对了 啊对了`
	politeness  = `劳驾 拜托 拜托你 劳驾你 可以 能不能 可不可以 能否 能帮我 你帮我 麻烦帮我 帮我把 请你 你给我 给我把 请问 麻烦问一下 问一下
	帮个忙 帮我个忙 帮我一个忙 帮一个忙 帮帮忙 帮帮我 帮个忙吧 ` + youRequests
	// wants say the speaker wants what the command says ("我要开灯", "我想把
	// 车库门打开").
	wants = `我要 我想 我想要 我需要 我希望`
	// asking opens a question politely ("帮我看看厨房的灯关了没").
	asking = `看看 看一下 查一下 查查 查看 告诉我 帮我看看 帮我看一下 帮我查一下 帮我查查 你看看 获取 读取 读一下 报一下
	我想知道 想知道 我想问问 你知道 你知不知道 查询 查询一下 帮我查询 帮我查询一下`
	particles = `呗 啦 哈 嘞 咯 喽 哟 喔 噢 呐 撒 噻 一哈 就行 就好 就可以 设的 设定的 设置的`
	// stills say a state still holds, or holds now ("厨房灯还亮着吗", "客厅这会儿多少度"):
	// the question asks the state as it is.
	stills = `还 还是 仍然 依然 这会儿 这会 此刻 保持 一直 始终 一直都`
	// holdsAt say a value is to be kept ("卧室温度维持在26度", "空调定在26度",
	// "让卧室一直保持26度"): the setting says it, as 保持 does.
	holdsAt = `维持 维持在 固定在 定在 一直保持 始终保持 保持住 一直维持`
	// dislikes say why before a command ("这首歌不好听 换一首"); the
	// command says what.
	dislikes = `不好听 太难听了 难听 这首歌不好听 这首不好听`
	// contrasts open a clause that says what not to do ("灯全部打开 但是阳台的
	// 别开"): the negation in it says it.
	contrasts = `但是 但 不过 可是 只是`
	// situations say what the speaker is doing before a command ("我要睡觉了
	// 开睡眠模式"); said alone they ask for nothing. (A complaint, "太亮了",
	// is a wish: words.go.)
	// passOn pass a command on to the assistant it is said to ("叫助手把
	// 打印机关了", "跟助手说打开书房灯"): the command says what.
	passOn     = `助手 语音助手 智能助手 小助手 管家 小管家 智能管家 叫助手 让助手 跟助手说 告诉助手 你去 帮忙`
	situations = `我要睡觉了 我要睡了 要睡觉了 我睡了 我回来了 我到家了 我出门了 我要出门了 我起床了 我起来了 我要看电影了
	天亮了 天黑了 走了 我走了 我先走了 我下班了 我没带钥匙 没带钥匙 忘带钥匙了 我忘带钥匙了 该睡觉了 起床了
	孩子睡了 孩子睡着了 孩子要睡了 孩子要睡觉了 宝宝睡了 宝宝睡着了 宝宝要睡了 宝宝要睡觉了`
	// possessives say whose a device is ("把我的灯关了"): the speaker's,
	// which names none (我 is no part of a name: 我灯 sounds as 卧灯).
	possessives = `我的 我们的 咱的 咱们的 咱家的 我家的`
	// feels say the speaker feels what follows ("我觉得太亮了").
	feels = `我觉得 我感觉 觉得 感觉 我们觉得 我们感觉`
	// tells say the command is told to the assistant ("我跟你说 把车库门打开").
	tells = `我跟你说 跟你说 我告诉你 你听好了 听好了 你听着`
	// roughly hedge a value asked or said ("客厅湿度大概多少", "调到大约二十六度",
	// "差不多十分钟后关电视").
	roughly = `大概 大约 大致 约莫 差不多`
	// anew says a thing is switched again ("重新打开", "把灯重新关上"): the verb
	// says how.
	anew = `重新 重新再`
)

// wakeAtStart are wake words that are also names ("小度音箱", a speaker
// called Siri): fillers only when they begin an utterance alone ("嘿Siri
// 打开台灯", "Hey Siri, 开灯").
var wakeAtStart = map[string]bool{"小度": true, "小爱": true, "小艺": true, "小布": true, "小智": true, "小微": true, "小优": true, "小京鱼": true, "小翼": true, "siri": true, "jovi": true}

// youRequests are the politeness words said with the one addressed ("你能
// 把窗帘拉开吗", "你可不可以开一下空调").
const youRequests = `你可以 你能 你能不能 你可不可以 你能否 你能帮我`

// requests are the politeness words that make a question a request:
// "可以帮我把灯关掉吗" asks for an action, not whether it is possible.
var requests = func() map[string]bool {
	m := map[string]bool{"可以": true, canWord: true, "能不能": true, "可不可以": true, "能否": true, "能帮我": true}
	for _, w := range strings.Fields(youRequests) {
		m[w] = true
	}
	return m
}()

// A colour said with 的 after a verb ("换成蓝的") is the colour said with 色.
const (
	colorDe   = "的"
	colorSaid = "色"
)

// you said before its volume is the speaker spoken to ("你声音小一点").
const (
	you    = "你"
	volume = "volume"
)

// howMuch asks an attribute's value.
const howMuch = "多少"

// brightSaid after a level says it is the brightness ("一成亮"); after 是
// and before 的 it is the state of a light on ("是亮的").
const (
	brightSaid = "亮"
	brightOn   = "亮着"
	isSaid     = "是"
)

// aWhile said right after one of the verbs of forAWhile is 一下 ("开下",
// "关下", "扫下客厅").
const aWhile = "下"

// aWhileMore said right after 一下 said after a verb is 一下子 ("关一下子").
const aWhileMore = "子"

// aWhileSaid reads 下 right after a verb of forAWhile ("开下油烟机", "净化器
// 关下", "打开下电视"), and 子 right after a verb's 一下 ("关一下子", "开一下子卧室
// 空调"), as fillers split off the name they were read into: no part of
// it (找不到“下电视”, “台灯子”). The name keeps its place, with no gap
// before it that would be read as a pause ("锁下大门锁" locked the door
// twice). 一下子 before a verb, "all at once" ("一下子全关了"), is left as
// it is.
func aWhileSaid(toks []lexer.Token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks))
	for i, t := range toks {
		said := ""
		switch {
		case i < 1 || t.Type != grammar.Han || toks[i-1].Pos.Offset+utf8.RuneCountInString(toks[i-1].Value) != t.Pos.Offset:
		case toks[i-1].Type == grammar.Verb && forAWhile[toks[i-1].Value] && strings.HasPrefix(t.Value, aWhile) &&
			!slices.ContainsFunc(belowWords, func(w string) bool { return strings.HasPrefix(t.Value, w) }):
			said = aWhile
		case i > 1 && toks[i-1].Type == grammar.Filler && toks[i-1].Value == aBitMore && toks[i-2].Type == grammar.Verb &&
			strings.HasPrefix(t.Value, aWhileMore):
			said = aWhileMore
		}
		if said == "" {
			out = append(out, t)
			continue
		}
		filler := t
		filler.Type, filler.Value = grammar.Filler, said
		out = append(out, filler)
		if t.Value != said {
			t.Value = t.Value[len(said):]
			t.Pos.Offset++
			t.Pos.Column++
			out = append(out, t)
		}
	}
	return out
}

// forAWhile are the verbs 下 is 一下 after; those of two characters too
// ("打开下电视", "关掉下台灯", "把电视打开下"), where 下 was read into the name
// (找不到“下电视”). A word of where that begins with 下 (下面, 下边, 下方:
// "打开下面的灯") is no 一下.
var forAWhile = map[string]bool{"开": true, "关": true, "扫": true, "拖": true, "停": true, "锁": true, "调": true, "熄": true,
	"打开": true, "关掉": true, "关闭": true, "关上": true, "开启": true, "拉开": true, "拉上": true, "锁上": true, "合上": true,
	"启动": true, "暂停": true, "播放": true}

// belowWords begin with 下 and say where, never 一下.
var belowWords = []string{"下面", "下边", "下方"}

// sizes are the words of how big an attribute is that ask its value when
// said twice with 不 between ("湿度大不大").
var sizes = map[string]bool{"大": true, "小": true}

// questionMark is the particle that ends a yes/no question; guess ends
// one that guesses its answer after a state and 的 ("是开着的吧").
const (
	questionMark = "吗"
	guess        = "吧"
)

// spokenWords adds the fillers of spoken Chinese to a lexicon's words.
func spokenWords(words map[string]lexer.TokenType) {
	for _, ws := range []string{wakeWords, hesitations, politeness, thanks, signs, wants, tells, meantSaid, asking, particles, stills, holdsAt, dislikes, contrasts, passOn, possessives, feels, roughly, anew} {
		for _, w := range strings.Fields(ws) {
			words[w] = grammar.Filler
		}
	}
	for w := range situationSaid {
		words[w] = grammar.Filler
	}
}

// situationSaid are the words of situations: those said before a command
// (situations), and those the phrasebook knows said alone ("出门了", "到家
// 了", "我们走了"), which say as much before one ("出门了，把灯都关了").
var situationSaid = func() map[string]bool {
	set := grammar.Set(situations)
	for _, s := range phrasebook.Situations() {
		for _, w := range s.Says {
			set[w] = true
		}
	}
	return set
}()

// spokenTokens retypes the tokens whose role only their neighbours tell:
// a short wake word that begins an utterance (after fillers) alone in its run of
// characters ("小度 打开灯") is a filler; 再 at the start, or after a name
// before a change, is "more", not "and then" ("小夜灯再暗一点"); a mode
// that is also a plain word ends a setting ("调成自动"); 不 after a state
// or a verb that ends a clause, or between two of the same, asks
// ("开着不", "冷不冷"); the measure word after 几 is no name ("几扇窗").
func spokenTokens(toks []lexer.Token) []lexer.Token {
	toks = whatSpokenRead(toks)
	first := 0
	for first < len(toks)-1 && (toks[first].Type == grammar.Filler || toks[first].Type == grammar.Sep) {
		first++ // "嘿 小爱 ...": the wake word after a hesitation
	}
	if len(toks) > first+1 && named(toks[first]) && wakeAtStart[strings.ToLower(toks[first].Value)] {
		toks[first].Type = grammar.Filler
	}
	for i := range toks {
		t := &toks[i]
		var prev, next *lexer.Token
		if i > 0 {
			prev = &toks[i-1]
		}
		if i+1 < len(toks) {
			next = &toks[i+1]
		}
		switch {
		case t.Type == grammar.Conj && t.Value == more && next != nil && (prev == nil ||
			changes(toks[i+1:]) && (prev.Type == grammar.Han || prev.Type == grammar.Attr) &&
				prev.Pos.Offset+utf8.RuneCountInString(prev.Value) == t.Pos.Offset):
			t.Type = grammar.Filler
		case t.Type == grammar.Han && prev != nil && prev.Type == grammar.Verb && next != nil && next.Value == colorDe &&
			colors[t.Value+colorSaid] != "":
			t.Type, t.Value = grammar.Color, t.Value+colorSaid // "换成蓝的" is 换成蓝色
		case t.Type == grammar.Han && prev != nil && prev.Type == grammar.Attr && len(toks) > i+2 && toks[i+1].Type == grammar.Kw &&
			toks[i+1].Value == notQuest && toks[i+2].Value == t.Value && (rels[t.Value] != (lang.Change{}) || sizes[t.Value]):
			// "湿度高不高" asks how high: the value of the attribute
			t.Type, t.Value = grammar.Quest, howMuch
			toks[i+1].Type, toks[i+2].Type = grammar.Filler, grammar.Filler
		case t.Type == grammar.Han && t.Value == you && next != nil && (next.Type == grammar.Attr && attrs[next.Value] == volume ||
			next.Type == grammar.Rel && rels[next.Value].Attr == volume):
			t.Type = grammar.Filler // "你声音小一点": the speaker spoken to, asked which
		case t.Type == grammar.Han && t.Value == brightSaid && prev != nil && prev.Type == grammar.Quest && prev.Value == isSaid &&
			next != nil && next.Value == colorDe:
			t.Type, t.Value = grammar.State, brightOn // "哪些灯是亮的" asks which are on
		case t.Type == grammar.Verb && next != nil && next.Value == colorDe:
			if s, ok := saidDone(prev, t, toks[i+1:]); ok {
				t.Type, t.Value = grammar.State, s // "台灯是开的吧" asks whether it is on
			}
		case t.Type == grammar.Han && t.Value == brightSaid && prev != nil && prev.Type == grammar.Unit && prev.Value == lang.UnitPercent:
			t.Type = grammar.Filler // "调到一成亮": the level is the brightness
		case t.Type == grammar.Han && plainModes[t.Value] && prev != nil && prev.Type == grammar.Verb && clauseEnds(toks[i+1:]):
			t.Type = grammar.Mode
		case (t.Type == grammar.Kw && t.Value == notQuest || t.Type == grammar.Quest && t.Value == notYet) && prev != nil &&
			(prev.Type == grammar.State || prev.Type == grammar.Verb || prev.Type == grammar.Rel):
			if next != nil && next.Value == prev.Value {
				t.Type, next.Type = grammar.Quest, grammar.Filler
			} else if next == nil || next.Type == grammar.Sep {
				t.Type = grammar.Quest
			}
		case t.Type == grammar.Filler && t.Value == guess && prev != nil && prev.Value == colorDe && i > 1 &&
			toks[i-2].Type == grammar.State && clauseEnds(toks[i+1:]):
			t.Type, t.Value = grammar.Quest, questionMark // "净化器是开着的吧": a question that guesses
		case t.Type == grammar.Han && t.Value == modeWord && prev != nil && prev.Type == grammar.Quest && prev.Value == what:
			t.Type = grammar.Attr // 什么模式
		case t.Type == grammar.Han && prev != nil && prev.Type == grammar.Quest && prev.Value == howMany:
			if r, n := utf8.DecodeRuneInString(t.Value); measures[r] && n < len(t.Value) {
				t.Value = t.Value[n:]
				t.Pos.Column++
				t.Pos.Offset++
			}
		}
	}
	for _, step := range tokenSteps {
		toks = step(toks)
	}
	return toks
}

// tokenSteps retype, move or drop the tokens whose role the tokens
// around them tell, in this order.
var tokenSteps = []func([]lexer.Token) []lexer.Token{
	seenLater, prefacedFirst, hurriedFirst, youFirst, negAsked, channelNumbered, recalledAsked, calledFirst, greetedPause, aWhileSaid, erhuaDropped, topicAsked, homeLights, lockTopic, thenAfter, requestedWell, suggestedFirst, scenesAsked, sceneKindAfter, crackSaid, aboutAfter, degreeDone, thingsAll, roomInVerb, whatIs, peopleAsked, settingAsked, bareSet, bothOfThem, lampVerb, lampAsked, stopDoing, openedHowFar, usedFor, airOfPlace, wishSaid, wishThenChange, modeOfThing, canAsked, dutyAsked, dutySaidFirst, dutyOfThing, wayOf, placeThere, moreBefore, doneTooMuch, alsoListed, alsoNext, answersSaid, repeatSaidAlone, fixedCommand, meant, valueFixed, gearSaid, valueFirst, verbThenThing, alikeAfter, alsoClause, thenWhat, thenBefore, attrThen, repairs, rather,
	signedNumbers, holdBeforeNegated, presenceAfter, stateWhen, waitUntil, waitFirst, backAgain,
	listenFirst, noneOfAll, lackTold, playStopped,
	remarkDone, agentUnsaid, placeFirst, speakerAsked, passiveDone, speakerDid, purposeAfter, activityAfter, goAfterHurry, goneSaidTo, sentTo, fanLevel, addressed, soonBefore, deedTold, abilityAsked, thankedFor, untilOrFor, onlyBefore, eitherState, eitherValue, valueStated, howState, comparedThan, mindChanged, ifAfterSubject, twice, cutShort, resumed,
	contrastPause, negatedNext, keptStates, refBeforeExcept, gapsAroundExcept, kept, grammar.PausedExcept, exceptEndsAtGap, exceptThenPlace,
	stateInWord, stillStates, fewPointed, severalUnplaced, pointedAt, bothSaid, countOfAll, counts, kindsOfLight, noMotionIf, someoneCame, whenIf, reachIf, thresholdAsked, bareReachIf, heldThings, answerIf, bareIf, warmBy, splitChange, middleSet, halfAfter, levelUnsaid, heatOn, clausesAtGaps,
}

// changesMind are the words that open a command said instead of what
// was said before ("算了 把客厅窗帘拉开吧"): before a command they are no
// answer of their own.
var changesMind = map[string]bool{"算了": true}

// mindChanged reads a word of changesMind that begins an utterance, with
// a command after it, as a filler: the command after it is what is asked.
func mindChanged(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Kw || !changesMind[toks[i].Value] {
		return toks
	}
	if slices.ContainsFunc(toks[i+1:], func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }) {
		toks[i].Type = grammar.Filler
	}
	return toks
}

// ifAfterSubject moves the word of a condition said after the thing it
// is about, which begins the utterance ("厨房窗户要是开着的话 把油烟机关了",
// "阳台门要是没关"), before it, where the condition begins.
func ifAfterSubject(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep) {
		start++
	}
	i := start
	for i < len(toks) && (named(toks[i]) || toks[i].Type == grammar.Attr || toks[i].Value == de && i > start) {
		i++
	}
	if i == start || i >= len(toks) || toks[i].Type != grammar.If || unless[toks[i].Value] {
		return toks
	}
	x := toks[i]
	x.Pos = toks[start].Pos
	copy(toks[start+1:i+1], toks[start:i])
	toks[start] = x
	return toks
}

// twice reads a verb said twice with 一 between ("关一关", "开一开"): the
// verb once, a moment; the 一 is no number.
func twice(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		v, one, again := toks[i], toks[i+1], toks[i+2]
		end := v.Pos.Offset + utf8.RuneCountInString(v.Value)
		if v.Type == grammar.Verb && one.Type == grammar.Num && again.Type == grammar.Verb && again.Value == v.Value &&
			one.Pos.Offset == end && again.Pos.Offset == end+1 {
			toks[i+1].Type, toks[i+2].Type = grammar.Filler, grammar.Filler
		}
	}
	return toks
}

// cutShort reads a one-character verb with 一 right after it and nothing
// but fillers after that ("客厅灯开一", 开一下 cut short by the
// recogniser): the verb, a moment; the 一 is no level of 1.
func cutShort(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		v, one := toks[i], toks[i+1]
		if v.Type != grammar.Verb || utf8.RuneCountInString(v.Value) != 1 || one.Type != grammar.Num || one.Value != "一" && one.Value != "1" ||
			one.Pos.Offset != v.Pos.Offset+1 {
			continue
		}
		rest := i + 2
		for rest < len(toks) && (toks[rest].Type == grammar.Filler || toks[rest].Type == lexer.EOF) {
			rest++
		}
		if rest == len(toks) {
			toks[i+1].Type = grammar.Filler
		}
	}
	return toks
}

// resumed reads 它 or 它们 that ends an utterance right after its verb
// ("落地灯 关了它", "燃气要是开着就关了它") as the thing already named before
// the verb: a filler, the name said is the target.
func resumed(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	i := end - 1
	if i < 2 || toks[i].Type != grammar.Ref || toks[i].Value != them && toks[i].Value != it {
		return toks
	}
	v := i - 1
	if toks[v].Type == grammar.Filler && v > 0 {
		v-- // 关了它
	}
	if toks[v].Type != grammar.Verb || !slices.ContainsFunc(toks[:v], named) {
		return toks
	}
	toks[i].Type = grammar.Filler
	return toks
}

// keeps are the words that keep a thing out of a command said before it
// ("灯全关了 留着玄关灯", "只留小夜灯"): 除了. exceptAfter is said after
// what it keeps out ("卫生间除外"). exceptWord is the word they become.
var keeps = map[string]bool{"留着": true, "只留": true, "只留着": true, "只留下": true, "留下": true, "保留": true,
	"留": true, "就留": true, "就留着": true, "就留下": true, "就保留": true, "只剩": true, "只剩下": true, "就剩": true, "就剩下": true,
	"除开": true, "除去": true, "除掉": true}

const (
	exceptAfter = "除外"
	exceptWord  = "除了"
)

// kept reads the words of keeps before a name as 除了, and moves 除外, or
// a word of keeps said after a name, before the name it follows, as 除了
// ("楼上的灯都打开 卫生间除外", "床头灯留着").
func kept(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if t.Type != grammar.Except {
			continue
		}
		switch {
		case keeps[t.Value] && i+1 < len(toks) && named(uncounted(slices.Clone(toks[i+1:]))[0]):
			t.Value = exceptWord
			toks = append(toks[:i+1], uncounted(toks[i+1:])...)
		case t.Value == exceptAfter || keeps[t.Value]: // "床头灯留着"
			j := i
			for j > 0 && (named(toks[j-1]) || toks[j-1].Value == de && j-1 > 0 && named(toks[j-2])) {
				j--
			}
			if j == i {
				continue
			}
			x := *t
			x.Value, x.Pos = exceptWord, toks[j].Pos
			copy(toks[j+1:i+1], toks[j:i])
			toks[j] = x
		}
	}
	return toks
}

// exceptEndsAtGap ends what 除了 takes out where a recogniser left a
// space after it ("除了卫生间 楼上的灯都关掉"): the words after the gap are
// the command's, not more of the exception.
func exceptEndsAtGap(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Except || toks[i].Value != exceptWord && toks[i].Value != "除" {
			continue
		}
		for j := i + 1; j+1 < len(toks) && (named(toks[j]) || toks[j].Value == de || listWords[[]rune(toks[j].Value)[0]]); j++ {
			if named(toks[j]) && named(toks[j+1]) && toks[j].Pos.Offset+utf8.RuneCountInString(toks[j].Value) < toks[j+1].Pos.Offset {
				sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[j+1].Pos}
				toks = append(toks[:j+1], append([]lexer.Token{sep}, toks[j+1:]...)...)
				break
			}
		}
	}
	return toks
}

// stillWords are the words of stills, which say a state holds still.
var stillWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(stills) {
		m[w] = true
	}
	return m
}()

// stillStates drops a word of stills said right before a state ("厨房灯还
// 亮着吗", "如果燃气还开着"): the state is asked or waited for as it is, in
// a condition too.
func stillStates(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i, t := range toks {
		if stillWords[t.Value] && i+1 < len(toks) && toks[i+1].Type == grammar.State {
			continue
		}
		out = append(out, t)
	}
	return out
}
