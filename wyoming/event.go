// Package wyoming speaks the Wyoming protocol of Home Assistant's voice
// services (github.com/rhasspy/wyoming) as its Python library does: an
// event is one JSON header line {"type", "version", "data", "data_length",
// "payload_length"}, then data_length bytes of data (a JSON object merged
// over the header's "data") and payload_length bytes of payload (audio).
// It reads and writes events, names the data of the events edge uses, and
// dials services (tcp:// and unix:// addresses).
package wyoming

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// Version is the protocol version written in headers.
const Version = "1.8.0"

// Event is one event: its type, its data (a JSON object, never nil) and
// its payload.
type Event struct {
	Type    string
	Data    json.RawMessage
	Payload []byte
}

// NewEvent makes an event of a type whose data is v encoded as JSON (nil
// for none).
func NewEvent(typ string, v any, payload []byte) (*Event, error) {
	data := []byte("{}")
	if v != nil {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			return nil, err
		}
		data = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	}
	return &Event{Type: typ, Data: data, Payload: payload}, nil
}

// Decode decodes the event's data into v.
func (e *Event) Decode(v any) error {
	if err := json.Unmarshal(e.Data, v); err != nil {
		return fmt.Errorf("wyoming: %s: %w", e.Type, err)
	}
	return nil
}

// Limits bound what one event may hold.
type Limits struct {
	// Header is the longest header line, Data the longest data block and
	// Payload the longest payload, in bytes.
	Header, Data, Payload int64
	// SkipPayload reads the payload past without keeping it.
	SkipPayload bool
}

// DefaultLimits let an event carry a few seconds of audio.
var DefaultLimits = Limits{Header: 64 << 10, Data: 64 << 10, Payload: 4 << 20}

// ProtocolError is a bad event. Fatal: the stream cannot be followed any
// more.
type ProtocolError struct {
	Text  string
	Fatal bool
}

func (e *ProtocolError) Error() string { return e.Text }

// Read reads one event. Errors other than *ProtocolError are the
// stream's (io.EOF, a timeout).
func Read(br *bufio.Reader, lim Limits) (*Event, error) {
	line, err := readLine(br, lim.Header)
	if err != nil {
		return nil, err
	}
	var h struct {
		Type          *string         `json:"type"`
		Data          json.RawMessage `json:"data"`
		DataLength    int64           `json:"data_length"`
		PayloadLength int64           `json:"payload_length"`
	}
	if err := json.Unmarshal(line, &h); err != nil {
		return nil, &ProtocolError{Text: fmt.Sprintf("bad event header (one JSON object per line): %v", err), Fatal: true}
	}
	switch {
	case h.DataLength < 0 || h.DataLength > lim.Data:
		return nil, &ProtocolError{Text: fmt.Sprintf("data_length %d out of range (0 to %d)", h.DataLength, lim.Data), Fatal: true}
	case h.PayloadLength < 0 || h.PayloadLength > lim.Payload:
		return nil, &ProtocolError{Text: fmt.Sprintf("payload_length %d out of range (0 to %d)", h.PayloadLength, lim.Payload), Fatal: true}
	}
	var block, payload []byte
	if h.DataLength > 0 {
		block = make([]byte, h.DataLength)
		if _, err := io.ReadFull(br, block); err != nil {
			return nil, err
		}
	}
	if h.PayloadLength > 0 {
		if lim.SkipPayload {
			_, err = io.CopyN(io.Discard, br, h.PayloadLength)
		} else {
			payload = make([]byte, h.PayloadLength)
			_, err = io.ReadFull(br, payload)
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case !utf8.Valid(line) || !utf8.Valid(block):
		return nil, &ProtocolError{Text: "event is not valid UTF-8"}
	case h.Type == nil || *h.Type == "":
		return nil, &ProtocolError{Text: `event has no "type"`}
	}
	data := map[string]json.RawMessage{}
	if len(h.Data) > 0 && !bytes.Equal(h.Data, []byte("null")) {
		if err := json.Unmarshal(h.Data, &data); err != nil {
			return nil, &ProtocolError{Text: `the header's "data" must be a JSON object`}
		}
	}
	if block != nil {
		more := map[string]json.RawMessage{}
		if err := json.Unmarshal(block, &more); err != nil || more == nil {
			return nil, &ProtocolError{Text: "the data block must be a JSON object"}
		}
		for k, v := range more {
			data[k] = v
		}
	}
	if data == nil {
		data = map[string]json.RawMessage{}
	}
	merged, err := json.Marshal(data)
	if err != nil {
		return nil, &ProtocolError{Text: fmt.Sprintf("bad event data: %v", err)}
	}
	return &Event{Type: *h.Type, Data: merged, Payload: payload}, nil
}

// readLine reads one header line, skipping blank ones, of at most max
// bytes.
func readLine(br *bufio.Reader, max int64) ([]byte, error) {
	for {
		var line []byte
		for {
			frag, err := br.ReadSlice('\n')
			line = append(line, frag...)
			if int64(len(line)) > max {
				return nil, &ProtocolError{Text: fmt.Sprintf("event header longer than %d bytes", max), Fatal: true}
			}
			if err == nil {
				break
			}
			if errors.Is(err, bufio.ErrBufferFull) {
				continue
			}
			if errors.Is(err, io.EOF) && len(bytes.TrimSpace(line)) > 0 {
				return nil, &ProtocolError{Text: "connection closed in the middle of an event header", Fatal: true}
			}
			return nil, err
		}
		if line = bytes.TrimSpace(line); len(line) > 0 {
			return line, nil
		}
	}
}

// Encode writes an event as the Python library does: the header line with
// the version, data_length when there is data and payload_length when
// there is a payload, then the data and the payload, in one write.
func Encode(e *Event) []byte {
	hdr := struct {
		Type          string `json:"type"`
		Version       string `json:"version"`
		DataLength    int    `json:"data_length,omitempty"`
		PayloadLength int    `json:"payload_length,omitempty"`
	}{Type: e.Type, Version: Version, PayloadLength: len(e.Payload)}
	data := e.Data
	if bytes.Equal(bytes.TrimSpace(data), []byte("{}")) || bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		data = nil
	}
	hdr.DataLength = len(data)
	line, _ := json.Marshal(hdr) // a struct of strings and ints: no error
	out := make([]byte, 0, len(line)+1+len(data)+len(e.Payload))
	out = append(append(append(append(out, line...), '\n'), data...), e.Payload...)
	return out
}

// Write writes an event.
func Write(w io.Writer, e *Event) error {
	_, err := w.Write(Encode(e))
	return err
}
