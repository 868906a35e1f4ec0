package web

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
)

// hub fans messages out to the pages listening (server-sent events). A
// listener too slow to keep up loses its stream (the page reconnects and
// asks for the current state again).
type hub struct {
	mu     sync.Mutex
	subs   map[chan []byte]bool
	closed bool
}

func newHub() *hub { return &hub{subs: map[chan []byte]bool{}} }

func (h *hub) subscribe() chan []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := make(chan []byte, 64)
	if h.closed {
		close(c)
		return c
	}
	h.subs[c] = true
	return c
}

func (h *hub) unsubscribe(c chan []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs[c] {
		delete(h.subs, c)
		close(c)
	}
}

func (h *hub) publish(msg []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.subs {
		select {
		case c <- msg:
		default:
			delete(h.subs, c)
			close(c)
		}
	}
}

func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for c := range h.subs {
		close(c)
	}
	h.subs = map[chan []byte]bool{}
}

// event is one server-sent event: a kind and its JSON data.
func event(kind string, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return []byte(fmt.Sprintf("event: %s\ndata: %s\n\n", kind, b))
}

// stream writes the first messages, then every message from c until the
// request ends or c closes.
func stream(w http.ResponseWriter, r *http.Request, c <-chan []byte, first ...[]byte) {
	streamThen(w, r, c, nil, first...)
}

// streamThen is stream that writes, after each message from c, what then
// returns (nothing when then is nil or returns nil).
func streamThen(w http.ResponseWriter, r *http.Request, c <-chan []byte, then func() []byte, first ...[]byte) {
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusInternalServerError, "streaming unsupported")
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	for _, m := range first {
		_, _ = w.Write(m)
	}
	fl.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case m, ok := <-c:
			if !ok {
				return
			}
			if then != nil {
				m = append(m[:len(m):len(m)], then()...)
			}
			if _, err := w.Write(m); err != nil {
				return
			}
			fl.Flush()
		}
	}
}

func randomToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func itoa(n int) string { return strconv.Itoa(n) }
