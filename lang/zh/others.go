package zh

import (
	"slices"

	"edge/grammar"
	"edge/lang"
)

// otherRooms are the words of the other rooms ("其他房间的灯关了", "其他房间
// 也关了"): with no exception said, every room but the speaker's, as "in
// the other rooms" is, where edge knows the speaker's room; where it does
// not, what the rest would reach is asked about. Read as the whole home,
// they switched off the speaker's own room, and only it.
var otherRooms = map[string]bool{"其他房间": true, "其它房间": true, "其余房间": true, "别的房间": true}

// othersAlone are the words of the others said without a room ("其他的也
// 关了", "别的都关了", "剩下的都关"): other than what an exception says ("除了电视，其他的都关掉"); with
// no exception or refusal said ("儿童房的灯别关，其他的都关了") they are other
// than nothing edge can tell, and the utterance is not understood, never
// all of the home or of the room.
var othersAlone = map[string]bool{"其他": true, "其它": true, "其余": true, "其他的": true, "其它的": true, "其余的": true, "别的": true, "剩下的": true, "剩余的": true}

// roomWord is the generic word of a room: an exception of it is the
// speaker's room.
const roomWord = "房间"

// otherThan gives the words of the other rooms their exception, the
// speaker's room, and refuses the others said with no exception in the
// utterance.
func otherThan(cls []lang.Clause) ([]lang.Clause, error) {
	excepted := slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Except) || c.Has(lang.Neg) })
	for i, c := range cls {
		for j, p := range c {
			switch {
			case p.Kind != lang.NP || !p.All:
			case otherRooms[p.Raw] && !excepted:
				out := slices.Clone(c)
				out[j].WholeHome = false
				cls[i] = append(out, lang.Phrase{Kind: lang.Except, Sub: []lang.Phrase{{Kind: lang.NP, Words: []string{roomWord}}}})
			case othersAlone[p.Raw] && !excepted:
				return nil, grammar.Errorf("%s with nothing it is other than", p.Raw)
			}
		}
	}
	return cls, nil
}
