package en

// The words that limit what a command does, beyond its exceptions and
// negations (words.go): a condition it waits to fail, a number of devices.

// unless are the words of a condition the command waits to fail.
var unless = map[string]bool{"unless": true}

// quantCounts are the quantifiers that say how many ("both lamps").
var quantCounts = map[string]int{"both": 2}
