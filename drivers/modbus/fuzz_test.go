package modbus

import (
	"encoding/binary"
	"testing"
)

// FuzzDecode feeds arbitrary replies to decode: it must never panic, and
// whatever it accepts must be a whole, CRC-correct reply from the unit
// asked, to the function asked, carrying the value it returns.
func FuzzDecode(f *testing.F) {
	frame := func(b ...byte) []byte { return binary.LittleEndian.AppendUint16(b, crc16(b)) }
	f.Add(byte(1), fnReadInput, uint16(1), frame(1, 4, 2, 0x00, 0xEA))
	f.Add(byte(7), fnReadCoils, uint16(3), frame(7, 1, 1, 1))
	f.Add(byte(7), fnWriteCoil, uint16(3), frame(7, 5, 0, 3, 0xFF, 0))
	f.Add(byte(1), fnReadHolding, uint16(0), frame(1, 0x83, 2))
	f.Add(byte(1), fnReadInput, uint16(1), []byte{0, 0xFF, 0x13, 1, 4, 2, 0, 0xEA})
	fns := []byte{fnReadCoils, fnReadDiscrete, fnReadHolding, fnReadInput, fnWriteCoil}
	f.Fuzz(func(t *testing.T, unit, fn byte, addr uint16, reply []byte) {
		req := request{unit: unit, fn: fns[int(fn)%len(fns)], addr: addr, value: 1}
		if req.fn == fnWriteCoil {
			req.value = coilOn
		}
		v, err := decode(req, reply)
		if err != nil {
			return
		}
		n := len(reply)
		switch {
		case n < 5:
			t.Fatalf("accepted a %d-byte reply", n)
		case binary.LittleEndian.Uint16(reply[n-2:]) != crc16(reply[:n-2]):
			t.Fatalf("accepted a bad CRC: % x", reply)
		case reply[0] != req.unit || reply[1] != req.fn:
			t.Fatalf("accepted a reply from unit %d function %d to %s", reply[0], reply[1], req)
		}
		var want uint16
		switch req.fn {
		case fnWriteCoil:
			want = req.value
		case fnReadCoils, fnReadDiscrete:
			want = uint16(reply[3] & 1)
		default:
			want = binary.BigEndian.Uint16(reply[3:])
		}
		if v != want {
			t.Fatalf("decode(% x) = %d, want %d", reply, v, want)
		}
	})
}
