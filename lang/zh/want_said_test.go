package zh

import "testing"

// TestWantsAndTellsSayNothing: the words of wanting (我要, 我想要) and of
// telling the assistant (我跟你说, 你听好了) before a command say what the
// command says without them.
func TestWantsAndTellsSayNothing(t *testing.T) {
	templates := []string{"%s打开车库门", "%s把厨房灯关掉", "%s客厅空调调到二十六度", "小爱同学 %s关掉书房台灯吧"}
	saysNothing(t, "want", wants, templates...)
	saysNothing(t, "tell", tells, templates...)
	saysNothing(t, "help", "帮个忙", templates...)
}
