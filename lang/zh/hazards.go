package zh

// hazards are the words that say, in a device's name or alias, what the
// device is for the risk floors (lang.Vocab.Hazards): a relay called
// "燃气阀" opens the gas whatever its type says. A word stands anywhere in
// a name (Chinese is written without spaces): "阀" is in 水阀, 阀门 and
// 燃气阀门 alike.
var hazards = map[string][]string{
	"garage_door": {"车库门", "车库卷帘", "卷帘门", "卷闸门", "闸门", "道闸", "院门", "庭院门", "栅栏门",
		"电动门", "伸缩门", "平移门", "铁卷门", "卷门"},
	"valve": {"阀", "水总闸", "燃气总闸", "燃气开关", "煤气开关", "瓦斯开关",
		"燃气总开关", "煤气总开关", "瓦斯总开关"},
	"lock": {"锁", "门禁", "插销", "门闩", "门栓", "开门器", "电控门", "防盗门"},
	"heat": {"取暖器", "暖风机", "电暖器", "电暖气", "加热器", "热水器", "油汀", "小太阳", "浴霸", "烤箱", "烤炉",
		"电炉", "炉", "灶", "水壶", "热水壶", "烧水壶", "电热壶", "熨斗", "挂烫机", "电热毯", "面包机", "壁炉",
		"烤火", "暖炉", "电饼铛", "暖气片", "炸锅", "桑拿", "卷发棒", "直发器", "烙铁", "热风枪", "烤架",
		"快煮壶", "热水瓶", "多士炉", "热得快", "烘碗机"},
	"alarm": {"报警", "警报", "安防", "布防", "警戒", "警笛", "警铃", "监控摄像", "监控摄影", "监视器"},
}
