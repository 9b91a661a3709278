package zh

import (
	"testing"
)

// TestRecalledAsked: 来着 at the end of a question, or before its 吗,
// says what the question says without it (卧室温度多少来着, 前门锁了没来着,
// 台灯开着来着吗); after a command (开灯来着, 把台灯关了来着) it tells what was
// done, and no command is read.
func TestRecalledAsked(t *testing.T) {
	saysNothing(t, "recalled", recalledSaid, "卧室温度多少%s", "前门锁了没%s", "客厅温度几度%s", "车库门关了没有%s", "客厅湿度多少%s",
		"卧室空调设的多少度%s", "哪些灯开着%s", "台灯开着%s吗", "书房多少度%s", "电视音量多少%s", "前门锁上了吗%s")
	for _, said := range []string{"开灯来着", "把台灯关了来着", "关掉客厅灯来着", "打开卧室空调来着", "空调调到二十六度来着"} {
		cs, err := pack{}.Parse(said)
		if err != nil {
			continue
		}
		for _, c := range cs {
			c, _ = pack{}.Reinterpret(c)
			if got, without := phrases(c), phrasesOf(t, said[:len(said)-len(recalledSaid)]); got == without {
				t.Errorf("%q reads as the command %s", said, got)
			}
		}
	}
}
