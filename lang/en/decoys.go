package en

// Decoys are things and places a home may lack (phrases.Decoyer): a
// recogniser held to a home's grammar is offered them wherever a device,
// a class or a room may be said, so that "turn on the dishwasher" in a
// home without one is heard as the dishwasher, and refused, not as the
// nearest device of the home. A decoy the home's sentences say (a device
// named "Radio") is not offered in that home.
func (pack) Decoys() (things, places []string) { return decoyThings, decoyPlaces }

// A decoy is a word or two a recogniser tells apart from the home's
// names; each one costs decoding time at every place a device may be
// said, so they are few, and common.
var decoyThings = []string{
	"dishwasher", "washing machine", "dryer", "toaster", "microwave", "fridge", "freezer", "coffee machine",
	"blender", "radio", "stereo", "computer", "printer", "router", "doorbell", "aquarium", "hot tub", "fireplace",
	"porch light", "back door", "side gate", "window", "shower", "boiler", "projector", "dehumidifier", "iron",
	"car", "phone", "dog",
}

var decoyPlaces = []string{
	"shed", "attic", "basement", "cellar", "porch", "patio", "balcony", "utility room", "guest room", "playroom",
	"driveway", "greenhouse",
}
