package home

// Bounds of groups within groups, checked at import: edge flattens each
// group to the devices it reaches whenever it loads the home, so a chain
// of groups each holding the next, or groups that each hold a large one,
// would cost time and memory that grow with the square of the file.
const (
	// MaxGroupDepth is how deep groups may hold groups: a group of
	// devices is 1 deep, a group of such groups 2.
	MaxGroupDepth = 8
	// MaxGroupReach bounds the devices all the groups reach together,
	// each group's counted with repeats (a device reached through two of
	// its groups twice): a group of every device of a 10,000-device home
	// reaches 10,000.
	MaxGroupReach = 1_000_000
)

// nesting reports a group nested deeper than MaxGroupDepth, once for the
// group where the chain first passes the bound, and a home whose groups
// reach more than MaxGroupReach devices together. Groups that contain
// themselves are reported by cycles and not counted again here.
func (p *parser) nesting() {
	type reach struct {
		depth int
		count int64
	}
	got := map[*entry]*reach{}
	var visit func(e *entry) *reach
	visit = func(e *entry) *reach {
		if r, ok := got[e]; ok {
			return r
		}
		r := &reach{depth: 1}
		got[e] = r // a cycle meets this and stops
		deepest := -1
		for j, m := range e.memberIDs {
			sub, ok := p.ids[m]
			switch {
			case !ok:
			case sub.kind == "device":
				r.count++
			case sub.kind == "group":
				s := visit(sub)
				if s.depth+1 > r.depth {
					r.depth, deepest = s.depth+1, j
				}
				r.count = min(r.count+s.count, MaxGroupReach+1)
			}
		}
		if r.depth == MaxGroupDepth+1 {
			p.errorf(e.members[deepest], "%s: through member %q its groups within groups are %d deep (a group of devices is 1 deep), past the %d edge takes; name its devices instead, or nest fewer groups",
				e.label, e.memberIDs[deepest], r.depth, MaxGroupDepth)
		}
		return r
	}
	var total int64
	for _, e := range p.groups {
		if p.ids[e.id] == e {
			total = min(total+visit(e).count, MaxGroupReach+1)
		}
	}
	if total > MaxGroupReach && len(p.groups) > 0 {
		p.errorf(p.groups[0].node, "the groups reach more than %d devices together (each group's devices counted, a device in several groups once for each): edge takes at most that many; use fewer groups of groups", MaxGroupReach)
	}
}
