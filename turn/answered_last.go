package turn

// answeredLast is what "them" refers to after the questions of a turn
// that acts on nothing: of a question about a state, the devices in the
// state asked where some are ("what lights are on?", then "turn them
// off": those on), else every device it read; of any other question,
// every device it read. Several things asked of one by one are all of
// them, whatever each answered ("are the bedside lamp and the desk lamp
// off?", then "turn them on": both; the answer to the last asked was all
// "them" reached). ok is false where no question found a device in its
// state: what was resolved stands.
func answeredLast(items []item) (last []string, ok bool) {
	seen := map[string]bool{}
	for _, it := range items {
		reads := it.reads
		if in, _, _, state := stateOf(it); state && len(in) > 0 {
			reads, ok = in, true
		}
		for _, r := range reads {
			if !seen[r.Device] {
				seen[r.Device] = true
				last = append(last, r.Device)
			}
		}
	}
	return last, ok
}
