package lsp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// frameStream is the base protocol of the connection: each message is a
// JSON body after a header block (`Content-Length: N`, an optional
// `Content-Type`, a blank line). It reads so that no input ends the
// server: a malformed frame is answered with a JSON-RPC error (-32700 for
// bytes that are no frame or no JSON, -32600 for JSON that is no message
// or a message over the size limit) and skipped, and reading goes on at
// the next header. Only the end of the stream (or a read error) ends it.
// It is a jsonrpc2.ObjectStream.
type frameStream struct {
	r   *bufio.Reader
	c   io.Closer
	max int64 // the largest body read; larger ones are skipped
	log func(format string, v ...any)

	mu sync.Mutex // writes
	w  *bufio.Writer

	// junk: bytes since the last frame were no header; they are answered
	// once, however many lines they run to
	junk bool
}

func newFrameStream(rwc io.ReadWriteCloser, max int64, log func(string, ...any)) *frameStream {
	return &frameStream{r: bufio.NewReaderSize(rwc, 8<<10), w: bufio.NewWriter(rwc), c: rwc, max: max, log: log}
}

// WriteObject writes one message.
func (s *frameStream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	if _, err := s.w.Write(data); err != nil {
		return err
	}
	return s.w.Flush()
}

// Close closes the connection.
func (s *frameStream) Close() error { return s.c.Close() }

// ReadObject reads the next well-formed message into v (a pointer),
// answering and skipping the malformed ones on the way.
func (s *frameStream) ReadObject(v any) error {
	for {
		body, err := s.frame()
		if err != nil {
			return err
		}
		if body == nil {
			continue
		}
		if !json.Valid(body) {
			s.fail(nil, jsonrpc2.CodeParseError, "parse error: the message is not JSON")
			continue
		}
		// a fresh value each time: a message that fails half way must
		// leave nothing behind in the next one
		fresh := reflect.New(reflect.TypeOf(v).Elem())
		if err := json.Unmarshal(body, fresh.Interface()); err != nil {
			s.fail(idOf(body), jsonrpc2.CodeInvalidRequest, "invalid request: "+err.Error())
			continue
		}
		reflect.ValueOf(v).Elem().Set(fresh.Elem())
		return nil
	}
}

// frame reads one frame and returns its body, or nil when what it read
// was no frame (answered already).
func (s *frameStream) frame() ([]byte, error) {
	length := int64(-1) // the Content-Length of the header block being read
	headers := false    // a header line was read since the last blank line
	for {
		line, err := s.line()
		if err != nil {
			return nil, err
		}
		if line == nil {
			s.junkf("a header line longer than %d bytes", s.r.Size())
			length, headers = -1, false
			continue
		}
		text := strings.TrimSuffix(strings.TrimSuffix(string(line), "\n"), "\r")
		if text == "" {
			if length >= 0 {
				break
			}
			if headers {
				s.junkf("a header block without Content-Length")
			}
			headers = false
			continue // blank lines between frames are let be
		}
		headers = true
		if i := strings.Index(text, "Content-Length:"); i > 0 {
			// a header after junk on its line (a body longer than its
			// Content-Length said): read on from the header
			s.junkf("%q before a header", clip(text[:i]))
			text = text[i:]
		}
		name, value, ok := strings.Cut(text, ":")
		switch {
		case !ok || !isToken(name):
			s.junkf("%q is not a header", clip(text))
			length = -1
		case strings.EqualFold(name, "Content-Length"):
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n < 0 {
				s.junkf("Content-Length %q is not a length", clip(strings.TrimSpace(value)))
				length = -1
				continue
			}
			length = n
		}
		// other headers (Content-Type) say nothing the server needs
	}
	s.junk = false
	if length > s.max {
		if _, err := io.CopyN(io.Discard, s.r, length); err != nil {
			return nil, err
		}
		s.fail(nil, jsonrpc2.CodeInvalidRequest, fmt.Sprintf("the message is %d bytes, more than the limit of %d; it was skipped", length, s.max))
		return nil, nil
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// line reads one line with its newline; nil for a line longer than the
// buffer, which is skipped to its end.
func (s *frameStream) line() ([]byte, error) {
	b, err := s.r.ReadSlice('\n')
	if err != bufio.ErrBufferFull {
		return b, err
	}
	for err == bufio.ErrBufferFull {
		_, err = s.r.ReadSlice('\n')
	}
	return nil, err
}

// junkf answers bytes that are no frame, once for a run of them.
func (s *frameStream) junkf(format string, args ...any) {
	if s.junk {
		return
	}
	s.junk = true
	s.fail(nil, jsonrpc2.CodeParseError, "parse error: "+fmt.Sprintf(format, args...)+"; reading on at the next header")
}

// errorReply is a JSON-RPC error response whose id may be null.
type errorReply struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Error   jsonrpc2.Error  `json:"error"`
}

// fail answers a malformed message with an error (id: the message's, when
// it has one, else null) and logs it.
func (s *frameStream) fail(id json.RawMessage, code int64, msg string) {
	if id == nil {
		id = json.RawMessage("null")
	}
	s.log("%s", msg)
	if err := s.WriteObject(errorReply{JSONRPC: "2.0", ID: id, Error: jsonrpc2.Error{Code: code, Message: msg}}); err != nil {
		s.log("answering a malformed message: %v", err)
	}
}

// idOf returns the id of a JSON message when it is a number or a string.
func idOf(body []byte) json.RawMessage {
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(body, &m) != nil || len(m.ID) == 0 {
		return nil
	}
	if c := m.ID[0]; c == '"' || c == '-' || c >= '0' && c <= '9' {
		return m.ID
	}
	return nil
}

// isToken reports whether a header name is a token (RFC 7230).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}

// clip shortens junk quoted in a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
