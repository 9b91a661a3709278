package compile

import "edge/lang"

// muchTimes is how many default steps a change said to be large ("turn
// the tv up a lot") makes: bounded, and never more than the argument's
// range allows.
const muchTimes = 2

// stepTimes is the number of default steps a change said without a
// number makes: muchTimes where a filler of the clause has the role
// lang.RoleMuch, else one.
func (a *asm) stepTimes() float64 {
	roles := a.pack.Vocab().Roles
	for _, p := range a.ps {
		if p.Kind == lang.Filler && roles[p.Raw] == lang.RoleMuch {
			return muchTimes
		}
	}
	return 1
}
