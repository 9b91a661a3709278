package zh

import (
	"slices"
	"strings"
)

// placeBound are the classes of what belongs to a place and whose one
// elsewhere is the worst to take: a door, a lock, a gate, a garage door, a
// valve, a heater.
var placeBound = map[string]bool{
	"door": true, "lock": true, "gate": true, "garage_door": true, "valve": true, "heater": true,
}

// placeOf are the words after a place that make it the place of what
// follows: 的, and 里的, 里面的 ("车库里的灯").
var placeOf = map[string]bool{de: true, "里的": true, "里面的": true}

// placeCarried reports whether the place said before the first item of a
// list ("车库的灯") is the place of a later item said by its class word
// alone: one of the same class ("书房的吸顶灯和台灯"; a name that is no
// class word, "厨房灯和餐灯", is the thing of that name), or one that belongs
// to a place ("车库的灯和门" is the garage's door, never the front door's
// lock; "儿童房的灯和取暖器", the kids' room heater). Any other class is
// meant wherever it is ("书房的吸顶灯和电视", any TV), and an item that says a
// room of its own is of that room ("车库门").
func placeCarried(first, item string) bool {
	if saysRoom(item) {
		return false // "门厅的灯和车库门": the garage's
	}
	if sameClass(first, item) {
		return isClassWord(item) // "厨房灯和餐灯": 餐灯 is a name of its own, wherever it is
	}
	class, _ := pack{}.ClassOf(item)
	return placeBound[class] && isClassWord(item)
}

// carriedNear reports whether a place carried to item is only near it
// (lang.Phrase.Near): for a thing of the first item's class ("客厅灯和台灯"
// where the living room has no desk lamp: the desk lamp wherever it is),
// never for what belongs to a place ("卧室的灯和门": the bedroom's door or
// none, never the front door's lock).
func carriedNear(item string) bool {
	class, _ := pack{}.ClassOf(item)
	return !placeBound[class]
}

// saysRoom reports a word that begins with a room's ("车库门").
func saysRoom(word string) bool {
	return slices.ContainsFunc(roomWords, func(r string) bool { return strings.HasPrefix(word, r) })
}
