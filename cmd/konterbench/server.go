package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// server is the `konter serve` process under test.
type server struct {
	url, pprofURL string
	cmd           *exec.Cmd
	log           string // the server's output, removed after a clean stop
}

func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

func startServer(bin, dataDir, dbURL string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	pprofAddr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "KONTER_LISTEN="+addr, "KONTER_DATA_DIR="+dataDir, "KONTER_DATABASE_URL="+dbURL,
		"KONTER_NO_JOBS=true", "KONTER_LOG_FORMAT=json", "KONTER_PPROF_LISTEN="+pprofAddr)
	logFile, err := os.CreateTemp("", "konter-bench-server-*.log")
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{url: "http://" + addr, pprofURL: "http://" + pprofAddr, cmd: cmd, log: logFile.Name()}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(s.url + "/api/health"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return s, nil
			}
		}
	}
	s.log = "" // keep it to read
	s.stop()
	return nil, fmt.Errorf("konter serve did not become healthy; log in %s", logFile.Name())
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
		if s.log != "" {
			_ = os.Remove(s.log)
		}
	case <-time.After(20 * time.Second):
		_ = s.cmd.Process.Kill()
	}
}

// resetPeak starts a new peak-memory measurement (Linux: clear_refs 5 resets VmHWM).
func (s *server) resetPeak() {
	_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", s.cmd.Process.Pid), []byte("5"), 0)
}

// peakMB is the server's peak resident memory since the last reset.
func (s *server) peakMB() float64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

// profile records the server's CPU for d, from after on, into file, in the background; wait
// for the result.
func (s *server) profile(file string, after, d time.Duration) (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		time.Sleep(after)
		res, err := http.Get(fmt.Sprintf("%s/debug/pprof/profile?seconds=%d", s.pprofURL, max(1, int(d.Seconds()))))
		if err != nil {
			return
		}
		defer res.Body.Close()
		if f, err := os.Create(file); err == nil {
			_, _ = io.Copy(f, res.Body)
			f.Close()
		}
	}()
	return func() { <-done }
}
