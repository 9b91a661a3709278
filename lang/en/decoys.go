package en

// Decoys are things and places a home may lack (lang.Decoyer): a
// recogniser held to a home's grammar is offered them wherever a device,
// a class or a room may be said, so that "turn on the dishwasher" in a
// home without one is heard as the dishwasher, and refused, not as the
// nearest device of the home. A decoy the home's sentences say (a device
// named "Radio") is not offered in that home.
func (pack) Decoys() (things, places []string) { return decoyThings, decoyPlaces }

// A decoy is a word or two a recogniser tells apart from the home's
// names; each one costs decoding time at every place a device may be
// said, so the things are few, and common (some forty); a room is said
// at fewer places than a device, and the places are more (some forty).
var decoyThings = []string{
	"dishwasher", "washing machine", "dryer", "toaster", "microwave", "fridge", "freezer", "coffee machine",
	"blender", "radio", "stereo", "computer", "printer", "router", "doorbell", "aquarium", "hot tub", "fireplace",
	"porch light", "back door", "side gate", "window", "shower", "boiler", "projector", "dehumidifier", "iron",
	"car", "phone", "dog",
	"cooker", "hob", "radiator", "towel rail", "water heater", "hair dryer", "electric blanket", "games console",
	"camera", "tap",
}

var decoyPlaces = []string{
	"shed", "attic", "basement", "cellar", "porch", "patio", "balcony", "utility room", "guest room", "playroom",
	"driveway", "greenhouse",
	"loft", "conservatory", "pantry", "laundry", "cloakroom", "gym", "workshop", "den", "family room",
	"sitting room", "spare room", "games room", "library", "sunroom", "veranda", "terrace", "yard", "barn",
	"dressing room", "closet", "sauna", "summer house", "wine cellar", "pool",
}
