package en

// Decoys are things and places a home may lack (phrases.Decoyer): a
// recogniser held to a home's grammar is offered them wherever a device,
// a class or a room may be said, so that "turn on the dishwasher" in a
// home without one is heard as the dishwasher, and refused, not as the
// nearest device of the home. A decoy the home's sentences say (a device
// named "Radio") is not offered in that home.
func (pack) Decoys() (things, places []string) { return decoyThings, decoyPlaces }

var decoyThings = []string{
	"dishwasher", "washing machine", "tumble dryer", "dryer", "toaster", "microwave", "fridge", "freezer",
	"coffee machine", "blender", "dehumidifier", "air purifier", "water heater", "boiler", "radiator",
	"radio", "stereo", "record player", "projector", "computer", "laptop", "printer", "router", "doorbell",
	"aquarium", "fish tank", "hot tub", "pool pump", "sauna", "fireplace", "chandelier", "porch light",
	"christmas lights", "back door", "side gate", "skylight", "shutters", "awning", "tap", "shower",
	"toilet", "hair dryer", "iron", "car", "bike", "phone", "car keys", "dog", "cat", "baby monitor",
	"treadmill", "sewing machine", "heated blanket", "electric blanket", "towel rail", "extractor hood",
	"cooker hood", "bread maker", "rice cooker", "slow cooker", "ice maker", "wine cooler", "garbage disposal",
}

var decoyPlaces = []string{
	"shed", "attic", "basement", "cellar", "loft", "porch", "patio", "balcony", "conservatory",
	"utility room", "laundry room", "pantry", "guest room", "spare room", "playroom", "gym", "driveway",
	"greenhouse", "workshop", "back yard", "front yard", "terrace", "veranda", "closet", "wardrobe",
	"nursery school", "office building", "car park", "cellar stairs", "summer house", "pool house",
}
