package turn

import (
	"cmp"
	"slices"
	"strconv"
	"unicode/utf8"

	"edge/lang"
)

// A confirmation of many calls ("turn off all the lights" in a home of
// thousands of devices) is asked as a summary a person can listen to: what
// would be done to how many devices of which classes, and in which rooms,
// the biggest first, in at most about maxSaid characters; "which ones?"
// answers with the names, a page at a time, and "more" with the next page
// (listing.go). What such a turn did is said so too. The result's actions
// keep every call.

// maxSaid is how long, in characters, what a confirmation says of its
// calls may be before it is said as a summary.
const maxSaid = 200

// summed says calls as a summary when listing them would say more than
// maxSaid characters; ok is false when the list is short enough. past
// says calls made.
func (t *turn) summed(calls []plannedCall, past bool) (string, bool) {
	if len(calls) < 2 || t.short(calls, past) {
		return "", false
	}
	// fewer rooms and classes named until it fits, the shortest at worst
	var best string
	for shown := 3; shown >= 0; shown-- {
		s := t.summary(calls, shown, past)
		if best == "" || utf8.RuneCountInString(s) < utf8.RuneCountInString(best) {
			best = s
		}
		if utf8.RuneCountInString(s) <= maxSaid {
			break
		}
	}
	return best, true
}

// short reports whether the calls said one by one fit in maxSaid
// characters, a separator of two between them; it stops saying them as
// soon as they do not.
func (t *turn) short(calls []plannedCall, past bool) bool {
	n := 0
	for _, c := range calls {
		if n += utf8.RuneCountInString(t.phrase(c, past)) + 2; n > maxSaid+2 {
			return false
		}
	}
	return true
}

// tally is a count of devices by some key, the biggest first.
type tally struct {
	keys   []string
	counts map[string]int
}

func (c *tally) add(key string) {
	if c.counts == nil {
		c.counts = map[string]int{}
	}
	if c.counts[key] == 0 {
		c.keys = append(c.keys, key)
	}
	c.counts[key]++
}

// sorted lists the keys, the biggest count first, then in the order met.
func (c *tally) sorted() []string {
	keys := slices.Clone(c.keys)
	slices.SortStableFunc(keys, func(a, b string) int { return cmp.Compare(c.counts[b], c.counts[a]) })
	return keys
}

// summary says the calls grouped by what they do (each with its count of
// devices, by class), then the rooms they are in, naming at most shown
// classes and rooms of each; past says calls made.
func (t *turn) summary(calls []plannedCall, shown int, past bool) string {
	// the calls that do the same but for their device, in the order met
	var groups []plannedCall
	var said []string // what each group does, its devices unsaid
	classes := map[int]*tally{}
	var rooms tally
	for _, c := range calls {
		does := t.phraseNamed(c, "", false)
		g := slices.Index(said, does)
		if g < 0 {
			g = len(groups)
			groups, said = append(groups, c), append(said, does)
			classes[g] = &tally{}
		}
		class, room := "", ""
		if ent, ok := t.e.idx.Entity(c.Call.Device); ok {
			if cs := ent.Classes(); len(cs) > 0 {
				class = cs[0]
			}
			room = ent.Room
		}
		classes[g].add(class)
		rooms.add(room)
	}
	for g, c := range groups {
		said[g] = t.phraseNamed(c, t.countOf(classes[g], max(shown, 1)), past)
	}
	what := t.pack().List(said, false)
	keys := rooms.sorted()
	switch {
	case len(keys) == 1 && keys[0] == "":
		return what
	case len(keys) == 1:
		return t.say(lang.MsgSummaryRoom, what, t.e.idx.RoomLabel(keys[0], t.res.Lang))
	}
	var parts []string
	rest, restRooms := 0, 0
	for i, r := range keys {
		n := rooms.counts[r]
		switch {
		case i >= shown && !(i == shown && i == len(keys)-1):
			rest += n
			if r != "" {
				restRooms++
			}
		case r == "":
			parts = append(parts, t.say(lang.MsgNoRoomCount, strconv.Itoa(n)))
		default:
			parts = append(parts, t.say(lang.MsgRoomCount, strconv.Itoa(n), t.e.idx.RoomLabel(r, t.res.Lang)))
		}
	}
	if rest > 0 {
		parts = append(parts, t.say(lang.MsgOtherRooms, strconv.Itoa(rest), strconv.Itoa(restRooms)))
	}
	inRooms := len(keys)
	if rooms.counts[""] > 0 {
		inRooms--
	}
	return t.say(lang.MsgSummary, what, strconv.Itoa(inRooms), t.pack().List(parts, false))
}

// countOf says how many devices a tally of classes counts, by class,
// naming at most shown classes: "40 lights", "42 devices (40 lights and 2
// switches)".
func (t *turn) countOf(c *tally, shown int) string {
	listing := t.pack().Listing()
	total := 0
	for _, n := range c.counts {
		total += n
	}
	keys := c.sorted()
	if len(keys) == 1 {
		if s := listing.Count(keys[0], total); s != "" {
			return s
		}
		return t.say(lang.MsgDevices, strconv.Itoa(total))
	}
	var parts []string
	other := 0
	for i, k := range keys {
		s := listing.Count(k, c.counts[k])
		if s == "" || i >= shown {
			other += c.counts[k]
			continue
		}
		parts = append(parts, s)
	}
	if other > 0 {
		parts = append(parts, t.say(lang.MsgOtherDevices, strconv.Itoa(other)))
	}
	return t.say(lang.MsgDevicesOf, strconv.Itoa(total), t.pack().List(parts, false))
}
