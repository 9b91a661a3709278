package llm_test

import (
	"context"
	"testing"

	"edge/drivers"
	"edge/llm"
	"edge/ollama/ollamatest"
)

var benchPlaces = llm.Vocabulary{Places: []string{"Kitchen", "Living room", "客厅", "Hall", "Bedroom", "卧室", "Study", "Garage", "Garden", "Upstairs", "楼上"}}

// BenchmarkFallbackRequest is the client's overhead for one fallback
// request, the model's time excluded: the prompt, the request through the
// ollama api client to a fake server on loopback that answers at once
// (its side counted too), and the answer decoded, coerced, validated and
// checked.
func BenchmarkFallbackRequest(b *testing.B) {
	srv := ollamatest.New(b)
	srv.Always(ollamatest.Reply{Content: goodIR})
	c := client(b, srv.URL(), chatModel).c
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Compile(ctx, cozy, benchPlaces); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompilePrompt is building one fallback prompt.
func BenchmarkCompilePrompt(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := llm.CompilePrompt(cozy, benchPlaces, ""); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeIR is reading one answer: JSON, coercion, the schema,
// the checks.
func BenchmarkDecodeIR(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := llm.DecodeIR(goodIR, cozy); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRepairCoerce is a repair by coercion ("50%" → 50), validated.
func BenchmarkRepairCoerce(b *testing.B) {
	args := map[string]any{"brightness": "50%"}
	verr := drivers.Validate(lamp, "set", args)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if r := llm.RepairArgs(ctx, nil, lamp, "set", args, verr); r.Args == nil {
			b.Fatal(r.Err)
		}
	}
}
