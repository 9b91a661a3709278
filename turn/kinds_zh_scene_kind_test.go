package turn_test

import (
	"fmt"
	"testing"

	"edge/lang"
)

// TestChineseSceneNamedAlone: a scene's whole name or alias said with a
// word of its kind after it and nothing else asked (晚安场景, 观影模式场景吧,
// 那个晚安场景, 嗯，电影模式场景), with each kind word of the pack, is
// activated as 启动晚安模式 is; it was not understood. The kind word alone,
// or with part of a name or a thing that is no scene (安场景, 晚场景, 厨房场景,
// 那个场景), activates nothing.
func TestChineseSceneNamedAlone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "zh scene named")
	var kinds []string
	for k := range lang.Detect("场景").Vocab().KindWords {
		kinds = append(kinds, k)
	}
	frames := []string{"%s%s", "那个%s%s", "%s%s吧", "嗯，%s%s", "请%s%s", "就是那个%s%s", "%s%s谢谢", "那个%s%s吧"}
	scenes := map[string]string{"晚安": "晚安模式", "晚安模式": "晚安模式", "观影模式": "观影模式", "电影模式": "观影模式"}
	for name, plain := range scenes {
		for i, f := range frames {
			kind := kinds[i%len(kinds)]
			s.same(fmt.Sprintf(f, name, kind), "启动"+plain)
		}
	}
	for _, kind := range kinds {
		for _, part := range []string{"", "安", "晚", "模式", "影模式", "厨房", "那个", "这个"} {
			s.nothing(part+kind, part+kind+"吧")
		}
	}
	if s.n < 60 {
		t.Errorf("%d wordings, want at least 60", s.n)
	}
}
