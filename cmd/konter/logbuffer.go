package main

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// logBuffer gathers the server's log lines and writes them out every interval (or when 32 KB
// have gathered) instead of one system call per request: on a 2-core machine the access log's
// writes alone cost a seventh of the catalog reads a second.
type logBuffer struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newLogBuffer(w io.Writer, interval time.Duration) *logBuffer {
	b := &logBuffer{buf: bufio.NewWriterSize(w, 32<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				b.flush()
			case <-b.stop:
				b.flush()
				return
			}
		}
	}()
	return b
}

// Write keeps a whole log line; the handlers write one line per call.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.buf.Flush()
}

// Close writes out what is left and stops the ticker.
func (b *logBuffer) Close() {
	close(b.stop)
	<-b.done
}
