package turn_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseVagueTime: a command put off with words that tell no time
// (等会儿, 待会儿, 一会儿, 稍后, 晚点, 回头, 过一会儿...), before the command,
// after its name or after it ("等会儿关电视", "电视待会儿关掉", "把台灯关了晚点"),
// asks for a time and does nothing now: it was not understood, with no
// word of what was missing. Waiting for a thing to happen (等我回来再开空调)
// stays not understood, and does nothing either.
func TestChineseVagueTime(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "asked.yaml", askedHome)
	vague := []string{"等会儿", "等一下", "待会儿", "待会", "一会儿", "过一会儿", "过会儿", "稍后", "晚点", "晚一点", "回头", "过阵子"}
	commands := []string{"%s关掉客厅灯", "%s再把卧室空调打开", "客厅灯%s关了", "把卧室加湿器关了%s", "%s，关客厅灯吧"}
	texts := made(commands, vague)
	askEach(t, e, "vague", texts, func(r turn.Result) bool {
		return r.Outcome == turn.NotUnderstood && len(r.Actions) == 0 && strings.Contains(r.Say, "具体时间")
	}, 50)
	askEach(t, e, "waits", made([]string{"等我回来再%s", "等天黑了%s", "等我到家%s"}, []string{"开卧室空调", "关掉客厅灯"}),
		func(r turn.Result) bool { return r.Outcome == turn.NotUnderstood && len(r.Actions) == 0 }, 6)
}
