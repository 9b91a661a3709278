package zh

// Decoys are things and places a home may lack (lang.Decoyer): a
// recogniser held to a home's grammar is offered them wherever a device,
// a class or a room may be said, so that "打开洗碗机" in a home without
// one is heard as the dishwasher, and refused, not as the nearest device
// of the home. A decoy the home's sentences say is not offered in that
// home.
func (pack) Decoys() (things, places []string) { return decoyThings, decoyPlaces }

var decoyThings = []string{
	"洗碗机", "洗衣机", "烘干机", "烤面包机", "微波炉", "冰箱", "冰柜", "咖啡机", "榨汁机", "除湿机",
	"空气净化器", "热水器", "锅炉", "暖气片", "收音机", "音响", "投影仪", "电脑", "笔记本", "打印机",
	"路由器", "门铃", "鱼缸", "浴缸", "壁炉", "吊扇", "后门", "侧门", "天窗", "百叶窗", "水龙头",
	"淋浴", "马桶", "吹风机", "熨斗", "汽车", "手机", "钥匙", "跑步机", "电热毯", "电饭煲", "油烟机",
}

var decoyPlaces = []string{
	"阁楼", "地下室", "阳台", "储藏室", "洗衣房", "客房", "健身房", "车道", "温室", "工作间",
	"后院", "前院", "露台", "衣帽间", "走廊", "地窖", "杂物间",
}
