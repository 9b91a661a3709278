package jsonin

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestCheckKeys(t *testing.T) {
	for data, want := range map[string]string{
		`{"text": "a", "session": "s"}`:                             "",
		`{"text": "a", "text": "b"}`:                                `the key "text" is given twice in one object`,
		`{"text": "a", "Text": "b"}`:                                `the key "Text" is given twice`,
		`{"kelvin": 1, "\u212aelvin": 2}`:                           "given twice", // K and the Kelvin sign fold together
		`{"a": {"b": 1, "c": [1, {"b": 2, "b": 3}]}}`:               `the key "b" is given twice`,
		`{"a": {"b": 1}, "b": {"b": 1}, "c": [{"a": 1}, {"a": 2}]}`: "",
		`[{"a": 1}, {"a": 1, "a": 2}]`:                              `the key "a" is given twice`,
		`{"a": [], "b": {}, "c": "x"}`:                              "",
		`{"a": 1,}`:                                                 "invalid character",
		`"text"`:                                                    "",
	} {
		err := CheckKeys([]byte(data))
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%s: %v, want %q", data, err, want)
		}
	}
}

func TestDecode(t *testing.T) {
	var v struct{ Text string }
	if err := Decode([]byte(`{"text": "a"} `), &v, true); err != nil || v.Text != "a" {
		t.Errorf("%v %+v", err, v)
	}
	if err := Decode([]byte(`{"text": "a"} {}`), &v, true); !errors.Is(err, ErrTrailing) {
		t.Errorf("trailing: %v", err)
	}
	if err := Decode([]byte(`{"txt": "a"}`), &v, true); err == nil {
		t.Error("an unknown field in strict")
	}
	if err := Decode([]byte(`{"txt": "a"}`), &v, false); err != nil {
		t.Errorf("an unknown field: %v", err)
	}
}

// FuzzCheckKeys: any bytes; JSON that CheckKeys takes decodes as
// encoding/json decodes it, and with one of its objects' keys given again
// it is refused.
func FuzzCheckKeys(f *testing.F) {
	for _, s := range []string{`{"text": "a", "session": "s", "room": null}`, `[{"a":1},{"b":[{"c":{}}]}]`, `{"a":{"a":{"a":1}}}`, `"x"`, `{`, `{"a":1,"A":2}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		err := CheckKeys([]byte(data))
		var v any
		uerr := json.Unmarshal([]byte(data), &v)
		if err == nil && uerr != nil && json.Valid([]byte(data)) {
			t.Fatalf("%q: taken, but does not decode: %v", data, uerr)
		}
		if err != nil || uerr != nil {
			return
		}
		if m, ok := v.(map[string]any); ok && len(m) > 0 {
			for k := range m {
				again := strings.Replace(data, "{", `{"`+strings.ToUpper(k)+`": 0, `, 1)
				if json.Valid([]byte(again)) && CheckKeys([]byte(again)) == nil && fold(strings.ToUpper(k)) == fold(k) {
					t.Fatalf("%q taken", again)
				}
				break
			}
		}
	})
}
