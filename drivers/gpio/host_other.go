//go:build !linux

package gpio

import "edge/drivers"

// probe: GPIO through the character device needs Linux.
func probe(drivers.Env) (string, error) {
	return "", &drivers.AbsentError{Reason: "GPIO needs Linux"}
}

func openHost(drivers.Env) (drivers.Driver, error) {
	return nil, &drivers.AbsentError{Reason: "GPIO needs Linux"}
}
