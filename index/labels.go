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

// LabelsUpTo are the Labels of the first n options ("" for the others),
// as they are among all of them: a question says only the first few of
// thousands.
func (x *Index) LabelsUpTo(opts []*Entity, p lang.Pack, n int) []string {
	code := p.Code()
	out := make([]string, len(opts))
	rooms, names := map[string]int{}, map[string]int{}
	// the options of a question may be thousands of devices of a few
	// kinds in a few rooms: each label is made once.
	labels := make([]string, len(opts))
	memo, roomLabels := map[labelKey]string{}, map[string]string{}
	for i, e := range opts {
		k := labelKey{e.Name, e.Kind, e.plain, len(e.aliases), nil}
		if len(e.aliases) > 0 {
			k.aliases = &e.aliases[0]
		}
		l, ok := memo[k]
		if !ok {
			l = e.Label(code)
			memo[k] = l
		}
		labels[i] = l
		rooms[e.Room]++
		names[l]++
	}
	byRoom := len(opts) > 1
	for _, e := range opts {
		byRoom = byRoom && e.Room != "" && rooms[e.Room] == 1
	}
	for i, e := range opts[:min(n, len(opts))] {
		room, ok := roomLabels[e.Room]
		if !ok {
			room = x.RoomLabel(e.Room, code)
			roomLabels[e.Room] = room
		}
		name := labels[i]
		switch {
		case byRoom:
			out[i] = p.OneIn(room)
		case names[name] > 1 && room != "":
			out[i] = p.NameIn(name, room)
		default:
			out[i] = name
		}
	}
	return out
}

// labelKey is what an entity's label depends on (Entity.Label).
type labelKey struct {
	name    string
	kind    Kind
	plain   bool
	n       int
	aliases *string
}
