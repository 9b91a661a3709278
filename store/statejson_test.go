package store

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// sameState tells whether two states hold the same keys and values, a
// float64 equal to the bit (so -0 differs from 0).
func sameState(a, b map[string]any) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for k, va := range a {
		vb, ok := b[k]
		if !ok {
			return false
		}
		switch x := va.(type) {
		case float64:
			y, ok := vb.(float64)
			if !ok || math.Float64bits(x) != math.Float64bits(y) {
				return false
			}
		case map[string]any, []any:
			xa, _ := json.Marshal(va)
			xb, _ := json.Marshal(vb)
			if !bytes.Equal(xa, xb) {
				return false
			}
		default:
			if va != vb {
				return false
			}
		}
	}
	return true
}

// checkDecode requires decodeState to give what json.Unmarshal gives, or
// an error when it fails, and the fast path to be taken or not as said.
func checkDecode(t *testing.T, in string, fast bool) {
	t.Helper()
	want := map[string]any{}
	wantErr := json.Unmarshal([]byte(in), &want)
	got, ok := decodeFlat([]byte(in))
	if ok != fast {
		t.Errorf("decode %q: fast path %v, want %v", in, ok, fast)
	}
	if ok && (wantErr != nil || !sameState(got, want)) {
		t.Errorf("decode %q: fast path gives %#v, json.Unmarshal %#v, %v", in, got, want, wantErr)
	}
	got, err := decodeState("light.hall", []byte(in))
	switch {
	case wantErr != nil && err == nil:
		t.Errorf("decode %q: %#v, want json.Unmarshal's error %v", in, got, wantErr)
	case wantErr != nil && !strings.Contains(err.Error(), wantErr.Error()):
		t.Errorf("decode %q: error %v, want json.Unmarshal's error %v", in, err, wantErr)
	case wantErr == nil && err != nil:
		t.Errorf("decode %q: %v, json.Unmarshal gives %#v", in, err, want)
	case wantErr == nil && !sameState(got, want):
		t.Errorf("decode %q: %#v, json.Unmarshal gives %#v", in, got, want)
	}
}

// checkEncode requires encodeState to give json.Marshal's bytes, or its
// error, and the fast path to be taken or not as said.
func checkEncode(t *testing.T, state map[string]any, fast bool) {
	t.Helper()
	want, wantErr := json.Marshal(state)
	got, ok := encodeFlat(state)
	if ok != fast {
		t.Errorf("encode %#v: fast path %v, want %v", state, ok, fast)
	}
	if ok && (wantErr != nil || !bytes.Equal(got, want)) {
		t.Errorf("encode %#v: fast path gives %s, json.Marshal %s, %v", state, got, want, wantErr)
	}
	got, err := encodeState(state)
	if (err != nil) != (wantErr != nil) || !bytes.Equal(got, want) {
		t.Errorf("encode %#v: %s, %v; json.Marshal gives %s, %v", state, got, err, want, wantErr)
	}
}

func TestDecodeState(t *testing.T) {
	for _, c := range []struct {
		in   string
		fast bool
	}{
		{`{"on":true,"brightness":50,"mode":"cool","color":null}`, true},
		{`{}`, true},
		{` { } `, true},
		{"{\n\t\"on\" : false ,\r\n \"level\": -0.25e+2 }\n", true},
		{`{"":""}`, true},
		{`{"t":-0,"u":0,"v":1.5E-3,"w":123456789012345678901234567890,"x":5e-324}`, true},
		{`{"key with ~ and 'quotes'":"value with spaces!"}`, true},
		{`{"a":-12,"b":999999999999999,"c":-9007199254740993,"d":1000000000000000000001}`, true},
		// Fallbacks, some of which encoding/json reads and some it refuses.
		{`null`, false},
		{``, false},
		{`[]`, false},
		{`{"rgb":[255,0,0]}`, false},
		{`{"scene":{"dim":true}}`, false},
		{`{"name":"caf\u00e9"}`, false},
		{`{"name":"café"}`, false},
		{`{"tag":"a<b"}`, false},
		{`{"tag":"a&b"}`, false},
		{`{"a\"b":1}`, false},
		{`{"a":1,"a":2}`, false},
		{`{"a":01}`, false},
		{`{"a":1.}`, false},
		{`{"a":+1}`, false},
		{`{"a":.5}`, false},
		{`{"a":1e}`, false},
		{`{"a":-}`, false},
		{`{"a":1e400}`, false},
		{`{"a":NaN}`, false},
		{`{"a":tru}`, false},
		{`{"a":truex}`, false},
		{`{"a":1,}`, false},
		{`{"a":1}x`, false},
		{`{"a":1}{}`, false},
		{`{"a" 1}`, false},
		{`{a:1}`, false},
		{`{"a":1`, false},
		{`{"a":"x`, false},
		{"{\"a\":\"tab\there\"}", false},
		{"\v{}", false},
		{"{\"a\":\x00}", false},
	} {
		checkDecode(t, c.in, c.fast)
	}
}

