package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// categories are the grammar words of Chinese by category, matched
// longest first inside runs of Han characters. content are words that
// contain a grammar word but are content ("开关" is a switch, not "open
// close").
var categories = map[lexer.TokenType]string{
	grammar.Verb: `打开 打开来 开 开启 启动 关 关闭 关掉 关上 锁上 锁好 锁 解锁 开锁 拉开 拉上 合上 收起 放下 调到 调成 调为 调至 设为
设置为 设置成 设成 设定为 设置到 调 设置 设定 调节 开到 拉到 激活 切换到 切到 切换 执行 运行 暂停 播放 继续播放 继续 恢复 停止 停 静音
取消静音 恢复声音 下一首 下一曲 下一个 下一台 下一集 上一首 上一曲 上一个 上一台 上一集 回到 返回 回 去 回充 回充电座 回去充电 去充电 召回
充电 工作 进入 拉 别静音 布防 撤防 解除布防 解除警报 解除 设防 清扫 打扫 清洁 扫地 开始 割草 取消割草 开始割草 开了 关了 锁了 为 到 成 至
关起来 拉起来 降下 升起 停下来 停下 反锁 变成 换成 换个 换回 改成 改为 切成 调整为 调整到 换一首 换首歌 切歌 扫 拖 拖地 吸尘
点亮 熄灭 熄掉 灭掉 开开 换台 换个台 换频道 换个频道 放歌 放音乐 扫一扫 拖一拖 扫扫 熄 降下来 升起来 收起来 放下来 拉下来
开机 关机 弄成 搞成 整成 弄到 搞到 整到 设到 设个 改到 弄个 设在 放到 定到 预热到 加热到 烧到 上锁 解开 拉严 拉严实 拉紧 回座充 回座充电 回基座 接着放 接着播 接着播放 继续放 切回 开工 干活 开始干活 变 变为`,
	grammar.Rel: `最热 最冷 最暖和 最凉快 最潮湿 最干燥 最吵 最安静 调小声 调大声 调高 调低 调亮 调暗 调大 调小 调暖 调冷 提高 降低 增加 减少 升高 大一点 小一点 高一点 低一点 亮一点 暗一点
暖一点 冷一点 大声 小声 大点 小点 亮点 暗点 高点 低点 热一点 凉快一点 升 降
亮一些 暗一些 大一些 小一些 高一些 低一些 暖一些 冷一些 热一些 减小 加大 增大 调弱 调强
太亮 太刺眼 好亮 太暗 太黑 好暗 有点暗 太吵 好吵 有点吵 太响 太大声 太小声 太热 好热 有点热 太闷 好闷 有点闷 太冷 好冷 有点冷 太大 太高 太小 太低
太干 好干 有点干 太干燥 好干燥 有点干燥 太潮 好潮 有点潮 太潮湿 好潮湿 有点潮湿 太湿 好湿 有点湿`,
	grammar.Attr:  `亮度 温度 室温 湿度 音量 声音 声儿 位置 开合度 风速 风儿 速度 色温 颜色温度 颜色 电量 雾量 风量 风力 档位 功率 耗电 电池 二氧化碳 空气质量 光照 照度 光照度`,
	grammar.State: `开着 关着 亮着 锁着 打开着 已解锁 已锁 已锁定 已关闭 已打开 检测到 有人 没人 没有人 有动静 热 冷 关好`,
	grammar.Quest: `吗 没有 没 有没有 是不是 是否 多少 多大 多高 几度 几 哪些 哪个 什么 怎么样 如何 有多 多 现在 目前 当前 状态 处于 还有 是 有 度
有多少 多少电 还剩 剩 干嘛 在干嘛 干什么 咋样 怎样 哪几个 哪几盏 哪几 谁 是谁 多久 多长时间 为什么 为啥 为何 怎么回事 咋回事 怎么 怎么办 咋 咋办 怎样才 如何才
等一下 等下 等会 等会儿 等一会 待会 待会儿 待一会 过会 过会儿 会儿 晚点 晚一点 稍后 回头 等我 等到我 ` + jestWords + ` ` + listenWords + ` ` + whereWords,
	grammar.Neg:     `不要 别 不许 不准 不用 莫 莫要 甭 勿 不必 不消 无需 无须 用不着 没必要 不需要 免`,
	grammar.Noun:    `充电座 基站 区域 地面 场景 脚本 音乐 歌曲 歌 music song 天气 气温 日期 新闻`,
	grammar.Filler:  `把 将 让 叫 给 用 请 分别 帮我 帮忙 麻烦 麻烦你 给我 一下 一下下 吧 了 啊 呀 呢 哦 嘛 的 得 里 里的 里面 里面的 一点 一些 点 些 一丢丢 一咪咪 个 就 的话 在 先 好吗 好不好 可以吗 行吗 ` + requestTags + ` ` + heardTags + ` 谢谢 快点 赶紧 赶快 马上 立刻 立即 否则 不然 要不然 ` + thereWords + ` ` + inAllWords,
	grammar.Ref:     `它们 它 那个 这个 那盏 这盏`,
	grammar.Here:    `这里 这儿 这边 这个房间 这个区域 ` + thisRoom,
	grammar.Quant:   allSpoken + oneKey + `所有的 全部的 所有 全部 都 全屋 家里 屋内 室内 整个 每个 全 全家 整个家 家中 房子 整个房子 整栋房子 整套房子 所有房间 每个房间 各个房间 全部房间 到处 每个地方 所有地方 其他 其它 其余 其他的 其它的 其余的 别的 剩下的 剩余的 其他房间 其它房间 其余房间 别的房间`,
	grammar.Unit:    `摄氏度 开尔文 k kelvin`,
	grammar.Extreme: `最大 最小 最高 最低 最亮 最暗 最大档 最小档 最高档 最低档 拉满 调满 开满 升到顶 开到顶 拉到顶 调到顶 开到底 降到底 关到底 放到底 落到底`,
	grammar.Color:   `红色 绿色 蓝色 白色 黄色 橙色 紫色 粉色 粉红色 青色 暖白 暖光 冷白 冷光 烛光 蜡烛光 日光 正白光 白光 橘色 橘黄色 玫红色 洋红色 紫红色 暖色 冷色 暖黄光 暖白光 冷白光 自然光 中性光`,
	grammar.Mode:    `制冷 制热 除湿 抽湿 送风 制冷模式 制热模式 除湿模式 抽湿模式 送风模式 自动模式 冷风 暖风`,
	grammar.If:      `如果 要是 假如 一旦 万一 当 除非 ` + supposers,
	grammar.Cmp:     `超过 高于 大于 低于 小于 不到 以上 以下 至少`,
	grammar.Except:  `除了 除 以外 之外 外 除外 留着 只留 只留着 只留下 留下 保留 留 就留 就留着 就留下 就保留 只剩 只剩下 就剩 就剩下 除开 除去 除掉`,
	grammar.Conj:    `然后 再 并且 并 同时 也 和 跟 与 以及 顺便 接着 另外`,
	grammar.Kw:      `确认 确定 是的 好的 好 对 没错 取消 算了 不 第 ` + dismissals,
}

