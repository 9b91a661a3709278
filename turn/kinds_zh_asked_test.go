package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// askedHome has an air conditioner and a humidifier beside sensors of
// what they set, a robot vacuum whose name holds 人, and one room with an
// occupancy sensor and one without.
const askedHome = `
rooms:
  - {id: bedroom, name: 卧室}
  - {id: living, name: 客厅}
  - {id: kids, name: 儿童房}
devices:
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat, temperature],
     state: {"on": false, target_temperature: 25, mode: cool, temperature: 26}}
  - {id: humidifier.bedroom, name: 卧室加湿器, room: bedroom, type: humidifier, capabilities: [onoff, humidifier],
     state: {"on": true, target_humidity: 45}}
  - {id: sensor.bedroom, name: 卧室温湿度计, room: bedroom, type: sensor, capabilities: [temperature, humidity],
     state: {temperature: 26, humidity: 55}}
  - {id: vacuum.robot, name: 扫地机器人, room: living, type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: sensor.kids_motion, name: 儿童房人体感应, room: kids, type: sensor, capabilities: [occupancy], state: {occupancy: false}}
`

// readsOf is what a turn read, device.attribute, sorted.
func readsOf(r turn.Result) []string {
	var reads []string
	for _, rd := range r.Reads {
		reads = append(reads, rd.Device+"."+rd.Attribute)
	}
	slices.Sort(reads)
	return reads
}

// askEach asks each text in a session of its own and checks what it did.
func askEach(t *testing.T, e *turn.Engine, what string, texts []string, ok func(turn.Result) bool, least int) {
	t.Helper()
	if len(texts) < least {
		t.Errorf("%s: %d wordings, want at least %d", what, len(texts), least)
	}
	for i, text := range texts {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("%s%d", what, i), DryRun: true})
		if !ok(r) {
			t.Errorf("%s: %q → %s %v (say %s)", what, text, r.Outcome, readsOf(r), r.Say)
		}
	}
}

// made fills each template's %s with each word.
func made(templates, words []string) []string {
	var out []string
	for _, f := range templates {
		for _, w := range words {
			out = append(out, strings.Replace(f, "%s", w, 1))
		}
	}
	return out
}

// TestChineseSettingAsked: what a device is set to, asked with 设的, 设定的,
// 设置的 or 开的 ("卧室空调现在设的几度", "空调设定的温度是多少", "卧室加湿器设的多
// 少"), answers the setting, never the temperature or humidity measured,
// nor whether it is on.
func TestChineseSettingAsked(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "asked.yaml", askedHome)
	ac := made([]string{"卧室空调%s几度", "卧室空调现在%s几度", "卧室空调%s多少度", "卧室空调%s温度是多少", "卧室空调温度%s多少",
		"空调%s温度是多少", "卧室的空调%s多少度啊", "请问卧室空调%s几度"}, []string{"设的", "设定的", "设置的"})
	ac = append(ac, "卧室空调开的多少度", "卧室空调开的几度", "空调开的几度", "卧室空调现在开的多少度")
	askEach(t, e, "setpoint", ac, func(r turn.Result) bool {
		return r.Outcome == turn.Answer && slices.Equal(readsOf(r), []string{"climate.bedroom.target_temperature"})
	}, 25)
	hum := made([]string{"卧室加湿器%s多少", "卧室加湿器%s湿度是多少", "加湿器%s多少"}, []string{"设的", "设定的", "设置的"})
	askEach(t, e, "humidity set", hum, func(r turn.Result) bool {
		return r.Outcome == turn.Answer && slices.Equal(readsOf(r), []string{"humidifier.bedroom.target_humidity"})
	}, 9)
}

// TestChinesePeopleAsked: whether someone is in a place, asked with 还有人,
// 有没有人, 还有没有人 or 还有人没有, reads only an occupancy sensor there, or
// says none tells: 人 was a name, and the robot vacuum (扫地机器人)
// answered its state.
func TestChinesePeopleAsked(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "asked.yaml", askedHome)
	forms := []string{"%s还有人吗", "%s有没有人", "%s还有没有人", "%s里还有人没有", "%s还有人么", "%s里有没有人啊", "请问%s还有人吗",
		"%s现在还有人吗"}
	askEach(t, e, "nobody sensed", made(forms, []string{"客厅", "卧室"}), func(r turn.Result) bool {
		return r.Outcome != turn.Answer && len(r.Reads) == 0 && len(r.Actions) == 0
	}, 16)
	askEach(t, e, "occupancy", made(forms, []string{"儿童房"}), func(r turn.Result) bool {
		return r.Outcome == turn.Answer && slices.Equal(readsOf(r), []string{"sensor.kids_motion.occupancy"})
	}, 8)
}

// TestChineseWhatIs: what a thing is ("什么是空调", "空调是什么", "什么叫扫地机
// 器人", "加湿器是什么东西") asks about the world, not the home: nothing is
// read or done. Its state or an attribute asked ("空调是什么模式") is
// answered as before.
func TestChineseWhatIs(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "asked.yaml", askedHome)
	names := []string{"空调", "卧室空调", "加湿器", "扫地机器人", "客厅灯", "人体感应"}
	texts := made([]string{"什么是%s", "%s是什么", "什么叫%s", "%s是什么东西", "请问什么是%s", "%s是什么意思", "嗯 %s是什么"}, names)
	askEach(t, e, "what is", texts, func(r turn.Result) bool {
		return r.Outcome == turn.NotUnderstood && len(r.Reads) == 0 && len(r.Actions) == 0
	}, 40)
	askEach(t, e, "asked of it", []string{"卧室空调是什么模式", "扫地机器人是什么状态"}, func(r turn.Result) bool {
		return r.Outcome == turn.Answer && len(r.Reads) == 1
	}, 2)
}

// TestChineseBareValueIf: a value said bare after an attribute or a place
// with 就 or 的话 after it ("卧室温度二十六度就关卧室空调", "卧室三十度的话开
// 卧室空调") is a condition, as with 到: the air conditioner was set to the
// value now. Never is anything set to it; the command runs only when the
// value is reached (the bedroom reads 26 °C).
func TestChineseBareValueIf(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "asked.yaml", askedHome)
	var reached, unreached []string
	for _, said := range []string{"卧室温度", "卧室", "温度", "卧室的温度"} {
		for _, then := range []string{"度就关卧室空调", "度的话打开卧室空调", "度就把卧室空调关了"} {
			for _, n := range []string{"二十", "二十六"} {
				reached = append(reached, said+n+then)
			}
			for _, n := range []string{"三十", "28"} {
				unreached = append(unreached, said+n+then)
			}
		}
	}
	askEach(t, e, "bare value reached", reached, func(r turn.Result) bool {
		return len(r.Actions) == 1 && (r.Actions[0].Command == "on" || r.Actions[0].Command == "off")
	}, 20)
	askEach(t, e, "bare value not reached", unreached, func(r turn.Result) bool {
		return r.Outcome == turn.ConditionFalse && len(r.Actions) == 0
	}, 20)
}
