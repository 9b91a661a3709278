package home

import "strings"

// A relay or an outlet is what it works: the home calls one that opens
// the garage door "Garage door toggle" or "Open gate", one that powers
// the kettle "Kettle on". Read as an instruction such a name said
// nothing, and a sweep of the garage or a scene switched it with no
// question. A device whose type says a thing of its own (a light with
// the alias 把车库门打开) keeps what its type says.

// generic are the types that say no thing of their own: what is wired to
// the device is what its names say.
var generic = map[string]bool{"": true, "switch": true, "outlet": true, "plug": true, "smart_plug": true, "socket": true, "relay": true}

// WorkedSays makes each device of a type that says no thing of its own
// also what its names say it is worked as (worked: names that are a
// hazard's words and words that work it, lang.HazardsWorked, asked a
// name at a time from several goroutines at once). Classify the home
// first.
func WorkedSays(h *Home, worked func(names ...string) []string) {
	var names []string
	for _, d := range h.Devices {
		if generic[strings.ToLower(d.Type)] {
			names = append(append(names, d.Name), d.Aliases...)
		}
	}
	read := readNames(names, func(name string) Hazard { return ParseHazards(worked(name)) })
	for i := range h.Devices {
		d := &h.Devices[i]
		if !generic[strings.ToLower(d.Type)] {
			continue
		}
		var hz Hazard
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			hz |= read[n]
		}
		if hz != 0 {
			d.Named |= hz
			d.hazards, d.classified = d.Hazards()|hz, true
		}
	}
}
