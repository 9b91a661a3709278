package grammar

// Chinese, like English, is a sequence of clauses of phrases; the phrase
// kinds carry their meaning and package compile composes them, so verb–
// object ("打开客厅灯"), 把 ("把客厅的灯打开"), topic first ("客厅的灯，打开")
// and 让 ("让客厅音量大一点") orders share one set of rules.

// ZhUtterance is a Chinese utterance of one or more clauses.
type ZhUtterance struct {
	Clauses []*ZhClause `parser:"@@ ( ( Sep | '然后' | '再' | '并且' | '同时' | '也' )+ @@ )*"`
}

// ZhClause is one command or question.
type ZhClause struct {
	Phrases []*ZhPhrase `parser:"@@+"`
}

// ZhPhrase is one phrase of a clause.
type ZhPhrase struct {
	Cond   *ZhCond   `parser:"  @@"`
	Except *ZhExcept `parser:"| @@"`
	Value  *ZhValue  `parser:"| @@"`
	NP     *ZhNP     `parser:"| @@"`
	Verb   string    `parser:"| @( '打开' | '打开来' | '开' | '开启' | '启动' | '关' | '关闭' | '关掉' | '关上' | '锁上' | '锁好' | '锁' | '解锁' | '开锁' | '拉开' | '拉上' | '合上' | '收起' | '放下' | '调到' | '调成' | '调为' | '调至' | '设为' | '设置为' | '设置成' | '设成' | '设定为' | '设置到' | '调' | '设置' | '设定' | '调节' | '开到' | '激活' | '切换到' | '切到' | '切换' | '执行' | '运行' | '暂停' | '播放' | '继续播放' | '继续' | '恢复' | '停止' | '停' | '静音' | '取消静音' | '恢复声音' | '下一首' | '下一曲' | '下一个' | '下一台' | '下一集' | '上一首' | '上一曲' | '上一个' | '上一台' | '上一集' | '回到' | '返回' | '回' | '去' | '回充' | '回充电座' | '回去充电' | '去充电' | '充电' | '工作' | '进入' | '别静音' | '清扫' | '打扫' | '清洁' | '扫地' | '开始' | '割草' | '取消割草' | '开始割草' | '开了' | '关了' | '锁了' | '为' | '到' | '成' | '至' )"`
	Rel    string    `parser:"| @( '调小声' | '调大声' | '调高' | '调低' | '调亮' | '调暗' | '调大' | '调小' | '调暖' | '调冷' | '提高' | '降低' | '增加' | '减少' | '升高' | '大一点' | '小一点' | '高一点' | '低一点' | '亮一点' | '暗一点' | '暖一点' | '冷一点' | '大声' | '小声' | '大点' | '小点' | '亮点' | '暗点' | '高点' | '低点' | '热一点' | '凉快一点' )"`
	Attr   string    `parser:"| @( '亮度' | '温度' | '室温' | '湿度' | '音量' | '声音' | '位置' | '开合度' | '风速' | '速度' | '色温' | '颜色温度' | '颜色' | '电量' )"`
	State  string    `parser:"| @( '开着' | '关着' | '亮着' | '锁着' | '打开着' | '已解锁' | '已锁' | '已锁定' | '已关闭' | '已打开' | '检测到' | '有人' | '热' | '冷' )"`
	Quest  string    `parser:"| @( '吗' | '没有' | '没' | '有没有' | '是不是' | '是否' | '多少' | '几度' | '几' | '哪些' | '哪个' | '什么' | '怎么样' | '如何' | '有多' | '多' | '现在' | '目前' | '当前' | '状态' | '处于' | '还有' | '是' | '有' | '度' | '有多少' | '多少电' | '还剩' | '剩' )"`
	Neg    string    `parser:"| @'不要'"`
	Noun   string    `parser:"| @( '充电座' | '基站' | '区域' | '地面' | '场景' | '脚本' | '音乐' | '歌曲' | '歌' )"`
	Filler string    `parser:"| @( '把' | '将' | '让' | '叫' | '给' | '用' | '请' | '帮我' | '帮忙' | '麻烦' | '麻烦你' | '给我' | '一下' | '吧' | '了' | '啊' | '呀' | '呢' | '哦' | '嘛' | '的' | '得' | '里' | '里的' | '里面' | '里面的' | '一点' | '一些' | '点' | '些' | '个' | '就' | '的话' | '在' | '先' | '别' )"`
}

