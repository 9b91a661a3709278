package zh

import "github.com/alecthomas/participle/v2/lexer"

// latin are the English words said inside a Chinese command ("空调set到26度",
// "把TV mute一下", "turn off客厅灯", "关灯please"), each with the word of the
// pack it means: the English word is read as that word. Device names in
// latin letters ("TV", "AC") are the home's, found by the index.
var latin = map[string]string{
	"set": "设置", "open": "打开", "close": "关闭", "on": "打开", "off": "关掉", "mute": "静音", "unmute": "取消静音",
	"pause": "暂停", "play": "播放", "stop": "停止", "lock": "锁上", "unlock": "解锁",
	"volume": "音量", "temperature": "温度", "temp": "温度", "brightness": "亮度", "mode": modeWord,
	"cool": "制冷", "heat": "制热",
	"please": "请", "pls": "请", "ok": "嗯", "okay": "嗯", "hey": "嘿", "thanks": "谢谢", "thx": "谢谢", "turn": "请",
}

// latinWords adds the English words of latin to a lexicon's words, each
// of the kind of its Chinese word, with its meaning.
func latinWords(words map[string]lexer.TokenType) {
	for en, zh := range latin {
		t, ok := words[zh]
		if !ok {
			continue
		}
		words[en] = t
		if v, ok := verbs[zh]; ok {
			verbs[en] = v
		}
		if a, ok := attrs[zh]; ok {
			attrs[en] = a
		}
		if m, ok := modes[zh]; ok {
			modes[en] = m
		}
	}
}
