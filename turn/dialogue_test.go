package turn_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/index"
	"edge/llm"
	"edge/ollama"
	"edge/ollama/ollamatest"
	"edge/store/storetest"
	"edge/turn"
)

// said is one turn of a dialogue: what is said (in the speaker's room),
// the outcome and actions (summary), and, when set, what edge says.
type said struct {
	text, room string
	want       string
	say        string
}

func talk(t *testing.T, e *turn.Engine, session string, turns []said) {
	t.Helper()
	for i, s := range turns {
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: session, Room: s.room})
		if got := summary(r); got != s.want {
			t.Errorf("turn %d %q:\n got %s\nwant %s\n say %s", i+1, s.text, got, s.want, r.Say)
		}
		if s.say != "" && r.Say != s.say {
			t.Errorf("turn %d %q: say %q, want %q", i+1, s.text, r.Say, s.say)
		}
	}
}

// dialogues runs each dialogue in a session of its own on the demo home.
func dialogues(t *testing.T, tests map[string][]said) {
	t.Helper()
	for name, turns := range tests {
		t.Run(name, func(t *testing.T) {
			e, _, _ := demo(t)
			talk(t, e, "s", turns)
		})
	}
}

const kitchenOff = "done: light.kitchen off done, light.kitchen_cabinet off done"

// TestRoomFirst: a plural class said nowhere in particular, where the
// speaker's room is not known, asks the room first; the room, its
// number, all of them or none answers.
func TestRoomFirst(t *testing.T) {
	const rooms = "Which room: Bathroom, Bedroom, Dining room, Garage, Garden, Hall, Kids room, Kitchen, or all of them?"
	const zhRooms = "哪个房间：卫生间，还是卧室，还是餐厅，还是车库，还是花园，还是门厅，还是儿童房，还是厨房，还是全部？"
	dialogues(t, map[string][]said{
		"by room": {
			{"turn off the lights", "", "clarify: ", rooms},
			{"the kitchen", "", kitchenOff, ""},
		},
		"by number": {
			{"turn off the lights", "", "clarify: ", ""},
			{"the third one", "", "done: light.dining off done", ""},
		},
		"all of them": {
			{"turn off the lights", "", "clarify: ", ""},
			{"all of them", "", "confirm: light.bathroom off pending, light.bedroom_main off pending, light.bedside off pending, light.dining off pending, light.garage off pending, light.garden off pending, light.hall off pending, light.kids off pending, light.kitchen off pending, light.kitchen_cabinet off pending, light.landing off pending, light.living_main off pending, light.study_ceiling off pending, light.study_lamp off pending, switch.reading_lamp off pending", ""},
		},
		"neither": {
			{"dim the lights", "", "clarify: ", ""},
			{"neither", "", "cancelled: ", ""},
		},
		"the speaker's room": {
			{"turn off the lights", "kitchen", kitchenOff, ""},
		},
		"a room with none of them": {
			{"turn off the lights", "garden", "done: light.garden off done", ""},
			{"turn off the lights", "living", "done: light.living_main off done", ""},
		},
		"never by a word that names no device, that rooms' names hold": {
			{"turn off the room lights", "", "clarify: ", rooms},
			{"the kids room", "", "done: light.kids off done", ""},
		},
		"zh by room": {
			{"关掉灯", "", "clarify: ", zhRooms},
			{"卧室的", "", "done: light.bedroom_main off done, light.bedside off done, switch.reading_lamp off done", ""},
		},
		"zh all": {
			{"把灯关了", "", "clarify: ", ""},
			{"全部", "", "confirm: light.bathroom off pending, light.bedroom_main off pending, light.bedside off pending, light.dining off pending, light.garage off pending, light.garden off pending, light.hall off pending, light.kids off pending, light.kitchen off pending, light.kitchen_cabinet off pending, light.landing off pending, light.living_main off pending, light.study_ceiling off pending, light.study_lamp off pending, switch.reading_lamp off pending", ""},
		},
		"zh none": {
			{"开灯", "", "clarify: ", ""},
			{"都不要", "", "cancelled: ", ""},
		},
		"a singular class word in a room said": {
			{"turn off the light in the study", "", "done: light.study_ceiling off done, light.study_lamp off done", ""},
			{"bedroom lamp on", "", "done: light.bedside on done, switch.reading_lamp on done", ""},
			{"close the blind in the bedroom", "", "done: cover.bedroom_blind close done", ""},
		},
		"zh a room said": {
			{"关掉卧室的灯", "", "done: light.bedroom_main off done, light.bedside off done, switch.reading_lamp off done", ""},
		},
	})
}

