package phrases_test

import (
	"io"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
	"edge/phrases"
)

// benchPhrases builds a home's grammar and writes it in a format, as
// edge phrases does (the home already read).
func benchPhrases(b *testing.B, h *home.Home, code, format string) {
	p, _ := lang.Get(code)
	for b.Loop() {
		g, err := phrases.Build(h, p)
		if err != nil {
			b.Fatal(err)
		}
		if format == "jsgf" {
			err = g.WriteJSGF(io.Discard)
		} else {
			err = g.WriteText(io.Discard)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPhrases(b *testing.B) {
	demo, big := hometest.Load(b, "demo"), bigHome(b, 100)
	for _, code := range []string{"en", "zh"} {
		for _, format := range []string{"jsgf", "text"} {
			b.Run("demo/"+code+"/"+format, func(b *testing.B) { benchPhrases(b, demo, code, format) })
			b.Run("1000/"+code+"/"+format, func(b *testing.B) { benchPhrases(b, big, code, format) })
		}
	}
}
