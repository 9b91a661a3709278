package lang

// Limit is a kind of word that limits what a command does: added to a
// command, it must stop it (DESIGN "No word that limits an action is
// dropped").
type Limit string

// Limits.
const (
	// LimitNegation says not to do it: "don't", "不要".
	LimitNegation Limit = "negation"
	// LimitUnless waits for a condition that holds to fail: "unless it
	// is below 99 degrees".
	LimitUnless Limit = "unless"
	// LimitCondition waits for a condition on a place no home has.
	LimitCondition Limit = "condition"
	// LimitExcept takes out a place no home has.
	LimitExcept Limit = "except"
	// LimitPlace puts the command in a place no home has.
	LimitPlace Limit = "place"
)

// Limits lists every kind of limit.
var Limits = []Limit{LimitNegation, LimitUnless, LimitCondition, LimitExcept, LimitPlace}

// Limiter is a pack that says how its words limit a command, for the test
// that applies each limit to every command of the evaluation sentences.
// A pack implements it optionally.
type Limiter interface {
	// Limited is a command with a limit added as the language says it;
	// nowhere is the place no home has that it names, for the test to
	// check the home against.
	Limited(command string, l Limit) (limited, nowhere string)
}

// Exceptions are a language's ways to take a place out of a command said
// before them, for the test that says each between two commands: Forms
// each hold %s for the place ("except the %s", "%s除外", "留着%s的灯");
// Pauses are said before and after them (", ", "，"); Joins begin the
// command said after them ("and then", "然后").
type Exceptions struct{ Forms, Pauses, Joins []string }

// Excepter is a pack that lists its Exceptions. A pack implements it
// optionally.
type Excepter interface {
	Exceptions() Exceptions
}
