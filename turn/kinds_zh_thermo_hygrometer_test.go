package turn_test

import (
	"strings"
	"testing"
)

// TestChineseThermoHygrometerAsked: a 温湿度计 named (客厅温湿度计多少度,
// 卧室温湿度计温度是多少, 客厅温湿度计现在几度) is asked the temperature, and
// its humidity where humidity is said (客厅温湿度计湿度多少): its name was
// read as 温, the word 湿度 and 计, so that every question of it answered
// its humidity (客厅温湿度计的湿度是48%).
func TestChineseThermoHygrometerAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "thermo hygrometer")
	asked := map[string][]string{
		"temperature": {"多少度", "现在多少度", "几度", "现在几度", "温度多少", "的温度是多少", "温度是多少", "温度高吗", "的温度", "显示多少度", "现在是多少度啊"},
		"humidity":    {"湿度多少", "的湿度是多少", "湿度怎么样", "湿度高吗", "的湿度", "现在湿度多少", "湿度是多少啊"},
	}
	sensors := map[string]string{"客厅温湿度计": "sensor.living_climate", "卧室温湿度计": "sensor.bedroom"}
	for attr, qs := range asked {
		for name, id := range sensors {
			for _, q := range qs {
				for _, before := range []string{"", "请问", "帮我看看"} {
					text := before + name + q
					s.n++
					r := s.ask(text)
					var reads []string
					for _, rd := range r.Reads {
						reads = append(reads, rd.Device+" "+rd.Attribute)
					}
					if got := strings.Join(reads, ", "); r.Outcome != "answer" || got != id+" "+attr {
						t.Errorf("%q: %s reading %q (%s), want an answer reading %s %s", text, r.Outcome, got, r.Say, id, attr)
					}
				}
			}
		}
	}
	s.nothing("打开客厅温湿度计", "关掉卧室温湿度计")
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
