package all_test

import (
	"testing"

	"edge/lang"
)

// TestWhen reads the times said for commands in each language, and leaves
// alone the words that only look like one.
func TestWhen(t *testing.T) {
	for _, tc := range []struct{ text, rest, when string }{
		{"in 5 minutes turn off the TV", "turn off the TV", "after 300s"},
		{"turn off the TV in 5 minutes", "turn off the TV", "after 300s"},
		{"turn on the light in half an hour", "turn on the light", "after 1800s"},
		{"in an hour turn off the fan", "turn off the fan", "after 3600s"},
		{"in 90 seconds, lock the door", "lock the door", "after 90s"},
		{"in 1 hour and 30 minutes open the blinds", "open the blinds", "after 5400s"},
		{"an hour and a half from now open the blinds", "open the blinds", "after 5400s"},
		{"in twenty five minutes turn off the oven", "turn off the oven", "after 1500s"},
		{"at 7 pm turn on the light", "turn on the light", "at 19:00"},
		{"at 12 am turn on the light", "turn on the light", "at 00:00"},
		{"turn on the light at 7:30pm", "turn on the light", "at 19:30"},
		{"turn on the light at 19:00", "turn on the light", "at 19:00"},
		{"turn on the light at seven thirty pm", "turn on the light", "at 19:30"},
		{"turn on the light at 7:30", "turn on the light", "at 07:30 or +12h"},
		{"十分钟后关掉电视", "关掉电视", "after 600s"},
		{"半小时后打开空调", "打开空调", "after 1800s"},
		{"两秒后关灯", "关灯", "after 2s"},
		{"一小时以后关灯", "关灯", "after 3600s"},
		{"一个半小时后关灯", "关灯", "after 5400s"},
		{"過五分鐘關燈", "關燈", "after 300s"},
		{"十分钟后，再关灯", "关灯", "after 600s"},
		{"关掉电视十分钟后", "关掉电视", "after 600s"},
		{"晚上七点打开客厅的灯", "打开客厅的灯", "at 19:00"},
		{"晚上十二点关灯", "关灯", "at 00:00"},
		{"中午十二点关灯", "关灯", "at 12:00"},
		{"下午三点十分打开窗帘", "打开窗帘", "at 15:10"},
		{"七点半关灯", "关灯", "at 07:30 or +12h"},
		{"在19:00的时候关灯", "关灯", "at 19:00"},
		{"turn off the TV in 2 days", "turn off the TV", "after 172800s"},
		{"turn on the kitchen light tomorrow at 7", "turn on the kitchen light", "in 1 days at 07:00 or +12h"},
		{"tomorrow morning at 7 turn on the kitchen light", "turn on the kitchen light", "in 1 days at 07:00"},
		{"turn on the kitchen light at 7 tomorrow evening", "turn on the kitchen light", "in 1 days at 19:00"},
		{"turn on the light tonight at 9", "turn on the light", "at 21:00"},
		{"turn on the light today at 9 pm", "turn on the light", "at 21:00"},
		{"on Monday at 8 open the blinds", "open the blinds", "on day 1 at 08:00 or +12h"},
		{"open the blinds at 8:30 am on Friday", "open the blinds", "on day 5 at 08:30"},
		{"open the blinds sunday at 8 pm", "open the blinds", "on day 7 at 20:00"},
		{"open the blinds at 8 pm sunday", "open the blinds", "on day 7 at 20:00"},
		{"turn on the lights every morning at 7", "turn on the lights", "repeated"},
		{"每天早上七点打开窗帘", "打开窗帘", "repeated"},
		{"明天早上七点打开窗帘", "打开窗帘", "in 1 days at 07:00"},
		{"明早七点打开窗帘", "打开窗帘", "in 1 days at 07:00"},
		{"后天晚上八点关灯", "关灯", "in 2 days at 20:00"},
		{"周一早上八点打开窗帘", "打开窗帘", "on day 1 at 08:00"},
		{"星期天八点打开窗帘", "打开窗帘", "on day 7 at 08:00 or +12h"},
		{"明天八点半关灯", "关灯", "in 1 days at 08:30 or +12h"},
		{"两天后关掉电视", "关掉电视", "after 172800s"},
		// a number alone is the hour of a command that only switches
		{"at 7 turn on the light", "turn on the light", "at 07:00 or +12h"},
		{"turn the tv off at 10", "turn the tv off", "at 10:00 or +12h"},
		// a delay too long to count is held at ir.MaxAfter, never wrapped
		// round or infinite.
		{"turn off the TV in 18446744074 seconds", "turn off the TV", "after 2147483647s"},
		{"turn off the TV in 2562048 hours", "turn off the TV", "after 2147483647s"},
		{"turn off the TV in 9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999 hours", "turn off the TV", "after 2147483647s"},
		{"九千九百九十九小时九千九百九十九小时九千九百九十九小时后关掉电视", "关掉电视", "after 107989200s"},
	} {
		rest, when, ok := lang.Detect(tc.text).(lang.Timing).When(tc.text)
		if !ok || rest != tc.rest || when.String() != tc.when {
			t.Errorf("When(%q) = %q, %s, %v; want %q, %s", tc.text, rest, when, ok, tc.rest, tc.when)
		}
	}
	for _, text := range []string{
		"set the thermostat at 22", "turn on the light in the kitchen", "set the volume to 5", "at 7 set the lamp",
		"dim the lights in 5", "调亮一点", "空调调到二十点五度", "调高一点点", "把音量调到十", "一点也不亮",
		"turn off every light", "turn on the lights in each room", "明天要下雨吗", "每个房间的灯都关掉",
	} {
		if rest, when, ok := lang.Detect(text).(lang.Timing).When(text); ok {
			t.Errorf("When(%q) = %q, %s: a time where none is said", text, rest, when)
		}
	}
}

// TestTimer reads the words of timers in each language, and no command.
func TestTimer(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"set a timer for 10 minutes", "timer [] after 600s"},
		{"timer for 5 minutes", "timer [] after 300s"},
		{"please start a 10 minute timer", "timer [] after 600s"},
		{"what timers are set", "timers []"},
		{"are there any timers", "timers []"},
		{"cancel the timer", "cancel_timers []"},
		{"cancel all timers", "cancel_timers []"},
		{"定个十分钟的计时器", "timer [] after 600s"},
		{"设置一个五分钟的定时器", "timer [] after 300s"},
		{"有哪些定时", "timers []"},
		{"还有什么定时", "timers []"},
		{"取消定时", "cancel_timers []"},
		{"取消计时器", "cancel_timers []"},
		{"cancel the bedside lamp timer", "cancel_timers [\"bedside lamp\"]"},
		{"cancel the timer for the bedside lamp", "cancel_timers [\"bedside lamp\"]"},
		{"取消台灯的定时", "cancel_timers [\"台灯\"]"},
	} {
		c, ok := lang.Detect(tc.text).(lang.Timing).Timer(tc.text)
		if !ok || c.String() != tc.want {
			t.Errorf("Timer(%q) = %s, %v; want %s", tc.text, c, ok, tc.want)
		}
	}
	for _, text := range []string{"turn off the timer plug", "set the kitchen light to 10", "timer", "打开定时插座", "关灯",
		"定时关掉灯", "timer stop the fan", "set the lamp timer for 10 minutes"} {
		if c, ok := lang.Detect(text).(lang.Timing).Timer(text); ok {
			t.Errorf("Timer(%q) = %s: a timer where none is said", text, c)
		}
	}
}
