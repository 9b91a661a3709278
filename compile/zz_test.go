package compile

import (
	"fmt"
	"testing"

	"edge/lang"
)

func TestZZ(t *testing.T) {
	for _, s := range []string{"门厅灯太亮了", "太吵了", "客厅太暗了"} {
		pack := lang.Detect(s)
		cs, err := pack.Parse(s)
		fmt.Println(s, err)
		for _, c := range cs {
			for _, p := range c {
				fmt.Printf("  %d %q %q %v\n", p.Kind, p.Word, p.Raw, p.Words)
			}
		}
		_, err = Compile(s)
		fmt.Println(err)
	}
}
