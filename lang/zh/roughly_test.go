package zh

import "testing"

// TestRoughlySaysNothing: a word that hedges a value (大概, 大约), asked
// or said, says nothing: "客厅湿度大概多少" looked for a "客厅大概".
func TestRoughlySaysNothing(t *testing.T) {
	saysNothing(t, "roughly", roughly, "客厅湿度%s多少", "卧室%s多少度", "把卧室空调调到%s二十六度", "扫地机%s还有多少电",
		"书房温度%s是多少", "小爱同学 主卧现在%s几度啊", "客厅窗帘开到%s一半", "电视音量%s多大")
}
