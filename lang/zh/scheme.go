package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The lexicon scheme. Most words of a spoken Chinese command are built of
// a few parts, and speakers combine the parts freely: the pack lists the
// parts and the scheme makes the words, so that a form nobody wrote down
// ("熄掉", "开大点儿", "切下一首") is known because its parts are.
//
//   - A verb of result is a verb and a resultative complement (动补):
//     关 + 掉/上/了/闭/起来 is "turn off or close", 锁 + 上/好/住 "lock";
//     a direction with 来 or 去 is one too (升上去, 降下去: open, close).
//     Each row of resultVerbs says what its words mean and the classes of
//     devices it is said of (the object classes, for review).
//   - A change is a direction (高 低 大 小 亮 暗 暖 冷 慢 大声 ...) with
//     what it changes, said alone or after 调 or 开, and a degree after it
//     (一点 一些 点 些 一点点); every word of degree that ends in 点 has its
//     儿化 form (点儿, 一点儿: 亮点儿), as have 这儿 and 那儿. Volume is
//     also said with the degree before 声 ("小点声", "大一点声"), and a
//     change as the way to turn it: 往 and a direction, then 调 ("往上调").
//     The verbs of doing (整, 弄, 搞: "给我整亮点", "弄暗点", "整开") stand
//     for the verb before a result or a change, as 调 and 开 do.
//   - A measure word (个 盏 台 把 扇 部 只 套) is said between a number and
//     a class: the number is a count of devices, never a level (两个台灯).
//   - A verb of result said done is the state it leaves (已经锁了 is
//     locked, 已关上 off), media said going on is playing (在放歌, 正在播放).
//   - The colloquial words of cleaning (搞卫生, 清理, 收拾), volume (大声点,
//     开小声) and media (切歌, 切下一首, 来首歌, 来个蓝色) are listed as they
//     are said.
//
// Words listed in words.go win over the scheme's: the scheme only adds.
var resultVerbs = []resultVerb{
	{means: closeOff, verbs: "关", results: "掉 上 了 闭 起来 脱", of: "灯 空调 电视 风扇 窗帘 门 阀门"},
	{means: putOut, verbs: "熄 灭", results: "掉 灭 了", of: "灯"},
	{means: openOn, verbs: "开", results: "启 开 了 起来", of: "灯 空调 电视 风扇 窗帘 门 阀门"},
	{means: openOn, verbs: "打开", results: "来", of: "灯 空调 电视 风扇 窗帘 门 阀门"},
	{means: lightUp, verbs: "点 整 弄 搞", results: "亮", of: "灯"},
	{means: openOn, verbs: doing, results: "开", of: "灯 空调 电视 风扇"},
	{means: closeOff, verbs: doing, results: "关 掉", of: "灯 空调 电视 风扇"},
	{means: putOut, verbs: doing, results: "灭", of: "灯 电视"},
	{means: lightUp, verbs: "亮", results: "起来", of: "灯"},
	{means: putOut, verbs: "拉", results: "灭", of: "灯"},
	{means: "open", verbs: "拉", results: "开", of: "窗帘 百叶窗 卷帘"},
	{means: "open", verbs: "升 收 卷", results: "起 起来 上去 上来", of: "窗帘 百叶窗 卷帘 晾衣架 遮阳篷"},
	{means: "close", verbs: "拉", results: "上 下 下来 下去 拢", of: "窗帘 百叶窗 卷帘"},
	{means: "close", verbs: "合", results: "上 拢", of: "窗帘"},
	{means: "close", verbs: "放 降", results: "下 下来 下去", of: "窗帘 百叶窗 卷帘 晾衣架 遮阳篷"},
	{means: "lock", verbs: "锁", results: "上 好 住 了", of: "门 门锁"},
	{means: "lock", verbs: "反锁", results: "上 好", of: "门 门锁"},
	{means: "stop", verbs: "停", results: "下 下来 掉 住", of: "扫地机 风扇"},
}

// doing are the verbs of doing, said for the verb before a result or a
// change ("给我整开", "弄暗点").
const doing = "整 弄 搞"

// resultVerb is a row of the scheme's verbs of result.
type resultVerb struct {
	means          string
	verbs, results string
	of             string
}

