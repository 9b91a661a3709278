package store_test

// The tests run turns, which read words: the packs of the binary.
import _ "edge/lang/all"
