package zh

import "strings"

// lampHeard puts back 关 where a recogniser wrote 光 after a lamp (灯光 is
// a word, and 关 and 光 sound alike to many): 把, a name that ends in 灯,
// then 光 with nothing after it but 了, 掉, 上 or 一下 and particles ("把
// 灯光了", "把客厅灯光掉吧", "把台灯光一下") is the command to switch it off.
// It was not understood. 灯光 said as the lighting stays so ("把灯光调暗",
// "灯光亮一点").
func lampHeard(text string) string {
	ba := strings.Index(text, objectSaid)
	if ba < 0 {
		return text
	}
	at := strings.LastIndex(text, lampWord+heardOff)
	if at <= ba {
		return text
	}
	rest := strings.TrimRight(text[at+len(lampWord+heardOff):], "吧啊呀呗嘛啦哈咯。！!")
	switch rest {
	case perfective, "掉", "上", "一下", "掉了", "上了":
		return text[:at] + lampWord + offSaid + text[at+len(lampWord+heardOff):]
	}
	return text
}

const (
	lampWord = "灯"
	heardOff = "光"
	offSaid  = "关"
)
