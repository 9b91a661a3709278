package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestQuestions: a question reads the attribute it names, for every state
// attribute of the capability table, and answers as it was asked: yes or
// no, which, how many, or the value, in the question's language, with no
// attribute's id.
func TestQuestions(t *testing.T) {
	e, _, _ := engine(t, "answers")
	tests := []struct {
		text  string
		reads []string // device.attribute
		say   string
	}{
		{"how warm is it in the living room?", []string{"sensor.living.temperature"}, "The temperature in the living room is 27.5 °C."},
		{"客厅温度是多少", []string{"sensor.living.temperature"}, "客厅的温度是27.5 °C。"},
		{"客厅湿度多少", []string{"sensor.living.humidity"}, "客厅的湿度是48%。"},
		{"what's the co2 in the living room", []string{"sensor.living.co2"}, "The CO2 level in the living room is 650 ppm."},
		{"客厅二氧化碳多少", []string{"sensor.living.co2"}, "客厅的二氧化碳浓度是650 ppm。"},
		{"how bright is it in the study", []string{"sensor.study_lux.illuminance"}, "The light level in the study is 320 lx."},
		{"how bright is the bedroom light", []string{"light.bedroom.brightness"}, "The brightness of Bedroom light is 30%."},
		{"how much power is the tall lamp using", []string{"switch.tall_lamp.power"}, "The power of Tall lamp is 42 W."},
		{"落地灯功率多少", []string{"switch.tall_lamp.power"}, "落地灯的功率是42 W。"},
		{"what's the battery of the door sensor", []string{"sensor.door.battery"}, "The battery of Door sensor is 15%."},
		{"门磁电量多少", []string{"sensor.door.battery"}, "门磁的电量是15%。"},
		{"扫地机器人电池还剩多少", []string{"vacuum.robot.battery"}, "扫地机器人的电量是80%。"},
		{"电池还剩多少", []string{"sensor.door.battery", "vacuum.robot.battery"}, "门磁的电量是15%。扫地机器人的电量是80%。"},

		{"what is the volume of the tv", []string{"media.tv.volume"}, "The volume of TV is 25%."},
		{"电视音量多少", []string{"media.tv.volume"}, "电视的音量是25%。"},
		{"what position is the curtain at", []string{"cover.living_curtain.position"}, "The position of Living room curtain is 40%."},
		{"what is the ac set to", []string{"climate.living_ac.target_temperature"}, "The target temperature of Living room AC is 24 °C."},
		{"what mode is the ac in", []string{"climate.living_ac.mode"}, "The mode of Living room AC is cool."},
		{"空调是什么模式", []string{"climate.living_ac.mode"}, "客厅空调的模式是制冷。"},
		{"is the window open", []string{"sensor.window.contact"}, "Yes, Bedroom window is open."},
		{"卧室窗户开着吗", []string{"sensor.window.contact"}, "是的，卧室窗户开着。"},
		{"is the door sensor open", []string{"sensor.door.contact"}, "No, Door sensor is closed."},
		{"is there motion in the hall", []string{"sensor.hall_motion.motion"}, "Hall motion sensor is detecting motion."},
		{"is anyone in the kitchen", []string{"sensor.kitchen_presence.occupancy"}, "Yes, Kitchen presence sensor is occupied."},
		{"门口有人吗", []string{"sensor.hall_motion.motion"}, "是的，门厅人体感应有动静。"},
		{"is the front door locked", []string{"lock.front.locked"}, "Yes, Front door lock is locked."},
		{"is the back door locked", []string{"lock.back.locked"}, "No, Back door lock is unlocked."},
		{"后门锁了吗", []string{"lock.back.locked"}, "没有，后门锁没锁。"},
		{"is the tv playing", []string{"media.tv.playing"}, "Yes, TV is playing."},
		{"is the tall lamp on", []string{"switch.tall_lamp.on"}, "Yes, Tall lamp is on."},
		{"is the kitchen light off", []string{"light.kitchen.on"}, "Yes, Kitchen light is off."},
		{"is the curtain open", []string{"cover.living_curtain.position"}, "Yes, Living room curtain is open."},
		// a device with no state yet says so in words.
		{"is the kettle on", []string{"switch.kettle.on"}, "I don't know yet whether Kettle is on."},
		{"电水壶开着吗", []string{"switch.kettle.on"}, "还不知道电水壶是不是开着。"},
		// which and how many.
		{"which lights are on", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"Bedroom light, Hall light, Living room light, and Tall lamp are on."},
		{"how many doors are locked", []string{"lock.back.locked", "lock.front.locked"}, "1 of 2 is locked: Front door lock."},
		{"how many lights are on", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"4 of 6 are on: Bedroom light, Hall light, Living room light, and Tall lamp."},
		{"有几个灯开着", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"6个里有4个开着：卧室灯、门厅灯、客厅灯、落地灯。"},
		{"哪些门锁着", []string{"lock.back.locked", "lock.front.locked"}, "前门锁锁着。"},
		{"are the doors locked", []string{"lock.back.locked", "lock.front.locked"}, "1 of 2 is locked: Front door lock."},
		{"are all the lights on", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"2 of 6 are off: Kitchen light and Study lamp."},
		{"are all the lights off", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"2 of 6 are off: Kitchen light and Study lamp."},
		{"灯都关了吗", []string{"light.bedroom.on", "light.hall.on", "light.kitchen.on", "light.living.on", "light.study.on", "switch.tall_lamp.on"},
			"6个里有2个关着：厨房灯、书房台灯。"},
		{"are any lights on in the kitchen", []string{"light.kitchen.on"}, "No, Kitchen light is off."},
	}
	for _, tt := range tests {
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: tt.text})
		var reads []string
		for _, rd := range r.Reads {
			reads = append(reads, rd.Device+"."+rd.Attribute)
		}
		slices.Sort(reads)
		if r.Outcome != turn.Answer || !slices.Equal(reads, tt.reads) || r.Say != tt.say {
			t.Errorf("%q: %s %v %q\nwant answer %v %q", tt.text, r.Outcome, reads, r.Say, tt.reads, tt.say)
		}
	}
}

