package index

// Labels are the shortest words that tell options apart, for the question
// that asks which one was meant, room first (it splits best): the rooms
// when the rooms alone tell them apart ("the one in the Study", "书房的"),
// else the names, with the room added to each name said twice ("Ceiling
// light in the Kitchen", "厨房的吊灯"). Any of these, said back, is an
// answer the next turn understands (by place through InPlace, or by name).
func (x *Index) Labels(opts []*Entity, lang string) []string {
	out := make([]string, len(opts))
	rooms, names := map[string]int{}, map[string]int{}
	for _, e := range opts {
		rooms[e.Room]++
		names[e.Label(lang)]++
	}
	byRoom := len(opts) > 1
	for _, e := range opts {
		byRoom = byRoom && e.Room != "" && rooms[e.Room] == 1
	}
	for i, e := range opts {
		room, name := x.RoomLabel(e.Room, lang), e.Label(lang)
		switch {
		case byRoom && lang == "zh":
			out[i] = room + "的"
		case byRoom:
			out[i] = "the one in the " + room
		case names[name] > 1 && room != "" && lang == "zh":
			out[i] = room + "的" + name
		case names[name] > 1 && room != "":
			out[i] = name + " in the " + room
		default:
			out[i] = name
		}
	}
	return out
}
