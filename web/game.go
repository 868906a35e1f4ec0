package web

import "net/http"

type game struct{}

func (g *game) close() {}

func (s *Server) handleNewGame(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "not yet")
}
func (s *Server) handleGameEvents(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "not yet")
}
func (s *Server) handleAnswer(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "not yet")
}
