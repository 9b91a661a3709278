package compile

import "testing"

func TestCompile(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		// English on/off, both orders, politeness, possessive.
		{"turn on the kitchen light", `en act on ["kitchen light" class=light]`},
		{"Turn the kitchen light off", `en act off ["kitchen light" class=light]`},
		{"please switch off the fan", `en act off ["fan" class=fan]`},
		{"could you turn on the kitchen's light", `en act on ["kitchen light" class=light]`},
		{"turn off the lights in the kitchen", `en act off [all "lights" class=light in="kitchen"]`},
		{"turn off all the lights", `en act off [all "lights" class=light]`},
		{"turn everything off", `en act off [all]`},
		{"turn it off", `en act off [ref]`},
		// Verbs that say their action.
		{"open the garage door", `en act open ["garage door" class=garage_door]`},
		{"lock the front door", `en act lock ["front door" class=door]`},
		{"unlock the front door lock", `en act unlock ["front door lock" class=lock]`},
		{"activate movie mode", `en act activate ["movie mode"]`},
		{"pause the tv", `en act pause ["tv" class=tv]`},
		// Set.
		{"set the kitchen light to 50%", `en act set ["kitchen light" class=light] level=50`},
		{"set the brightness of the lamp to thirty", `en act set ["lamp" class=light] brightness=30`},
		{"set the bedroom light brightness to 20 percent", `en act set ["bedroom light" class=light] brightness=20`},
		{"set the thermostat to 22 degrees", `en act set ["thermostat" class=climate] temperature=22`},
		{"set the temperature to 21.5°C", `en act set [] temperature=21.5`},
		{"set the dining light to red", `en act set ["dining light" class=light] color=red`},
		{"set the volume to twenty five", `en act set [] volume=25`},
		// Questions.
		{"is the kitchen light on?", `en query ask=on ["kitchen light" class=light]`},
		{"is the front door locked", `en query ask=locked ["front door" class=door]`},
		{"are the blinds closed", `en query ask=closed [all "blinds" class=blind]`},
		{"what's the temperature in the living room?", `en query ask=temperature ["living room"]`},
		{"what is the bedroom temperature", `en query ask=temperature ["bedroom"]`},
		{"how warm is it in the study", `en query ask=temperature [in="study"]`},
		// Several clauses.
		{"turn on the hall light and lock the front door", `en act on ["hall light" class=light] ; act lock ["front door" class=door]`},
		{"turn off the tv, then close the curtain", `en act off ["tv" class=tv] ; act close ["curtain" class=curtain]`},
		// Replies.
		{"yes", `en reply:yes`},
		{"yes please", `en reply:yes`},
		{"no", `en reply:no`},
		{"never mind", `en reply:no`},
		{"the second one", `en reply:choice #2`},
		{"the kitchen one", `en reply:choice "kitchen"`},
		{"the one in the study", `en reply:choice "study"`},
		{"1234", `en reply:pin`},
		// Chinese word orders.
		{"把客厅的灯打开", `zh act on ["客厅灯" class=light]`},
		{"打开客厅灯", `zh act on ["客厅灯" class=light]`},
		{"客厅的灯，关掉", `zh act off ["客厅灯" class=light]`},
		{"打开一下客厅里的灯吧", `zh act on ["客厅灯" class=light]`},
		{"请帮我把所有的灯都关了", `zh act off [all "灯" class=light]`},
		{"关灯", `zh act off ["灯" class=light]`},
		{"打开大白", `zh act on ["大白"]`},
		{"锁上前门", `zh act lock ["前门" class=door]`},
		{"解锁大门锁", `zh act unlock ["大门锁" class=lock]`},
		{"拉开窗帘", `zh act open ["窗帘" class=curtain]`},
		{"激活观影模式", `zh act activate ["观影模式"]`},
		{"打开电视然后关掉风扇", `zh act on ["电视" class=tv] ; act off ["风扇" class=fan]`},
		// Chinese set, numerals.
		{"把客厅的灯调到百分之五十", `zh act set ["客厅灯" class=light] level=50`},
		{"空调调到二十六度", `zh act set ["空调" class=climate] temperature=26`},
		{"把卧室空调的温度设为25.5度", `zh act set ["卧室空调" class=climate] temperature=25.5`},
		{"把窗帘的位置设为三十", `zh act set ["窗帘" class=curtain] position=30`},
		{"调客厅灯的亮度到七十", `zh act set ["客厅灯" class=light] brightness=70`},
		{"温度调到十五度", `zh act set [] temperature=15`},
		{"把音量调到２０", `zh act set [] volume=20`},
		// Chinese questions.
		{"客厅的灯开着吗", `zh query ask=on ["客厅灯" class=light]`},
		{"前门锁了吗", `zh query ask=locked ["前门" class=door]`},
		{"卧室的灯关了没有", `zh query ask=off ["卧室灯" class=light]`},
		{"客厅温度是多少", `zh query ask=temperature ["客厅"]`},
		{"卧室多少度", `zh query ask=temperature ["卧室"]`},
		{"卫生间的湿度是多少", `zh query ask=humidity ["卫生间"]`},
		// Chinese replies.
		{"确认", `zh reply:yes`},
		{"好的", `zh reply:yes`},
		{"算了", `zh reply:no`},
		{"不要了", `zh reply:no`},
		{"第二个", `zh reply:choice #2`},
		{"书房的", `zh reply:choice "书房"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := Compile(tt.in)
			if err != nil {
				t.Fatalf("Compile(%q): %v", tt.in, err)
			}
			if got := p.String(); got != tt.want {
				t.Errorf("Compile(%q)\n got %s\nwant %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "1:1: nothing to understand"},
		{"   ", "1:1: nothing to understand"},
		{"set the kitchen light to banana", `1:1: "banana" is not a value edge knows`},
		{"set the fan brightness to 20 degrees", "1:1: degrees only go with temperature"},
	}
	for _, tt := range tests {
		_, err := Compile(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Compile(%q) error = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestCompileRejects(t *testing.T) {
	for _, in := range []string{"the weather is nice today", "turn", "打开", "把灯", "what is", "set to"} {
		if p, err := Compile(in); err == nil {
			t.Errorf("Compile(%q) = %s, want an error", in, p)
		}
	}
}

func FuzzCompile(f *testing.F) {
	for _, s := range []string{"turn on the kitchen light", "把客厅的灯调到百分之五十", "is it on?", "第二个", "二十五点五度", "ｔｕｒｎ ｏｎ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Compile(s)
		if err == nil && p == nil {
			t.Fatalf("Compile(%q): nil program without error", s)
		}
		if err == nil {
			_ = p.String()
		}
	})
}

func BenchmarkCompile(b *testing.B) {
	for _, s := range []string{"turn off the lights in the kitchen", "把客厅的灯调到百分之五十"} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Compile(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
