package lang

// The words of a failure (drivers.FailureOf): why a device could not be
// read or commanded, and what to check, said after MsgCallFailed or
// MsgReadFailed ("Could not turn on Kettle: it did not answer; check that
// it has power and is in range."). The error itself goes to the log and to
// the action's error, never to the reply.
const (
	// MsgCallFailed: the call that failed, and why (one of the Why
	// messages).
	MsgCallFailed  Msg = "call_failed"
	WhyNoAnswer    Msg = "why_no_answer"
	WhyOffline     Msg = "why_offline"
	WhyUnreachable Msg = "why_unreachable"
	WhyStale       Msg = "why_stale"
	WhyLog         Msg = "why_log"
	WhyOther       Msg = "why_other"
)

var failureMsgs = map[Msg]int{
	MsgCallFailed: 2, WhyNoAnswer: 0, WhyOffline: 0, WhyUnreachable: 0, WhyStale: 0, WhyLog: 0, WhyOther: 0,
}