var content = `低档 中档 高档 低速 中速 高速 低风 中风 高风 小风 大风 开关 空调 冷气 冷气机 百叶窗 小度 小爱 小艺 调光灯 玄关 停车场 茶几 智能锁 电子锁 密码锁 开水壶 播放器 媒体播放器 热水 开心 上海 中心 点心 清洁工 度假 室外 户外 外面 外边 外头 回家 在家 暖风机 冷风机 多功能 除湿机 除湿器 割草机 扫地机 扫地机器人 扫地机器 扫拖机器人 扫拖机 拖地机 吸尘器 扫描 拖鞋 当前位置
吧台 免打扰 免提 免洗 免费 莫名 莫非 负离子 负载 卧室 主卧室 次卧室 浴室 办公室 会议室 地下室 储藏室 起居室 工作室 客卧室 温室 温湿度计 温湿度传感器 温湿度仪 来着
` + rooms + "\n" + brandsSaid

// brandsSaid are the makers' names of lexicon.yaml's brand that hold a
// word of the grammar (的, 为, 先, a number): kept whole, "美的空调" is the
// maker and the air conditioner, never "美" and 的, nor 三星 three stars.
const brandsSaid = `美的 华为 三星 九阳 先锋`

// dismissals are what is said to let a matter drop ("没事", "没关系",
// "不要紧"): an answer of no to a question asked, and no command or question
// of their own, where 没 asked and 事 was heard as 室 or 视 ("没事了" asked
// which of the bedroom's devices and the tv).
const dismissals = `没事 没事儿 没事没事 没关系 不要紧 没什么 没什么事 没啥 没啥事`

// rooms are the words of the rooms of a home, known so that a recogniser's
// sound-alike of one is put back before a word of the grammar is read in
// it (除房 is 厨房, never "except 房"; 客停 is 客厅, never "stop").
const rooms = `厨房 客厅 餐厅 门厅 书房 阳台 车库 花园 院子 走廊 过道 儿童房 卫生间 洗手间 厕所 主卧 次卧 客房 衣帽间 储物间 楼梯`

// roomWords are the words of rooms a word may begin or end with, as one
// word with what it names ("客厅亮灯", "车库灯"): the rooms, and the
// bedrooms, bathroom and entrance said otherwise.
var roomWords = append(strings.Fields(rooms), "卧室", "主卧室", "次卧室", "浴室", "玄关")

// allSpoken are the words of all of spoken Chinese besides 都 and 全部
// ("灯统统关掉", "一起打开", "一股脑全关了"): each is all of what is named, or
// of everything, as 都 is.
const allSpoken = `统统 通通 全都 一起 一股脑 一股脑儿 `

// oneKey says "with one key", everything at once, before a verb (一键关闭,
// 一键全关, 一键关灯): all of what is named, or of everything, as 全 before
// a verb does. It was the number 1 (找不到“1键”).
const oneKey = `一键 `

// Canonical verbs of the words that mean both "turn on" and "open", and
// both "turn off" and "close" (compile's wide clusters).
const (
	openOn   = "open-on"
	closeOff = "close-off"
)

// putOut is the verb of the words that put a light out (熄, 灭: "熄灯",
// "卧室灭了"): it switches off, and never closes, as 关 may: no lock, door
// or valve is put out.
const putOut = "out"

