package lsp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/thronescript/thronescript/interp"
)

// rawClient writes bytes to a server as an editor's stdio would, and reads
// its messages.
type rawClient struct {
	t    testing.TB
	conn io.ReadWriteCloser
	in   chan json.RawMessage // the server's messages, in order
	done chan struct{}        // closed when the server ends
	srv  *Server
}

// startRaw starts s on one end of a pipe (no initialize).
func startRaw(t testing.TB, s *Server) *rawClient {
	t.Helper()
	a, b := osPipes(t)
	c := &rawClient{t: t, conn: b, in: make(chan json.RawMessage, 64), done: make(chan struct{}), srv: s}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_ = s.serve(ctx, a)
		_ = a.Close()
		close(c.done)
	}()
	go func() {
		r := bufio.NewReader(b)
		for {
			var m json.RawMessage
			if err := (jsonrpc2.VSCodeObjectCodec{}).ReadObject(r, &m); err != nil {
				close(c.in)
				return
			}
			c.in <- m
		}
	}()
	t.Cleanup(func() {
		cancel()
		_ = b.Close()
		<-c.done
	})
	return c
}

// closeWrite ends the server's input (the editor closed its stdin).
func (c *rawClient) closeWrite() { _ = c.conn.(pipeEnd).w.Close() }

func (c *rawClient) write(b []byte) {
	c.t.Helper()
	if _, err := c.conn.Write(b); err != nil {
		c.t.Fatalf("write: %v", err)
	}
}

// frame is one message with its header.
func frame(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }

// reply is a response as the client reads it.
type reply struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Error  *struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	Result json.RawMessage `json:"result"`
}

// until reads the server's messages up to the reply to id and returns the
// error codes of the replies before it with a null id. ok is false when
// the server ended first.
func (c *rawClient) until(id string) (codes []int64, last reply, ok bool) {
	c.t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case m, more := <-c.in:
			if !more {
				return codes, reply{}, false
			}
			var r reply
			if err := json.Unmarshal(m, &r); err != nil {
				c.t.Fatalf("the server sent %s: %v", m, err)
			}
			if string(r.ID) == id {
				return codes, r, true
			}
			if string(r.ID) == "null" && r.Error != nil {
				codes = append(codes, r.Error.Code)
			}
		case <-deadline:
			c.t.Fatalf("no reply to %s", id)
		}
	}
}

// probe is a request every server answers (an unknown method: -32601, or
// -32002-like "server not initialized" before initialize).
func probe(id string) string {
	return frame(`{"jsonrpc":"2.0","id":` + id + `,"method":"$/probe"}`)
}

// TestMalformedFrames: each malformed frame is answered with a JSON-RPC
// error — -32700 for bytes that are no frame or no JSON (once for a run of
// junk lines), -32600 for JSON that is no request (with its id when it has
// one) and for a message over the size limit — and the server reads on: a
// request after it is answered. (The server ended at the first of them,
// with exit status 0.)
func TestMalformedFrames(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []int64 // the error replies with a null id, in order
		wantID   string  // an error reply to this id comes first
	}{
		{"body not JSON", frame("{not json"), []int64{-32700}, ""},
		{"empty body", "Content-Length: 0\r\n\r\n", []int64{-32700}, ""},
		{"JSON but not a message", frame(`{"foo":1}`), []int64{-32600}, ""},
		{"a number", frame(`3`), []int64{-32600}, ""},
		{"empty batch", frame(`[]`), []int64{-32600}, ""},
		{"method not a string, with an id", frame(`{"jsonrpc":"2.0","id":7,"method":5}`), nil, "7"},
		{"id of the wrong type", frame(`{"jsonrpc":"2.0","id":{"a":1},"method":"x"}`), []int64{-32600}, ""},
		{"no Content-Length", "Content-Type: x\r\n\r\n", []int64{-32700}, ""},
		{"bad Content-Length", "Content-Length: many\r\n\r\n", []int64{-32700}, ""},
		{"negative Content-Length", "Content-Length: -5\r\n\r\n", []int64{-32700}, ""},
		{"JSON without a header", `{"jsonrpc":"2.0","id":1,"method":"x"}` + "\r\n", []int64{-32700}, ""},
		{"junk lines, answered once", strings.Repeat("@@@ junk\r\n", 5000) + "\r\n", []int64{-32700}, ""},
		{"a line longer than the buffer", strings.Repeat("x", 100000) + "\r\n", []int64{-32700}, ""},
		{"body longer than its length", "Content-Length: 2\r\n\r\n{}}}junk", []int64{-32600, -32700}, ""},
		{"over the size limit", "Content-Length: 5000\r\n\r\n" + strings.Repeat(" ", 5000), []int64{-32600}, ""},
		{"binary", "\x00\xff\xfe\r\n\x01Content-Length\r\n\r\n", []int64{-32700}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startRaw(t, newServerForTest(Options{NoBuiltin: true, MaxMessageSize: 4096}))
			c.write([]byte(tc.in))
			if tc.wantID != "" {
				codes, r, ok := c.until(tc.wantID)
				if !ok || r.Error == nil || r.Error.Code != -32600 || len(codes) > 0 {
					t.Fatalf("no -32600 reply to %s (ok %v, %+v, before it %v)", tc.wantID, ok, r.Error, codes)
				}
			}
			c.write([]byte(probe(`"probe"`)))
			codes, r, ok := c.until(`"probe"`)
			if !ok {
				t.Fatalf("the server ended; error replies before: %v", codes)
			}
			if r.Error == nil {
				t.Errorf("the probe's reply has no error: %s", r.Result)
			}
			if fmt.Sprint(codes) != fmt.Sprint(tc.want) {
				t.Errorf("error replies %v, want %v", codes, tc.want)
			}
		})
	}
}

