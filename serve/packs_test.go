package serve

// The tests speak English and Chinese: the packs of the binary.
import _ "edge/lang/all"
