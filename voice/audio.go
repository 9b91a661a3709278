package voice

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"time"

	"edge/wyoming"
)

// Mic is where audio comes from: a Wyoming mic service or a command.
type Mic interface {
	// Open starts the audio.
	Open(ctx context.Context) (Stream, error)
	// String names the source for the log.
	String() string
}

// Stream is audio coming in.
type Stream interface {
	// Read returns the next chunk of audio and its format; an error ends
	// the stream (the source is down).
	Read() (format wyoming.Audio, pcm []byte, err error)
	Close() error
}

// Speaker is where audio goes: a Wyoming snd service or a command.
type Speaker interface {
	// Play plays audio to its end.
	Play(ctx context.Context, format wyoming.Audio, pcm []byte) error
	String() string
}

// ServiceMic is a Wyoming mic service: once connected, it sends
// audio-start and audio-chunk events.
type ServiceMic struct{ URI string }

func (m ServiceMic) String() string { return "the microphone at " + m.URI }

// Open connects to the service.
func (m ServiceMic) Open(ctx context.Context) (Stream, error) {
	c, err := wyoming.Dial(ctx, m.URI)
	if err != nil {
		return nil, err
	}
	return &serviceStream{c: c}, nil
}

type serviceStream struct {
	c      *wyoming.Conn
	format wyoming.Audio
}

// micIdle is how long a mic service may send nothing before it is taken
// for down.
const micIdle = 10 * time.Second

func (s *serviceStream) Read() (wyoming.Audio, []byte, error) {
	for {
		e, err := s.c.Read(time.Now().Add(micIdle))
		if err != nil {
			return wyoming.Audio{}, nil, err
		}
		switch e.Type {
		case wyoming.TypeAudioStart, wyoming.TypeAudioChunk:
			if err := e.Decode(&s.format); err != nil {
				return wyoming.Audio{}, nil, err
			}
			if len(e.Payload) > 0 {
				return s.format.Format(), e.Payload, nil
			}
		case wyoming.TypeAudioStop:
			return wyoming.Audio{}, nil, io.EOF
		}
	}
}

func (s *serviceStream) Close() error { return s.c.Close() }

// CommandMic is a command that writes raw audio of a format to its
// standard output (arecord -r 16000 -c 1 -f S16_LE -t raw).
type CommandMic struct {
	Argv   []string
	Format wyoming.Audio
}

func (m CommandMic) String() string { return fmt.Sprintf("the microphone command %q", m.Argv) }

// chunkSamples is how many samples a chunk read from a command holds.
const chunkSamples = 1024

// Open starts the command.
func (m CommandMic) Open(ctx context.Context) (Stream, error) {
	if len(m.Argv) == 0 {
		return nil, errors.New("no command")
	}
	cmd := exec.CommandContext(ctx, m.Argv[0], m.Argv[1:]...)
	ownGroup(cmd)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var errs bytes.Buffer
	cmd.Stderr = &limited{w: &errs, n: 4096}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &commandStream{cmd: cmd, out: out, errs: &errs, format: m.Format, buf: make([]byte, chunkSamples*m.Format.Width*m.Format.Channels)}, nil
}

type commandStream struct {
	cmd    *exec.Cmd
	out    io.ReadCloser
	errs   *bytes.Buffer
	format wyoming.Audio
	buf    []byte
	wait   sync.Once
	werr   error
}

func (s *commandStream) Read() (wyoming.Audio, []byte, error) {
	n, err := io.ReadFull(s.out, s.buf)
	if n > 0 {
		return s.format, append([]byte(nil), s.buf[:n]...), nil
	}
	if err == io.ErrUnexpectedEOF {
		err = io.EOF
	}
	s.wait.Do(func() { s.werr = s.cmd.Wait() })
	if msg := bytes.TrimSpace(s.errs.Bytes()); len(msg) > 0 {
		return wyoming.Audio{}, nil, fmt.Errorf("%v (%v): %s", err, s.werr, msg)
	}
	return wyoming.Audio{}, nil, fmt.Errorf("%v (%v)", err, s.werr)
}

