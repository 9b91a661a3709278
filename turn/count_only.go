package turn

import "edge/ir"

// countOnly reports a target that names nothing but how many ("两个都关",
// "三个都开", "turn both off"): like a target that names nothing, it is
// what was last acted on or asked about, or no device; read as all alone
// it was every device of the home, behind one yes.
func countOnly(tg ir.Target) bool {
	counted := tg.All && tg.Count > 1
	tg.All, tg.Count = false, 0
	return counted && bare(tg)
}
