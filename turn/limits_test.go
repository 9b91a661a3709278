package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestLimitingWords: no word that limits a command is dropped (DESIGN
// "No word that limits an action is dropped"): "unless" waits for its
// condition to fail; an exception, a place or a condition that names
// nothing of the home stops the command and says the words; a count is
// never a level; a word that names no device, or a device word that holds
// a shorter one, selects nothing; "all" with a verb of several actions
// never reaches a lock by a word of its name or by its group. Each is
// said in both languages where the words exist.
func TestLimitingWords(t *testing.T) {
	tests := []struct {
		home, room, text string
		want             string // summary
		say              string // a part of what is said
	}{
		// unless: the living room is at 27.5 °C.
		{"demo", "", "unless it is above 26 degrees turn on the living room fan", "condition_false: ", "27.5 °C"},
		{"demo", "", "unless it is above 30 degrees turn on the living room fan", "done: fan.living on done", ""},
		{"demo", "", "turn on the living room fan unless the front door is locked", "condition_false: ", "Front door lock is locked"},
		{"demo", "", "除非客厅温度超过26度，否则打开客厅风扇", "condition_false: ", "27.5 °C"},
		{"demo", "", "除非客厅温度超过30度，打开客厅风扇", "done: fan.living on done", ""},
		{"demo", "", "如果客厅温度超过26度就打开客厅风扇，否则关掉", "not_understood: ", ""},
		// an exception, place or condition that names nothing.
		{"demo", "", "turn off all the lights except the guest room", "not_understood: ", "I don't know a room called “guest room”"},
		{"demo", "", "除了客房，把灯都关了", "not_understood: ", "我不知道叫“客房”的房间"},
		{"demo", "", "turn off the lights in the guest room", "not_understood: ", "guest room"},
		{"demo", "", "把客房的灯关掉", "not_understood: ", "客房"},
		// an exception that is a class other than the one swept and the
		// name of a room is the room: garage doors are not lights.
		{"demo", "", "turn on every light except the garage and the study", "confirm: light.bathroom on pending, light.bedroom_main on pending, light.bedside on pending, light.dining on pending, " +
			"light.garden on pending, light.hall on pending, light.kids on pending, light.kitchen on pending, light.kitchen_cabinet on pending, light.landing on pending, light.living_main on pending, switch.reading_lamp on pending", ""},
		{"demo", "", "除了车库，把灯都打开", "confirm: light.bathroom on pending, light.bedroom_main on pending, light.bedside on pending, light.dining on pending, " +
			"light.garden on pending, light.hall on pending, light.kids on pending, light.kitchen on pending, light.kitchen_cabinet on pending, light.landing on pending, light.living_main on pending, " +
			"light.study_ceiling on pending, light.study_lamp on pending, switch.reading_lamp on pending", ""},
		{"demo", "", "if the guest room temperature is above 20 degrees turn on the living room fan", "not_understood: ", "guest room"},
		// "all" with a verb of several actions, and a lock by a word of
		// its name or its group.
		{"demo", "", "open all the doors", "not_understood: ", ""},
		{"demo", "", "把门都打开", "not_understood: ", ""},
		{"answers", "", "open the doors", "not_understood: ", ""},
		{"answers", "", "打开所有的门", "not_understood: ", ""},
		{"demo", "", "unlock all the doors", "confirm: lock.front_door unlock pending", ""},
		// a word that names no device.
		{"demo", "", "turn off the room lights", "clarify: ", "Which room"},
		{"demo", "", "把房间的灯关掉", "clarify: ", "哪个房间"},
		{"demo", "kitchen", "turn off the lights in the room", "done: light.kitchen off done, light.kitchen_cabinet off done", ""},
		// a count is never a level.
		{"demo", "", "turn on all three lights in the bedroom", "done: light.bedroom_main on done, light.bedside on done, switch.reading_lamp on done", ""},
		{"demo", "", "把两个空调都打开", "done: climate.bedroom_ac on done, climate.living_ac on done", ""},
		{"demo", "", "把三个空调都打开", "clarify: ", ""},
		{"demo", "", "把卧室的两个灯都关了", "clarify: ", ""},
		{"demo", "", "turn on the three lights in the kitchen", "clarify: ", ""},
		{"demo", "", "打开两盏灯", "clarify: ", ""},
		{"demo", "", "turn on both lamps", "clarify: ", ""},
		// a device word that holds a shorter one.
		{"demo", "", "turn on the dehumidifier", "not_understood: ", "dehumidifier"},
		{"answers", "", "打开电热水器", "not_understood: ", "电热水器"},
	}
	engines := map[string]*turn.Engine{}
	for i, tt := range tests {
		e := engines[tt.home]
		if e == nil {
			e, _, _ = engine(t, tt.home)
			engines[tt.home] = e
		}
		r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: strings.Repeat("s", i+1), Room: tt.room})
		if got := summary(r); got != tt.want || !strings.Contains(r.Say, tt.say) {
			t.Errorf("%q:\n got %s %q\nwant %s %q", tt.text, got, r.Say, tt.want, tt.say)
		}
	}
}

