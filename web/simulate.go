package web

import "net/http"

type simJob struct{}

func (j *simJob) cancel() {}

func (s *Server) handleNewSim(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "not yet")
}
func (s *Server) handleSimEvents(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "not yet")
}
