package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestTopicThenValue says a device, a comma (a pause), then a value to set
// it to ("tv, volume 20", "bedroom ac, 22 degrees", "desk lamp,
// brightness 30", 电视，音量二十): it does what the same said without the
// pause does, as "the kitchen light, off" does; it was not understood.
// Where the words without the pause do nothing ("tv 22 degrees"), nor do
// they with it.
func TestTopicThenValue(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "topic " + text, DryRun: true})
	}
	sets := []struct {
		names, values []string
		comma         string
	}{
		{[]string{"tv", "the tv", "the television", "bedroom ac", "the living room ac", "desk lamp", "the kitchen light",
			"bedroom blinds", "the study speaker", "the bedroom humidifier", "dining light"},
			[]string{"volume 20", "volume to 35", "22 degrees", "to 24 degrees", "50 percent", "30%", "brightness 30", "brightness to 70 percent",
				"temperature 21", "humidity 45 percent", "position 40"}, ", "},
		{[]string{"电视", "卧室空调", "客厅空调", "台灯", "厨房灯", "卧室百叶窗", "书房音箱", "卧室加湿器"},
			[]string{"音量二十", "音量调到三十五", "二十二度", "调到二十四度", "百分之五十", "亮度三十", "亮度调到百分之七十", "湿度百分之四十五"}, "，"},
	}
	acted, n := 0, 0
	for _, s := range sets {
		for _, name := range s.names {
			for _, v := range s.values {
				plain := ask(name + " " + v)
				if s.comma == "，" {
					plain = ask(name + v)
				}
				got := ask(name + s.comma + v)
				n++
				switch {
				case plain.Outcome == turn.Planned:
					acted++
					if summary(got) != summary(plain) {
						t.Errorf("%q: %s, want %s as without the pause", name+s.comma+v, summary(got), summary(plain))
					}
				case len(got.Actions) > 0 && got.Outcome != turn.Clarify && got.Outcome != turn.Confirm:
					t.Errorf("%q: %s, but without the pause %s", name+s.comma+v, summary(got), summary(plain))
				}
			}
		}
	}
	if n < 150 || acted < 40 {
		t.Fatalf("%d utterances, %d of them acting without the pause: too few to say anything", n, acted)
	}
}
