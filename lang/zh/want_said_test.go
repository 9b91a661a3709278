package zh

import (
	"strings"
	"testing"
)

// TestWantsAndTellsSayNothing: the words of wanting (我要, 我想要) and of
// telling the assistant (我跟你说, 你听好了) before a command say what the
// command says without them.
func TestWantsAndTellsSayNothing(t *testing.T) {
	templates := []string{"%s打开车库门", "%s把厨房灯关掉", "%s客厅空调调到二十六度", "小爱同学 %s关掉书房台灯吧"}
	saysNothing(t, "want", wants, templates...)
	saysNothing(t, "tell", tells, templates...)
	saysNothing(t, "help", "帮个忙", templates...)
}

// TestAskedForHelpSaysNothing: asking for a hand before a command, with a
// pause after it or none ("帮我个忙，把电视关了", "帮帮忙 把客厅空调打开",
// "帮我一个忙把窗帘拉上吧"), says what 拜托 says there: the command alone.
func TestAskedForHelpSaysNothing(t *testing.T) {
	var pairs [][2]string
	for _, w := range strings.Fields("帮个忙 帮我个忙 帮我一个忙 帮一个忙 帮帮忙 帮帮我 帮个忙吧") {
		pairs = append(pairs, [2]string{w, "拜托"})
	}
	saysAs(t, "help", pairs,
		"%s，把电视关了", "%s把厨房灯关掉", "%s 客厅空调调到二十六度", "%s，关掉书房台灯吧", "小爱同学 %s，把窗帘拉上",
		"%s，把车库门关上好吗", "%s，卧室空调调低一点", "%s把床头灯打开吧", "%s，关一下客厅主灯")
}
