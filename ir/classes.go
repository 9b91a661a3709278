package ir

// ClassInfo is one device class word of the IR: the words that name it in
// either language, and the home file `type` values that usually carry it.
// A class never filters by type alone: resolution also counts a device
// whose name or alias holds one of the words (a lamp on a smart plug is an
// outlet named "floor lamp").
type ClassInfo struct {
	Types []string
	Words []string
}

// Classes maps a canonical class to its words and types.
var Classes = map[string]ClassInfo{
	"light":       {Types: []string{"light"}, Words: []string{"light", "lamp", "lighting", "bulb", "灯", "台灯", "灯光", "吊灯", "灯泡"}},
	"curtain":     {Types: []string{"curtain"}, Words: []string{"curtain", "drape", "窗帘"}},
	"blind":       {Types: []string{"blind", "shade", "shutter"}, Words: []string{"blind", "shade", "shutter", "百叶窗", "卷帘"}},
	"fan":         {Types: []string{"fan"}, Words: []string{"fan", "风扇", "电扇", "吊扇", "落地扇", "排气扇", "扇"}},
	"tv":          {Types: []string{"tv"}, Words: []string{"tv", "television", "电视", "电视机"}},
	"speaker":     {Types: []string{"speaker", "media_player"}, Words: []string{"speaker", "media player", "player", "media", "音箱", "音响", "媒体播放器", "播放器", "媒体"}},
	"climate":     {Types: []string{"climate"}, Words: []string{"ac", "thermostat", "aircon", "heating", "heat", "空调", "温控器", "暖气"}},
	"heater":      {Types: []string{"heater"}, Words: []string{"heater", "取暖器", "电暖器"}},
	"door":        {Types: []string{"door"}, Words: []string{"door", "门"}},
	"garage_door": {Types: []string{"garage_door"}, Words: []string{"garage door", "garage", "车库门", "车库"}},
	"gate":        {Types: []string{"gate"}, Words: []string{"gate", "大门"}},
	"window":      {Types: []string{"window"}, Words: []string{"window", "窗户", "窗"}},
	"lock":        {Types: []string{"lock"}, Words: []string{"lock", "门锁", "锁"}},
	"valve":       {Types: []string{"valve"}, Words: []string{"valve", "阀门", "阀", "总阀"}},
	"switch":      {Types: []string{"switch"}, Words: []string{"switch", "开关"}},
	"outlet":      {Types: []string{"outlet"}, Words: []string{"outlet", "plug", "socket", "插座", "插头"}},
	"vacuum":      {Types: []string{"vacuum"}, Words: []string{"vacuum", "robot", "扫地机", "扫地机器人", "扫地机器"}},
	"mower":       {Types: []string{"lawn_mower"}, Words: []string{"mower", "lawnmower", "割草机"}},
	"sensor":      {Types: []string{"sensor"}, Words: []string{"sensor", "传感器"}},
	"alarm":       {Types: []string{"alarm"}, Words: []string{"alarm", "报警器", "警报"}},
	"humidifier":  {Types: []string{"humidifier"}, Words: []string{"humidifier", "加湿器"}},
}