// TestRequestsAfterJunk: an initialized server answers a hover after a
// stream of junk, and an exit after it still ends it.
func TestRequestsAfterJunk(t *testing.T) {
	dir := t.TempDir()
	c := startRaw(t, newServerForTest(Options{NoBuiltin: true}))
	c.write([]byte(frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"` + pathToURI(dir) + `","capabilities":{}}}`)))
	if _, r, ok := c.until("1"); !ok || r.Error != nil {
		t.Fatalf("initialize: %+v", r.Error)
	}
	c.write([]byte("garbage\r\n\r\n" + frame("{]") + "Content-Length: 10\r\n\r\n"))
	c.write([]byte("\r\n\r\n\r\n\r\n\r\n" + frame(`{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.card"},"position":{"line":0,"character":0}}}`)))
	codes, r, ok := c.until("2")
	if !ok || r.Error != nil || string(r.Result) != "null" {
		t.Fatalf("hover after junk: ok %v, %+v %s", ok, r.Error, r.Result)
	}
	if fmt.Sprint(codes) != "[-32700 -32700 -32700]" {
		t.Errorf("error replies %v, want three -32700 (junk, a body not JSON, ten bytes not JSON)", codes)
	}
	c.write([]byte(frame(`{"jsonrpc":"2.0","method":"exit"}`)))
	select {
	case <-c.done:
	case <-time.After(20 * time.Second):
		t.Fatal("exit did not end the server")
	}
}

// FuzzFrames feeds arbitrary bytes to the server as its input stream,
// after initialize; then blank lines (which end a header block, or a body
// the bytes began if it is within the message limit) and a request, and
// ends the stream. The server never panics and ends only at the end of the
// stream or at an exit notification; it answers the request unless the
// bytes held an exit, or a Content-Length over the limit whose body (read
// and dropped) swallows the rest.
func FuzzFrames(f *testing.F) {
	f.Add([]byte("{not json"))
	f.Add([]byte(frame(`{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{}}`)))
	f.Add([]byte(frame(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f.card","languageId":"thronescript","version":1,"text":"card 1 \"x\" {\n  character\n  if not not x\n}\n"}}}`)))
	f.Add([]byte("Content-Length: 99999999999\r\n\r\n"))
	f.Add([]byte("Content-Length: 30\r\nContent-Type: x\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":[],\"m\":1}"))
	f.Add([]byte(frame(`[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]`)))
	f.Add([]byte("\x00\r\r\r\n\xff"))
	reg := interp.NewRegistry()
	dir := f.TempDir()
	const limit = 2048
	f.Fuzz(func(t *testing.T, junk []byte) {
		c := startRaw(t, newServerForTest(Options{Registry: reg, NoBuiltin: true, MaxMessageSize: limit, MaxFiles: 20, Timeout: time.Second}))
		c.write([]byte(frame(`{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"processId":null,"rootUri":"` + pathToURI(dir) + `","capabilities":{}}}`)))
		if _, r, ok := c.until(`"init"`); !ok || r.Error != nil {
			t.Fatalf("initialize: %+v", r.Error)
		}
		c.write(junk)
		c.write(bytes.Repeat([]byte("\r\n"), limit/2+2))
		c.write([]byte(probe(`"probe"`)))
		c.closeWrite()
		codes, _, answered := c.until(`"probe"`)
		if !answered && !c.srv.exited.Load() && !declaresOver(junk, limit) {
			t.Fatalf("the probe after the junk was not answered (error replies: %v)", codes)
		}
	})
}

// declaresOver reports whether junk may declare a Content-Length over
// limit: a number of more digits than limit has after "content-length"
// (in any case).
func declaresOver(junk []byte, limit int) bool {
	low := bytes.ToLower(junk)
	i := bytes.Index(low, []byte("content-length"))
	if i < 0 {
		return false
	}
	digits := 0
	for _, c := range low[i:] {
		if c >= '0' && c <= '9' {
			if digits++; digits >= len(fmt.Sprint(limit)) {
				return true
			}
		} else {
			digits = 0
		}
	}
	return false
}
