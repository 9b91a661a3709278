package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Playing said as what is paused or stopped (暂停播放, 停止播放吧) is the
// music, as 暂停音乐 says: only a player pauses it. 暂停播放 asked which of
// the TV, the speaker and the robot vacuum to pause.

// playWord is the verb of playing, and mediaWord the noun of what plays.
const (
	playWord  = "播放"
	mediaWord = "音乐"
)

// stopsPlay are the verbs that pause or stop what plays.
var stopsPlay = map[string]bool{"暂停": true, "停止": true}

// playStopped reads a verb of stopping said with 播放 after it as that
// verb and the music; before a noun of its own (暂停播放音乐) 播放 says
// nothing more, and before a thing's name (暂停播放扫地机器人) it is as it
// was.
func playStopped(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		stop, ok := strings.CutSuffix(t.Value, playWord)
		if t.Type != grammar.Verb || !ok || !stopsPlay[stop] {
			continue
		}
		if i+1 < len(toks) && toks[i+1].Type != grammar.Sep && toks[i+1].Type != grammar.Filler && toks[i+1].Type != grammar.Noun {
			continue
		}
		toks[i].Value = stop
		if i+1 < len(toks) && toks[i+1].Type == grammar.Noun {
			continue
		}
		media := lexer.Token{Type: grammar.Noun, Value: mediaWord, Pos: t.Pos}
		media.Pos.Offset += utf8.RuneCountInString(stop)
		media.Pos.Column += utf8.RuneCountInString(stop)
		toks = append(toks[:i+1], append([]lexer.Token{media}, toks[i+1:]...)...)
		i++
	}
	return toks
}
