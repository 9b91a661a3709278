package home

import (
	"strings"
	"testing"
)

// TestNameCharacters: a name is refused at its line when its characters
// do not show, reorder the text, or only look like the letters they seem
// to be; names in one script, accented letters written as one character,
// Chinese beside Latin, and a word of another alphabet are not.
func TestNameCharacters(t *testing.T) {
	for _, tt := range []struct {
		name string // as written in a YAML double-quoted string
		want string // "" for accepted
	}{
		{`\u200b\u200b`, `name contains the invisible character U+200B; remove it`},
		{`Hall\u200dlight`, `contains the invisible character U+200D`},
		{`\ufeffHall light`, `contains the invisible character U+FEFF`},
		{`Hall light\ufe0f`, `contains the invisible character U+FE0F`},
		{`\u3164`, `contains the invisible character U+3164`},
		{`\u202eHall light`, `contains the bidirectional control character U+202E, which makes the text read in another order than it is written; remove it`},
		{`Hall \u2066light\u2069`, `bidirectional control character U+2066`},
		{`K\u0456tchen light`, `mixes Latin and Cyrillic letters in "Kіtchen" ('і', U+0456, looks like a Latin letter); write the word in one alphabet`},
		{`L\u03bfunge lamp`, `mixes Latin and Greek letters in "Lοunge"`},
		{`\u0410\u0421`, `writes "АС" in Cyrillic letters that look like Latin ones; write it in Latin letters`},
		{`\U0001d424itchen light`, `contains '𝐤' (U+1D424), a letter only in looks; write it as a plain letter`},
		{`kitche\u0301n light`, `holds the combining mark U+0301 in "kitche\u0301n"; write the letter and its mark as one character`},
		{`Café lamp`, ``},
		{`客厅主灯`, ``},
		{`TV柜灯`, ``},
		{`Кухонный свет`, ``},
		{`Ｋｉｔｃｈｅｎ light`, ``},
	} {
		text := "rooms:\n  - {id: hall, name: Hall}\ndevices:\n  - {id: light.a, name: \"" + tt.name + "\", room: hall, type: light, capabilities: [onoff]}\n"
		_, err := Parse("home.yaml", []byte(text))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), `home.yaml:4: device "light.a": `) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s:\n got %v\nwant home.yaml:4: device \"light.a\": ... %s", tt.name, err, tt.want)
		}
	}
}

// foldReading is a Reading of a language that folds case and
// underscores, and reads every name as a name only.
type foldReading struct{}

func (foldReading) Key(name string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(name, "_", " "))), " ")
}
func (foldReading) As(Named, string) string                     { return "" }
func (foldReading) Said(name string, aliases []string) []string { return []string{name} }
func (foldReading) Digits(string, int) []string                 { return nil }

func readFold(*Home) Reading { return foldReading{} }

// TestSaidAlike: entities said alike are refused where the room does not
// tell them apart (devices and scenes in one room, those in no room and
// the groups, the rooms and floors among themselves), each at its line
// and naming the other; the same name in two rooms is not.
func TestSaidAlike(t *testing.T) {
	const text = `floors:
  - {id: up, name: Upstairs}
rooms:
  - {id: hall, name: Hall}
  - {id: den, name: Den}
  - {id: up_hall, name: upstairs}
devices:
  - {id: light.a, name: Hall light, room: hall, type: light, capabilities: [onoff]}
  - {id: light.b, name: hall_light, room: hall, type: light, capabilities: [onoff]}
  - {id: light.c, name: Hall light, room: den, type: light, capabilities: [onoff]}
  - {id: light.d, name: Lamp, type: light, capabilities: [onoff]}
groups:
  - {id: group.l, name: LAMP, members: [light.a]}
`
	_, err := ParseNames("home.yaml", []byte(text), readFold)
	want := []string{
		`home.yaml:6: room "up_hall": name "upstairs" is said like the name "Upstairs" of floor "up" at line 2, among the rooms and floors, so a question naming both could not be answered; rename one of them`,
		`home.yaml:9: device "light.b": name "hall_light" is said like the name "Hall light" of device "light.a" at line 8, in the same room, so a question naming both could not be answered; rename one of them`,
		`home.yaml:13: group "group.l": name "LAMP" is said like the name "Lamp" of device "light.d" at line 11, outside any room, so a question naming both could not be answered; rename one of them`,
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("ParseNames:\n got %v\nwant %s", err, strings.Join(want, "\n"))
	}
	h, err := Parse("home.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckNames(h, readFold); err == nil || !strings.Contains(err.Error(), `device "light.b": name "hall_light" is said like the name "Hall light" of device "light.a", in the same room`) {
		t.Errorf("CheckNames = %v", err)
	}
}