func TestEncodeState(t *testing.T) {
	for _, c := range []struct {
		state map[string]any
		fast  bool
	}{
		{map[string]any{"on": true, "brightness": 50.0, "mode": "cool", "color": nil}, true},
		{map[string]any{}, true},
		{map[string]any{"": "", "Z": false, "a": "x y ~"}, true},
		{map[string]any{"a": 1e20, "b": 1e21, "c": 1e-6, "d": 1e-7, "e": -1.5e-300, "f": math.Copysign(0, -1)}, true},
		{map[string]any{"a": 0.1, "b": 1.0 / 3, "c": -123456.789, "d": math.MaxFloat64, "e": math.SmallestNonzeroFloat64}, true},
		// Fallbacks, some of which encoding/json writes and some it refuses.
		{nil, false},
		{map[string]any{"brightness": 50}, false},
		{map[string]any{"brightness": float32(0.5)}, false},
		{map[string]any{"rgb": []any{255.0, 0.0, 0.0}}, false},
		{map[string]any{"scene": map[string]any{"dim": true}}, false},
		{map[string]any{"name": "café"}, false},
		{map[string]any{"café": 1.0}, false},
		{map[string]any{"tag": "a<b>&c"}, false},
		{map[string]any{"q": `say "hi"`}, false},
		{map[string]any{"p": `c:\dir`}, false},
		{map[string]any{"nl": "a\nb"}, false},
		{map[string]any{"bad": "\xff"}, false},
		{map[string]any{"a": math.Inf(1)}, false},
		{map[string]any{"a": math.NaN()}, false},
	} {
		checkEncode(t, c.state, c.fast)
	}
}

// TestStateManyKeys: a state with more keys than encodeFlat keeps on its
// stack is still written sorted.
func TestStateManyKeys(t *testing.T) {
	state := map[string]any{}
	for i := range 40 {
		state[string(rune('a'+i%26))+strings.Repeat("x", i)] = float64(i)
	}
	checkEncode(t, state, true)
	data, err := encodeState(state)
	if err != nil {
		t.Fatal(err)
	}
	checkDecode(t, string(data), true)
}

// FuzzStateJSON: any bytes decode as json.Unmarshal decodes them (or both
// fail), and any state decoded is written as json.Marshal writes it.
func FuzzStateJSON(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		want := map[string]any{}
		wantErr := json.Unmarshal(data, &want)
		if fast, ok := decodeFlat(data); ok && (wantErr != nil || !sameState(fast, want)) {
			t.Fatalf("decode %q: fast path gives %#v, json.Unmarshal %#v, %v", data, fast, want, wantErr)
		}
		got, err := decodeState("d", data)
		if (err != nil) != (wantErr != nil) || err == nil && !sameState(got, want) {
			t.Fatalf("decode %q: %#v, %v; json.Unmarshal gives %#v, %v", data, got, err, want, wantErr)
		}
		if wantErr != nil {
			return
		}
		wantOut, wantErr := json.Marshal(want)
		out, err := encodeState(want)
		if (err != nil) != (wantErr != nil) || !bytes.Equal(out, wantOut) {
			t.Fatalf("encode %#v: %s, %v; json.Marshal gives %s, %v", want, out, err, wantOut, wantErr)
		}
	})
}
