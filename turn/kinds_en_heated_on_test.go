package turn_test

import (
	"strings"
	"testing"
)

// TestHeatingAnApplianceSwitchesItOn warms an appliance of the demo home
// that heats when it is on, by every name ("heat up the oven", "preheat
// the cooker", "warm the kettle up", "can you heat the kettle please"):
// it is switched on, and asks for its yes as "turn on the oven" does; it
// was "Oven can't do that". A place warmed ("heat up the bedroom") still
// raises its thermostat, and an oven said with a temperature, or cooled,
// is never switched on.
func TestHeatingAnApplianceSwitchesItOn(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "heated")
	ways := []string{"heat up the %s", "heat the %s up", "heat the %s", "warm up the %s", "warm the %s up", "preheat the %s",
		"can you preheat the %s please", "alexa, heat up the %s", "i want to heat the %s", "um warm up the %s for me",
		"please preheat %s", "could you warm the %s"}
	for _, name := range []string{"oven", "cooker", "kettle", "kitchen oven"} {
		for _, w := range ways {
			s.same(strings.ReplaceAll(w, "%s", name), "turn on the "+name)
		}
	}
	s.same("heat up the bedroom", "raise the bedroom ac temperature by 1")
	s.nothing("preheat the oven to 180", "cool down the oven", "the oven heats up fast", "heat lamp")
	if s.n < 45 {
		t.Errorf("%d ways, want at least 45", s.n)
	}
}