// TestUnknowable: a question about what no device tells (the time, the
// date, the weather) is not understood, in the question's language, and
// reads nothing: not the device said last, not one whose name sounds like
// it.
func TestUnknowable(t *testing.T) {
	e, _, _ := demo(t)
	for _, s := range []struct{ before, text, say string }{
		{"turn on the tv", "what time is it", "Sorry, I didn't understand that."},
		{"", "what's the weather", "Sorry, I didn't understand that."},
		{"", "what's the date today", "Sorry, I didn't understand that."},
		{"", "the weather is nice today", "Sorry, I didn't understand that."},
		{"打开电视", "现在几点了", "抱歉，我没听懂。"},
		{"", "今天天气怎么样", "抱歉，我没听懂。"},
		{"", "明天要下雨吗", "抱歉，我没听懂。"},
	} {
		if s.before != "" {
			e.Ask(context.Background(), turn.Request{Text: s.before, Session: s.text})
		}
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: s.text})
		if r.Outcome != turn.NotUnderstood || len(r.Reads) != 0 || r.Say != s.say {
			t.Errorf("%q: %s %v %q, want not understood %q", s.text, r.Outcome, r.Reads, r.Say, s.say)
		}
	}
}

// TestNoAttributeIDs: no answer names an attribute by its id: every
// state attribute has a word in every language, and a value not known
// yet is said in words.
func TestNoAttributeIDs(t *testing.T) {
	e, _, _ := engine(t, "answers")
	for _, text := range []string{"电水壶开着吗", "客厅空调温度是多少", "落地灯功率多少", "客厅空调设定温度是多少"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text})
		if strings.ContainsFunc(r.Say, func(c rune) bool { return c < 0x80 && (c >= 'a' && c <= 'z' || c == '_') }) {
			t.Errorf("%q: %q names an attribute by its id", text, r.Say)
		}
	}
}

// TestNothingTells: a question about a place where no device reads what
// it asks says so, naming what was asked.
func TestNothingTells(t *testing.T) {
	e, _, _ := engine(t, "answers")
	for _, s := range []struct{ text, say string }{
		{"what's the temperature in the bedroom", "No sensor reads the temperature there."},
		{"卧室温度是多少", "那里没有测量温度的传感器。"},
	} {
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: s.text})
		if r.Outcome != turn.NotUnderstood || r.Say != s.say {
			t.Errorf("%q: %s %q, want not understood %q", s.text, r.Outcome, r.Say, s.say)
		}
	}
}
