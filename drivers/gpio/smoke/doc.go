// Package smoke is the GPIO smoke test for a real Raspberry Pi. Its test
// file builds only with the tag pismoke, so `go test ./...` never runs it.
//
// Wiring (a loopback, no relay board needed): a 1 kΩ resistor from GPIO17
// (header pin 11) to GPIO27 (header pin 13). The test drives GPIO17 as a
// relay output and reads GPIO27 as a contact input with the pull-down, so
// what it writes must come back on the other pin. Any two free pins will
// do: name them with -relay and -input. A relay board may hang on the
// output pin as well (it will click).
//
// Build on the development machine, run on the Pi as a user in the gpio
// group:
//
//	GOOS=linux GOARCH=arm64 go test -c -tags pismoke -o smoke.test ./drivers/gpio/smoke
//	scp smoke.test pi@gateway:/tmp/ && ssh pi@gateway /tmp/smoke.test -test.v -relay GPIO17 -input GPIO27
//
// (GOARCH=arm GOARM=6 for a Pi Zero or Pi 1.)
package smoke