// lightUp is the verb of the words that light a light up (点亮, 亮起来,
// 弄亮: "点亮台灯", "客厅都点亮"): it switches on, and never opens, as 开
// may: no lock, door, curtain or valve is lit up.
const lightUp = "lit"

var verbs = map[string]string{
	"打开": openOn, "打开来": openOn, "开": openOn, "开启": openOn, "开了": openOn, "启动": "start",
	"关": closeOff, "关闭": closeOff, "关掉": closeOff, "关上": closeOff, "关了": closeOff,
	"锁上": "lock", "锁好": "lock", "锁": "lock", "锁了": "lock", "解锁": "unlock", "开锁": "unlock",
	"拉开": "open", "收起": "open", "拉上": "close", "合上": "close", "放下": "close",
	"调到": "set", "调成": "set", "调为": "set", "调至": "set", "设为": "set", "设置为": "set", "设置成": "set", "设成": "set",
	"设定为": "set", "设置到": "set", "调": "set", "设置": "set", "设定": "set", "调节": "set", "开到": "set", "拉到": "set", "拉": "set",
	"预热到": "set", "加热到": "set", "烧到": "set", // a heat said to reach ("烤箱预热到两百度")
	"为": "set", "到": "set", "成": "set", "至": "set",
	"激活": "activate", "切换到": "activate", "切到": "activate", "切换": "activate", "执行": "activate", "运行": "activate",
	"暂停": "pause", "播放": "play", "继续播放": "play", "继续": "play", "恢复": "play", "停止": "stop", "停": "stop",
	"静音": "mute", "取消静音": "unmute", "恢复声音": "unmute",
	"下一首": "next", "下一曲": "next", "下一个": "next", "下一台": "next", "下一集": "next",
	"上一首": "previous", "上一曲": "previous", "上一个": "previous", "上一台": "previous", "上一集": "previous",
	"回到": "return", "返回": "return", "回": "return", "去": "go",
	"清扫": "clean", "打扫": "clean", "清洁": "clean", "扫地": "clean", "开始": "start",
	"割草": "mow", "开始割草": "mow", "取消割草": "cancel-mow",
	"回充": "dock", "召回": "dock", "回充电座": "dock", "回去充电": "dock", "去充电": "dock", "充电": "dock", "工作": "start",
	"进入": "activate", "别静音": "unmute",
	"关起来": closeOff, pullUp: "close", "降下": "close", "升起": "open", "停下来": "stop", "停下": "stop", "反锁": "lock",
	"变成": "set", "换成": "set", "换个": "set", "换回": "set", "改成": "set", "改为": "set", "切成": "set", "调整为": "set", "调整到": "set",
	"换一首": "next", "换首歌": "next", "切歌": "next", "扫": "clean", "拖": "clean", "拖地": "clean", "吸尘": "clean",
	"点亮": lightUp, "熄灭": putOut, "熄掉": putOut, "灭掉": putOut, "开开": openOn, "换台": "next", "换个台": "next",
	"换频道": "next", "换个频道": "next", "放歌": "play", "放音乐": "play", "扫一扫": "clean", "拖一拖": "clean", "扫扫": "clean",
	"熄": putOut, "降下来": "close", "升起来": "open", "收起来": "open", "放下来": "close", "拉下来": "close",
	"弄成": "set", "搞成": "set", "整成": "set", "弄到": "set", "搞到": "set", "整到": "set", "设到": "set", "设个": "set",
	"改到": "set", "弄个": "set", "设在": "set", "放到": "set", "定到": "set", "上锁": "lock", "解开": "unlock", "拉严": "close", "拉严实": "close", "拉紧": "close",
	"回座充": "dock", "回座充电": "dock", "回基座": "dock", "接着放": "play", "接着播": "play", "接着播放": "play", "继续放": "play",
	"开机": openOn, "关机": closeOff, "切回": "return", "开工": "start", "干活": "start", "开始干活": "start", "变": "set", "变为": "set",
	"布防": "arm", "设防": "arm", "撤防": "disarm", "解除布防": "disarm", "解除警报": "disarm", "解除": "disarm",
}

// warmthBy are the words of warmth that change a temperature only right
// before a number (卧室热两度: two degrees warmer; splitChange); alone they
// are states, or a light's colour temperature after 色温.
var warmthBy = map[string]lang.Change{"热": lang.Up("temperature"), "冷": lang.Down("temperature"), "暖": lang.Up("temperature"),
	"凉": lang.Down("temperature"), "暖和": lang.Up("temperature"), "凉快": lang.Down("temperature")}

// changeOf is the change a word of rels or warmthBy says.
func changeOf(w string) (lang.Change, bool) {
	if c, ok := rels[w]; ok {
		return c, true
	}
	c, ok := warmthBy[w]
	return c, ok
}