// Close stops the command and the programs it started, and waits for it.
func (s *commandStream) Close() error {
	stopGroup(s.cmd)
	s.wait.Do(func() { s.werr = s.cmd.Wait() })
	return nil
}

// ServiceSpeaker is a Wyoming snd service.
type ServiceSpeaker struct{ URI string }

func (s ServiceSpeaker) String() string { return "the speaker at " + s.URI }

// playedWait is how much longer than the audio lasts a snd service may
// take to say it was played; one that never says so (an older service)
// is taken to have played it then.
const playedWait = 3 * time.Second

// Play sends the audio as audio-start, audio-chunk..., audio-stop, and
// waits for played.
func (s ServiceSpeaker) Play(ctx context.Context, format wyoming.Audio, pcm []byte) error {
	c, err := wyoming.Dial(ctx, s.URI)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := sendAudio(c, format, pcm); err != nil {
		return err
	}
	last := time.Now().Add(duration(format, len(pcm)) + playedWait)
	for {
		e, err := c.Read(last)
		var ne interface{ Timeout() bool }
		switch {
		case errors.As(err, &ne) && ne.Timeout():
			return nil
		case err != nil:
			return err
		case e.Type == wyoming.TypePlayed:
			return nil
		}
	}
}

// CommandSpeaker is a command that plays a WAV file from its standard
// input (aplay).
type CommandSpeaker struct{ Argv []string }

func (s CommandSpeaker) String() string { return fmt.Sprintf("the speaker command %q", s.Argv) }

// Play runs the command with the audio as a WAV file, to its end.
func (s CommandSpeaker) Play(ctx context.Context, format wyoming.Audio, pcm []byte) error {
	if len(s.Argv) == 0 {
		return errors.New("no command")
	}
	cmd := exec.CommandContext(ctx, s.Argv[0], s.Argv[1:]...)
	ownGroup(cmd)
	cmd.Stdin = bytes.NewReader(WAV(format, pcm))
	var errs bytes.Buffer
	cmd.Stderr = &limited{w: &errs, n: 4096}
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%v: %s", err, bytes.TrimSpace(errs.Bytes()))
	}
	return nil
}

// WAV makes a PCM WAV file of audio.
func WAV(format wyoming.Audio, pcm []byte) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.WriteString("RIFF")
	binary.Write(&b, le, uint32(36+len(pcm)))
	b.WriteString("WAVEfmt ")
	binary.Write(&b, le, uint32(16))
	binary.Write(&b, le, uint16(1))
	binary.Write(&b, le, uint16(format.Channels))
	binary.Write(&b, le, uint32(format.Rate))
	binary.Write(&b, le, uint32(format.BytesPerSecond()))
	binary.Write(&b, le, uint16(format.Width*format.Channels))
	binary.Write(&b, le, uint16(8*format.Width))
	b.WriteString("data")
	binary.Write(&b, le, uint32(len(pcm)))
	b.Write(pcm)
	return b.Bytes()
}

// writeTimeout bounds writing one event to a service.
const writeTimeout = 10 * time.Second

// sendAudio sends audio as audio-start, audio-chunk..., audio-stop.
func sendAudio(c *wyoming.Conn, format wyoming.Audio, pcm []byte) error {
	format = format.Format()
	if err := c.Send(wyoming.TypeAudioStart, format, nil, writeTimeout); err != nil {
		return err
	}
	step := chunkSamples * format.Width * format.Channels
	for i := 0; i < len(pcm); i += step {
		if err := c.Send(wyoming.TypeAudioChunk, format, pcm[i:min(i+step, len(pcm))], writeTimeout); err != nil {
			return err
		}
	}
	return c.Send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil, writeTimeout)
}

// duration is how long audio of a format lasts.
func duration(format wyoming.Audio, n int) time.Duration {
	if format.BytesPerSecond() == 0 {
		return 0
	}
	return time.Duration(float64(n) / float64(format.BytesPerSecond()) * float64(time.Second))
}

// limited keeps the first n bytes written to it.
type limited struct {
	w io.Writer
	n int
}

func (l *limited) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(l.n, len(p))
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}
