package lang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"edge/ir"
)

// ListBook is what a pack says of a confirmation of many devices, which
// is asked as a summary (counts by class and room) and listed on demand a
// page at a time: Asks are the utterances that ask which devices they are
// ("which ones", "哪些"), More those that ask for the next page ("more",
// "下一页"), both lower case without punctuation (HelpWords); Classes say
// a count of devices of each class (ir.Classes), %s the number: [one,
// many] ("%s light", "%s lights").
type ListBook struct {
	Asks    []string         `yaml:"asks"`
	More    []string         `yaml:"more"`
	Classes map[string]Forms `yaml:"classes"`
}

// Listing is the pack's ListBook.
func (b *Phrasebook) Listing() ListBook { return b.p.Listing }

// Count says n devices of a class ("40 lights", "40个灯"), "" for a class
// the pack has no words for.
func (l ListBook) Count(class string, n int) string {
	f, ok := l.Classes[class]
	if !ok {
		return ""
	}
	return fmt.Sprintf(f.pick(n != 1), strconv.Itoa(n))
}

// ListAsked reports whether the text asks which devices a confirmation
// is about (more false), or for the next page of them (more true), in a
// language's words, and which language.
func ListAsked(text string) (p Pack, more, ok bool) {
	t := HelpWords(text)
	for _, p := range Packs() {
		switch l := p.Listing(); {
		case slices.Contains(l.Asks, t):
			return p, false, true
		case slices.Contains(l.More, t):
			return p, true, true
		}
	}
	return nil, false, false
}

// check lists what the listing of a phrasebook lacks.
func (l ListBook) check() []error {
	var errs []error
	for key, words := range map[string][]string{"asks": l.Asks, "more": l.More} {
		if len(words) == 0 {
			errs = append(errs, fmt.Errorf("listing: %s: missing", key))
		}
		for _, w := range words {
			if HelpWords(w) != w {
				errs = append(errs, fmt.Errorf("listing: %s: %q is not lower case without punctuation (%q)", key, w, HelpWords(w)))
			}
		}
	}
	for class := range ir.Classes {
		for _, tpl := range l.Classes[class] {
			if s := fmt.Sprintf(tpl, "1"); tpl == "" || strings.Contains(s, "%!") || s == tpl {
				errs = append(errs, fmt.Errorf("listing: classes: %s: %q does not say a count", class, tpl))
			}
		}
	}
	for class := range l.Classes {
		if _, ok := ir.Classes[class]; !ok {
			errs = append(errs, fmt.Errorf("listing: classes: no class %q", class))
		}
	}
	return errs
}

// The messages of a summary and of its pages.
const (
	// MsgConfirmMany: the summary of what would be done (Summary).
	MsgConfirmMany Msg = "confirm_many"
	// MsgConfirmManyPIN: the summary of what would be done (Summary).
	MsgConfirmManyPIN Msg = "confirm_many_pin"
	// MsgSummary: the calls (each with its count), how many rooms, the
	// rooms with their counts.
	MsgSummary Msg = "summary"
	// MsgSummaryRoom: the calls, the one room they are all in.
	MsgSummaryRoom Msg = "summary_room"
	// MsgDevices: how many devices of no class the pack names.
	MsgDevices Msg = "devices"
	// MsgDevicesOf: how many devices, and how many of each class.
	MsgDevicesOf Msg = "devices_of"
	// MsgOtherDevices: how many devices of the other classes.
	MsgOtherDevices Msg = "other_devices"
	// MsgRoomCount: how many, the room.
	MsgRoomCount Msg = "room_count"
	// MsgOtherRooms: how many devices, in how many other rooms.
	MsgOtherRooms Msg = "other_rooms"
	// MsgNoRoomCount: how many devices are in no room.
	MsgNoRoomCount Msg = "no_room_count"
	// MsgPage: the names of a page, its first and last number, of how
	// many.
	MsgPage Msg = "page"
	// MsgPageMore: how to hear the next page.
	MsgPageMore Msg = "page_more"
	// MsgPageEnd: there is no next page.
	MsgPageEnd Msg = "page_end"
)

var listingMsgs = map[Msg]int{
	MsgConfirmMany: 1, MsgConfirmManyPIN: 1, MsgSummary: 3, MsgSummaryRoom: 2, MsgDevices: 1, MsgDevicesOf: 2,
	MsgOtherDevices: 1, MsgRoomCount: 2, MsgOtherRooms: 2, MsgNoRoomCount: 1,
	MsgPage: 4, MsgPageMore: 0, MsgPageEnd: 0,
}