// TestNegation: a negated command is never acted on; a negated target
// after a command is taken out of it.
func TestNegation(t *testing.T) {
	dialogues(t, map[string][]said{
		"en": {
			{"don't turn on the TV", "", "cancelled: ", "OK, I won't turn on TV."},
			{"never open the garage door", "", "cancelled: ", "OK, I won't open Garage door."},
			{"do not turn on the lights", "", "cancelled: ", "OK, I won't do that."},
			{"is the tv on", "", "answer: ", "No, TV is off."},
		},
		"zh": {
			{"不要打开电视", "", "cancelled: ", "好的，不打开电视。"},
			{"别开灯", "", "cancelled: ", "好的，不做了。"},
			{"电视开着吗", "", "answer: ", "没有，电视关着。"},
		},
		"en taken out": {
			{"turn off the kitchen lights, don't turn off the cabinet light", "", "done: light.kitchen off done", ""},
			{"turn on the tv, don't open the garage door", "", "done: media.living_tv on done", ""},
		},
		"zh taken out": {
			{"关掉厨房的灯，橱柜灯别关", "", "done: light.kitchen off done", ""},
			{"把厨房的灯都关了 橱柜灯不要关", "", "done: light.kitchen off done", ""},
		},
	})
}

// TestSweep: "all" and "everything" with a verb of several meanings never
// reach a lock, a valve, a garage door or an alarm that is not named, nor
// switch on what makes heat.
func TestSweep(t *testing.T) {
	for name, tt := range map[string]struct{ text, want string }{
		"open everything":     {"open everything", "done: cover.bedroom_blind open done, cover.living_curtain open done"},
		"close everything":    {"close everything", "done: cover.bedroom_blind close done, cover.living_curtain close done"},
		"in a room":           {"close everything in the garage", "not_understood: "},
		"zh open all":         {"把所有的都打开", ""},
		"zh in a room":        {"把厨房的都打开", "done: light.kitchen on done, light.kitchen_cabinet on done"},
		"named by class":      {"close all the valves", "confirm: valve.garden close pending, valve.gas close pending"},
		"named by its name":   {"open the garage door", "confirm: cover.garage_door open pending"},
		"a lock named a door": {"open all the doors", "not_understood: "},
		"locks named doors":   {"close all the doors", "not_understood: "},
	} {
		t.Run(name, func(t *testing.T) {
			e, _, _ := demo(t)
			r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
			got := summary(r)
			if tt.want != "" && got != tt.want {
				t.Errorf("%q: %s, want %s", tt.text, got, tt.want)
			}
			if tt.want == "" && len(r.Actions) == 0 {
				t.Errorf("%q: %s: nothing reached", tt.text, got)
			}
			for _, a := range r.Actions {
				named := strings.HasPrefix(tt.text, "close all the valves") && strings.HasPrefix(a.Device, "valve.") || tt.text == "open the garage door"
				guarded := strings.HasPrefix(a.Device, "lock.") || strings.HasPrefix(a.Device, "valve.") || a.Device == "cover.garage_door" || strings.HasPrefix(a.Device, "alarm.")
				if guarded && !named {
					t.Errorf("%q reached %s %s", tt.text, a.Device, a.Command)
				}
			}
		})
	}
}

// TestNoDirection: a command that says no direction, or a typo where the
// direction was ("turn of"), asks on or off; the answer does it.
func TestNoDirection(t *testing.T) {
	dialogues(t, map[string][]said{
		"en typo": {
			{"turn of the lights in the kitchen", "", "clarify: ", "Turn Kitchen light and Cabinet light on or off?"},
			{"off", "", kitchenOff, ""},
		},
		"zh": {
			{"设置厨房的橱柜灯", "", "clarify: ", "要打开还是关闭橱柜灯？"},
			{"关", "", "done: light.kitchen_cabinet off done", ""},
		},
		"a scene still": {
			{"turn movie mode", "", "done: scene.movie activate done", ""},
		},
	})
}

