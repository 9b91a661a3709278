package zh

// hazardMakers are the names of makers whose every product is a hazard of
// one class: a relay called only 鹿客 or 德施曼 is a lock, as one called
// 前门锁 is (lang.Vocab.Hazards holds them with the hazards' words). A
// maker of many kinds of things (小米, 绿米, 萤石, 海康) says nothing, nor
// does one whose name is a person's or a word of its own (王力, 必达, 优点):
// a word that raises a floor wrongly costs a question, one missing costs
// a door.
var hazardMakers = map[string][]string{
	"lock":        {"鹿客", "德施曼", "凯迪仕", "耶鲁", "云丁", "亚太天能"},
	"garage_door": {"霍曼"},
}
