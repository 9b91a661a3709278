// Package all registers the language packs of the edge binary: English
// (the default) and Chinese. The composition root imports it.
package all

import (
	"edge/lang"
	"edge/lang/en"
	"edge/lang/zh"
)

func init() {
	lang.Register(en.Pack())
	lang.Register(zh.Pack())
}