// directions are the directions of a change: the attribute ("" for the
// device's level) and its sign.
var directions = map[string]lang.Change{
	"高": lang.Up(""), "低": lang.Down(""), "大": lang.Up(""), "小": lang.Down(""), "亮": lang.Up("brightness"), "暗": lang.Down("brightness"),
	"亮堂": lang.Up("brightness"),
	"暖":  lang.Up("temperature"), "热": lang.Up("temperature"), "冷": lang.Down("temperature"), "凉": lang.Down("temperature"),
	"凉快": lang.Down("temperature"), "暖和": lang.Up("temperature"), "大声": lang.Up("volume"), "小声": lang.Down("volume"), "响": lang.Up("volume"),
	"慢": lang.Down("speed"), "强": lang.Up("speed"), "弱": lang.Down("speed"),
}

// changeStems may come before a direction ("调高", "开大点", "关小一点"):
// each with the directions it takes ("" for all). 调 is said without the
// degree, which follows as a word of its own ("调高 一点"); 开 and 关 only
// with it, or 开大 would take the first character of a name ("开大灯",
// "关小夜灯").
var changeStems = []changeStem{
	{stem: "调", bare: true},
	{stem: "开"},
	{stem: "关", only: "小 低 暗"},
	{stem: "整"},
	{stem: "弄"},
	{stem: "搞"},
}

// changeStem is a stem of a change; bare says it is said without a degree.
type changeStem struct {
	stem string
	bare bool
	only string
}

// degreeWords are said after a direction ("亮一点"); erhuaWords are the
// words said with 儿 too.
var (
	degreeWords = []string{"一点", "一些", "点", "些", "一点点", "一丢丢", "一咪咪", "一丢丢儿"}
	erhuaWords  = []string{"一点", "点", "一点点"}
)

// towards says a change as a way to turn the setting ("往上调", "往亮调"):
// 往 and a direction, then 调.
var towards = map[string]lang.Change{"上": lang.Up(""), "下": lang.Down("")}

// towardsVerbs are the verbs said after 往 and a way of towards that
// move the setting that way as 调 does ("温度往下降两度", "往上升一度").
var towardsVerbs = map[string]string{"上": "升 提 加", "下": "降 减"}

// voiceDirections are said with a degree before 声 ("小点声", "大一点声").
var voiceDirections = map[string]lang.Change{"大": lang.Up("volume"), "小": lang.Down("volume")}

// countMeasures are the measure words said between a count and a class.
var countMeasures = map[string]bool{"个": true, "盏": true, "台": true, "把": true, "扇": true, "部": true, "只": true, "套": true,
	"组": true, "款": true, "条": true}

// Colloquial words by meaning, as said.
var colloquial = map[string]string{
	// cleaning
	"干活": "clean", "干活儿": "clean", "开始干活": "clean", "搞卫生": "clean", "搞一下卫生": "clean", "搞搞卫生": "clean", "做卫生": "clean", "做一下卫生": "clean", "打扫卫生": "clean",
	"打扫一下卫生": "clean", "清理": "clean", "收拾": "clean", "吸一吸": "clean", "吸吸": "clean",
	// media
	"切下一首": "next", "切下一曲": "next", "切到下一首": "next", "切上一首": "previous", "切上一曲": "previous", "切到上一首": "previous",
	"换一首": "next", "换一首歌": "next", "换首歌": "next", "换一曲": "next", "换下一首": "next", "放下一首": "next", "播放下一首": "next", "播下一首": "next", "跳过": "next", "跳过这首": "next",
	"播放上一首": "previous", "放上一首": "previous", "来首歌": "play", "放首歌": "play", "来点音乐": "play", "放点音乐": "play",
	"播放音乐": "play", "暂停播放": "pause", "停止播放": "pause",
	// a TV's channels
	"下一个频道": "next", "下个频道": "next", "下一频道": "next", "下一个台": "next", "下个台": "next", "切到下一个频道": "next",
	"换到下一个频道": "next", "换下一个台": "next", "换一个台": "next", "换一个频道": "next", "换一下台": "next", "上一个频道": "previous", "上个频道": "previous", "上一频道": "previous",
	"上一个台": "previous", "上个台": "previous", "切到上一个频道": "previous", "换到上一个频道": "previous", "换回上一个台": "previous",
	// muting said as a setting ("调成静音"), and undone
	"静个音": "mute", "静一下音": "mute", "静下音": "mute", "调成静音": "mute", "调到静音": "mute", "设为静音": "mute", "设置为静音": "mute", "开静音": "mute", "开启静音": "mute",
	"打开静音": "mute", "关闭静音": "unmute", "关掉静音": "unmute", "关静音": "unmute", "解除静音": "unmute",
	// a setting asked for as a thing given ("灯带来个蓝色")
	"来个": "set", "来一个": "set",
}

