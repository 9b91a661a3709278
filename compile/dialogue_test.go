package compile_test

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestDialogueWords: the words of a dialogue in both languages: answers
// that take every candidate or none, corrections, negated commands and
// targets, a command with no target and one with no direction.
func TestDialogueWords(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"all of them", "en reply:all"},
		{"both", "en reply:all #2"},
		{"both of them", "en reply:all #2"},
		{"neither", "en reply:no"},
		{"none of them", "en reply:no"},
		{"no, the kitchen one", `en reply:no "kitchen"`},
		{"no i meant the study lamp", `en reply:no "study lamp"`},
		{"全部", "zh reply:all"},
		{"两个都要", "zh reply:all"},
		{"都不要", "zh reply:no"},
		{"算了不用了", "zh reply:no"},
		{"不对，是次卧的", `zh reply:no "次卧"`},
		{"确定", "zh reply:yes"},
		{"don't turn on the tv", `en act on ["tv" class=tv] not`},
		{"never open the garage door", `en act open ["garage door" class=garage_door] not`},
		{"不要打开电视", `zh act on ["电视" class=tv] not`},
		{"别开灯", `zh act on ["灯" class=light] not`},
		{"turn off the lights, don't turn off the lamp", `en act off [all "lights" class=light except=["lamp" class=light]]`},
		{"把所有灯都关了 书房台灯别关", `zh act off [all "灯" class=light except=["书房台灯" class=light]]`},
		{"关掉厨房的灯，橱柜灯不要关", `zh act off ["厨房灯" class=light except=["橱柜灯" class=light]]`},
		{"turn on the tv, don't open the garage door", `en act on ["tv" class=tv] ; act open ["garage door" class=garage_door] not`},
		{"turn off", "en act off []"},
		{"关了吧", "zh act off []"},
		{"再调暗一点", "zh act set [] brightness-10"},
		{"turn of the lights", `en act activate [all "lights" class=light]`},
		{"除了楼梯灯都关了", `zh act off [all class=light except=["楼梯灯" class=light]]`},
		{"turn off all but the kitchen light", `en act off [all class=light except=["kitchen light" class=light]]`},
		{"关掉客厅灯打开卧室灯", `zh act off ["客厅灯" class=light] ; act on ["卧室灯" class=light]`},
		{"把楼下的灯关了楼上的灯打开", `zh act off ["楼下灯" class=light] ; act on ["楼上灯" class=light]`},
		{"客厅灯调亮卧室灯调暗", `zh act set ["客厅灯" class=light] brightness+10 ; act set ["卧室灯" class=light] brightness-10`},
		{"turn off the kitchen light turn on the hall light", `en act off ["kitchen light" class=light] ; act on ["hall light" class=light]`},
		{"turn the hall light off turn the tv on", `en act off ["hall light" class=light] ; act on ["tv" class=tv]`},
		{"switch off each and every lamp upstairs", `en act off [all "lamp" class=light in="upstairs"]`},
		{"make the lights less bright", `en act set [all "lights" class=light] brightness-10`},
		{"change the lights from white to yellow", `en act set [all "lights" class=light] color=yellow`},
		{"dim the lamp from 80 to 20 percent", `en act set ["lamp" class=light] brightness=20`},
	} {
		p, err := compile.Compile(tt.text)
		if err != nil {
			t.Errorf("Compile(%q): %v", tt.text, err)
			continue
		}
		if got := strings.TrimSuffix(strings.TrimSuffix(p.String(), " ~0.90"), " ~0.81"); got != tt.want {
			t.Errorf("Compile(%q)\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// TestNoDirectionIsNoDevice: "turn" or "set" with no direction reaches
// only scenes, never a device turned on.
func TestNoDirectionIsNoDevice(t *testing.T) {
	for _, text := range []string{"turn of the lights in the kitchen", "turn the fan", "设置厨房的灯"} {
		p, err := compile.Compile(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		for _, a := range p.Clauses[0].Actions {
			if a.Capability != "scene" {
				t.Errorf("%q may reach %s.%s", text, a.Capability, a.Command)
			}
		}
	}
}

// TestPlural: a plural alone is Plural; a quantifier, a place in the name
// or an exception is not.
func TestPlural(t *testing.T) {
	for text, want := range map[string]bool{
		"turn off the lights":                  true,
		"dim lights":                           true,
		"turn off all the lights":              false,
		"turn off every light":                 false,
		"turn off the lights except the study": false,
		"turn off the light":                   false,
		"关掉所有的灯":                               false,
		"关灯":                                   false,
	} {
		p, err := compile.Compile(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got := p.Clauses[0].Target.Plural; got != want {
			t.Errorf("%q: plural %v, want %v", text, got, want)
		}
	}
}

// TestTargets: words that only name targets ("and the kitchen", "还有餐厅
// 的") are read as targets; words that say more are not.
func TestTargets(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"and the kitchen", []string{`["kitchen"]`}},
		{"the bedroom and the study", []string{`["bedroom"]`, `["study"]`}},
		{"还有餐厅的", []string{`["餐厅"]`}},
		{"还有筒灯", []string{`["筒灯" class=light]`}},
		{"turn on the kitchen light", nil},
		{"is the kitchen light on", nil},
		{"打开电视", nil},
		{"客厅温度是多少", nil},
	} {
		tgs, ok := compile.Targets(tt.text)
		var got []string
		for _, tg := range tgs {
			got = append(got, tg.String())
		}
		if ok != (tt.want != nil) || strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("Targets(%q) = %v %v, want %v", tt.text, got, ok, tt.want)
		}
	}
}

// TestTwoNumbers: two numbers for one value are not understood: taking
// one would drop the other silently.
func TestTwoNumbers(t *testing.T) {
	for _, text := range []string{"set the lamp to 20 30", "把台灯调到20 30", "dim the kitchen light 40 60"} {
		if p, err := compile.Compile(text); err == nil {
			t.Errorf("Compile(%q) = %s, want an error", text, p)
		}
	}
	for _, text := range []string{"set the lamp to 30% 3000 kelvin", "dim the lamp from 80 to 20 percent", "turn on light 2"} {
		if _, err := compile.Compile(text); err != nil {
			t.Errorf("Compile(%q): %v", text, err)
		}
	}
}
