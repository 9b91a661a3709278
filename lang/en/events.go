package en

// An event to wait for. "once the movie is over turn off the tv", "once
// it is dark turn on the garden lights", "after the show ends": a
// statement opened by a word of waiting is when the command is to run,
// which edge cannot wait for; it is no remark on the situation to drop
// ("it is dark, turn on the garden lights"), and the command is not
// understood. Dropped, the tv was turned off at once.

// eventOpeners open a statement of an event to wait for.
var eventOpeners = set("once after before until till")
