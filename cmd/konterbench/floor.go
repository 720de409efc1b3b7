package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"time"
)

// The floor is what this machine can serve at all, measured in the same run as the shop: a
// minimal net/http handler in a process of its own, answering from memory the very bytes of
// the visitor list it is compared with, driven by the same load generator. A read scenario's
// throughput is reported as its share of the floor, so that a machine busy with other work
// slows both alike and does not fail the budget falsely.

// floorPath is the one address the floor answers.
const floorPath = "/api/products"

// serveFloor is the floor process: it answers body (read from a file) until it is stopped,
// and prints its address on the first line of its output.
func serveFloor(bodyFile string) {
	body, err := os.ReadFile(bodyFile)
	if err != nil {
		fail("floor: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail("floor: %v", err)
	}
	fmt.Println(ln.Addr().String())
	length := strconv.Itoa(len(body))
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+floorPath, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", length)
		_, _ = w.Write(body)
	})
	fail("floor: %v", http.Serve(ln, mux))
}

// startFloor starts the floor process answering body; stop ends it.
func startFloor(body []byte) (url string, stop func(), err error) {
	f, err := os.CreateTemp("", "konter-bench-floor-*.json")
	if err != nil {
		return "", nil, err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(body); err != nil {
		return "", nil, err
	}
	f.Close()
	self, err := os.Executable()
	if err != nil {
		return "", nil, err
	}
	cmd := exec.Command(self, "-serve-floor", f.Name())
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		stop()
		return "", nil, fmt.Errorf("floor did not start: %v", err)
	}
	// The body file is read before the address is printed.
	return "http://" + addr[:len(addr)-1], stop, nil
}

// floorServer is the floor process, answering the shop's catalog page.
type floorServer struct {
	url  string
	stop func()
}

// startFloorFor starts the floor answering the bytes of a visitor's catalog page of the shop.
func startFloorFor(shopURL string) (*floorServer, error) {
	status, body, err := newClient(shopURL).do("GET", "/api/products?per_page=20", nil)
	if err != nil || status != 200 {
		return nil, fmt.Errorf("floor: the catalog page answered %d %v", status, err)
	}
	url, stop, err := startFloor(body)
	if err != nil {
		return nil, err
	}
	return &floorServer{url: url, stop: stop}, nil
}

// read reads the floor with 64 connections for d, as catalogReads reads the shop, and returns
// its throughput.
func (f *floorServer) read(d time.Duration) (float64, error) {
	rec := newRecorder()
	readLoop(rec, f.url, 64, d, 1, anonymous, func(c *client, _ *rand.Rand) {
		rec.call("floor", c, "GET", floorPath, nil, 200)
	})
	st := rec.stats("0 floor", 0)
	if len(st) != 1 || st[0].Errors > 0 {
		return 0, fmt.Errorf("floor: %v", rec.sample)
	}
	return st[0].Throughput, nil
}