var rels = map[string]lang.Change{
	"调小声": lang.Down("volume"), "调大声": lang.Up("volume"), "调高": lang.Up(""), "调低": lang.Down(""), "调亮": lang.Up("brightness"), "调暗": lang.Down("brightness"), "调大": lang.Up(""), "调小": lang.Down(""),
	"调暖": lang.Up("temperature"), "调冷": lang.Down("temperature"), "提高": lang.Up(""), "降低": lang.Down(""), "增加": lang.Up(""), "减少": lang.Down(""),
	"升高": lang.Up(""), "大一点": lang.Up(""), "小一点": lang.Down(""), "高一点": lang.Up(""), "低一点": lang.Down(""),
	"亮一点": lang.Up("brightness"), "暗一点": lang.Down("brightness"), "暖一点": lang.Up("temperature"), "冷一点": lang.Down("temperature"),
	"大声": lang.Up("volume"), "小声": lang.Down("volume"), "大点": lang.Up(""), "小点": lang.Down(""), "亮点": lang.Up("brightness"),
	"暗点": lang.Down("brightness"), "高点": lang.Up(""), "低点": lang.Down(""), "热一点": lang.Up("temperature"), "凉快一点": lang.Down("temperature"),
	"升": lang.Up(""), "降": lang.Down(""),
	"高": lang.Up(""), "低": lang.Down(""), "加": lang.Up(""), "减": lang.Down(""), // only after a name, before a number (splitChange)
	"亮一些": lang.Up("brightness"), "暗一些": lang.Down("brightness"), "大一些": lang.Up(""), "小一些": lang.Down(""), "高一些": lang.Up(""),
	"低一些": lang.Down(""), "暖一些": lang.Up("temperature"), "冷一些": lang.Down("temperature"), "热一些": lang.Up("temperature"),
	"减小": lang.Down(""), "加大": lang.Up(""), "增大": lang.Up(""), "调弱": lang.Down("speed"), "调强": lang.Up("speed"),
}

var attrs = map[string]string{"亮度": "brightness", "温度": "temperature", "室温": "temperature", "湿度": "humidity",
	"音量": "volume", "声音": "volume", "声儿": "volume", "风儿": "speed", "位置": "position", "开合度": "position", "风速": "speed", "速度": "speed", "色温": "color_temp",
	"颜色温度": "color_temp", "颜色": "color", "电量": "battery", "雾量": "speed", "风量": "speed", "风力": "speed", "档位": "speed", modeWord: "mode",
	"功率": "power", "耗电": "power", "电池": "battery", "二氧化碳": "co2", "空气质量": "co2", "光照": "illuminance", "照度": "illuminance", "光照度": "illuminance"}

var states = map[string]string{"开着": "on", "亮着": "on", "打开着": "on", "已打开": "on",
	"关着": "off", "已关闭": "off", "关好": "off", "锁着": "locked", "已锁": "locked", "已锁定": "locked", "已解锁": "unlocked",
	"检测到": "occupancy", "有人": "occupancy", "有动静": "motion", "热": "temperature", "冷": "temperature"}

// statesNot are the states said as their absence ("没人"): in a
// condition, the state not held; asked, no state edge answers as asked.
var statesNot = map[string]string{"没人": "occupancy", "没有人": "occupancy", unmovedSaid: "motion"}

// notStates are the states said as 没 and a verb ("门没锁的话"): the
// verb's state, not reached.
var notStates = map[string]string{"锁": "unlocked", "锁上": "unlocked", "锁好": "unlocked", "开": "off", "打开": "off",
	"开启": "off", "关": "on", "关上": "on", "关掉": "on"}

// notSaid is the 没 of a state not reached; ifSaid, after a state, makes
// it a condition ("门没锁的话").
const (
	notSaid = "没"
	ifSaid  = "的话"
)

// strongQuest are the question words that make a clause a question.
var strongQuest = withEach(map[string]bool{"吗": true, "没有": true, "没": true, "有没有": true, "是不是": true, "是否": true,
	"多少": true, "几度": true, "几": true, "哪些": true, "哪个": true, "什么": true, "怎么样": true, "如何": true,
	"有多": true, "多大": true, "多高": true, "处于": true, "有多少": true, "多少电": true, "还剩": true,
	"干嘛": true, "在干嘛": true, "干什么": true, notQuest: true, stateAsked: true,
	"咋样": true, "怎样": true, "哪几个": true, "哪几盏": true, "哪几": true}, whereWords, true)

// whereWords ask the room a device is in ("电视在哪", "落地灯在哪个房间").
const whereWords = `在哪 在哪里 在哪儿 在哪个房间 在哪间 在哪个屋 在什么地方 在什么位置 放在哪 放在哪里 放哪了 放哪里了`

// askedBefore are the question words said before what they ask, which
// they ask whole ("是不是打开了空调，调到了二十六度").
var askedBefore = map[string]bool{"是不是": true, "有没有": true, "是否": true}

// questMeaning gives the question words with a meaning of their own.
var questMeaning = withEach(map[string]string{"哪些": lang.QuestWhich, "哪个": lang.QuestWhich, "有没有": lang.QuestAll,
	"有多少": lang.QuestCount, "几": lang.QuestCount, "几度": lang.QuestTemperature, "度": lang.QuestTemperature,
	"多少电": lang.QuestBattery, "吗": lang.QuestYesNo, "没有": lang.QuestYesNo, "没": lang.QuestYesNo,
	"是不是": lang.QuestYesNo, "是否": lang.QuestYesNo, notQuest: lang.QuestYesNo, "多少": lang.QuestWh,
	"什么": lang.QuestWh, "怎么样": lang.QuestWh, "咋样": lang.QuestWh, "怎样": lang.QuestWh,
	"哪几个": lang.QuestWhich, "哪几盏": lang.QuestWhich, "哪几": lang.QuestWhich, "如何": lang.QuestWh, stateAsked: lang.QuestEither, "有多": lang.QuestWh}, whereWords, lang.QuestWhere)

