package index

import "testing"

// TestGroupLabel says a group in a language by its first name written in
// that language, as a device is: the Chinese reply said "Upstairs lights"
// where the group has the alias 楼上的灯.
func TestGroupLabel(t *testing.T) {
	x := demo(t)
	g, ok := x.Entity("group.upstairs_lights")
	if !ok {
		t.Fatal("no group.upstairs_lights in the demo home")
	}
	for code, want := range map[string]string{"zh": "楼上的灯", "en": "Upstairs lights"} {
		if got := g.Label(code); got != want {
			t.Errorf("Label(%s) = %q, want %q", code, got, want)
		}
	}
}
