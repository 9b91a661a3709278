package turn

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// missingIn says a thing not found in a room that was said ("turn on the
// tv in the kitchen", "turn on the kitchen tv", 打开厨房的电视) as what it
// is, the room apart: "I can't find “tv” in the Kitchen.", where it said
// "I can't find “tv”", or 找不到“厨房电视”. It is "" where the target
// says no room of the home, or nothing besides it.
func (t *turn) missingIn(res index.Result, cl ir.Clause) string {
	tg := cl.Target
	if s := t.exceptionMissingIn(res, cl); s != "" {
		return s
	}
	if res.Problem != index.NoMatch || tg.Name == "" || tg.Ref || len(tg.Except) > 0 || len(tg.Places) > 1 {
		return ""
	}
	place := t.e.idx.PlaceSaid(tg.Name, tg.Places)
	id := t.roomID(place)
	if id == "" {
		return ""
	}
	name := tg.Name
	if len(tg.Places) == 0 {
		name = placeCut(name, place)
	}
	if name == "" || t.e.idx.IsPlace(lang.Key(name)) {
		return ""
	}
	return t.say(lang.MsgNoMatchIn, name, t.e.idx.RoomLabel(id, t.res.Lang))
}

// exceptionMissingIn says an exception not found in the one room the
// command is of ("turn off everything in the bedroom except the desk
// lamp": "I can't find “desk lamp” in the Bedroom.", 卧室除了台灯都关了:
// 卧室里找不到“台灯”。); "" for any other problem, or a command of no
// room or of several.
func (t *turn) exceptionMissingIn(res index.Result, cl ir.Clause) string {
	tg := cl.Target
	if res.Problem != index.NoMatch || len(tg.Places) > 1 || !slices.ContainsFunc(tg.Except, func(x ir.Target) bool { return x.Name == res.Subject }) {
		return ""
	}
	id := t.roomID(t.e.idx.PlaceSaid(tg.Name, tg.Places))
	if id == "" {
		id = t.roomID(tg.Name) // 卧室 swept: the name is the room
	}
	if id == "" || res.Subject == "" {
		return ""
	}
	return t.say(lang.MsgNoMatchIn, res.Subject, t.e.idx.RoomLabel(id, t.res.Lang))
}

// possessive is the word of a name's place before what it names, left
// off the name said ("厨房的电视").
const possessive = "的"

// placeCut is a name said without the place it begins with (its key
// place): as many words, or characters where it is written without
// spaces, and 的 after them; "" where the name does not begin with it.
func placeCut(name, place string) string {
	if !strings.HasPrefix(lang.Key(name), place) {
		return ""
	}
	if words := strings.Fields(name); len(words) > 1 {
		return strings.Join(words[min(len(strings.Fields(place)), len(words)):], " ")
	}
	rs := []rune(name)
	return strings.TrimPrefix(string(rs[min(utf8.RuneCountInString(place), len(rs)):]), possessive)
}
