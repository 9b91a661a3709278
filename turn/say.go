package turn

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"edge/audit"
	"edge/index"
	"edge/risk"
)

type msg int

const (
	msgNotUnderstood msg = iota
	msgNothingPending
	msgCancelled
	msgConfirmRefused
	msgConfirmAgain
	msgConfirm
	msgWhich
	msgInvalid
	msgBlocked
	msgReadFailed
	msgNoPlace
	msgNoReference
	msgCannot
	msgNothingFits
	msgNoMatch
	msgNoHere
	msgNoSensor
	msgPolicy
	msgRateLimited
	msgConfirmPIN
	msgPINWanted
	msgWrongPIN
	msgPINLocked
)

// maskedPIN stands for a PIN said, in the result and the audit log.
const maskedPIN = "[PIN]"

var messages = map[msg][2]string{
	msgNotUnderstood:  {"Sorry, I didn't understand that.", "抱歉，我没听懂。"},
	msgNothingPending: {"There is nothing to answer.", "现在没有需要回答的问题。"},
	msgCancelled:      {"Cancelled.", "已取消。"},
	msgConfirmRefused: {"Not done: %v.", "没有执行：%v。"},
	msgConfirmAgain:   {"Please say yes or no.", "请说“确认”或“取消”。"},
	msgConfirm:        {"%s? Say yes to confirm.", "确定要%s吗？请说“确认”。"},
	msgWhich:          {"Which one: %s?", "哪一个：%s？"},
	msgInvalid:        {"Not done: %v.", "没有执行：%v。"},
	msgBlocked:        {"Not done: that was not asked for.", "没有执行：这不是您要求的操作。"},
	msgReadFailed:     {"Could not read %s: %v.", "无法读取%s：%v。"},
	msgNoPlace:        {"I don't know a room called “%s”.", "没有叫“%s”的房间。"},
	msgNoReference:    {"I don't know what you mean by that.", "不知道您指的是哪个设备。"},
	msgCannot:         {"%s can't do that.", "%s不能这样操作。"},
	msgNothingFits:    {"No device here can do that.", "没有设备能这样操作。"},
	msgNoMatch:        {"I can't find “%s”.", "找不到“%s”。"},
	msgNoHere:         {"I don't know which room you are in; please name it.", "不知道您在哪个房间，请说出房间名。"},
	msgNoSensor:       {"No sensor reads the %s there.", "那里没有测量%s的传感器。"},
	msgPolicy:         {"Not done: %s is not to be controlled by voice.", "没有执行：%s不允许语音控制。"},
	msgRateLimited:    {"Not done: that device had too many commands in the last minute; try again later.", "没有执行：这个设备一分钟内的指令太多了，请稍后再试。"},
	msgConfirmPIN:     {"%s? Say your PIN to confirm.", "确定要%s吗？请说出PIN码确认。"},
	msgPINWanted:      {"Please say your PIN to confirm, or no to cancel.", "请说出PIN码确认，或者说“取消”。"},
	msgWrongPIN:       {"Not done: wrong PIN.", "没有执行：PIN码不对。"},
	msgPINLocked:      {"Not done: too many wrong PINs; try again in a few minutes.", "没有执行：PIN码错误次数太多，请几分钟后再试。"},
}

func (t *turn) say(m msg, a ...any) string {
	i := 0
	if t.res.Lang == "zh" {
		i = 1
	}
	return fmt.Sprintf(messages[m][i], a...)
}

func displayName(e *index.Entity, lang string) string { return e.Label(lang) }

func (t *turn) list(items []string, or bool) string {
	if t.res.Lang == "zh" {
		if or {
			return strings.Join(items, "，还是")
		}
		return strings.Join(items, "、")
	}
	word := " and "
	if or {
		word = " or "
	}
	if len(items) <= 2 {
		return strings.Join(items, word)
	}
	return strings.Join(items[:len(items)-1], ", ") + "," + word + items[len(items)-1]
}

