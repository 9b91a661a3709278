package compile

import (
	"strconv"
	"strings"

	"edge/grammar"
	"edge/ir"
)

var zhVerbs = map[string]string{
	"打开": "zh-open", "打开来": "zh-open", "开": "zh-open", "开启": "zh-open", "开了": "zh-open", "启动": "start",
	"关": "zh-close", "关闭": "zh-close", "关掉": "zh-close", "关上": "zh-close", "关了": "zh-close",
	"锁上": "lock", "锁好": "lock", "锁": "lock", "锁了": "lock", "解锁": "unlock", "开锁": "unlock",
	"拉开": "open", "收起": "open", "拉上": "close", "合上": "close", "放下": "close",
	"调到": "set", "调成": "set", "调为": "set", "调至": "set", "设为": "set", "设置为": "set", "设置成": "set", "设成": "set",
	"设定为": "set", "设置到": "set", "调": "set", "设置": "set", "设定": "set", "调节": "set", "开到": "set",
	"为": "set", "到": "set", "成": "set", "至": "set",
	"激活": "activate", "切换到": "activate", "切到": "activate", "切换": "activate", "执行": "activate", "运行": "activate",
	"暂停": "pause", "播放": "play", "继续播放": "play", "继续": "play", "恢复": "play", "停止": "stop", "停": "stop",
	"静音": "mute", "取消静音": "unmute", "恢复声音": "unmute",
	"下一首": "next", "下一曲": "next", "下一个": "next", "下一台": "next", "下一集": "next",
	"上一首": "previous", "上一曲": "previous", "上一个": "previous", "上一台": "previous", "上一集": "previous",
	"回到": "return", "返回": "return", "回": "return", "去": "go",
	"清扫": "clean", "打扫": "clean", "清洁": "clean", "扫地": "clean", "开始": "start",
	"割草": "mow", "开始割草": "mow", "取消割草": "cancel-mow",
	"回充": "dock", "回充电座": "dock", "回去充电": "dock", "去充电": "dock", "充电": "dock", "工作": "start",
	"进入": "activate", "别静音": "unmute",
	"布防": "arm", "设防": "arm", "撤防": "disarm", "解除布防": "disarm", "解除警报": "disarm", "解除": "disarm",
}

var zhRels = map[string]struct {
	attr string
	sign float64
}{
	"调小声": {"volume", -1}, "调大声": {"volume", 1}, "调高": {"", 1}, "调低": {"", -1}, "调亮": {"brightness", 1}, "调暗": {"brightness", -1}, "调大": {"", 1}, "调小": {"", -1},
	"调暖": {"temperature", 1}, "调冷": {"temperature", -1}, "提高": {"", 1}, "降低": {"", -1}, "增加": {"", 1}, "减少": {"", -1},
	"升高": {"", 1}, "大一点": {"", 1}, "小一点": {"", -1}, "高一点": {"", 1}, "低一点": {"", -1},
	"亮一点": {"brightness", 1}, "暗一点": {"brightness", -1}, "暖一点": {"temperature", 1}, "冷一点": {"temperature", -1},
	"大声": {"volume", 1}, "小声": {"volume", -1}, "大点": {"", 1}, "小点": {"", -1}, "亮点": {"brightness", 1},
	"暗点": {"brightness", -1}, "高点": {"", 1}, "低点": {"", -1}, "热一点": {"temperature", 1}, "凉快一点": {"temperature", -1},
}

var zhAttrs = map[string]string{"亮度": "brightness", "温度": "temperature", "室温": "temperature", "湿度": "humidity",
	"音量": "volume", "声音": "volume", "位置": "position", "开合度": "position", "风速": "speed", "速度": "speed", "色温": "color_temp",
	"颜色温度": "color_temp", "颜色": "color", "电量": "battery"}

var zhStates = map[string]string{"开着": "on", "亮着": "on", "打开着": "on", "已打开": "on", "在": "on",
	"关着": "off", "已关闭": "off", "锁着": "locked", "已锁": "locked", "已锁定": "locked", "已解锁": "unlocked",
	"检测到": "occupancy", "有人": "occupancy", "热": "temperature", "冷": "temperature"}

var zhStrongQuest = map[string]bool{"吗": true, "没有": true, "没": true, "有没有": true, "是不是": true, "是否": true,
	"多少": true, "几度": true, "几": true, "哪些": true, "哪个": true, "什么": true, "怎么样": true, "如何": true,
	"有多": true, "处于": true, "有多少": true, "多少电": true, "还剩": true}