// A verb of result said done (已经锁了, 已关上) is the state it leaves, and
// media said going on (在放歌, 正在播放) or sounding (在响, 在播, 响着: 电视
// 还在响吗, 电视怎么还在响) is playing; 响 was read as a room (我不知道叫“响”
// 的房间).
var (
	doneMarks    = []string{"已经", "已"}
	resultStates = map[string]string{"锁了": "locked", "锁上了": "locked", "锁上": "locked", "锁好了": "locked", "锁好": "locked",
		"关了": "off", "关上了": "off", "关上": "off", "关好了": "off", "关掉了": "off", "开了": "on", "打开了": "on", "开着": "on"}
	goingOn      = []string{"在", "正在"}
	mediaGoingOn = []string{"放歌", "播放", "放音乐", "播歌", "放", "响", "播", "唱"}
	mediaHeld    = []string{"响着", "播着"}
)

// generalNouns name no class: "所有的东西" is everything.
var (
	generalNouns = []string{"东西", "设备", "电器", "家电"}
	allWords     = []string{"所有", "所有的", "全部", "全部的"}
)

// schemeWords adds the scheme's words to a lexicon's words and their
// meanings to the verbs and changes, where words.go has none.
func schemeWords(words map[string]lexer.TokenType) {
	add := func(w string, t lexer.TokenType) bool {
		if _, ok := words[w]; ok {
			return false
		}
		words[w] = t
		return true
	}
	for _, r := range resultVerbs {
		for _, v := range strings.Fields(r.verbs) {
			for _, c := range strings.Fields(r.results) {
				if add(v+c, grammar.Verb) {
					verbs[v+c] = r.means
				}
			}
		}
	}
	for d, ch := range directions {
		stems := []changeStem{{}}
		for _, s := range changeStems {
			if s.only == "" || slices.Contains(strings.Fields(s.only), d) {
				stems = append(stems, s)
			}
		}
		for _, s := range stems {
			for _, deg := range append([]string{""}, degreeWords...) {
				w := s.stem + d + deg
				if s.bare != (deg == "") {
					continue // a direction alone is no change
				}
				if add(w, grammar.Rel) {
					rels[w] = ch
				}
				if strings.HasSuffix(deg, "点") && add(w+"儿", grammar.Rel) {
					rels[w+"儿"] = ch
				}
			}
		}
	}
	for _, ds := range []map[string]lang.Change{towards, directions} {
		for d, ch := range ds {
			if w := "往" + d + "调"; add(w, grammar.Rel) {
				rels[w] = ch
			}
		}
	}
	for d, vs := range towardsVerbs {
		for _, v := range strings.Fields(vs) {
			if w := "往" + d + v; add(w, grammar.Rel) {
				rels[w] = towards[d]
			}
		}
	}
	for d, ch := range voiceDirections {
		for _, deg := range degreeWords {
			for _, w := range []string{d + deg + "声", d + deg + "儿声"} {
				if add(w, grammar.Rel) {
					rels[w] = ch
				}
			}
		}
	}
	for _, w := range erhuaWords {
		if t, ok := words[w]; ok {
			add(w+"儿", t)
		} else {
			add(w+"儿", grammar.Filler)
		}
	}
	for w, means := range colloquial {
		if add(w, grammar.Verb) {
			verbs[w] = means
		}
	}
	for _, d := range doneMarks {
		for v, state := range resultStates {
			if add(d+v, grammar.State) {
				states[d+v] = state
			}
		}
	}
	for _, g := range goingOn {
		for _, m := range mediaGoingOn {
			if add(g+m, grammar.State) {
				states[g+m] = "playing"
			}
		}
	}
	for _, m := range mediaHeld {
		if add(m, grammar.State) {
			states[m] = "playing"
		}
	}
	for _, q := range allWords {
		for _, n := range generalNouns {
			add(q+n, grammar.Quant)
		}
	}
}
