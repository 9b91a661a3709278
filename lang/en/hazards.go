package en

// hazards are the words that say, in a device's name or alias, what the
// device is for the risk floors (lang.Vocab.Hazards): a relay called
// "Garage door" opens one whatever its type says. "Garage" alone is a
// room ("Garage light"), not a door; "alarm" says an alarm even in "alarm
// clock": a word that raises a floor wrongly costs a question, one
// missing costs a door.
var hazards = map[string][]string{
	"garage_door": {"garage door", "garage opener", "garage door opener", "roller door", "overhead door", "gate",
		"driveway gate", "barrier", "boom gate", "gdo", "garage door controller", "garage controller"},
	"valve": {"valve", "water main", "gas main", "shutoff", "shut-off", "stopcock", "gas tap"},
	"lock": {"lock", "strike", "door strike", "latch", "deadbolt", "door release", "door opener", "door buzzer",
		"entry buzzer", "maglock", "mag lock"},
	"heat": {"heater", "radiator", "boiler", "oven", "cooker", "stove", "cooktop", "hob", "kettle", "iron", "toaster",
		"grill", "fryer", "air fryer", "hot plate", "hotplate", "electric blanket", "heated blanket", "heat lamp",
		"warmer", "fireplace", "sauna", "hot tub", "straightener", "hair straightener", "curling wand", "heat gun",
		"bbq", "barbecue", "griddle"},
	"alarm": {"alarm", "alarm system", "alarm panel", "burglar alarm", "security system", "security alarm", "intruder alarm",
		"house alarm", "home alarm", "siren", "security camera", "surveillance camera", "cctv"},
}
