package zh

import (
	"fmt"

	"edge/lang"
)

// limited are the limits added to a command (lang.Limiter), with the
// place no home has that they name.
var limited = map[lang.Limit]string{
	lang.LimitNegation:  "不要%s",
	lang.LimitUnless:    "除非温度低于99度，否则%s",
	lang.LimitCondition: "如果储藏间的温度超过20度，%s",
	lang.LimitExcept:    "除了储藏间，%s",
	lang.LimitPlace:     "在储藏间%s",
}

const nowhere = "储藏间"

// Limited adds a limit to a command.
func (pack) Limited(command string, l lang.Limit) (string, string) {
	return fmt.Sprintf(limited[l], command), nowhere
}

// Exceptions lists the ways to take a place out of a command before them
// (lang.Excepter).
func (pack) Exceptions() lang.Exceptions {
	return lang.Exceptions{
		Forms:  []string{"除了%s", "除%s外", "除了%s以外", "除了%s之外", "%s除外", "留着%s的灯", "只留%s的灯", "保留%s的灯", "留下%s的灯"},
		Pauses: []string{"，", ",", " ", "；"},
		Joins:  []string{"然后", "再", "然后再"},
	}
}
