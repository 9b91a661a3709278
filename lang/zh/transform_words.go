package zh

import (
	"strings"

	"edge/grammar"
)

// The words the rewrites of transform.go move, add and swap.

// forms are the forms of a verb in a command: before its object
// ("打开客厅的灯"), after it ("把客厅的灯打开") and before 一下 after it
// ("把灯关一下"); "" where the verb is not said so and no other form is.
type forms struct{ front, end, brief string }

// verbForms are the verbs a command may say before or after its object,
// each with the form said in the other place when it is not said there
// itself ("开空调" → "把空调打开", "把灯关了" → "关掉灯").
var verbForms = map[string]forms{
	"打开": {"打开", "打开", "打开"}, "开": {"开", "打开", "开"}, "开启": {"开启", "开启", "开启"}, "开开": {"打开", "开开", "开"},
	"开了": {"打开", "开了", "开"}, "打开来": {"打开", "打开来", "打开"}, "点亮": {"点亮", "点亮", "点亮"},
	"关掉": {"关掉", "关掉", "关"}, "关": {"关", "关掉", "关"}, "关闭": {"关闭", "关闭", "关闭"}, "关上": {"关上", "关上", "关"},
	"关了": {"关掉", "关了", "关"}, "关起来": {"关上", "关起来", "关"}, "熄灭": {"熄灭", "熄灭", "熄灭"}, "灭掉": {"灭掉", "灭掉", ""},
	"拉开": {"拉开", "拉开", ""}, "拉上": {"拉上", "拉上", ""}, "合上": {"合上", "合上", ""},
	"锁上": {"锁上", "锁上", ""}, "锁好": {"锁上", "锁好", ""}, "解锁": {"解锁", "解锁", ""},
	"启动": {"启动", "启动", "启动"}, "激活": {"激活", "激活", ""}, "暂停": {"暂停", "暂停", "暂停"},
}

// synonyms swap a verb or a change for another of the same meaning in the
// same place.
var synonyms = map[string]string{
	"打开": "开启", "开启": "打开", "关掉": "关闭", "关闭": "关掉", "关上": "关掉", "关了": "关掉",
	"调亮": "调亮一点", "调暗": "调暗一点", "调高": "调高一点", "调低": "调低一点", "调大": "调大一点", "调小": "调小一点",
	"亮一点": "亮一些", "暗一点": "暗一些", "大一点": "大一些", "小一点": "小一些", "高一点": "高一些", "低一点": "低一些",
	"亮一些": "亮一点", "暗一些": "暗一点", "大一些": "大一点", "小一些": "小一点", "高一些": "高一点", "低一些": "低一点",
	"调到": "调成", "调成": "调到", "设为": "设置为", "设置为": "设为", "拉上": "合上", "合上": "拉上",
	"大声": "大声一点", "小声": "小声一点", "下一首": "下一曲", "下一曲": "下一首", "上一首": "上一曲", "上一曲": "上一首",
}

// classSynonyms swap the class word a name ends with for another that
// names the same devices.
var classSynonyms = map[string]string{"电视": "电视机", "电视机": "电视", "音箱": "音响", "音响": "音箱"}

// doneStates are the verbs that say a state in a question ("关了吗").
var doneStates = map[string]bool{"关了": true, "开了": true, "锁了": true}

// The words rewrites add.
const (
	isItSo       = "是不是"
	notYetSaid   = "没有"
	nowSaid      = "现在"
	baWord       = "把"
	and          = "和"
	all          = "都"
	aBitMore     = "一下"
	askPolitely  = "请问"
	erSuffix     = "儿"
	soonWord     = "马上"
	slightlyWord = "稍微"
	closedPast   = "关了"
	openPast     = "开了"
)

// nextCommand are the words that begin a second command in a clause.
var nextCommand = map[string]bool{"然后": true, "并且": true, "同时": true, "接着": true, "顺便": true}

// setStem begins the changes said after 把 ("把灯调亮"); baRels are the
// others.
const setStem = "调"

var baRels = map[string]bool{"提高": true, "降低": true, "增加": true, "减少": true, "升高": true}

// degreeWord is the degree a synonym may add to a change said last
// ("调亮" → "调亮一点").
const degreeWord = "一点"

// baWords bring the object before the verb.
var baWords = map[string]bool{"把": true, "将": true}

// tailWords are the particles that may end a clause, requestTags and
// heardTags.
var tailWords = grammar.Set(`吧 了 啊 呀 呢 哦 嘛 好吗 好不好 可以吗 行吗 谢谢 呗 啦 哈 嘞 咯 哟 喔 噢 呐 就行 就好 就可以 ` + requestTags + ` ` + heardTags)

// requestTags ask whether a command may be done, after it, as 好吗 and 行吗
// do (把台灯关了行不行, 电视声音小点儿行不, 关灯成不, 台灯关了好伐, 厨房灯关一下好吧,
// 关了可以不): they were read as names or as a question, and not
// understood. Each ends a clause (tailWords) and asks for a deed told
// (requestEnds); said alone after a question, 好吧, 好嘛, 好哇 and 行啊 say yes
// (the reply grammar).
const requestTags = `行不行 行不 成不 成吗 好么 行么 可以么 好伐 好吧 好嘛 好不 可以不 好哇 行啊 中不中`

// heardTags ask, after a command, whether it was heard or understood
// (把电视关了，听到没; 关灯，听见了吗; 空调开一下，明白吗): they say nothing
// of the command and end a clause (tailWords), where they were read as a
// name (找不到“听”) and nothing was done. Unlike requestTags they ask no
// leave, so a deed told with one is still told.
const heardTags = `听到没 听到没有 听到了吗 听到了没 听到吗 听见没 听见没有 听见了吗 听见了没 听见吗 听清楚没 听清楚了吗 听明白了吗 明白吗 明白了吗 明白没 懂吗 懂了吗 懂没`

// openers are the wake words and hesitations said before a request and
// its politeness.
var openers = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(wakeWords + " " + hesitations) {
		m[w] = true
	}
	return m
}()

// politeWords open a polite request.
var politeWords = map[string]bool{"请": true, "帮我": true, "麻烦": true, "麻烦你": true, "给我": true, "帮忙": true,
	"可以": true, "能不能": true, "可不可以": true, "能否": true, "能帮我": true, "你帮我": true, "麻烦帮我": true, "帮我把": true,
	"请你": true, "你给我": true, "给我把": true}

// rewordWake, rewordPolite and rewordParticles are the wake words,
// politeness and particles the rewrites say.
var (
	rewordWake      = []string{"小爱同学，", "天猫精灵 ", "小度小度 "}
	rewordPolite    = []string{"请", "帮我", "麻烦你"}
	rewordParticles = []string{"吧", "啊"}
)
