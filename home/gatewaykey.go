package home

// The requests and replies between the gateways of a home travel on its
// MQTT broker, which any client of the broker may publish on: each is
// authenticated with a key the gateways share (mqtt.gateway_key_file, a
// 0600 file holding at least MinGatewayKey characters), and one that is
// not is refused. The key is read where it is used (package mqtt); the
// home keeps only the file's path.

// MinGatewayKey is the fewest characters a gateway key may have: 32
// random hex digits are 128 bits.
const MinGatewayKey = 32
