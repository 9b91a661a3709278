package home

import "strings"

// thingTypes are the `type` words of devices whose temperature is a
// thing's, not the room's: the water of a water heater or a kettle, the
// inside of an oven or a fridge.
var thingTypes = map[string]bool{
	"water_heater": true, "kettle": true, "oven": true, "stove": true, "cooktop": true, "hob": true,
	"toaster": true, "fryer": true, "air_fryer": true, "grill": true, "iron": true, "coffee_maker": true, "sous_vide": true,
	"fridge": true, "refrigerator": true, "freezer": true, "wine_cooler": true, "aquarium": true, "pool": true,
	"pool_heater": true, "hot_tub": true, "spa": true, "3d_printer": true,
}

// OfAThing reports a device whose type says the temperature it sets or
// reads is a thing's (a water heater's water, an oven's inside), never
// its room's: "make the bathroom colder" and "how warm is the kitchen"
// are not about it.
func (d *Device) OfAThing() bool { return thingTypes[strings.ToLower(d.Type)] }
