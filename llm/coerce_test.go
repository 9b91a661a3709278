package llm_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"edge/drivers"
	"edge/home"
	"edge/llm"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		ok   bool
	}{
		{"50", 50, true},
		{"50%", 50, true},
		{" 26.5 ", 26.5, true},
		{"-10", -10, true},
		{"+10", 10, true},
		{"二十六", 26, true},
		{"二十六度", 26, true},
		{"百分之五十", 50, true},
		{"fifty", 50, true},
		{"twenty six", 26, true},
		{"fifty percent", 50, true},
		{"26°C", 26, true},
		{"2700 K", 2700, true},
		{"about 50", 0, false},
		{"50 or 60", 0, false},
		{"half", 0, false},
		{"", 0, false},
		{"%", 0, false},
	}
	for _, tt := range tests {
		got, ok := llm.ParseNumber(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func schemaOf(t *testing.T, caps []string, command string) *jsonschema.Schema {
	t.Helper()
	s, err := drivers.Schema(&home.Device{ID: "d", Capabilities: caps}, command)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCoerce(t *testing.T) {
	boolList := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"all":    {Type: "boolean"},
		"places": {Type: "array", Items: &jsonschema.Schema{Type: "string"}},
		"name":   {Type: "string"},
	}}
	tests := []struct {
		name   string
		schema *jsonschema.Schema
		in     string
		want   string
	}{
		{"percentage", schemaOf(t, []string{"brightness"}, "set"), `{"brightness":"50%"}`, `{"brightness":50}`},
		{"Chinese numeral", schemaOf(t, []string{"thermostat"}, "set"), `{"temperature":"二十六"}`, `{"temperature":26}`},
		{"signed step", schemaOf(t, []string{"media"}, "set"), `{"volume_step":"-10"}`, `{"volume_step":-10}`},
		{"enum case", schemaOf(t, []string{"thermostat"}, "set"), `{"mode":" Heat"}`, `{"mode":"heat"}`},
		{"a list of one where one is needed", schemaOf(t, []string{"vacuum"}, "start"), `{"room":["kitchen"]}`, `{"room":"kitchen"}`},
		{"out of range is not clamped", schemaOf(t, []string{"brightness"}, "set"), `{"brightness":"150%"}`, `{"brightness":150}`},
		{"unknown text stays", schemaOf(t, []string{"brightness"}, "set"), `{"brightness":"half"}`, `{"brightness":"half"}`},
		{"unknown enum stays", schemaOf(t, []string{"thermostat"}, "set"), `{"mode":"heating"}`, `{"mode":"heating"}`},
		{"unknown argument stays", schemaOf(t, []string{"brightness"}, "set"), `{"level":"50%"}`, `{"level":"50%"}`},
		{"true, on", boolList, `{"all":"on"}`, `{"all":true}`},
		{"false", boolList, `{"all":"False"}`, `{"all":false}`},
		{"one place where a list is needed", boolList, `{"places":"upstairs"}`, `{"places":["upstairs"]}`},
		{"a list of one name", boolList, `{"name":["movie mode"]}`, `{"name":"movie mode"}`},
		{"a list of two stays", boolList, `{"name":["a","b"]}`, `{"name":["a","b"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in, want any
			if err := json.Unmarshal([]byte(tt.in), &in); err != nil {
				t.Fatal(err)
			}
			json.Unmarshal([]byte(tt.want), &want)
			if got := llm.Coerce(in, tt.schema); !reflect.DeepEqual(got, want) {
				t.Errorf("Coerce(%s) = %v, want %v", tt.in, got, want)
			}
		})
	}
}

func TestCoerceIR(t *testing.T) {
	s, err := llm.IRSchema()
	if err != nil {
		t.Fatal(err)
	}
	var in any
	json.Unmarshal([]byte(`{"lang":"en","clauses":{"kind":"act","verb":"Activate","target":{"name":["movie mode"],"all":"false"}}}`), &in)
	got, _ := json.Marshal(llm.Coerce(in, s))
	if want := `{"clauses":[{"kind":"act","target":{"all":false,"name":"movie mode"},"verb":"activate"}],"lang":"en"}`; string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
