package zh

import (
	"strings"

	"edge/grammar"
)

// One of the household called by what they are called at home, then a
// pause, before what is said ("老婆，车库门开一下", "宝宝，电视关了", "孩子他爸，
// 把门锁上", "老公，把灯关了"): it is said to that person, not to edge, and
// nothing is done or asked; it asked to open the garage door, switched the
// tv off, locked the front door or asked which room's lights to switch
// off. Said with no pause ("老公把灯关了") it is who did it (speaker_did.go).

// calledAtHome are what the people of a household call one another.
var calledAtHome = strings.Fields(`老婆 老公 媳妇 媳妇儿 爱人 亲爱的 老伴 老伴儿 老头子 老太婆 宝宝 宝贝 宝贝儿 儿子 女儿 闺女
	妈 妈妈 老妈 爸 爸爸 老爸 奶奶 爷爷 姥姥 姥爷 外婆 外公 哥 哥哥 姐 姐姐 弟弟 妹妹 孩子他爸 孩子他妈 孩子们 大家 阿姨`)

// calledAfter may follow the one called, before the pause (老婆啊，).
const calledAfter = "啊呀哎诶"

// calledPauses are the marks of a pause after the one called.
const calledPauses = "，,、 ！!"

// errCalled is what is said to someone of the household.
var errCalled = grammar.Errorf("said to someone called by name")

// calledSomeone reports a text that begins, after fillers, with one of
// calledAtHome, a pause, and more after it.
func calledSomeone(text string) bool {
	for _, who := range calledAtHome {
		at := strings.Index(text, who)
		if at < 0 || !onlyFillers(text[:at]) {
			continue
		}
		rest := strings.TrimLeft(text[at+len(who):], calledAfter)
		if said := strings.TrimLeft(rest, calledPauses); len(said) < len(rest) && said != "" {
			return true
		}
	}
	return false
}
