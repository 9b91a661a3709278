package zh

import "strings"

// jestWords take back all that was said as said in jest ("把灯关了 开玩笑
// 的", "开灯 骗你的", "打开车库门 逗你玩"): no command of it is done, nor
// asked about. 开玩笑 is no verb 开 with a name 玩笑.
const jestWords = `开玩笑 开个玩笑 玩笑 骗你 骗你的 逗你 逗你玩 逗你玩儿 闹着玩 说着玩 瞎说的 随便说说`

// jested are the words of jestWords.
var jested = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(jestWords) {
		m[w] = true
	}
	return m
}()
