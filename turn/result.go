package turn

import (
	"edge/ir"
	"edge/llm"
)

// Outcomes of a turn (CONTRACT §3).
const (
	Done           = "done"
	Planned        = "planned"
	Answer         = "answer"
	ConditionFalse = "condition_false"
	Clarify        = "clarify"
	Confirm        = "confirm"
	Cancelled      = "cancelled"
	Blocked        = "blocked"
	NotUnderstood  = "not_understood"
	Failed         = "failed"
	// Scheduled: a timer or delayed command was set (schedule.go).
	Scheduled = "scheduled"
)

// Statuses of an action.
const (
	StatusDone    = "done"
	StatusPlanned = "planned"
	StatusPending = "pending"
	StatusFailed  = "failed"
	StatusBlocked = "blocked"
	// StatusScheduled: the action runs at its At.
	StatusScheduled = "scheduled"
)

// Result is the answer to one turn, as `edge ask --json` prints it.
type Result struct {
	Text     string      `json:"text"`
	Lang     string      `json:"lang"`
	Source   string      `json:"source"`
	Outcome  string      `json:"outcome"`
	Actions  []Action    `json:"actions"`
	Reads    []Read      `json:"reads"`
	Question string      `json:"question"`
	Options  []Option    `json:"options"`
	Say      string      `json:"say"`
	IR       *ir.Program `json:"ir"`
	// Timers are the plain timers the turn set or cancelled, for a
	// client that shows them (Wyoming's timer-started and
	// timer-cancelled); not part of the JSON.
	Timers []TimerNews `json:"-"`
}

// TimerNews is a plain timer a turn set or cancelled.
type TimerNews struct {
	// ID is the timer's id, as its Ring says it.
	ID string
	// Started says it was set, else cancelled.
	Started bool
	// Seconds is how long it runs.
	Seconds int
}

// Action is one device command of a turn and what became of it.
type Action struct {
	Device  string         `json:"device"`
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	Risk    string         `json:"risk"`
	Status  string         `json:"status"`
	Error   string         `json:"error,omitempty"`
	// At is when a scheduled action runs, in RFC 3339.
	At string `json:"at,omitempty"`
	// Repairs are the attempts at making the arguments valid, numbered
	// from 1; omitted when the arguments were valid as planned.
	Repairs []llm.Attempt `json:"repairs,omitempty"`
}

// Read is one device attribute an answer looked at.
type Read struct {
	Device    string `json:"device"`
	Attribute string `json:"attribute"`
	Value     any    `json:"value"`
	// BeforeStart is true for a value whose only report came before edge
	// started (the answer says so).
	BeforeStart bool `json:"-"`
}

// Option is one candidate of a clarifying question.
type Option struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Room string `json:"room"`
}
