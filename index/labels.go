package index

import "edge/lang"

// Labels are the shortest words that tell options apart, for the question
// that asks which one was meant, room first (it splits best): the rooms
// when the rooms alone tell them apart ("the one in the Study"), else the
// names, with the room added to each name said twice ("Ceiling light in
// the Kitchen"), in the words of the pack. Any of these, said back, is an
// answer the next turn understands (by place through InPlace, or by name).
func (x *Index) Labels(opts []*Entity, p lang.Pack) []string {
	code := p.Code()
	out := make([]string, len(opts))
	rooms, names := map[string]int{}, map[string]int{}
	for _, e := range opts {
		rooms[e.Room]++
		names[e.Label(code)]++
	}
	byRoom := len(opts) > 1
	for _, e := range opts {
		byRoom = byRoom && e.Room != "" && rooms[e.Room] == 1
	}
	for i, e := range opts {
		room, name := x.RoomLabel(e.Room, code), e.Label(code)
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