var nouns = map[string]string{"充电座": lang.NounDock, "基站": lang.NounDock, "区域": lang.NounOther, "地面": lang.NounOther,
	"场景": lang.NounOther, "脚本": lang.NounOther, "音乐": lang.NounMedia, "歌曲": lang.NounMedia, "歌": lang.NounMedia,
	// what no device of the home knows ("今天天气怎么样")
	"天气": lang.NounOther, "气温": lang.NounOther, "日期": lang.NounOther, "新闻": lang.NounOther,
	// media words said in latin letters in a Chinese sentence ("播放music")
	"music": lang.NounMedia, "song": lang.NounMedia}

var units = map[string]string{"%": lang.UnitPercent, "度": lang.UnitDegrees, "摄氏度": lang.UnitDegrees, "degrees": lang.UnitDegrees,
	"开": lang.UnitKelvin, "开尔文": lang.UnitKelvin, "k": lang.UnitKelvin, "kelvin": lang.UnitKelvin,
	"档": lang.UnitSteps, "挡": lang.UnitSteps, "格": lang.UnitNotches}

var extremes = map[string]int{"最大": 1, "最高": 1, "最亮": 1, "最小": -1, "最低": -1, "最暗": -1,
	"最大档": 1, "最高档": 1, "最小档": -1, "最低档": -1, "拉满": 1, "调满": 1, "开满": 1,
	// to the top or the end of the way ("晾衣架升到顶", "窗帘开到底", "降到底")
	"升到顶": 1, "开到顶": 1, "拉到顶": 1, "调到顶": 1, "开到底": 1, "降到底": -1, "关到底": -1, "放到底": -1, "落到底": -1}

// colors maps colour words to the names the color argument takes.
var colors = map[string]string{"红色": "red", "绿色": "green", "蓝色": "blue", "白色": "white", "黄色": "yellow", "橙色": "orange",
	"紫色": "purple", "粉色": "pink", "粉红色": "pink", "青色": "cyan",
	"橘色": "orange", "橘黄色": "orange", "玫红色": "magenta", "洋红色": "magenta", "紫红色": "magenta"}

// kelvins are the colour-temperature words, in kelvin.
// 白光 and 冷白光 are said of a cold light, cooler than 冷白.
var kelvins = map[string]float64{"暖白": 2700, "暖光": 2700, "冷白": 4000, "冷光": 4000, "烛光": 1900, "蜡烛光": 1900, "日光": 6500,
	"正白光": 6500, "白光": 6000, "暖色": 2700, "冷色": 6000, "暖黄光": 2700, "暖白光": 2700, "冷白光": 6000, "自然光": 4000, "中性光": 4000}

// modes maps the words of a thermostat's modes to the mode argument.
var modes = map[string]string{"制冷": "cool", "制热": "heat", "除湿": "dry", "抽湿": "dry", "送风": "fan_only", "自动": "auto",
	"制冷模式": "cool", "制热模式": "heat", "除湿模式": "dry", "抽湿模式": "dry", "送风模式": "fan_only", "自动模式": "auto",
	"冷风": "cool", "暖风": "heat"}

// plainModes are the modes that are also plain words: a mode only when
// they end a setting ("调成自动").
var plainModes = map[string]bool{"自动": true}

// wishes are the states said too much or too little ("太亮了", "有点冷"),
// and the change that would mend them: no command, a question back.
var wishes = map[string]lang.Change{
	"太亮": lang.Down("brightness"), "太刺眼": lang.Down("brightness"), "好亮": lang.Down("brightness"),
	"太暗": lang.Up("brightness"), "太黑": lang.Up("brightness"), "好暗": lang.Up("brightness"), "有点暗": lang.Up("brightness"),
	"太吵": lang.Down("volume"), "好吵": lang.Down("volume"), "有点吵": lang.Down("volume"), "太响": lang.Down("volume"),
	"太大声": lang.Down("volume"), "太小声": lang.Up("volume"),
	"太热": lang.Down("temperature"), "好热": lang.Down("temperature"), "有点热": lang.Down("temperature"), "太闷": lang.Down("temperature"),
	"好闷": lang.Down("temperature"), "有点闷": lang.Down("temperature"),
	"太冷": lang.Up("temperature"), "好冷": lang.Up("temperature"), "有点冷": lang.Up("temperature"),
	"太干": lang.Up("humidity"), "好干": lang.Up("humidity"), "有点干": lang.Up("humidity"), "太干燥": lang.Up("humidity"),
	"好干燥": lang.Up("humidity"), "有点干燥": lang.Up("humidity"),
	"太潮": lang.Down("humidity"), "好潮": lang.Down("humidity"), "有点潮": lang.Down("humidity"), "太潮湿": lang.Down("humidity"),
	"好潮湿": lang.Down("humidity"), "有点潮湿": lang.Down("humidity"), "太湿": lang.Down("humidity"), "好湿": lang.Down("humidity"),
	"有点湿": lang.Down("humidity"),
	"太大":  lang.Down(""), "太高": lang.Down(""), "太小": lang.Up(""), "太低": lang.Up(""),
}

