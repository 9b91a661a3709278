package compile

import (
	"slices"

	"edge/ir"
)

// Actions is the action cluster the grammar gives a clause of this verb
// (and, for "set", its first parameter) in this language: what Compile
// puts in Clause.Actions. An IR made elsewhere (the model fallback,
// package llm) says the verb and parameters; Actions makes it mean what
// the grammar's would. Nil for a verb or parameter the grammar does not
// know.
func Actions(lang, verb string, params []ir.Param) []ir.Alt {
	if verb == "set" {
		if len(params) == 0 {
			return nil
		}
		return slices.Clone(setClusters[params[0].Name])
	}
	if lang == "zh" {
		switch verb {
		case "on":
			verb = "zh-open"
		case "off":
			verb = "zh-close"
		}
	}
	return slices.Clone(clusters[verb])
}
