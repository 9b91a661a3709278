package lang

// hazardSigns are the pictographs that say a hazard in a name in any
// language ("🚪", "🔓 Front", "🔥 2"): a relay so named is that hazard.
// They are no pack's words, so every pack reads them as written.
var hazardSigns = map[string][]string{
	"lock":  {"🚪", "🔒", "🔓", "🔐", "🔏", "🗝"},
	"heat":  {"🔥", "♨"},
	"alarm": {"🚨"},
}