// unless are the words of a condition the command waits to fail, and
// otherwise those that begin the command after it ("除非…，否则…"); after
// any other condition they say what to do when it fails, which no command
// reads.
var (
	unless    = map[string]bool{"除非": true}
	otherwise = map[string]bool{"否则": true, "不然": true, "要不然": true}
)

var comparators = map[string]string{"超过": ">", "高于": ">", "大于": ">", "以上": ">=", "至少": ">=", "低于": "<", "小于": "<", "不到": "<", "以下": "<=",
	reachUp: ">=", "升到": ">=", "达到": ">=", reachDown: "<="}

// Words compile's rules for Chinese look for.
const (
	de        = "的" // marks what comes before as belonging to what follows
	zai       = "在" // "at": 在卧室里
	lockVerb  = "锁" // also the noun "lock"
	resume    = "恢复"
	outside   = "外" // 除卧室外
	them      = "它们"
	it        = "它"
	doorWord  = "门"
	lockWord  = "锁"
	more      = "再" // "and then", or "more" before a change
	notQuest  = "不" // 开着不, 冷不冷: a question
	lightWord = "灯" // 日光灯: a kind of light
	notYet    = "没" // 开没开
	howMany   = "几" // 几扇窗
	what      = "什么"
	modeWord  = "模式" // 什么模式: the attribute
	gateWord  = "大门"
	frontDoor = "前门"
)

// listWords join the items of a list, as do listJoins (还有 where it
// lists, list_also.go); listAll, said after its last item, are all of the
// list.
var (
	listWords = map[rune]bool{'和': true, '跟': true, '与': true, '、': true}
	listJoins = []string{"以及", alsoListing}
	listAll   = map[string]bool{"都": true, "全": true, "全部": true, "全都": true, "统统": true, "通通": true, "一起": true, "一股脑": true, "一股脑儿": true}
)

// placeWords fold the words of one kind of room onto one in a name's key,
// so that 厕所 and 洗澡间 find the 卫生间, 饭厅 the 餐厅, 卧房 the 卧室 and
// 小孩房间 or 小孩屋 the 儿童房; and the words of one thing said one way in
// Taiwan and another on the mainland (瓦斯 is 燃气), or by several common
// names (applianceNames).
var placeWords = strings.NewReplacer(append([]string{"厕所", "卫生间", "洗手间", "卫生间", "盥洗室", "卫生间", "洗澡间", "卫生间", "饭厅", "餐厅", "起居室", "客厅",
	"睡房", "卧室", "卧房", "卧室", "瓦斯", "燃气",
	"小孩的房间", "儿童房", "孩子的房间", "儿童房", "小孩房间", "儿童房", "孩子房间", "儿童房", "小孩房", "儿童房", "孩子房", "儿童房",
	"小孩的屋", "儿童房", "孩子的屋", "儿童房", "小孩屋", "儿童房", "孩子屋", "儿童房"}, applianceNames...)...)

// applianceNames are the common names of one appliance, each folded onto one:
// a kettle named 烧水壶 is found said 热水壶 or 电热水壶, a gas valve named
// 燃气阀 said 煤气阀. The longer word of a pair that holds another comes
// first (电热水壶 before 热水壶).
var applianceNames = []string{"电热水壶", "电水壶", "热水壶", "电水壶", "烧水壶", "电水壶",
	"煤气", "燃气", "电饭锅", "电饭煲", "抽油烟机", "油烟机", "吸油烟机", "油烟机", "电冰箱", "冰箱"}

// keyDrop are the words a name's key leaves out.
var keyDrop = map[string]bool{de: true}

// keyDropped reports a token a name's key leaves out: a word of keyDrop,
// or the demonstrative pointedAt takes off a name (那次卧灯 is 次卧灯; a
// 这 or 那 the lexer reads as a word of its own is none).
func keyDropped(t lexer.Token) bool {
	return keyDrop[t.Value] || t.Type == grammar.Filler && pointedName(t.Value) != ""
}

