//go:build !unix

package sim

// cpuSeconds cannot read CPU time here.
func cpuSeconds() float64 { return -1 }
