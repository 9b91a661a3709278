package grammar

// ZhUtterance is a Chinese utterance of one or more clauses.
type ZhUtterance struct {
	Pre     []*ZhPolite   `parser:"( @@*"`
	Clauses []*ZhClause   `parser:"  @@ ( ( Sep | '然后' | '再' | '并且' | '还有' | '同时' )+ ( '请' | '帮我' | '帮忙' | '麻烦' | '麻烦你' | '给我' )* @@ )*"`
	Post    []*ZhParticle `parser:"  @@* )"`
}

// ZhClause is one Chinese command or question.
type ZhClause struct {
	Query *ZhQuery `parser:"  @@"`
	Set   *ZhSet   `parser:"| @@"`
	Ba    *ZhBa    `parser:"| @@"`
	VO    *ZhVO    `parser:"| @@"`
	TV    *ZhTV    `parser:"| @@"`
}

// ZhVerb is a verb that says its action, with its resultative particles.
type ZhVerb struct {
	Verb string `parser:"@( '打开' | '打开来' | '开' | '开启' | '启动' | '关' | '关闭' | '关掉' | '关上' | '锁上' | '锁好' | '锁' | '解锁' | '开锁' | '拉开' | '拉上' | '合上' | '激活' | '切换到' | '执行' | '暂停' | '播放' | '继续播放' | '继续' | '停止' | '静音' | '取消静音' | '开了' | '关了' | '锁了' ) ( '一下' | '吧' | '了' | '啊' | '呀' )*"`
}

// ZhBa is the 把 construction: "把客厅的灯打开".
type ZhBa struct {
	Target *ZhTarget `parser:"( '把' | '将' ) @@"`
	Verb   *ZhVerb   `parser:"@@"`
}

// ZhVO is verb–object order: "打开客厅灯", "打开一下客厅的灯".
type ZhVO struct {
	Verb   *ZhVerb   `parser:"@@"`
	Target *ZhTarget `parser:"@@"`
}

// ZhTV is topic-first order: "客厅的灯，打开".
type ZhTV struct {
	Target *ZhTarget `parser:"@@ Sep?"`
	Verb   *ZhVerb   `parser:"@@"`
}

// ZhSet sets an attribute: "把客厅的灯调到50%", "空调调到二十六度",
// "把窗帘的位置设为30", "调客厅灯的亮度到30".
type ZhSet struct {
	Verb  *ZhSetVerb  `parser:"( @@"`
	Front *ZhSetFront `parser:"| @@ )"`
	Value *ZhValue    `parser:"@@"`
}

// ZhSetFront is "(把) X (的 亮度) 调到".
type ZhSetFront struct {
	Target *ZhTarget `parser:"( '把' | '将' )? @@?"`
	Attr   string    `parser:"( '的'? @( '亮度' | '温度' | '室温' | '音量' | '位置' ) )? ( '调到' | '调成' | '调为' | '调至' | '设为' | '设置为' | '设置成' | '设成' | '设定为' | '调' )"`
}

// ZhSetVerb is "调 X 的 亮度 到".
type ZhSetVerb struct {
	Target *ZhTarget `parser:"( '调' | '设置' | '设定' ) @@"`
	Attr   string    `parser:"'的'? @( '亮度' | '温度' | '室温' | '音量' | '位置' )? ( '到' | '为' | '成' | '至' )"`
}

// ZhValue is a number with an optional unit.
type ZhValue struct {
	Num  string `parser:"@Num"`
	Unit string `parser:"@( '%' | '度' | '摄氏度' | 'degrees' )? ( '吧' | '了' | '一下' )*"`
}

// ZhQuery is a question about state.
type ZhQuery struct {
	State *ZhStateQuery `parser:"  @@"`
	Value *ZhValueQuery `parser:"| @@"`
}

// ZhStateQuery is "客厅的灯开着吗", "前门锁了吗", "灯关了没有".
type ZhStateQuery struct {
	Target *ZhTarget `parser:"@@ '是'?"`
	State  string    `parser:"@( '开着' | '关着' | '亮着' | '锁着' | '开了' | '关了' | '锁了' | '打开' | '关闭' | '开' | '关' | '锁' ) '的'? ( '吗' | '没有' | '没' | '呢' )"`
}

// ZhValueQuery is "客厅温度是多少", "卧室多少度", "客厅的湿度是多少".
type ZhValueQuery struct {
	Target *ZhTarget `parser:"@@? '的'?"`
	Attr   string    `parser:"@( '温度' | '室温' | '湿度' | '亮度' | '音量' | '位置' )? '是'? ( '多少' | '几度' )"`
	Unit   string    `parser:"@'度'? ( '呢' | '啊' | '呀' )*"`
}

// ZhTarget is a quantifier and mention parts joined by 的 or 里: "所有的灯",
// "客厅里的灯", "大白".
type ZhTarget struct {
	All   string   `parser:"@( '所有' | '全部' | '所有的' | '全部的' )?"`
	Parts []string `parser:"@( Han | Word | Num )+ ( ( '的' | '里' | '里的' | '里面' | '里面的' )? @( Han | Word | '锁' )+ )*"`
	Dou   string   `parser:"@'都'?"`
}

// ZhReply answers the previous turn: 确认, 不要, 第二个, 书房的.
type ZhReply struct {
	Yes   string   `parser:"  @( '确认' | '是的' | '好的' | '好' | '对' | '没错' | '是' ) ( '的' | '吧' | '啊' )*"`
	No    string   `parser:"| @( '不要' | '不用' | '取消' | '算了' | '不' ) ( '了' | '吧' | '啊' )*"`
	Index string   `parser:"| '第' @Num '个'?"`
	PIN   string   `parser:"| @Num"`
	Place []string `parser:"| @( Han | Word )+ ( '的' | '那个' | '个' )?"`
}

// ZhPolite is a word of politeness before a command.
type ZhPolite struct {
	Word string `parser:"@( '请' | '帮我' | '帮忙' | '麻烦' | '麻烦你' | '给我' )"`
}

// ZhParticle is a sentence-final particle.
type ZhParticle struct {
	Word string `parser:"@( '吧' | '了' | '啊' | '呀' | '呢' | '哦' | '嘛' | '一下' )"`
}
