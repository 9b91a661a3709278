// Command packgen packs the attack suite, testdata/attacks/*.yaml, into
// testdata/attacks.tar.gz, the archive the binary carries (a sixth of the
// cases' size). Run it from the repository's root: go generate edge.
package main

import (
	"fmt"
	"os"

	"edge/attack"
)

func main() {
	data, err := attack.Pack(os.DirFS("testdata/attacks"))
	if err == nil {
		err = os.WriteFile("testdata/attacks.tar.gz", data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "packgen:", err)
		os.Exit(1)
	}
}
