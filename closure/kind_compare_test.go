package closure_test

import (
	"strings"
	"testing"

	"edge/lang"
	"edge/turn"
)

// sensorsOf are kindsHome's rooms with a temperature sensor, by their
// English and Chinese names, and the sensor's reading.
var sensorsOf = map[[2]string]struct {
	id   string
	temp float64
}{
	{"office", "书房"}:  {"sensor.office", 19.5},
	{"kitchen", "厨房"}: {"sensor.kitchen", 23},
	{"bedroom", "卧室"}: {"sensor.bedroom", 21},
}

// answered: the wording reads exactly these devices, says yes or no as
// wanted (yes: the pack's yes message opens the answer), and never acts;
// after the yes or the no the sentence goes on in small letters ("Yes, the
// temperature …", never "Yes, The temperature …").
func answered(yes bool, ids ...string) outcome {
	read := reading(ids...)
	return func(r turn.Result) bool {
		opens, _, _ := strings.Cut(lang.For(r.Lang).Message(lang.MsgYes), "%")
		no, _, _ := strings.Cut(lang.For(r.Lang).Message(lang.MsgNo), "%")
		why := strings.TrimPrefix(strings.TrimPrefix(r.Say, opens), no)
		return read(r) && strings.HasPrefix(r.Say, opens) == yes && !strings.HasPrefix(why, "The ")
	}
}

// superlative: the wording reads every sensor and names the one that
// reads the most or the least.
func superlative(name string) outcome {
	all := reading("sensor.office", "sensor.kitchen", "sensor.bedroom")
	return func(r turn.Result) bool {
		return all(r) && strings.Contains(r.Say, name) && !strings.Contains(r.Say, "19.5 °C。卧")
	}
}

// TestComparisons: every comparative of temperature of the pack said of
// two rooms, either way round, reads both and answers yes exactly when the
// first reads more (or less); every superlative names the warmest or the
// coldest; a count of what is not so counts it.
func TestComparisons(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	for a, sa := range sensorsOf {
		for b, sb := range sensorsOf {
			if a == b {
				continue
			}
			for w, sign := range map[string]float64{"warmer": 1, "hotter": 1, "colder": -1, "cooler": -1} {
				want := answered(sign*(sa.temp-sb.temp) > 0, sa.id, sb.id)
				en["is the "+a[0]+" "+w+" than the "+b[0]+"?"] = want
				en["is it "+w+" in the "+a[0]+" than in the "+b[0]] = want
			}
			for w, sign := range map[string]float64{"热": 1, "冷": -1, "凉快": -1} {
				zh[a[1]+"比"+b[1]+w+"吗"] = answered(sign*(sa.temp-sb.temp) > 0, sa.id, sb.id)
			}
			zh[a[1]+"的温度比"+b[1]+"高吗"] = answered(sa.temp > sb.temp, sa.id, sb.id)
		}
	}
	for w, name := range map[string]string{"warmest": "Kitchen", "hottest": "Kitchen", "coldest": "Office", "coolest": "Office"} {
		en["which room is "+w+"?"] = superlative(name)
		en["which room is the "+w] = superlative(name)
	}
	en["which room has the highest temperature"] = superlative("Kitchen")
	en["which room has the lowest temperature"] = superlative("Office")
	for w, name := range map[string]string{"最热": "厨房", "最暖和": "厨房", "最冷": "书房", "最凉快": "书房"} {
		zh["哪个房间"+w] = superlative(name)
	}
	zh["哪个房间温度最高"] = superlative("厨房")
	zh["哪个房间温度最低"] = superlative("书房")
	check(t, e, "comparisons (en)", 30, en)
	check(t, e, "comparisons (zh)", 25, zh)
	counts := map[string]outcome{
		"how many doors are unlocked?": countOf("1", "lock.back", "lock.front"),
		"how many doors are locked":    countOf("1", "lock.back", "lock.front"),
		"有几个门没锁":                       countOf("后门锁", "lock.back", "lock.front"),
		"有几个门锁着":                       countOf("前门锁", "lock.back", "lock.front"),
		"几个门开着":                        countOf("后门", "sensor.back", "sensor.front"),
		"how many doors are open":      countOf("Back door", "sensor.back", "sensor.front"),
	}
	check(t, e, "counts", 6, counts)
}

// countOf: the wording reads these devices and names in its answer the
// one in the state asked.
func countOf(named string, ids ...string) outcome {
	read := reading(ids...)
	return func(r turn.Result) bool { return read(r) && strings.Contains(r.Say, named) }
}
