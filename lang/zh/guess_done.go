package zh

import (
	"slices"
	"strings"
)

// guessedDone reads a thing said done with 了吧 and a question mark after
// it, with no 把 or 将 ("门锁了吧？", "燃气关了吧？", "车库门关上了吧?"), as the
// question of whether it is done ("门锁了没"): the speaker guesses and asks
// to be told, as "电视是开着的吧" does. It was a command ("门锁了吧？" locked
// the front door, "燃气关了吧？" asked to close the gas valve). Said with no
// question mark, or with 把 ("把门锁了吧？"), it is the command it was.
func guessedDone(text string) string {
	body := strings.TrimRight(text, " ")
	cut := ""
	for _, q := range []string{"？", "?"} {
		if rest, ok := strings.CutSuffix(body, guess+q); ok {
			cut = rest
			break
		}
	}
	done, ok := strings.CutSuffix(cut, perfective)
	if !ok || strings.ContainsAny(cut, "把将，,。") || !slices.ContainsFunc(doneVerbs, func(v string) bool {
		return strings.HasSuffix(done, v) && len(done) > len(v)
	}) {
		return text
	}
	return cut + notYet
}

// perfective is the 了 of a thing done; doneVerbs are the verbs whose
// state a guess with 了吧 asks.
const perfective = "了"

var doneVerbs = []string{"锁", "锁上", "锁好", "关", "关上", "关掉", "关好", "开", "打开", "拉上", "拉开", "关闭"}
