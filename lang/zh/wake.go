package zh

import "strings"

// wakeNames are the names the smart speakers sold in China answer to:
// Xiaomi's 小爱, Baidu's 小度, Huawei's 小艺, OPPO's 小布, Alibaba's
// 天猫精灵, Rokid's 若琪, JD's 小京鱼, Haier's 小优, Lenovo's 叮咚, and the
// 小智, 小微 and 小翼 of other makers' speakers and apps.
const wakeNames = `小爱 小度 小艺 小布 小智 小微 小优 小京鱼 小翼 叮咚 天猫精灵 若琪`

// wakeGreetings are said before a speaker's name to wake it (你好小度,
// 嗨小爱, 哈喽小艺); wakeAfter after it (小爱你好); wakeClassmates as its
// given name's 同学 (小爱同学), and as 同学 is often typed in jest (小爱童鞋).
const (
	wakeGreetings  = `你好 嗨 嘿 哈喽 哈啰`
	wakeAfter      = `你好`
	wakeClassmates = `同学 童鞋`
)

// wakeWords are the ways a speaker is woken before a command: its name
// said twice (小爱小爱, 叮咚叮咚), with 同学 (and 你好 after it), after a
// greeting or before 你好, and the names of four characters or more said alone (天猫精灵).
// The short names said alone are wakeAtStart.
var wakeWords = wakeSaid()

func wakeSaid() string {
	ws := []string{"天猫精灵", "若琪"}
	for _, n := range strings.Fields(wakeNames) {
		ws = append(ws, n+n)
		for _, c := range strings.Fields(wakeClassmates) {
			ws = append(ws, n+c)
			for _, a := range strings.Fields(wakeAfter) {
				ws = append(ws, n+c+a)
			}
		}
		for _, g := range strings.Fields(wakeGreetings) {
			ws = append(ws, g+n)
		}
		for _, a := range strings.Fields(wakeAfter) {
			ws = append(ws, n+a)
		}
	}
	return strings.Join(ws, " ")
}