var enVerb = map[string][2]string{
	"on": {"turn on", "turned on"}, "off": {"turn off", "turned off"}, "toggle": {"toggle", "toggled"},
	"open": {"open", "opened"}, "close": {"close", "closed"}, "stop": {"stop", "stopped"},
	"lock": {"lock", "locked"}, "unlock": {"unlock", "unlocked"}, "set": {"set", "set"},
	"play": {"play", "started playing"}, "pause": {"pause", "paused"}, "next": {"skip", "skipped"},
	"previous": {"go back on", "went back on"}, "mute": {"mute", "muted"}, "unmute": {"unmute", "unmuted"},
	"start": {"start", "started"}, "dock": {"dock", "docked"}, "arm": {"arm", "armed"}, "disarm": {"disarm", "disarmed"},
	"activate": {"activate", "activated"},
}

var zhVerb = map[string]string{
	"on": "打开", "off": "关闭", "toggle": "切换", "open": "打开", "close": "关上", "stop": "停止",
	"lock": "锁上", "unlock": "解锁", "set": "调节", "play": "播放", "pause": "暂停", "next": "切换下一首",
	"previous": "切换上一首", "mute": "静音", "unmute": "取消静音", "start": "启动", "dock": "召回",
	"arm": "布防", "disarm": "撤防", "activate": "启动",
}

// phrase says one call: "turn on Kitchen Light", "把厨房灯调到50".
func (t *turn) phrase(c plannedCall, past bool) string {
	name := t.nameOf(c.Call.Device)
	cmd := c.Call.Command
	value, step := "", 0.0
	for _, k := range sortedKeys(c.Call.Args) {
		v := c.Call.Args[k]
		if k == "room" {
			continue
		}
		value = fmt.Sprint(v)
		f, ok := v.(float64)
		if !ok {
			continue
		}
		if strings.HasSuffix(k, "_step") {
			step = f
			f = math.Abs(f)
		}
		value = formatNum(f) + strings.TrimSpace(unit(k))
	}
	zh := t.res.Lang == "zh"
	switch {
	case cmd == "set" && step != 0 && zh:
		return "把" + name + map[bool]string{true: "调高", false: "调低"}[step > 0] + value
	case cmd == "set" && value != "" && zh:
		return "把" + name + "调到" + value
	case zh:
		return zhVerb[cmd] + name
	}
	i := 0
	if past {
		i = 1
	}
	switch {
	case cmd == "set" && step != 0:
		words := map[bool][2]string{true: {"raise", "raised"}, false: {"lower", "lowered"}}[step > 0]
		return words[i] + " " + name + " by " + value
	case cmd == "set" && value != "":
		return enVerb[cmd][i] + " " + name + " to " + value
	}
	return enVerb[cmd][i] + " " + name
}

// sortedKeys lists a map's keys in order, so that what is said is stable.
func sortedKeys(m map[string]any) []string {
	return slices.Sorted(maps.Keys(m))
}

