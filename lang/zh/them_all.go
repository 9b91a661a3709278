package zh

import "edge/lang"

// themAll reads 都, 全 and their like said with 它们 in one clause
// ("它们都关掉", "把它们全关了", "全部关掉它们") as said of them, the
// plural they go with: all of what was said before, never every device
// of the home. With nothing said before, "them" points at nothing, as
// "it" does; it was read as "all" and asked to switch the whole home.
func themAll(ps lang.Clause) lang.Clause {
	them := false
	for _, p := range ps {
		them = them || p.Kind == lang.NP && p.Ref && p.Raw == themSaid
	}
	if !them {
		return ps
	}
	for i, p := range ps {
		if p.Kind == lang.NP && p.All && !p.Ref && len(p.Words) == 0 && p.Count == 0 && listAll[p.Raw] {
			ps[i] = lang.Phrase{Kind: lang.Filler, Raw: p.Raw}
		}
	}
	return ps
}
