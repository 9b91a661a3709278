// Package editdist measures how far apart two words are: the one edit
// distance of edge, used to find misspelt words in the index and to
// suggest what a home file meant.
package editdist

import "unicode/utf8"

// short is the length in runes of the longest word measured without
// allocating.
const short = 32

// Distance is the optimal string alignment distance of a and b, in runes
// (edits: insert, delete, substitute, swap two neighbours), or limit+1
// when it is more than limit.
func Distance(a, b string, limit int) int {
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if d := na - nb; d > limit || -d > limit {
		return limit + 1
	}
	// words are short: their runes and the rows live on the stack
	var bufA, bufB [short]rune
	var rows [3][short + 1]int
	ra, rb := appendRunes(bufA[:0], a), appendRunes(bufB[:0], b)
	prev2, prev, cur := rows[0][:], rows[1][:], rows[2][:]
	if nb >= short {
		prev2, prev, cur = make([]int, nb+1), make([]int, nb+1), make([]int, nb+1)
	}
	prev2, prev, cur = prev2[:nb+1], prev[:nb+1], cur[:nb+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			low = min(low, cur[j])
		}
		if low > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(rb)] > limit {
		return limit + 1
	}
	return prev[len(rb)]
}

// appendRunes appends the runes of s to buf.
func appendRunes(buf []rune, s string) []rune {
	for _, r := range s {
		buf = append(buf, r)
	}
	return buf
}