var zhExtremes = map[string]int{"最大": 1, "最高": 1, "最亮": 1, "最小": -1, "最低": -1, "最暗": -1}

func zhProgram(u *grammar.ZhUtterance, p *ir.Program) error {
	return assemble("zh", phrases(u.Clauses, func(c *grammar.ZhClause) []*grammar.ZhPhrase { return c.Phrases }, zhPhrase), p)
}

func zhPhrase(ph *grammar.ZhPhrase) phrase {
	switch {
	case ph.Cond != nil && ph.Cond.Pre != nil:
		c := &cond{op: comparator(ph.Cond.Pre.Op), value: zhValue(ph.Cond.Pre.Value)}
		for _, part := range ph.Cond.Pre.Subject {
			switch {
			case part.Attr != "":
				c.attr = zhAttrs[part.Attr]
			case part.NP != nil:
				c.subject = append(c.subject, zhNP(part.NP))
			}
		}
		return phrase{kind: pCond, cond: c}
	case ph.Cond != nil:
		return phrase{kind: pCond, cond: &cond{attr: zhAttrs[ph.Cond.Post.Attr], op: comparator(ph.Cond.Post.Op), value: zhValue(ph.Cond.Post.Value)}}
	case ph.Except != nil:
		x := phrase{kind: pExcept}
		for _, t := range ph.Except.Targets {
			np := zhNP(t)
			if n := len(np.words); n > 0 && strings.HasSuffix(np.words[n-1], "外") {
				np.words[n-1] = strings.TrimSuffix(np.words[n-1], "外") // "除卧室外"
			}
			x.sub = append(x.sub, np)
		}
		return x
	case ph.Value != nil:
		return zhValue(ph.Value)
	case ph.NP != nil:
		return zhNP(ph.NP)
	case ph.Verb != "":
		return phrase{kind: pVerb, word: zhVerbs[ph.Verb], raw: ph.Verb}
	case ph.Rel != "":
		r := zhRels[ph.Rel]
		return phrase{kind: pRel, word: r.attr, sign: r.sign}
	case ph.Attr != "":
		return phrase{kind: pAttr, word: zhAttrs[ph.Attr]}
	case ph.State != "":
		return phrase{kind: pState, word: zhStates[ph.State]}
	case ph.Quest != "":
		return phrase{kind: pQuest, word: ph.Quest, strong: zhStrongQuest[ph.Quest]}
	case ph.Neg != "":
		return phrase{kind: pNeg}
	case ph.Noun != "":
		return phrase{kind: pNoun, word: ph.Noun}
	}
	return phrase{kind: pFiller, word: ph.Filler, raw: ph.Filler}
}

func zhNP(np *grammar.ZhNP) phrase {
	p := phrase{kind: pNP}
	switch {
	case np.Ref != "":
		p.ref, p.all = true, np.Ref == "它们"
		p.word = np.Ref
	case np.Here != "":
		p.here = true
	case np.Quant != "":
		p.all = true
		p.word = np.Quant
	default:
		p.words = []string{strings.Join(np.Parts, "")}
	}
	return p
}

func zhValue(v *grammar.ZhValue) phrase {
	p := phrase{kind: pValue}
	switch {
	case v.Num != "":
		p.num, p.hasNum = num(v.Num), true
		switch v.Unit {
		case "%":
			p.unit = "%"
		case "度", "摄氏度", "degrees":
			p.unit = "degrees"
		case "开", "开尔文", "k", "kelvin":
			p.unit = "kelvin"
		}
	case v.Extreme != "":
		p.extreme = zhExtremes[v.Extreme]
	default:
		p.color = v.Color
	}
	return p
}

func zhReply(r *grammar.ZhReply) *ir.Reply {
	switch {
	case r.Yes != "":
		return &ir.Reply{Kind: ir.Yes}
	case r.No != "":
		return &ir.Reply{Kind: ir.No}
	case r.Index != "":
		i, _ := strconv.Atoi(r.Index)
		return &ir.Reply{Kind: ir.Choice, Index: i}
	case r.PIN != "":
		return &ir.Reply{Kind: ir.PIN, Text: r.PIN}
	}
	return &ir.Reply{Kind: ir.Choice, Text: strings.Join(r.Place, "")}
}
