package en

import (
	"testing"

	"edge/compile"
)

// sameCompiled checks that said compiles as plain does, and that plain
// compiles.
func sameCompiled(t *testing.T, said, plain string) {
	t.Helper()
	want, err := compile.Compile(plain)
	if err != nil {
		t.Fatalf("Compile(%q) = %v", plain, err)
	}
	if got, err := compile.Compile(said); err != nil || got.String() != want.String() {
		t.Errorf("Compile(%q) = %v, %v, want %v as %q", said, got, err, want, plain)
	}
}
