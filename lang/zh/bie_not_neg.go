package zh

// notForbidding are words that hold 别 and forbid nothing: others (别人,
// 别处, 别家), kinds and ranks (类别, 级别, 区别, 差别, 性别, 个别), farewells
// (告别, 道别, 送别, 离别), a villa (别墅), the adverb 特别 and the like.
// Kept whole, 别人说要关灯 is no "don't" and cancels nothing: it answered 好的，
// 不做了。 分别 ("each") is a filler: 把台灯和床头灯分别打开 opens both, where
// 别打开 was read in it and the study lamp was refused.
const notForbidding = `别人 别处 别家 别名 别称 别针 别致 别墅 别扭 特别 特别是 类别 级别 区别 差别 性别 个别 识别 辨别 鉴别 派别 告别 道别 送别 离别 临别`
