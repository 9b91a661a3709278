package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/home"
	"edge/index"
	"edge/turn"
)

// kindsHome is a home for the kinds of Chinese speech the packs learnt
// from unseen sets: a device word that holds another's, latin names and
// media words, two desk lamps, a room with a speaker.
const kindsHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: study, name: 书房}
  - {id: kids, name: 儿童房}
  - {id: bath, name: 卫生间}
devices:
  - {id: media.sonos, name: Sonos, room: living, type: speaker, capabilities: [media], state: {playing: true, volume: 30}}
  - {id: media.tv, name: TV, aliases: [电视], room: living, type: tv, capabilities: [onoff, media]}
  - {id: media.study, name: 书房音箱, room: study, type: speaker, capabilities: [media], state: {playing: true, volume: 20}}
  - {id: climate.heater, name: 热水器, room: bath, type: water_heater, capabilities: [onoff, thermostat]}
  - {id: fan.humidifier, name: 加湿器, room: kids, type: humidifier, capabilities: [onoff, humidifier]}
  - {id: light.study_desk, name: 台灯, room: study, type: light, capabilities: [onoff, brightness]}
  - {id: light.kids_desk, name: 台灯, room: kids, type: light, capabilities: [onoff, brightness]}
  - {id: light.study, name: 书房吸顶灯, room: study, type: light, capabilities: [onoff, brightness]}
  - {id: climate.kids, name: 儿童房空调, room: kids, type: climate, capabilities: [onoff, thermostat]}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat]}
  - {id: sensor.kids, name: 儿童房温湿度计, room: kids, type: sensor, capabilities: [temperature], state: {temperature: 27}}
`

// TestChineseKinds asks what each kind of Chinese speech does: acts as
// said, or asks; never another action.
func TestChineseKinds(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "kinds.yaml", kindsHome)
	tests := []struct{ text, want string }{
		// a device word that holds another's is not the shorter one's
		{"打开电热水器", "not_understood: "}, // not even asked about: another kind of device
		{"打开除湿机", "not_understood: "},
		// latin names and media words inside a Chinese sentence
		{"打开TV", "planned: media.tv on planned"},
		{"把Sonos音量调大", "planned: media.sonos set planned"},
		{"书房音箱播放music", "planned: media.study play planned"},
		// a count is never a level: that many devices, or a question
		{"打开两个台灯", "planned: light.kids_desk on planned, light.study_desk on planned"},
		{"把两盏台灯都打开", "planned: light.kids_desk on planned, light.study_desk on planned"},
		{"打开三个台灯", "clarify: "},
		{"把三盏台灯都打开", "clarify: "},
		// a list before the verb, its place shared within its class
		{"把书房的吸顶灯和台灯都打开", "planned: light.study on planned, light.study_desk on planned"},
		// the room after the command
		{"开台灯，书房的", "planned: light.study_desk on planned"},
		// the speaker's media words
		{"书房的音箱切下一首歌", "planned: media.study next planned"},
		// a threshold condition's room is the command's
		{"儿童房温度高于26度的话把空调调到25度", "planned: climate.kids set temperature=25 planned"},
	}
	for i, tt := range tests {
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "k" + string(rune('a'+i)), DryRun: true})
		if got := summary(r); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s\n say %s", tt.text, got, tt.want, r.Say)
		}
	}
}

// eveningEngine is an engine on a home file's text, at 20:00 on a
// summer's day.
func eveningEngine(t *testing.T, name, text string) *turn.Engine {
	t.Helper()
	h, err := home.ParseNames(name, []byte(text), index.ReadsAs)
	if err != nil {
		t.Fatal(err)
	}
	e, _, _ := engineAt(t, h, time.Date(2026, 7, 1, 20, 0, 0, 0, time.UTC))
	return e
}
