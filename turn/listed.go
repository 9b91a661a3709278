package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// listedParts reads the target of a command that is names and class words
// said one after another, a class word of several devices among them
// (index.Parts: "台灯空调都打开", "电视风扇都关了", "台灯空调打开"), as one
// clause for each part, as if 和 was said between them: it was one name
// not found. The 都 or 全 said of the run is of the list, not of each
// part: a part of several devices asks which, the whole command kept with
// the question, as "台灯和空调都打开" does. Said with no 都, every part is a
// whole name of the home or a whole class word, never a place and a class
// word ("客厅灯空调打开" is as before).
func (t *turn) listedParts(cls []ir.Clause) []ir.Clause {
	var out []ir.Clause
	for _, cl := range cls {
		tg := cl.Target
		var parts []string
		if cl.Kind == ir.Act && !tg.Ref && tg.Name != "" && len(tg.Except) == 0 && tg.Count == 0 {
			parts = t.e.idx.Parts(tg.Name)
		}
		if !tg.All && (slices.ContainsFunc(parts, t.partOfWords) || relayOf(parts)) {
			parts = nil // said bare, every part is a whole name or class word, and a name with its plug is one thing
		}
		if parts == nil {
			out = append(out, cl)
			continue
		}
		for _, p := range parts {
			one := cl
			one.Target.Name, one.Target.All, one.Target.Plural = p, false, false
			one.Target.Class, _ = lang.ClassOf(p)
			one.Actions = slices.Clone(cl.Actions)
			out = append(out, one)
		}
	}
	return out
}

// partOfWords reports a part of a run that is no whole name of the home
// and no whole class word ("客厅灯": a place and a class word).
func (t *turn) partOfWords(p string) bool {
	return !t.e.idx.Named(p) && classWordOf(p) == ""
}

// relayOf reports a run of a name and the word of a switch or a plug
// (电水壶插座, 台灯开关): said bare, the switch or the plug of the named
// thing, one thing, not two; with 都, a list ("台灯插座都关了").
func relayOf(parts []string) bool {
	return len(parts) == 2 && index.RelayClass(classWordOf(parts[1]))
}

// classWordOf is the class of which a part is a whole class word ("灯",
// "插座"), "" where it is none ("客厅灯").
func classWordOf(p string) string {
	class, _ := lang.ClassOf(p)
	if class == "" || !slices.Contains(lang.Classes()[class], lang.Key(p)) {
		return ""
	}
	return class
}