// describe says the calls a question asks about; a scene that needs a
// yes says the risky actions it holds ("activate Good night, which will
// unlock Front door lock").
func (t *turn) describe(calls []plannedCall) string {
	var parts []string
	for _, c := range calls {
		p := t.phrase(c, false)
		if risky := t.riskyActions(c); len(risky) > 0 && t.res.Lang == "zh" {
			p += "（其中会" + t.list(risky, false) + "）"
		} else if len(risky) > 0 {
			p += ", which will " + t.list(risky, false)
		}
		parts = append(parts, p)
	}
	s := t.list(parts, false)
	if t.res.Lang != "zh" && s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// riskyActions says the actions of a scene call that need a yes.
func (t *turn) riskyActions(c plannedCall) []string {
	ent, ok := t.e.idx.Entity(c.Call.Device)
	if !ok || ent.Kind != index.Scene || c.Risk < risk.High {
		return nil
	}
	var out []string
	for _, a := range ent.Scene.Actions {
		m, ok := t.e.idx.Entity(a.Device)
		if !ok || m.Kind != index.Device {
			continue
		}
		_, caps, _ := m.Device.Command(a.Command)
		for _, cp := range caps {
			if risk.NeedsConfirm(risk.Assess(risk.Action{Capability: cp, Command: a.Command, Type: m.Device.Type, Tags: m.Device.Tags, Declared: m.Device.Risk}, risk.Low)) {
				out = append(out, t.phrase(plannedCall{Call: audit.Call{Device: a.Device, Command: a.Command, Args: a.Args}}, false))
				break
			}
		}
	}
	return out
}

// sayActions sums up what the turn did (or would do, or failed to do).
func (t *turn) sayActions(failed bool) string {
	var done, bad []string
	for _, a := range t.res.Actions {
		c := plannedCall{Call: callOf(a)}
		switch a.Status {
		case StatusFailed:
			bad = append(bad, t.phrase(c, false)+" ("+a.Error+")")
		default:
			done = append(done, t.phrase(c, a.Status == StatusDone))
		}
	}
	zh := t.res.Lang == "zh"
	var out []string
	switch {
	case len(done) > 0 && zh && t.req.DryRun:
		out = append(out, "将"+t.list(done, false)+"。")
	case len(done) > 0 && zh:
		out = append(out, "已"+t.list(done, false)+"。")
	case len(done) > 0 && t.req.DryRun:
		out = append(out, "Would "+t.list(done, false)+".")
	case len(done) > 0:
		s := t.list(done, false)
		out = append(out, strings.ToUpper(s[:1])+s[1:]+".")
	}
	if failed && zh {
		out = append(out, "未能"+t.list(bad, false)+"。")
	} else if failed {
		out = append(out, "Could not "+t.list(bad, false)+".")
	}
	return strings.Join(out, " ")
}

// answer says the values a question read.
func (t *turn) answer(items []item) string {
	var parts []string
	for _, it := range items {
		for _, r := range it.reads {
			parts = append(parts, t.sayRead(r, it.ask))
		}
	}
	sep := " "
	if t.res.Lang == "zh" {
		sep = ""
	}
	return strings.Join(parts, sep)
}

func (t *turn) answerSuffix(items []item) string {
	if s := t.answer(items); s != "" {
		return " " + s
	}
	return ""
}

func (t *turn) sayRead(r Read, ask string) string {
	name := t.nameOf(r.Device)
	zh := t.res.Lang == "zh"
	var v string
	switch x := r.Value.(type) {
	case bool:
		v = boolWord(r.Attribute, x, zh)
	case float64:
		v = formatNum(x) + unit(r.Attribute)
	case nil:
		v = map[bool]string{false: "unknown", true: "未知"}[zh]
	default:
		v = fmt.Sprint(x)
	}
	_, isBool := r.Value.(bool)
	switch {
	case zh && isBool:
		return name + v + "。"
	case zh:
		return name + "的" + zhAttr(r.Attribute) + "是" + v + "。"
	case isBool:
		return name + " is " + v + "."
	}
	return "The " + strings.ReplaceAll(r.Attribute, "_", " ") + " of " + name + " is " + v + "."
}

func boolWord(attr string, b, zh bool) string {
	words := map[string][2][2]string{
		"on":        {{"off", "关着"}, {"on", "开着"}},
		"open":      {{"closed", "关着"}, {"open", "开着"}},
		"contact":   {{"closed", "关着"}, {"open", "开着"}},
		"locked":    {{"unlocked", "没锁"}, {"locked", "锁着"}},
		"playing":   {{"not playing", "没在播放"}, {"playing", "正在播放"}},
		"occupancy": {{"empty", "没人"}, {"occupied", "有人"}},
		"motion":    {{"still", "没有动静"}, {"detecting motion", "有动静"}},
		"muted":     {{"not muted", "没有静音"}, {"muted", "静音了"}},
		"armed":     {{"disarmed", "没有布防"}, {"armed", "已布防"}},
	}
	w, ok := words[attr]
	if !ok {
		w = [2][2]string{{"no", "否"}, {"yes", "是"}}
	}
	i, j := 0, 0
	if b {
		i = 1
	}
	if zh {
		j = 1
	}
	return w[i][j]
}

func unit(attr string) string {
	switch attr {
	case "temperature", "target_temperature", "temperature_step":
		return " °C"
	case "brightness", "position", "volume", "speed", "humidity", "battery", "brightness_step", "position_step", "volume_step", "speed_step":
		return "%"
	}
	return ""
}

func zhAttr(a string) string {
	names := map[string]string{"temperature": "温度", "humidity": "湿度", "brightness": "亮度", "position": "位置",
		"volume": "音量", "speed": "风速", "illuminance": "照度", "power": "功率", "co2": "二氧化碳浓度", "battery": "电量",
		"target_temperature": "设定温度", "status": "状态", "mode": "模式", "color": "颜色", "color_temp": "色温"}
	if n, ok := names[a]; ok {
		return n
	}
	return a
}

func formatNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
