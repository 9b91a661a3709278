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

// PieceAfterPlace reports whether a name is a place's word and a Piece
// after it ("厨房水" of 厨房的水开了), and no name of its own.
func (x *Index) PieceAfterPlace(name string) bool {
	key := lang.Key(name)
	if x.Named(key) {
		return false
	}
	for _, pk := range x.placePrefixes(key) {
		if rest, _ := cutPlace(key, pk); x.Piece(rest) {
			return true
		}
	}
	return false
}
