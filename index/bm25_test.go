package index

import (
	"slices"
	"testing"
)

// A search for hits that cover minCoverage of the words finds what a
// search for any coverage finds that covers as much: the documents it
// stops looking at, having missed too many of the first words, are none
// of them.
func TestSearchLooksAtWhatCanCover(t *testing.T) {
	for _, n := range []int{1000, 10000} {
		searchLooksAtWhatCanCover(t, New(generate(n)))
	}
}

func searchLooksAtWhatCanCover(t *testing.T, x *Index) {
	queries := []string{"餐灯", "客厅的等", "电视墙灯带", "主卧空调", "老火鸡", "脑伙计", "kitchn desk lamp 1", "old budy", "ceiling light 3",
		"主卧吸顶灯", "床头灯", "楼梯灯", "living room lamp", "wall light", "灯", "desk", "卧室台灯12", "客厅吊灯1", "the big lamp in the hall",
		"空调", "温度计 3", "前门", "front door lock", "lite", "小夜灯", "彩色灯带", "厨房射灯2", "kitchen desk lamp 1", "hall ceiling light 2", "zzz desk lamp 1", "卧室 吊灯 2", "老伙计灯", "老伙计的灯", "客厅吊灯1灯", "老伙记灯带", "old buddy light", "前门灯"}
	found := 0
	for _, q := range queries {
		got := x.kw.search(units(q), nil, minCoverage)
		if len(got) > 0 {
			found++
		}
		var want []hit
		for _, h := range x.kw.search(units(q), nil, 0) {
			if h.coverage >= minCoverage {
				want = append(want, h)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: %d hits, want %d: %v\nwant %v", q, len(got), len(want), got, want)
		}
	}
	if found < len(queries)/2 {
		t.Errorf("%d of %d queries found something: too few to tell", found, len(queries))
	}
}

// Seeking through the skips of a long list finds what reading it all
// finds: the first posting of a document or after it, after the last one
// read.
func TestSeek(t *testing.T) {
	var ps []posting
	for d := uint32(3); d < 20000; d += 1 + d%7 {
		ps = append(ps, posting{doc: d, tf: uint16(d % 300), name: d%2 == 0})
	}
	list := postings(appendPostings(nil, ps))
	skips := skipsOf(list)
	if len(skips) < 4 {
		t.Fatalf("%d skips for %d postings", len(skips), len(ps))
	}
	for _, targets := range [][]uint32{{0, 3, 4, 100, 101, 5000, 5001, 19990, 20001}, {17, 9000, 9001, 9002, 12000}, {19999}, {5, 6, 7, 8, 9}} {
		c := list.cursor()
		c.skips = skips
		from := uint32(0)
		for _, d := range targets {
			got, ok := c.seek(d)
			i, _ := slices.BinarySearchFunc(ps, max(d, from), func(p posting, d uint32) int { return int(p.doc) - int(d) })
			from = got.doc + 1
			if i == len(ps) {
				if ok {
					t.Errorf("seek %d: %+v, want none", d, got)
				}
				continue
			}
			if !ok || got != ps[i] {
				t.Errorf("seek %d: %+v %v, want %+v", d, got, ok, ps[i])
			}
		}
	}
}