// TestFollowUpNeverCancelled: what is said after a command that was
// cancelled, or said not to be done, follows no command up.
func TestFollowUpNeverCancelled(t *testing.T) {
	dialogues(t, map[string][]said{
		"zh cancelled by a negation": {
			{"把灯都关了", "", "confirm: light.bathroom off pending, light.bedroom_main off pending, light.bedside off pending, light.dining off pending, light.garage off pending, light.garden off pending, light.hall off pending, light.kids off pending, light.kitchen off pending, light.kitchen_cabinet off pending, light.landing off pending, light.living_main off pending, light.study_ceiling off pending, light.study_lamp off pending, switch.reading_lamp off pending", ""},
			{"别开客厅的灯", "", "cancelled: ", "好的，不打开客厅主灯。"},
			{"卧室的", "", "not_understood: ", ""},
		},
		"en negated": {
			{"turn off the kitchen light", "", "done: light.kitchen off done", ""},
			{"don't turn off the hall light", "", "cancelled: ", ""},
			{"and the bedroom", "", "not_understood: ", ""},
		},
		"en a confirmation not given": {
			{"open the garage door", "", "confirm: cover.garage_door open pending", ""},
			{"close the living room curtain", "", "done: cover.living_curtain close done", ""},
			{"and the bedroom blinds", "", "done: cover.bedroom_blind close done", ""},
		},
		"en a confirmation given": {
			{"open the garage door", "", "confirm: cover.garage_door open pending", ""},
			{"yes", "", "done: cover.garage_door open done", ""},
			{"and the living room curtain", "", "done: cover.living_curtain open done", ""},
		},
	})
}

// TestWishes: a state said to be too much or too little is a request
// where the pack reads it so (English, of the sound and the light of a
// room or here), else no command: the command that would mend it is
// asked back, and a yes does it; no asks nothing more. Never "can't do
// that": a light that only switches is asked about switching.
func TestWishes(t *testing.T) {
	dialogues(t, map[string][]said{
		"zh a light with no brightness": {
			{"门厅灯太亮了", "", "clarify: ", "要关闭门厅灯吗？"},
			{"好的", "", "done: light.hall off done", ""},
		},
		"en a dimmable light named": {
			{"the bedroom ceiling light is too bright", "", "clarify: ", "Lower Bedroom ceiling light by 10%?"},
			{"yes", "", "done: light.bedroom_main set done", "Lowered Bedroom ceiling light by 10%."},
		},
		"en here": {
			{"it's too dark in here", "study", "done: light.study_lamp set done", "Raised Study lamp by 10%."},
		},
		"en dim a light that only switches": {
			{"dim the hall light", "", "clarify: ", "Turn off Hall light?"},
			{"yes", "", "done: light.hall off done", ""},
		},
		"en a light with no brightness": {
			{"the hall light is too bright", "", "clarify: ", "Turn off Hall light?"},
			{"no", "", "cancelled: ", ""},
		},
		"zh noise": {
			{"太吵了", "living", "clarify: ", "要把电视调低10%吗？"},
		},
		"zh cold, nowhere in particular": {
			{"有点冷", "", "clarify: ", ""},
		},
	})
}

// TestOtherRooms: "the other rooms" are all but the speaker's; where that
// is not known, what the rest would reach is asked about, never acted on.
func TestOtherRooms(t *testing.T) {
	e, _, _ := demo(t)
	r := e.Ask(context.Background(), turn.Request{Text: "turn off the lights in the other rooms", Session: "a", Room: "kitchen", DryRun: true})
	if r.Outcome != turn.Confirm || strings.Contains(summary(r), "light.kitchen ") || !strings.Contains(summary(r), "light.hall off") {
		t.Errorf("said in the kitchen: %s", summary(r))
	}
	r = e.Ask(context.Background(), turn.Request{Text: "turn off the lights in the other rooms", Session: "b", DryRun: true})
	if r.Outcome != turn.Clarify {
		t.Errorf("said nowhere in particular: %s %q", summary(r), r.Say)
	}
}
