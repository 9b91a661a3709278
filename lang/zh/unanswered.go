package zh

// unanswered are the question words that ask what no device tells: who
// did a thing ("谁把客厅灯打开了", "电视是谁关的") and for how long ("灯开了多
// 久了"). A clause with one is not understood: never a guess at the name
// the question is glued to, which a yes would act on.
var unanswered = map[string]bool{"谁": true, "是谁": true, "多久": true, "多长时间": true}
