package ir

// ClassInfo is one device class of the IR and the home file `type`
// values that usually carry it. The words that name a class are in the
// language packs (lang.ClassWords). A class never filters by type alone:
// resolution also counts a device whose name ends with one of the words
// (a lamp on a smart plug is an outlet named "floor lamp"). An alias never
// makes a class.
type ClassInfo struct {
	Types []string
}

// Classes maps a canonical class to its types. heating is what warms a
// room, its air conditioner or its heater (暖气, "heating system").
var Classes = map[string]ClassInfo{
	"light":       {Types: []string{"light"}},
	"curtain":     {Types: []string{"curtain"}},
	"blind":       {Types: []string{"blind", "shade", "shutter"}},
	"fan":         {Types: []string{"fan"}},
	"tv":          {Types: []string{"tv"}},
	"speaker":     {Types: []string{"speaker"}},
	"media":       {Types: []string{"media_player", "tv", "speaker"}},
	"climate":     {Types: []string{"climate"}},
	"heater":      {Types: []string{"heater"}},
	"heating":     {Types: []string{"climate", "heater"}},
	"door":        {Types: []string{"door"}},
	"garage_door": {Types: []string{"garage_door"}},
	"gate":        {Types: []string{"gate"}},
	"window":      {Types: []string{"window"}},
	"lock":        {Types: []string{"lock"}},
	"valve":       {Types: []string{"valve"}},
	"switch":      {Types: []string{"switch"}},
	"outlet":      {Types: []string{"outlet"}},
	"vacuum":      {Types: []string{"vacuum"}},
	"mower":       {Types: []string{"lawn_mower"}},
	"sensor":      {Types: []string{"sensor"}},
	"alarm":       {Types: []string{"alarm"}},
	"humidifier":  {Types: []string{"humidifier"}},
}

// Among maps a class to the classes whose devices are among all of it
// asked about together: a garage door is one of "are all the doors
// closed", never of "the door", which names one.
var Among = map[string][]string{"door": {"garage_door"}}