// TestFollowUps: what is said next without a target means the last one;
// what names only a target does the last command there.
func TestFollowUps(t *testing.T) {
	dialogues(t, map[string][]said{
		"en no target": {
			{"turn on the bedside lamp", "", "done: light.bedside on done", ""},
			{"a bit dimmer", "", "done: light.bedside set done", ""},
			{"and the study lamp", "", "done: light.study_lamp set done", ""},
		},
		"en a place": {
			{"turn off the living room lights", "", "done: light.living_main off done", ""},
			{"and the kitchen", "", kitchenOff, ""},
		},
		"zh no target": {
			{"打开电视", "", "done: media.living_tv on done", ""},
			{"静音", "", "done: media.living_tv mute done", ""},
			{"声音大一点", "", "done: media.living_tv set done", ""},
			{"再调小一点", "", "done: media.living_tv set done", ""},
		},
		"in the same turn": {
			{"turn on the tv and set the volume to 20", "", "done: media.living_tv on done, media.living_tv set volume=20 done", ""},
			{"打开卧室空调，调到二十六度", "", "done: climate.bedroom_ac on done, climate.bedroom_ac set temperature=26 done", ""},
			{"打开书房台灯 再调暗一点", "", "done: light.study_lamp on done, light.study_lamp set done", ""},
		},
		"zh a place": {
			{"把客厅的灯打开", "", "done: light.living_main on done", ""},
			{"还有餐厅的", "", "done: light.dining on done", ""},
		},
		"nothing before": {
			{"turn on", "", "not_understood: ", "Which device do you mean?"},
			{"打开", "", "not_understood: ", "您要操作哪个设备？"},
		},
		"the one device that can": {
			{"unlock", "", "confirm: lock.front_door unlock pending", ""},
			{"no", "", "cancelled: ", ""},
			{"开锁", "", "confirm: lock.front_door unlock pending", ""},
		},
	})
}

// TestAnswers: "which one?" is answered by a name (also of a candidate the
// question did not list), part of a name, a room, an ordinal, all of them
// or none; an answer that fits several asks among those.
func TestAnswers(t *testing.T) {
	dialogues(t, map[string][]said{
		"a name not listed": {
			{"开灯", "", "clarify: ", ""},
			{"落地灯", "", "done: switch.reading_lamp on done", ""},
		},
		"part of a name": {
			{"turn on the lamp", "", "clarify: ", "Which one: Bedside lamp, Study lamp, or Reading lamp?"},
			{"reading", "", "done: switch.reading_lamp on done", ""},
		},
		"narrower": {
			{"turn on the lamp", "", "clarify: ", ""},
			{"the bedroom one", "", "clarify: ", "Which one: Bedside lamp or Reading lamp?"},
			{"the first", "", "done: light.bedside on done", ""},
		},
		"all of them": {
			{"turn on the lamp", "", "clarify: ", ""},
			{"all of them", "", "done: light.bedside on done, light.study_lamp on done, switch.reading_lamp on done", ""},
		},
		"zh both": {
			{"打开空调", "", "clarify: ", "哪一个：卧室的，还是客厅的？"},
			{"两个都要", "", "done: climate.bedroom_ac on done, climate.living_ac on done", ""},
		},
		"zh all by a command": {
			{"打开空调", "", "clarify: ", ""},
			{"都打开", "", "done: climate.bedroom_ac on done, climate.living_ac on done", ""},
		},
		"zh ordinal": {
			{"打开空调", "", "clarify: ", ""},
			{"第二个", "", "done: climate.living_ac on done", ""},
		},
		"zh none": {
			{"打开空调", "", "clarify: ", ""},
			{"都不要", "", "cancelled: ", ""},
		},
		"the sound, any media": {
			{"turn up the sound", "", "clarify: ", "Which one: the one in the Living room or the one in the Study?"},
			{"the study", "", "done: media.study_speaker set done", ""},
			{"turn down media volume", "", "clarify: ", ""},
			{"媒体音量调大", "", "clarify: ", "哪一个：客厅的，还是书房的？"},
			{"pause the speaker", "", "done: media.study_speaker pause done", ""},
		},
		"zh a kind not there": {
			{"打开卧室的台灯", "", "clarify: ", "哪一个：主卧灯，还是床头灯，还是落地灯？"},
			{"床头灯", "", "done: light.bedside on done", ""},
		},
	})
}

