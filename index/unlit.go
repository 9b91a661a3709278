package index

// unlit is what a place said alone to switch on or off is where it has no
// light ("阳台关一下", "turn off the balcony" with only a drying rack
// there): its one device is asked about ("您是说晾衣架吗？"), never switched
// on a guess; several are asked about as before.
func unlit(r Result) Result {
	if len(r.Entities) == 1 {
		return Result{Options: r.Entities, Unsure: true}
	}
	return r
}
