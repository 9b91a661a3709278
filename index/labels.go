package index

import "edge/lang"

// Labels are the shortest words that tell options apart, for the question
// that asks which one was meant, room first (it splits best): the rooms
// when the rooms alone tell them apart ("the one in the Study"), else the
// names, with the room added to each name said twice ("Ceiling light in
// the Kitchen"), in the words of the pack. Any of these, said back, is an
// answer the next turn understands (by place through InPlace, or by name).
func (x *Index) Labels(opts []*Entity, p lang.Pack) []string {
	return x.LabelsUpTo(opts, p, len(opts))
}

// LabelsUpTo are the Labels of the first n options, as they are among
// all of them: a question says only the first few of thousands. The
// result holds those n.
func (x *Index) LabelsUpTo(opts []*Entity, p lang.Pack, n int) []string {
	code := p.Code()
	n = min(n, len(opts))
	// by room when each option is alone in a room: never when there are
	// more options than rooms.
	byRoom := len(opts) > 1 && len(opts) <= len(x.home.Rooms)
	if byRoom {
		seen := make([]bool, len(x.home.Rooms)+1)
		for _, e := range opts {
			if e.roomNo == 0 || seen[e.roomNo] {
				byRoom = false
				break
			}
			seen[e.roomNo] = true
		}
	}
	labels := make([]string, n)
	for i, e := range opts[:n] {
		labels[i] = e.Label(code)
	}
	// how many options have each of the n labels: a label is a name or an
	// alias, so those that may have it are the entities of its key, not
	// every one of thousands of options.
	said := make([]int, n) // up to 2
	if !byRoom {
		marks := x.Marks(opts)
		// the same names in many rooms: whether the language owns each
		// is asked once.
		owned := map[string]bool{}
		owns := func(name string) bool {
			o, ok := owned[name]
			if !ok {
				o = p.OwnsName(name)
				owned[name] = o
			}
			return o
		}
		for i, l := range labels {
			with := x.byKey[textKey(l)]
			if len(with) == 0 {
				with = opts
			}
			for _, e := range with {
				if marks[e.order] && e.labelBy(owns) == l {
					if said[i]++; said[i] > 1 {
						break // said twice: that is all the question needs
					}
				}
			}
		}
	}
	out := make([]string, n)
	roomLabels := map[string]string{}
	for i, e := range opts[:n] {
		room, ok := roomLabels[e.Room]
		if !ok {
			room = x.RoomLabel(e.Room, code)
			roomLabels[e.Room] = room
		}
		switch {
		case byRoom:
			out[i] = p.OneIn(room)
		case said[i] > 1 && room != "":
			out[i] = p.NameIn(labels[i], room)
		default:
			out[i] = labels[i]
		}
	}
	return out
}