// TestCorrections: "no, the X one" does the last command on X instead,
// also in place of a confirmation pending.
func TestCorrections(t *testing.T) {
	dialogues(t, map[string][]said{
		"en": {
			{"turn on the kitchen light", "", "done: light.kitchen on done", ""},
			{"no, the hall one", "", "done: light.hall on done", ""},
		},
		"zh": {
			{"打开厨房灯", "", "done: light.kitchen on done", ""},
			{"不对，是门厅的", "", "done: light.hall on done", ""},
		},
		"instead of a confirmation": {
			{"open the garage door", "", "confirm: cover.garage_door open pending", ""},
			{"no, the living room curtain", "", "done: cover.living_curtain open done", ""},
			{"yes", "", "not_understood: ", "There is nothing to answer."},
		},
		"nothing to correct": {
			{"no, the kitchen one", "", "not_understood: ", ""},
		},
	})
}

// TestExpired: a yes, or an answer, after the question expired is told
// so, and does nothing.
func TestExpired(t *testing.T) {
	for _, tt := range []struct{ ask, answer, say string }{
		{"open the garage door", "yes", "That question has expired; please say it again."},
		{"打开燃气阀门", "确认", "刚才的问题已经过期了，请再说一遍。"},
		{"turn on the lamp", "the study one", "That question has expired; please say it again."},
	} {
		e, _, c := demo(t)
		r := e.Ask(context.Background(), turn.Request{Text: tt.ask, Session: "s"})
		if r.Outcome != turn.Confirm && r.Outcome != turn.Clarify {
			t.Fatalf("%q: %s", tt.ask, summary(r))
		}
		c.t = c.t.Add(2 * time.Minute)
		r = e.Ask(context.Background(), turn.Request{Text: tt.answer, Session: "s"})
		if summary(r) != "not_understood: " || r.Say != tt.say {
			t.Errorf("%q after %q expired: %s %q", tt.answer, tt.ask, summary(r), r.Say)
		}
	}
}

// TestMainLevel: a level said with no attribute changes a device's main
// capability, the one its home file lists first: an air conditioner's
// temperature, not its fan; a purifier's fan.
func TestMainLevel(t *testing.T) {
	h, err := home.Parse("level.yaml", []byte(`
rooms: [{id: bedroom, name: Bedroom, aliases: [卧室]}, {id: living, name: Living room, aliases: [客厅]}]
devices:
  - {id: climate.ac, name: Bedroom AC, aliases: [卧室空调], room: bedroom, type: climate, capabilities: [onoff, thermostat, fan_speed], state: {target_temperature: 25, speed: 50}}
  - {id: fan.purifier, name: Purifier, aliases: [净化器], room: living, type: fan, capabilities: [onoff, fan_speed], state: {speed: 50}}
`))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	e, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	for text, want := range map[string]string{
		"把卧室空调调低一点": "temperature_step", "turn the bedroom ac down": "temperature_step",
		"净化器调高一点": "speed_step", "turn the purifier up": "speed_step",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if len(r.Actions) != 1 || r.Actions[0].Args[want] == nil {
			t.Errorf("%q: %s %v, want %s", text, summary(r), r.Actions, want)
		}
	}
}

// TestReplies: answers in the utterance's language only, with no device
// id, units on every value, a value out of range said in words, and a
// question about the state of several devices naming those in it.
func TestReplies(t *testing.T) {
	dialogues(t, map[string][]said{
		"en": {
			{"what lights are on?", "", "answer: ", "Bedroom ceiling light and Kitchen light are on."},
			{"are the lights on in the kitchen", "", "answer: ", "1 of 2 is on: Kitchen light."},
			{"are the lights in the garden on", "", "answer: ", "No, Garden lights is off."},
			{"set the bedroom ac to 40 degrees", "", "blocked: climate.bedroom_ac set temperature=40 blocked", "Not done: Bedroom AC goes up to 35 °C."},
			{"set the bedroom ac to 2 degrees", "", "blocked: climate.bedroom_ac set temperature=2 blocked", "Not done: Bedroom AC goes down to 5 °C."},
			{"set the kitchen light to 150%", "", "blocked: light.kitchen set brightness=150 blocked", "Not done: Kitchen light goes up to 100%."},
			{"what is the colour temperature of the living room light", "", "answer: ", "The color temperature of Living room ceiling light is 4000 K."},
		},
		"then them": {
			{"what lights are on?", "", "answer: ", ""},
			{"turn them off", "", "done: light.bedroom_main off done, light.kitchen off done", ""},
		},
		"zh": {
			{"哪些灯开着", "", "answer: ", "开着的有：主卧灯、厨房灯。"},
			{"楼下的灯都开着吗", "", "answer: ", "6个里有1个开着：厨房灯。"},
			{"把卧室空调调到五十度", "", "blocked: climate.bedroom_ac set temperature=50 blocked", "没有执行：卧室空调最高只能调到35 °C。"},
			{"把餐灯调成红色", "", "done: light.dining set color=red done", "已把餐灯调到红色。"},
			{"卧室空调温度是多少", "", "answer: ", "卧室空调的温度是26 °C。"},
			{"扫地机器人状态是什么", "", "answer: ", "扫地机器人的状态是在充电座上。"},
			{"餐灯颜色是什么", "", "answer: ", "餐灯的颜色是红色。"},
		},
	})
	e, _, _ := demo(t)
	for _, text := range []string{"打开燃气阀门", "确认", "把车库门打开", "把卧室空调调到五十度", "把客厅灯调到百分之三十", "客厅灯亮度是多少",
		"哪些灯开着", "打开台灯", "关灯", "全部", "把餐灯调成蓝色", "卧室湿度是多少", "前门锁了吗", "不要打开电视"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "zh", DryRun: true})
		for _, id := range []string{"light.", "climate.", "cover.", "valve.", "lock.", "media."} {
			if strings.Contains(r.Say, id) {
				t.Errorf("%q: an id in %q", text, r.Say)
			}
		}
		if s := strings.NewReplacer("°C", "", " K", "", "PIN", "").Replace(r.Say); strings.ContainsFunc(s, func(c rune) bool { return c < 0x80 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') }) {
			t.Errorf("%q: latin letters in %q", text, r.Say)
		}
	}
}

