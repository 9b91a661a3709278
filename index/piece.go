package index

import (
	"unicode/utf8"

	"edge/lang"
)

// Piece reports whether a name is one character that is no name, alias,
// room, reference or class word of its own, nor sounds like a class word
// (等 of 灯): a piece of names ("水" of 电水壶 and 洒水器, "房" of 厨房 and
// 书房), from which no device is guessed.
func (x *Index) Piece(name string) bool {
	key := lang.Key(name)
	if utf8.RuneCountInString(key) != 1 || x.Named(key) || x.IsPlace(key) || lang.Detect(key).Vocab().References[key] {
		return false
	}
	said, _ := classOfKey(key)
	heard, _ := soundsLikeClass(key)
	return said == "" && heard == ""
}
