package zh

// A verb of a verb and its object said apart, 一下, 个 or 一个
// between (前门解一下锁, 把前门上个锁, 扫地机充一下电), is the verb
// said whole and then that word, 一个 as 一下 (前门解锁一下): the first half was read into
// the name (找不到“前门解”).

// separable are the verbs said apart so, and apartWords the words said
// between their halves, longest first.
var (
	separable  = []string{"解锁", "上锁", "充电"}
	apartWords = []string{"一下", "一个", "个"}
)

// separated puts the halves of such a verb back together, one rune for
// one: "解一下锁" is read as "解锁一下".
func separated(rs []rune) {
	for i := 0; i+2 < len(rs); i++ {
		for _, v := range separable {
			vr := []rune(v)
			if rs[i] != vr[0] {
				continue
			}
			for _, w := range apartWords {
				wr := []rune(w)
				end := i + 1 + len(wr)
				if end >= len(rs) || string(rs[i+1:end]) != w || rs[end] != vr[1] {
					continue
				}
				copy(rs[i+2:end+1], []rune(apartAs(w)))
				rs[i+1] = vr[1]
				break
			}
		}
	}
}

// apartAs is what a word said between the halves is said as after the
// verb: 一个 there is 一下 ("解一个锁" is "解锁一下").
func apartAs(w string) string {
	if w == "一个" {
		return "一下"
	}
	return w
}