// TestUnaccountedWords: a name one device's names only partly account for
// is a guess: the model reads the words when there is one; a guess is
// never acted on: edge asks "did you mean ...?", and a yes does it.
func TestUnaccountedWords(t *testing.T) {
	const text = "打开助湿机"
	h, err := home.Parse("guess.yaml", []byte(`
rooms: [{id: master, name: 主卧, aliases: [卧室]}]
devices:
  - {id: climate.master, name: 主卧空调, aliases: [卧室空调, 主卧挂机], room: master, type: climate, capabilities: [onoff]}
`))
	if err != nil {
		t.Fatal(err)
	}
	engine := func(opt turn.Options) *turn.Engine {
		db := storetest.Open(t)
		if err := db.Import(h, index.Write); err != nil {
			t.Fatal(err)
		}
		e, err := turn.New(db, opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	}
	e := engine(turn.Options{})
	talk(t, e, "s", []said{
		{text, "", "clarify: ", "您是说主卧空调吗？"},
		{"是的", "", "done: climate.master on done", ""},
	})
	srv := ollamatest.New(t, ir("zh", act("on", named("助湿机"))))
	server, err := ollama.New(ollama.Config{Host: srv.URL(), Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	e = engine(turn.Options{Model: llm.New(server, "qwen2.5:0.5b")})
	r := e.Ask(context.Background(), turn.Request{Text: text, Session: "m"})
	if r.Source != "llm" || len(srv.Chats()) != 1 || r.Outcome != turn.Clarify {
		t.Errorf("with a model: %s from %s, %d requests", summary(r), r.Source, len(srv.Chats()))
	}
}

// TestModelPlural: a plural the model reads as all, with no word for all
// said, asks the room first, as the grammar's plural does.
func TestModelPlural(t *testing.T) {
	const text = "banish the lights would ya"
	notGrammar(t, text)
	f := withModel(t, "", ir("en", act("off", map[string]any{"name": "lights", "class": "light", "all": true})))
	r := f.ask(t, text)
	if r.Source != "llm" || r.Outcome != turn.Clarify || !strings.HasSuffix(r.Question, "or all of them?") {
		t.Errorf("%s from %s: %q", summary(r), r.Source, r.Question)
	}
}

// TestClassWordsOfAName: the class words said after a name are the
// class's, whatever the name: "the wemo plug socket" is the outlet called
// Wemo.
func TestClassWordsOfAName(t *testing.T) {
	h, err := home.Parse("wemo.yaml", []byte(`
rooms: [{id: kitchen, name: Kitchen, aliases: [厨房]}]
devices:
  - {id: outlet.wemo, name: Wemo Insight, aliases: [wemo, 维墨], room: kitchen, type: outlet, capabilities: [onoff]}
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff]}
`))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	e, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	talk(t, e, "s", []said{
		{"turn off the wemo plug socket", "", "done: outlet.wemo off done", ""},
		{"打开维墨插座", "", "done: outlet.wemo on done", ""},
	})
}
