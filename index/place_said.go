package index

import "edge/lang"

// PlaceSaid is the key of the place a target was said of: the first of
// its places, else the place at the head of its name ("卧室灯" of the
// bedroom); "" where it names none.
func (x *Index) PlaceSaid(name string, places []string) string {
	for _, p := range places {
		if key := lang.Key(p); x.IsPlace(key) {
			return key
		}
	}
	if pks := x.placePrefixes(lang.Key(name)); len(pks) > 0 {
		return pks[0]
	}
	return ""
}