var vocab = &lang.Vocab{
	Verbs:   verbs,
	Attrs:   attrs,
	Rels:    rels,
	Colors:  colors,
	Kelvins: kelvins,
	Classes: map[string][]string{
		"light":       {"灯", "台灯", "灯光", "光线", "吊灯", "灯泡", "灯带", "电灯", "落地灯"},
		"curtain":     {"窗帘", "纱帘", "布帘", "遮光帘"},
		"blind":       {"百叶窗", "卷帘"},
		"fan":         {"风扇", "电扇", "电风扇", "吊扇", "落地扇", "排气扇", "扇", "换气扇"}, // 净化器, 新风 are appliances of their own, named only
		"tv":          {"电视", "电视机"},
		"speaker":     {"音箱", "音响"},
		"media":       {"媒体播放器", "播放器", "媒体"},
		"climate":     {"空调", "温控器", "冷气", "冷气机"},
		"heating":     {"暖气"},
		"heater":      {"取暖器", "电暖器", "电暖气", "加热器", "暖风机", "小太阳", "油汀", "暖器"}, // 浴霸 is a bathroom's fitting, named only
		"door":        {"门"},
		"garage_door": {"车库门", "车库", "铁卷门", "卷帘门", "卷闸门", "车门"},
		"gate":        {"大门"},
		"window":      {"窗户", "窗"},
		"lock":        {"门锁", "锁"},
		"valve":       {"阀门", "阀", "总阀"},
		"switch":      {"开关"},
		"outlet":      {"插座", "插头", "排插", "插线板"},
		"vacuum":      {"扫地机", "扫地机器人", "扫地机器", "扫拖机器人", "扫拖机", "拖地机", "吸尘器"},
		"mower":       {"割草机"},
		"sensor":      {"传感器"},
		"alarm":       {"报警器", "警报", "安防系统", "安防"},
		"humidifier":  {"加湿器"},
	},
	Main:       map[string]bool{"大灯": true, "主灯": true, "吸顶灯": true, "顶灯": true},
	Alike:      map[string]bool{"电灯": true, "电扇": true, "电风扇": true, "电视机": true, "音响": true, "扫地机器人": true},
	Kinds:      map[string]bool{"台灯": true, "落地灯": true, "灯带": true, "吊灯": true, "吊扇": true, "落地扇": true, "排气扇": true, "换气扇": true, "空调": true, "开关": true},
	References: map[string]bool{"它": true, "它们": true, "那个": true, "这个": true, "那": true, "这": true, "那个东西": true, "这个东西": true},
	Hesitant:   hesitantRefs,
	WholeHome: map[string]bool{"全屋": true, "家里": true, "屋内": true, "室内": true, "整个": true, "全家": true, "整个家": true, "家中": true, "房子": true, "整个房子": true,
		"整栋房子": true, "整套房子": true, "所有房间": true,
		"每个房间": true, "各个房间": true, "全部房间": true, "其他房间": true, "其它房间": true, "其余房间": true, "别的房间": true},
	Makes:          map[string]bool{"智能": true, "无线": true, "蓝牙": true, "wifi": true},
	Contacts:       map[string]bool{"磁": true, "传感器": true, "感应器": true},
	Outdoors:       map[string]bool{"花园": true, "院子": true, "庭院": true, "后院": true, "前院": true, "阳台": true, "露台": true, "天台": true, "车道": true, "草坪": true},
	Outside:        map[string]bool{"室外": true, "户外": true, "外面": true, "外边": true, "外头": true},
	Surfaces:       map[string]bool{"卫生": true, "地": true, "地面": true, "地板": true, "灰尘": true},
	Floors:         map[string]bool{"楼上": true, "楼下": true, "地下室": true, "阁楼": true},
	TrailingPlaces: map[string]bool{"楼上": true, "楼下": true},
	KindWords:      map[string]bool{"场景": true, "脚本": true},
	Lawn:           map[string]bool{"草坪": true, "草地": true, "草": true},
	ArmModes:       map[string]string{"在家": "home", "离家": "away", "外出": "away", "夜间": "night", "睡眠": "night"},
	DeviceModes: map[string]string{"睡眠": "sleep", "持续": "continuous", "连续": "continuous", "节能": "eco", "强力": "turbo",
		"静音": "quiet", "婴儿": "baby", "夜间": "night", "手动": "manual", "自动": "auto", "智能": "smart", "舒适": "comfort"},
	ModeWords: map[string]bool{"模式": true},
	Roles:     map[string]string{thanSaid: lang.RoleThan},
	Clusters:  map[string]string{"on": openOn, "off": closeOff},
	Asks: map[string]string{openOn: "on", "open": "on", "start": "on", closeOff: "off", "close": "off", "off": "off", putOut: "off", lightUp: "on",
		"lock": "locked", "unlock": "unlocked", "play": "playing", "arm": "armed", "disarm": "disarmed"},
	Hazards:   lang.WithMakers(hazards, hazardMakers),
	Worked:    map[string][]string{"valve": {"燃气", "煤气", "天然气", "瓦斯", "液化气"}},
	Named:     map[string][]string{"heat": {"取暖", "加热", "供暖", "制热", "暖气", "开暖气", "打开暖气", "开供暖", "升温"}},
	Which:     []string{"号", "主", "左", "右", "继电器"},
	Ways:      map[string][]string{"garage_door": {"车库"}, "lock": {"入口", "入户"}},
	NameAlike: map[string][]string{"前门": {"大门", "入户门", "家门", "正门", "进户门"}},
}

