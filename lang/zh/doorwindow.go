package zh

import (
	"strings"
	"unicode/utf8"
)

// doorsWindows says 门窗 (doors and windows) as the two classes it joins,
// 门和窗, where it is no word of a name (门窗传感器, 门窗磁): said before 都,
// 全, 是, 有, 还, 没, a verb of closing, opening or locking, or at the end
// (门窗都关好了吗, 门窗关了没有, 门窗开着吗). It was a name not found (找不到“门窗”).
func doorsWindows(text string) string {
	const joined = "门窗"
	var b strings.Builder
	for {
		at := strings.Index(text, joined)
		if at < 0 {
			b.WriteString(text)
			return b.String()
		}
		rest := text[at+len(joined):]
		b.WriteString(text[:at])
		if r, _ := utf8.DecodeRuneInString(rest); rest == "" || strings.ContainsRune(doorsWindowsNext, r) {
			b.WriteString("门和窗")
		} else {
			b.WriteString(joined)
		}
		text = rest
	}
}

// doorsWindowsNext are the characters after 门窗 that say it is the doors
// and the windows.
const doorsWindowsNext = "都全是有还关开没锁吗呢？?，,。"
