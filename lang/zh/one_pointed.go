package zh

import "edge/lang"

// A place, then 那个, 这个, 那盏 or 这盏, then a class word ("卧室那个灯你给我
// 关了", "卧室的那个灯关一下", "把卧室那盏灯关了") points at one thing there,
// as 一个 does: where the place holds several of the class, which one is
// asked, never all of them switched. 那个 was read as a filler, and the
// bedroom's three lights were switched off. With 都 or 全 said ("卧室那个灯
// 都关了") it is all of them, and before the place ("那个卧室灯", 那个 as a
// hesitation) it is as it was.

// onePointers are the demonstratives of one thing.
var onePointers = map[string]bool{"那个": true, "这个": true, "那盏": true, "这盏": true}

// pointsAtOne reports the reference c[i] said between a place and a class
// word, in a clause that says no sweep.
func pointsAtOne(c lang.Clause, i int) bool {
	if !onePointers[c[i].Raw] || i+1 >= len(c) || c[i+1].Kind != lang.NP || c[i+1].Ref {
		return false
	}
	if _, ok := classes.word[pack{}.Join(c[i+1].Words)]; !ok {
		return false
	}
	j := i - 1
	if j > 0 && c[j].Kind == lang.Filler && c[j].Raw == de {
		j-- // 卧室的那个灯
	}
	if j < 0 || c[j].Kind != lang.NP || c[j].Ref || len(c[j].Words) == 0 {
		return false
	}
	for _, p := range c {
		if p.All || p.Count > 0 || p.Everything {
			return false
		}
	}
	return true
}
