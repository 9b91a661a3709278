package turn

import (
	"edge/home"
	"edge/ir"
)

// inPercentOnly is the attribute a value said in percent would set on a
// capability that counts it in another unit ("所有空调调到百分之五十",
// "空调温度调到百分之三十", "set the ac to 50%": a thermostat's
// temperature, in degrees), or "" where it fits or none was said in
// percent. Such a device is left out: a percentage never becomes degrees.
func inPercentOnly(a ir.Alt, params []ir.Param) string {
	for _, p := range params {
		if !p.Percent || p.Relative {
			continue
		}
		attr := p.Name
		if attr == "level" {
			lv, ok := home.LevelArgOf(a.Capability)
			if !ok {
				continue
			}
			attr = lv.Of
		}
		if u := home.Unit(attr); u != "" && u != "%" {
			return attr
		}
	}
	return ""
}
