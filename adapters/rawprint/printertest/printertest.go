// Package printertest plays network printers on the loopback for tests: one that takes a job,
// one that takes the connection but never reads, one that never answers at all.
package printertest

import (
	"io"
	"net"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Printer is where a played printer listens.
type Printer struct {
	Host string
	Port int
	// Got delivers what the printer received on its first connection, once it closed.
	Got <-chan []byte
}

func at(t testing.TB, l net.Listener) Printer {
	t.Helper()
	t.Cleanup(func() { l.Close() })
	a := l.Addr().(*net.TCPAddr)
	return Printer{Host: a.IP.String(), Port: a.Port}
}

// Working is a printer that reads all a job holds.
func Working(t testing.TB) Printer {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan []byte, 1)
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		b, _ := io.ReadAll(c)
		got <- b
	}()
	p := at(t, l)
	p.Got = got
	return p
}

// Closed is an address where nothing listens: a connection is refused at once.
func Closed(t testing.TB) Printer {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := at(t, l)
	l.Close()
	return p
}

// Stalled takes connections with a 4 KB receive buffer and never reads them (out of paper,
// cover open): a job past the socket buffers cannot be written.
func Stalled(t testing.TB) Printer {
	t.Helper()
	lc := net.ListenConfig{Control: func(_, _ string, c syscall.RawConn) error {
		var err error
		_ = c.Control(func(fd uintptr) { err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096) })
		return err
	}}
	l, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var (
		mu   sync.Mutex
		held []net.Conn
	)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			c.Close()
		}
	})
	return at(t, l)
}

// Silent never answers a connection (a printer powered off behind a switch): a listener whose
// accept queue is full drops new connections' SYNs, so a dial never completes.
func Silent(t testing.TB) Printer {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Listen(fd, 0); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	p := Printer{Host: "127.0.0.1", Port: sa.(*syscall.SockaddrInet4).Port}
	addr := net.JoinHostPort(p.Host, strconv.Itoa(p.Port))
	// Fill the accept queue until a connection is no longer taken.
	for queued := 0; ; queued++ {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err != nil {
			return p
		}
		t.Cleanup(func() { c.Close() })
		if queued > 64 {
			t.Fatal("the accept queue never filled")
		}
	}
}
