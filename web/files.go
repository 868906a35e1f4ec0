package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"os"
)

// textHash names a version of a file's text: the page sends the hash of
// the text its buffer started from with a save, and a file changed on disk
// since then is not overwritten without the user's word.
func textHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}

// diskHash is the hash of a workspace file as it is on disk ("" when it
// does not exist).
func (s *Server) diskHash(name string) (string, []byte, error) {
	b, err := s.ws.read(name)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	return textHash(b), b, nil
}

// fileError answers a failed file operation.
func fileError(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, errExists):
		writeError(w, http.StatusConflict, err.Error())
	case errors.Is(err, os.ErrNotExist):
		writeError(w, http.StatusNotFound, "no such file")
	default:
		writeError(w, http.StatusForbidden, err.Error())
	}
}

// handleNewFile creates a workspace file (a .card or .lua file inside a
// folder of the workspace; missing folders are made), never over one that
// exists.
func (s *Server) handleNewFile(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
		Text string `json:"text"`
	}
	if !readTextJSON(w, r, &req, &req.Text) {
		return
	}
	if err := s.ws.create(req.Name, []byte(req.Text)); err != nil {
		fileError(w, err)
		return
	}
	writeJSON(w, map[string]any{"created": req.Name, "files": s.ws.files(), "hash": textHash([]byte(req.Text))})
}

// handleRename renames a workspace file (never over another one).
func (s *Server) handleRename(w http.ResponseWriter, r *http.Request) {
	var req struct {
		From string `json:"from"`
		To   string `json:"to"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	if err := s.ws.rename(req.From, req.To); err != nil {
		fileError(w, err)
		return
	}
	writeJSON(w, map[string]any{"renamed": req.To, "files": s.ws.files()})
}

// handleDelete deletes a workspace file.
func (s *Server) handleDelete(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	if err := s.ws.remove(req.Name); err != nil {
		fileError(w, err)
		return
	}
	writeJSON(w, map[string]any{"deleted": req.Name, "files": s.ws.files()})
}
