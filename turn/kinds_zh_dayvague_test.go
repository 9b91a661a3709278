package turn_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseDayVague: a command put off to a day or a part of one with
// no time of day (明天早上, 晚上, 今晚, 明早, 下午, 周一, 星期六晚上...), before the
// command or after it ("明天早上打开窗帘", "关掉客厅灯今晚"), asks for a time and
// does nothing now. With a time of day it is kept for that time; a
// greeting (早上好，…) or a remark about the day (今天有点冷，…) puts nothing
// off and asks no time.
func TestChineseDayVague(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "dayvague.yaml", askedHome)
	days := []string{"明天早上", "明天", "今晚", "晚上", "早上", "下午", "明早", "后天晚上", "周一", "星期六晚上", "礼拜天", "今天晚上"}
	commands := []string{"%s关掉客厅灯", "%s把卧室空调打开", "%s，关客厅灯吧", "%s帮我打开卧室加湿器", "关掉客厅灯%s"}
	askEach(t, e, "day", made(commands, days), func(r turn.Result) bool {
		return r.Outcome == turn.NotUnderstood && len(r.Actions) == 0 && strings.Contains(r.Say, "具体时间")
	}, 50)
	askEach(t, e, "told", []string{"今晚八点关掉客厅灯", "明天早上七点打开卧室空调", "周一晚上九点关掉客厅灯"}, func(r turn.Result) bool {
		return r.Outcome == turn.Scheduled
	}, 3)
	askEach(t, e, "remark", []string{"早上好，关掉客厅灯", "今天有点冷，打开卧室空调", "晚上好，开客厅灯"}, func(r turn.Result) bool {
		return !strings.Contains(r.Say, "具体时间")
	}, 3)
}
