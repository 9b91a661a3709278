package lang

import (
	"os"
	"strings"
	"testing"
)

func TestLoadPhrasebook(t *testing.T) {
	good, err := os.ReadFile("en/speak.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loadPhrasebook(good); err != nil {
		t.Fatalf("the English phrasebook: %v", err)
	}
	for _, c := range []struct{ name, old, new, want string }{
		{"an unknown key", "capitalize: true", "capitalise: true", "capitalise not found"},
		{"an unknown message", "  cancelled: Cancelled.", "  cancelled: Cancelled.\n  canceled: Canceled.", `no message "canceled"`},
		{"a message missing", "  cancelled: Cancelled.\n", "", "messages: cancelled: missing"},
		{"an argument too many", `which: "Which one: %s?"`, `which: "Which one: %s or %s?"`, `"Which one: %s or %s?" does not take 1 arguments`},
		{"an argument too few", "  cancelled: Cancelled.", `  cancelled: "%s cancelled."`, "does not take 0 arguments"},
		{"a shape missing", `one_in: "the one in the %s"`, "", "one_in: missing"},
		{"three forms", "  stop: [stop, stopped]", "  stop: [stop, stopped, stopping]", "want a text or a list of two texts"},
		{"a joiner missing", `or: {two: " or ", sep: ", ", last: ", or "}`, `or: {two: " or ", sep: ", "}`, "or: last: missing"},
		{"a comparison without its value", `">": above %s`, `">": above`, "compare: >"},
		{"a situation without its scenes", "    scenes: [good night, goodnight, night, bedtime, bed, sleep, sleeping, night mode]\n", "",
			"situations 1: scenes: missing"},
		{"a situation's scene word not as said", "scenes: [good night,", "scenes: [Good Night,", `scene word "Good Night"`},
	} {
		bad := strings.Replace(string(good), c.old, c.new, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q is not in the phrasebook", c.name, c.old)
		}
		if _, err := loadPhrasebook([]byte(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

func TestPhrasebook(t *testing.T) {
	good, err := os.ReadFile("en/speak.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b := MustPhrasebook("en", good)
	for _, c := range []struct{ got, want string }{
		{b.List(nil, false), ""},
		{b.List([]string{"a"}, true), "a"},
		{b.List([]string{"a", "b"}, false), "a and b"},
		{b.List([]string{"a", "b", "c"}, true), "a, b, or c"},
		{b.Call(Call{Command: "on", Name: "Lamp"}), "turn on Lamp"},
		{b.Call(Call{Command: "on", Name: "Lamp", Past: true}), "turned on Lamp"},
		{b.Call(Call{Command: "set", Name: "TV", Value: "10%", Step: -1, Past: true}), "lowered TV by 10%"},
		{b.Call(Call{Command: "set", Name: "AC", Value: "22°C"}), "set AC to 22°C"},
		{b.Describe([]string{"open Door"}), "Open Door"},
		{b.Report([]string{"opened Door"}, []string{"lock Door (jammed)"}, false), "Opened Door. Could not lock Door (jammed)."},
		{b.Report([]string{"open Door"}, nil, true), "Would open Door."},
		{b.Read(Reading{Name: "Fan", Attribute: "target_temperature", Value: "20 °C"}), "The target temperature of Fan is 20 °C."},
		{b.State("locked", false), "unlocked"},
		{b.State("wet", true), "yes"},
		{b.Compare("=", "5"), "5"},
		{b.Compare("?", "5"), "5"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
