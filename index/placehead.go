package index

// placeHead reports whether the first part of a run said with nothing
// between its parts is the name of a place of the home: it is the place
// of what follows, never an item of a list, even where it is a class word
// too ("车库电视" is the garage's TV, which the home may lack; it was the
// garage door, 车库 being a word of garage doors, and the TV of the living
// room).
func (x *Index) placeHead(key string) bool {
	_, ok := x.places[key]
	return ok
}