// The words of times and timers (timer.go).
var (
	// timeUnits are the units of a delay, in seconds, the longest first
	// where one starts another. 分 alone is a minute only before a word
	// of delayAfter ("五分后"): elsewhere it may be a score or a cent.
	timeUnits = []timeUnit{{"秒钟", 1}, {"秒", 1}, {"分钟", 60}, {"个小时", 3600}, {"小时", 3600}, {"个钟头", 3600},
		{"钟头", 3600}, {"刻钟", 900}, {"天", 86400}}
	minuteAlone = timeUnit{"分", 60}
	// hourUnits are the units a half is said after ("一个半小时") or
	// before ("半小时").
	hourUnits = []string{"个小时", "小时", "个钟头", "钟头"}
	halfWord  = "半"
	halfOf    = []string{"个", ""}
	// delayBefore comes before a delay ("过十分钟", "过个十分钟", a timer's
	// "定时两个小时关"), delayAfter after one ("十分钟后").
	delayBefore = []string{timerBefore, "过个", "过"}
	delayAfter  = []string{"以后", "之后", "后"}
	// timerBefore says a timer before its delay or its time of day
	// ("定时八点开空调").
	timerBefore = "定时"
	// clockBefore may come before a time of day ("在七点"), clockAfter
	// after one ("七点的时候").
	clockBefore = []string{"在", "到了", "等到"}
	clockAfter  = []string{"的时候", "时"}
	// dayParts are the parts of the day said before a time, with the
	// hours they add to an hour of 1 to 11 ("下午三点" is 15:00); a part
	// that is night makes 12 midnight.
	dayParts = []dayPart{{"今天凌晨", 0}, {"今天早上", 0}, {"今天上午", 0}, {"今天中午", 12}, {"今天下午", 12}, {"今天晚上", 12},
		{"凌晨", 0}, {"早上", 0}, {"早晨", 0}, {"上午", 0}, {"中午", 12}, {"下午", 12}, {"傍晚", 12}, {"晚上", 12},
		{"今晚", 12}, {"夜里", 12}, {"半夜", 12}}
	// days are the days said before a time of day ("明天早上七点"), with
	// how many days on; a day that says its part of the day too ("明早")
	// has it. weekdayMarks and weekdayNames say a day of the week ("周一",
	// "星期天"), Monday 1 to Sunday 7.
	days = []dayWord{{"大后天", 3, nil}, {"后天", 2, nil}, {"明天", 1, nil}, {"今天", 0, nil},
		{"明早", 1, &dayPart{"早", 0}}, {"明晚", 1, &dayPart{"晚", 12}}}
	weekdayMarks = []string{"星期", "礼拜", "周"}
	weekdayNames = map[rune]int{'一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '日': 7, '天': 7}
	// repeats say a command again and again ("每天早上七点", "工作日七点"):
	// edge does a command once, and says so.
	repeats = []string{"每个星期", "每个礼拜", "每个早上", "每个晚上", "每个周末", "每个工作日", "每个月", "每周末", "每月", "每星期", "每礼拜", "每天", "每晚", "每早", "每周", "每日",
		"每小时", "每隔", "天天", "每逢", "每到", "工作日", "每次", "每一次", "每当"}
	// dayBefore are the characters that make a day of the 天 after them:
	// "今天天气" is no "天天".
	dayRune   = '天'
	dayBefore = map[rune]bool{'今': true, '明': true, '昨': true, '后': true, '前': true, '当': true, '每': true}
	// hourMarks end the hour of a time of day ("七点", "七点钟", "19时");
	// oClock is said after a whole hour.
	hourMarks   = []string{"点钟", "点", "时"}
	oClock      = "钟"
	minuteMarks = []string{"分钟", "分"}
	quarters    = []timeUnit{{"一刻", 15}, {"三刻", 45}}
	// notClock are the words after a number that make it no time ("二十点五度").
	notClock = []string{"度", "%", "摄氏度"}
	// timerWords name a timer, the longest first.
	timerWords = []string{"计时器", "定时器", "倒计时", "定时", "闹钟"}
	// timerSet, timerCancel and timerAsk are the words that set, cancel
	// and ask about timers; timerOther are words that only carry those.
	timerSet    = []string{"设置", "设定", "设", "定", "来", "开始", "启动", "开", "加", "新建"}
	timerCancel = []string{"取消", "删除", "删掉", "关掉", "关闭", "停掉", "停止", "清除", "清空", "去掉", "不要"}
	timerAsk    = []string{"哪些", "什么", "几个", "多少时间", "多长时间", "多久", "多少", "有没有", "还有", "还剩", "剩下", "剩", "有", "还", "吗", "呢", "列出", "查看", "看看", "现在", "正在", "目前"}
	timerOther  = []string{"一个", "个", "的", "了", "请", "帮我", "给我", "帮", "一下", "吧", "所有", "全部", "都", "我", "下",
		"那个", "这个", "好", "啊", "呀", " ", ",", "，", "。", "?", "？", "!", "！"}
)

// timeUnit is a unit of time and its length.
type timeUnit struct {
	word string
	n    int
}

// dayPart is a part of the day and the hours it adds.
type dayPart struct {
	word string
	add  int
}

// dayWord is a day said before a time of day: how many days on, and the
// part of the day it says, if any.
type dayWord struct {
	word string
	in   int
	part *dayPart
}

// superlatives are the words of the most or the least of an attribute
// ("哪个房间最热"): a question of which device reads so.
var superlatives = map[string]lang.Change{
	"最热": lang.Up("temperature"), "最冷": lang.Down("temperature"), "最暖和": lang.Up("temperature"),
	"最凉快": lang.Down("temperature"), "最潮湿": lang.Up("humidity"), "最干燥": lang.Down("humidity"),
	"最吵": lang.Up("volume"), "最安静": lang.Down("volume"),
}

// withEach adds each word of words to m with the value v.
func withEach[V any](m map[string]V, words string, v V) map[string]V {
	for _, w := range strings.Fields(words) {
		m[w] = v
	}
	return m
}

// inAllWords say "in all" in a question of how many ("家里一共有多少个灯",
// "一共开着几盏灯", "卧室总共几个灯"): the count is the count of all of them,
// as said without; they add nothing. They were read as a name (找不到“1共灯”).
const inAllWords = `一共 总共 共计 合计 总计 加起来 算起来`
