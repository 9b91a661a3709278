package turn

import (
	"maps"

	"edge/risk"
)

// What devices and drivers report is data, and may hold the home's PIN: a
// keypad lock's last code, a status or an error text crafted to carry it.
// It is masked as the words are (maskPIN) before it reaches a result, the
// audit log or the log.

// unsaid is text a device or driver gave with the home's PIN masked in
// any form a number is said in.
func (e *Engine) unsaid(text string) string {
	if e.pinHash == "" || text == "" {
		return text
	}
	spans := pinSpans(text, func(digits string) bool { return risk.CheckPIN(e.pinHash, digits) })
	if len(spans) == 0 {
		return text
	}
	return maskSpans(text, spans)
}

// unsaidValue is a value of a state as unsaid has a text.
func (e *Engine) unsaidValue(v any) any {
	if s, ok := v.(string); ok {
		return e.unsaid(s)
	}
	return v
}

// unsaidState is a state with the PIN masked in its texts: a copy when
// one holds it (the driver's map is left as it is).
func (e *Engine) unsaidState(st map[string]any) map[string]any {
	var out map[string]any
	for k, v := range st {
		if w := e.unsaidValue(v); w != v {
			if out == nil {
				out = maps.Clone(st)
			}
			out[k] = w
		}
	}
	if out == nil {
		return st
	}
	return out
}

// unsaidErr is err with the PIN masked in its text; errors.Is and
// errors.As still see err.
func (e *Engine) unsaidErr(err error) error {
	if err == nil {
		return nil
	}
	if text := e.unsaid(err.Error()); text != err.Error() {
		return maskedErr{err, text}
	}
	return err
}

// maskedErr is an error whose text has the PIN masked.
type maskedErr struct {
	err  error
	text string
}

func (m maskedErr) Error() string { return m.text }

func (m maskedErr) Unwrap() error { return m.err }
