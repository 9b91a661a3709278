package compile

import (
	"strconv"
	"strings"

	"edge/grammar"
	"edge/ir"
)

var zhVerbs = map[string]string{
	"打开": "zh-open", "打开来": "zh-open", "开": "zh-open", "开启": "zh-open", "开了": "zh-open", "启动": "start",
	"关": "off", "关闭": "off", "关掉": "off", "关上": "off", "关了": "off",
	"锁上": "lock", "锁好": "lock", "锁": "lock", "锁了": "lock", "解锁": "unlock", "开锁": "unlock",
	"拉开": "open", "拉上": "close", "合上": "close",
	"激活": "activate", "切换到": "activate", "执行": "activate",
	"暂停": "pause", "播放": "play", "继续播放": "play", "继续": "play", "停止": "stop",
	"静音": "mute", "取消静音": "unmute",
}

var zhAttrs = map[string]string{"亮度": "brightness", "温度": "temperature", "室温": "temperature", "湿度": "humidity",
	"音量": "volume", "位置": "position"}

var zhStates = map[string]string{"开着": "on", "亮着": "on", "开了": "on", "打开": "on", "开": "on",
	"关着": "off", "关了": "off", "关闭": "off", "关": "off", "锁着": "locked", "锁了": "locked", "锁": "locked"}

func zhProgram(u *grammar.ZhUtterance, p *ir.Program) error {
	for _, c := range u.Clauses {
		p.Clauses = append(p.Clauses, zhClause(c))
	}
	return nil
}

func zhClause(c *grammar.ZhClause) ir.Clause {
	switch {
	case c.Ba != nil:
		return act(zhVerbs[c.Ba.Verb.Verb], zhTarget(c.Ba.Target))
	case c.VO != nil:
		return act(zhVerbs[c.VO.Verb.Verb], zhTarget(c.VO.Target))
	case c.TV != nil:
		return act(zhVerbs[c.TV.Verb.Verb], zhTarget(c.TV.Target))
	case c.Set != nil:
		return zhSet(c.Set)
	case c.Query.State != nil:
		return ir.Clause{Kind: ir.Query, Ask: zhStates[c.Query.State.State], Target: zhTarget(c.Query.State.Target)}
	}
	q := c.Query.Value
	ask := zhAttrs[q.Attr]
	if ask == "" {
		ask = "temperature"
	}
	return ir.Clause{Kind: ir.Query, Ask: ask, Target: zhTarget(q.Target)}
}

func zhSet(s *grammar.ZhSet) ir.Clause {
	var t ir.Target
	attr := ""
	if s.Front != nil {
		t, attr = zhTarget(s.Front.Target), s.Front.Attr
	} else {
		t, attr = zhTarget(s.Verb.Target), s.Verb.Attr
	}
	name := zhAttrs[attr]
	switch {
	case name == "" && (s.Value.Unit == "度" || s.Value.Unit == "摄氏度" || s.Value.Unit == "degrees"):
		name = "temperature"
	case name == "":
		name = "level"
	}
	return set(ir.Param{Name: name, Num: num(s.Value.Num)}, t)
}

func zhTarget(t *grammar.ZhTarget) ir.Target {
	var out ir.Target
	if t == nil {
		return out
	}
	out.Name = strings.Join(t.Parts, "")
	out.All = t.All != "" || t.Dou != ""
	out.Class, _ = classOf(out.Name)
	return out
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