// ZhNP is a noun phrase: a reference, "here", a quantifier, or the parts of
// a name ("客厅", "大白", "TV").
type ZhNP struct {
	Ref   string   `parser:"  @( '它们' | '它' | '那个' | '这个' | '那盏' | '这盏' )"`
	Here  string   `parser:"| @( '这里' | '这儿' | '这边' | '这个房间' | '这个区域' )"`
	Quant string   `parser:"| @( '所有的' | '全部的' | '所有' | '全部' | '都' | '全屋' | '家里' | '整个' | '每个' | '全' )"`
	Parts []string `parser:"| @Num? @( Han | Word )+"`
}

// ZhValue is a number with an optional unit, the top or bottom of a range,
// or a colour.
type ZhValue struct {
	Num     string `parser:"  @Num (?! Han | Word )"`
	Unit    string `parser:"  @( '%' | '度' | '摄氏度' | '开尔文' | '开' | 'k' | 'kelvin' | 'degrees' )?"`
	Extreme string `parser:"| @( '最大' | '最小' | '最高' | '最低' | '最亮' | '最暗' )"`
	Color   string `parser:"| @( '红色' | '绿色' | '蓝色' | '白色' | '黄色' | '橙色' | '紫色' | '粉色' | '粉红色' | '青色' | '暖白' | '暖光' | '冷白' | '冷光' | '烛光' | '蜡烛光' | '日光' | '正白光' | '白光' )"`
}

// ZhCond is a condition: "如果客厅温度超过26度(的话)，就…", or a value
// with 以上/以下 ("温度26度以上").
type ZhCond struct {
	Pre  *ZhCondPre  `parser:"  @@"`
	Post *ZhCondPost `parser:"| @@"`
}

// ZhCondPre is a condition introduced by 如果, 要是, 假如 or 当.
type ZhCondPre struct {
	Subject []*ZhCondPart `parser:"( '如果' | '要是' | '假如' | '当' ) @@*"`
	Op      string        `parser:"@( '超过' | '高于' | '大于' | '低于' | '小于' | '不到' | '至少' )"`
	Value   *ZhValue      `parser:"@@ '的话'?"`
}

// ZhCondPost is a value followed by 以上 or 以下.
type ZhCondPost struct {
	Attr  string   `parser:"@( '温度' | '室温' | '湿度' )?"`
	Value *ZhValue `parser:"@@"`
	Op    string   `parser:"@( '以上' | '以下' ) '的话'?"`
}

// ZhCondPart is a word of a condition's subject.
type ZhCondPart struct {
	Attr  string `parser:"  @( '温度' | '室温' | '湿度' | '亮度' )"`
	NP    *ZhNP  `parser:"| @@"`
	Other string `parser:"| @( '的' | '是' | '里' )"`
}

// ZhExcept takes targets out: "除了卧室以外", "除卧室外".
type ZhExcept struct {
	Targets []*ZhNP `parser:"( '除了' | '除' ) @@ ( ( '和' | '、' ) @@ )* ( '以外' | '之外' | '外' )?"`
}

// ZhReply answers the previous turn: 确认, 不要, 第二个, 书房的.
type ZhReply struct {
	Yes   string   `parser:"  @( '确认' | '是的' | '好的' | '好' | '对' | '没错' | '是' ) ( '的' | '吧' | '啊' )*"`
	No    string   `parser:"| @( '不要' | '不用' | '取消' | '算了' | '不' ) ( '了' | '吧' | '啊' )*"`
	Index string   `parser:"| '第' @Num '个'?"`
	PIN   string   `parser:"| @Num"`
	Place []string `parser:"| @( Han | Word )+ '的'? ( '那个' | '个' )?"`
}
