package home

// A device's driver reaches it by what another system calls it: its
// Zigbee2MQTT friendly name ("Garage door relay"), its Tasmota topic
// ("gate_opener"). That name is words someone wrote of the device, often
// before it was named in the home file: a relay called "Relay two" here
// and "Garage door relay" in Zigbee2MQTT switched with no question.

// AddressSays makes each device also what the words of its address say
// (address: what its driver commands, "" for none; drivers.Address),
// read as a type's words are (typeWords) by said, as Classify reads a
// name. Classify the home first; ShareHazards after it gives what an
// address says to every device that has it.
func AddressSays(h *Home, address func(*Device) string, said func(names ...string) []string) {
	for i := range h.Devices {
		d := &h.Devices[i]
		d.AddressSays = 0
		if a := typeWords(address(d)); a != "" {
			d.AddressSays = ParseHazards(said(a))
		}
		if d.AddressSays != 0 {
			d.hazards, d.classified = d.Hazards()|d.AddressSays, true
		}
	}
}
