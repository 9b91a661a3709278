package modbus

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// The function codes the driver uses, each on one coil or register.
const (
	fnReadCoils     byte = 0x01
	fnReadDiscrete  byte = 0x02
	fnReadHolding   byte = 0x03
	fnReadInput     byte = 0x04
	fnWriteCoil     byte = 0x05
	exceptionBit    byte = 0x80
	coilOn               = 0xFF00
	maxResponseSize      = 256 // an RTU frame is at most 256 bytes
)

var fnNames = map[byte]string{
	fnReadCoils:    "read coil",
	fnReadDiscrete: "read discrete input",
	fnReadHolding:  "read holding register",
	fnReadInput:    "read input register",
	fnWriteCoil:    "write coil",
}

// Errors of one exchange. A reply that fails any check is never used.
var (
	// ErrCRC: the reply's CRC does not match its bytes.
	ErrCRC = errors.New("CRC error")
	// ErrNoReply: no complete reply within the timeout.
	ErrNoReply = errors.New("no reply")
	// ErrFrame: the reply is not the answer to the request (another unit,
	// another function, a wrong length or echo).
	ErrFrame = errors.New("malformed reply")
)

// ExceptionError is the device's refusal of a request.
type ExceptionError struct {
	Function byte
	Code     byte
}

var exceptionNames = map[byte]string{
	1: "illegal function", 2: "illegal data address", 3: "illegal data value",
	4: "server device failure", 5: "acknowledge", 6: "server device busy",
	8: "memory parity error", 10: "gateway path unavailable", 11: "gateway target device failed to respond",
}

func (e *ExceptionError) Error() string {
	name := exceptionNames[e.Code]
	if name == "" {
		name = "unknown exception"
	}
	return fmt.Sprintf("exception %d (%s)", e.Code, name)
}

// request is one Modbus RTU request on one coil or register: a read of
// one (value 1 is the quantity) or a write of one coil (value 0xFF00 or 0).
type request struct {
	unit  byte
	fn    byte
	addr  uint16
	value uint16
}

func (r request) String() string {
	return fmt.Sprintf("unit %d %s %d", r.unit, fnNames[r.fn], r.addr)
}

// encode returns the request frame: unit, function, address, value, CRC.
func (r request) encode() []byte {
	b := []byte{r.unit, r.fn, 0, 0, 0, 0}
	binary.BigEndian.PutUint16(b[2:], r.addr)
	binary.BigEndian.PutUint16(b[4:], r.value)
	return binary.LittleEndian.AppendUint16(b, crc16(b))
}

// crc16 is the Modbus CRC: CRC-16/MODBUS (reflected polynomial 0xA001,
// initial value 0xFFFF), sent low byte first.
func crc16(b []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, x := range b {
		crc ^= uint16(x)
		for range 8 {
			if crc&1 != 0 {
				crc = crc>>1 ^ 0xA001
			} else {
				crc >>= 1
			}
		}
	}
	return crc
}

// dataLen is the byte count a read reply to r must carry.
func (r request) dataLen() int {
	if r.fn == fnReadCoils || r.fn == fnReadDiscrete {
		return 1
	}
	return 2
}

// replyLen returns the length of the whole reply to r, given at least its
// first three bytes, or an error wrapping ErrFrame when they cannot start
// a reply to r.
func replyLen(r request, head []byte) (int, error) {
	if len(head) < 3 {
		return 0, fmt.Errorf("%w: %d bytes", ErrFrame, len(head))
	}
	switch {
	case head[0] != r.unit:
		return 0, fmt.Errorf("%w: from unit %d, want %d", ErrFrame, head[0], r.unit)
	case head[1] == r.fn|exceptionBit:
		return 5, nil
	case head[1] != r.fn:
		return 0, fmt.Errorf("%w: function %d, want %d", ErrFrame, head[1], r.fn)
	case r.fn == fnWriteCoil:
		return 8, nil
	case int(head[2]) != r.dataLen():
		return 0, fmt.Errorf("%w: %d data bytes, want %d", ErrFrame, head[2], r.dataLen())
	}
	return 5 + int(head[2]), nil
}

// decode checks a whole reply to r and returns its value: the coil or
// input (0 or 1), or the register. It returns an error wrapping ErrCRC or
// ErrFrame, or an *ExceptionError; never a value from a reply that failed.
func decode(r request, frame []byte) (uint16, error) {
	n, err := replyLen(r, frame)
	if err != nil {
		return 0, err
	}
	if len(frame) != n {
		return 0, fmt.Errorf("%w: %d bytes, want %d", ErrFrame, len(frame), n)
	}
	body := frame[:n-2]
	if got, want := binary.LittleEndian.Uint16(frame[n-2:]), crc16(body); got != want {
		return 0, fmt.Errorf("%w: got %04x, computed %04x", ErrCRC, got, want)
	}
	if frame[1] == r.fn|exceptionBit {
		return 0, &ExceptionError{Function: r.fn, Code: frame[2]}
	}
	switch r.fn {
	case fnWriteCoil:
		if addr, v := binary.BigEndian.Uint16(frame[2:]), binary.BigEndian.Uint16(frame[4:]); addr != r.addr || v != r.value {
			return 0, fmt.Errorf("%w: echo of coil %d = %04x, want coil %d = %04x", ErrFrame, addr, v, r.addr, r.value)
		}
		return r.value, nil
	case fnReadCoils, fnReadDiscrete:
		return uint16(frame[3] & 1), nil
	}
	return binary.BigEndian.Uint16(frame[3:]), nil
}
