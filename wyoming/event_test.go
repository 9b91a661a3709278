package wyoming

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// python is an audio chunk as the Python library writes it: the header
// with its version and lengths, the data, the payload.
const python = `{"type": "audio-chunk", "version": "1.5.2", "data_length": 58, "payload_length": 4}` + "\n" +
	`{"rate": 16000, "width": 2, "channels": 1, "timestamp": 0}` + "\x01\x02\x03\x04"

func TestReadPythonEvent(t *testing.T) {
	e, err := Read(bufio.NewReader(strings.NewReader(python)), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var a Audio
	if err := e.Decode(&a); err != nil {
		t.Fatal(err)
	}
	if e.Type != TypeAudioChunk || a.Rate != 16000 || a.Width != 2 || a.Channels != 1 || !bytes.Equal(e.Payload, []byte{1, 2, 3, 4}) {
		t.Errorf("read %q %+v %v", e.Type, a, e.Payload)
	}
}

func TestEncodeAndReadBack(t *testing.T) {
	for _, tc := range []struct {
		typ     string
		data    any
		payload []byte
		header  string
	}{
		{TypeDescribe, nil, nil, `{"type":"describe","version":"1.8.0"}`},
		{TypeTranscript, Transcript{Text: "把客厅的灯打开", Language: "zh"}, nil, `{"type":"transcript","version":"1.8.0","data_length":48}`},
		{TypeAudioChunk, Audio{Rate: 16000, Width: 2, Channels: 1}, []byte{0, 1}, `{"type":"audio-chunk","version":"1.8.0","data_length":54,"payload_length":2}`},
		{TypeSynthesize, Synthesize{Text: "<ok> & done", Voice: &SynthesizeVoice{Name: "en-us"}}, nil, `{"type":"synthesize","version":"1.8.0","data_length":47}`},
	} {
		e, err := NewEvent(tc.typ, tc.data, tc.payload)
		if err != nil {
			t.Fatal(err)
		}
		raw := Encode(e)
		if hdr, _, _ := bytes.Cut(raw, []byte("\n")); string(hdr) != tc.header {
			t.Errorf("%s: header %s, want %s", tc.typ, hdr, tc.header)
		}
		back, err := Read(bufio.NewReader(bytes.NewReader(raw)), DefaultLimits)
		if err != nil {
			t.Fatalf("%s: %v", tc.typ, err)
		}
		if back.Type != tc.typ || !bytes.Equal(back.Payload, tc.payload) {
			t.Errorf("%s: read back %q %v", tc.typ, back.Type, back.Payload)
		}
		var got, want map[string]any
		if back.Decode(&got) != nil || e.Decode(&want) != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: data %s, want %s", tc.typ, back.Data, e.Data)
		}
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct {
		raw   string
		want  string
		fatal bool
	}{
		{"not json\n", "bad event header (one JSON object per line): invalid character 'o' in literal null (expecting 'u')", true},
		{`{"type":"x","data_length":99999999}` + "\n", "data_length 99999999 out of range (0 to 65536)", true},
		{`{"type":"x","payload_length":-1}` + "\n", "payload_length -1 out of range (0 to 4194304)", true},
		{`{"data":{}}` + "\n", `event has no "type"`, false},
		{`{"type":"x","data":[1]}` + "\n", `the header's "data" must be a JSON object`, false},
		{`{"type":"x","data_length":3}` + "\n[1]", "the data block must be a JSON object", false},
		{`{"type":"x"`, "connection closed in the middle of an event header", true},
	} {
		_, err := Read(bufio.NewReader(strings.NewReader(tc.raw)), DefaultLimits)
		var pe *ProtocolError
		if !errors.As(err, &pe) || pe.Text != tc.want || pe.Fatal != tc.fatal {
			t.Errorf("%q: %v, want %q (fatal %v)", tc.raw, err, tc.want, tc.fatal)
		}
	}
	if _, err := Read(bufio.NewReader(strings.NewReader("\n\n")), DefaultLimits); err != io.EOF {
		t.Errorf("blank lines then the end: %v, want EOF", err)
	}
	if _, err := Read(bufio.NewReader(strings.NewReader(`{"type":"x","payload_length":10}`+"\nabc")), DefaultLimits); err != io.ErrUnexpectedEOF {
		t.Errorf("a short payload: %v, want unexpected EOF", err)
	}
}

func TestParseURI(t *testing.T) {
	for _, tc := range []struct{ uri, network, addr, err string }{
		{"tcp://127.0.0.1:10300", "tcp", "127.0.0.1:10300", ""},
		{"localhost:10200", "tcp", "localhost:10200", ""},
		{"unix:///run/wyoming.sock", "unix", "/run/wyoming.sock", ""},
		{"http://x:1", "", "", `wyoming: "http://x:1": want tcp://HOST:PORT or unix:///PATH`},
		{"tcp://nohost", "", "", `wyoming: "tcp://nohost": address nohost: missing port in address`},
	} {
		n, a, err := ParseURI(tc.uri)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if n != tc.network || a != tc.addr || msg != tc.err {
			t.Errorf("%q: %q %q %q", tc.uri, n, a, msg)
		}
	}
}

// FuzzRead reads arbitrary bytes as events: never a panic, and an event
// read is one that encodes and reads back the same.
func FuzzRead(f *testing.F) {
	f.Add([]byte(python))
	f.Add([]byte(`{"type":"transcript","data":{"text":"hi"},"data_length":14}` + "\n" + `{"text":"yes"}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		lim := Limits{Header: 4 << 10, Data: 4 << 10, Payload: 4 << 10}
		br := bufio.NewReader(bytes.NewReader(raw))
		for range 8 {
			e, err := Read(br, lim)
			if err != nil {
				return
			}
			back, err := Read(bufio.NewReader(bytes.NewReader(Encode(e))), lim)
			if err != nil || back.Type != e.Type || !bytes.Equal(back.Payload, e.Payload) {
				t.Fatalf("%q: read back %v, %v", raw, back, err)
			}
		}
	})
}
