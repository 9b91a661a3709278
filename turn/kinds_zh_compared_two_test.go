package turn_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseWhichOfTwo: a question of which of two is more so, said each
// way (厨房和书房哪个更热, 卧室跟客厅比哪个冷, 哪个更热，厨房还是书房, 厨房热还是
// 书房热, 厨房还是书房更凉快), of the words of warmth, light, sound and damp,
// answers the one of the two read highest (or lowest), as 厨房和书房哪个最热
// does, and does nothing; both values were said, or it was not understood
// (找不到“厨房书房”). Two values offered (客厅热还是冷) still ask the value.
func TestChineseWhichOfTwo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "zh which of two")
	pairs := map[string][]twoOf{
		"temperature": {{"厨房", "书房", "厨房", "书房"}, {"卧室", "客厅", "客厅", "卧室"}},
		"brightness":  {{"台灯", "床头灯", "台灯", "床头灯"}, {"床头灯", "客厅主灯", "客厅主灯", "床头灯"}},
		"volume":      {{"电视", "书房音箱", "书房音箱", "电视"}},
		"humidity":    {{"卧室", "卫生间", "卫生间", "卧室"}},
	}
	comparatives := map[string]comparedBy{"更热": {"temperature", true}, "热": {"temperature", true}, "更暖和": {"temperature", true}, "暖和一点": {"temperature", true},
		"温度高": {"temperature", true}, "更冷": {"temperature", false}, "冷": {"temperature", false}, "更凉快": {"temperature", false},
		"凉快一些": {"temperature", false}, "比较冷": {"temperature", false},
		"更亮": {"brightness", true}, "亮一点": {"brightness", true}, "更暗": {"brightness", false}, "亮度低": {"brightness", false},
		"更吵": {"volume", true}, "更响": {"volume", true}, "音量大": {"volume", true}, "更安静": {"volume", false}, "声音小": {"volume", false},
		"更潮湿": {"humidity", true}, "湿度高": {"humidity", true}, "更干燥": {"humidity", false}, "湿度低": {"humidity", false}}
	said := []string{"%[2]s和%[3]s哪个%[1]s", "%[2]s跟%[3]s比哪个%[1]s", "哪个%[1]s，%[2]s还是%[3]s", "%[2]s还是%[3]s%[1]s",
		"嗯，%[2]s和%[3]s谁%[1]s啊", "%[2]s和%[3]s比较，哪一个%[1]s", "%[2]s%[1]s还是%[3]s%[1]s", "你看看%[2]s和%[3]s哪个%[1]s呢？"}
	n := askWhichOfTwo(t, s, pairs, comparatives, func(string) []string { return said }, "最高：", "最低：")
	if n < 200 {
		t.Errorf("%d questions, want at least 200", n)
	}
	for _, text := range []string{"客厅热还是冷", "书房现在冷还是热", "客厅空调是制热还是制冷", "卧室空调开制冷还是制热"} {
		if r := s.ask(text); r.Outcome != turn.Answer || len(r.Actions) > 0 || strings.HasPrefix(r.Say, "最") {
			t.Errorf("%q: %s %q, want its value said", text, r.Outcome, r.Say)
		}
	}
}
