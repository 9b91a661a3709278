package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseStopDoing says to every device of the demo home that does
// something while it runs, by each of its Chinese names, 别 or 不要 before
// a verb of what it does and 了 after ("电水壶别烧了", "扫地机别扫了", "电视
// 别放了", "卧室空调先别吹了", "书房音箱不要再播了吧"): it is stopped as "电水壶
// 停了" stops it. It was a command not to start, and nothing was done.
// With no 了 (before it is done), with a verb of switching (电视别开了,
// 别开灯), with a verb that does not fit the thing (台灯别扫了) or with no
// thing named (你别放了), nothing is done.
func TestChineseStopDoing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "stopdoing")
	verbs := map[string][]string{"壶": {"烧"}, "烤箱": {"烤"}, "空调": {"吹"}, "风扇": {"吹", "转"}, "扫地机": {"扫", "扫地", "拖", "拖地"}, "机器人": {"扫", "拖地"},
		"割草机": {"割", "割草"}, "洒水器": {"浇", "浇水", "喷"}, "洒水阀": {"浇"}, "电视": {"放", "播", "播放"}, "音箱": {"放", "播", "响"}, "加湿器": {"加湿"}}
	negs := []string{"别", "不要", "别再", "不要再", "先别"}
	ends := []string{"了", "了吧", "了啊", "了！"}
	devices := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range chineseNames(d) {
			for end, vs := range verbs {
				if !strings.HasSuffix(name, end) {
					continue
				}
				devices++
				for _, v := range vs {
					for _, neg := range negs {
						for _, e := range ends {
							s.same(name+neg+v+e, name+"停了")
							s.same("把"+name+neg+v+e, name+"停了")
						}
					}
					s.nothing(name+"别"+v, name+"别"+v+"吧", name+"不要"+v)
				}
				s.nothing(name+"别开了", name+"别关了", "别开"+name)
			}
		}
	}
	if devices < 12 {
		t.Errorf("%d names, want at least 12", devices)
	}
	if s.n < 1000 {
		t.Errorf("%d wordings, want at least 1000", s.n)
	}
	s.nothing("别开灯", "你别放了", "我别烧了", "台灯别扫了", "电视别烧了", "别扫了", "别烧水了", "孩子别看了", "电视别看了")
}
