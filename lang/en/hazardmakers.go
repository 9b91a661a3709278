package en

// hazardMakers are the names of makers whose every product is a hazard of
// one class: a relay or an outlet called only "Nuki", "Yale" or "MyQ" is a
// lock or a garage door opener, as one called "Front lock" is
// (lang.Vocab.Hazards holds them with the hazards' words). A maker of
// many kinds of things (Aqara, Shelly, Ring, Somfy) says nothing, nor does
// a maker's name that is a word or a name of its own ("August", "Genie",
// "Nice", "Came", "Merlin"): a word that raises a floor wrongly costs a
// question, one missing costs a door, one that is a common word costs a
// question on everything it names.
var hazardMakers = map[string][]string{
	"lock": {"nuki", "yale", "kwikset", "schlage", "danalock", "tedee", "lockly", "ultraloq", "igloohome",
		"assa abloy"},
	"garage_door": {"myq", "chamberlain", "liftmaster", "ismartgate", "gogogate", "hormann", "hörmann", "marantec",
		"faac"},
	"valve": {"phyn", "leaksmart", "moen flo", "flo by moen"},
	"alarm": {"simplisafe", "verisure"},
	"heat":  {"dimplex", "traeger"},
}
