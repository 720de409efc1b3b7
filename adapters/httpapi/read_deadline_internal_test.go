package httpapi

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/danielgtaylor/huma/v2"
)

// A write that runs past the deadline its body was read under (a sale waiting for its turn
// behind a long write) still answers, and the next request on the same kept-alive connection
// is served too: the deadline cancelled the connection's context, which answered the write
// 500 and signed the Kasir out (401) on every later request of her browser's connection.
func TestAWriteOutlastsItsBodysReadDeadline(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := New(Deps{Log: slog.New(slog.DiscardHandler)})
		register(s, Anyone, huma.Operation{
			OperationID: "slow-write", Method: http.MethodPost, Path: "/api/slow-write",
			Description: "Menulis lama.", Tags: []string{tagSales},
		}, func(ctx context.Context, _ *struct {
			Body struct {
				Quantity int64 `json:"quantity" minimum:"1" maximum:"10"`
			}
		}) (*struct{}, error) {
			time.Sleep(time.Minute) // on the bubble's clock: far past the body's deadline
			return &struct{}{}, ctx.Err()
		})
		server, client := net.Pipe()
		srv := &http.Server{Handler: s.Handler(), ReadTimeout: 30 * time.Second}
		go func() { _ = srv.Serve(&oneConnListener{conn: server, closed: make(chan struct{})}) }()
		defer srv.Close()
		transport := &http.Transport{DialContext: func(context.Context, string, string) (net.Conn, error) { return client, nil }}
		defer transport.CloseIdleConnections()
		for i := range 2 {
			res, err := (&http.Client{Transport: transport}).Post("http://konter.test/api/slow-write", "application/json", strings.NewReader(`{"quantity":1}`))
			if err != nil {
				t.Fatal(err)
			}
			_ = res.Body.Close()
			if res.StatusCode != http.StatusNoContent {
				t.Errorf("write %d on the connection answered %d, want 204", i+1, res.StatusCode)
			}
		}
	})
}

// oneConnListener accepts one connection, then waits until closed.
type oneConnListener struct {
	conn   net.Conn
	once   sync.Once
	closed chan struct{}
}

func (l *oneConnListener) Accept() (net.Conn, error) {
	if c := l.conn; c != nil {
		l.conn = nil
		return c, nil
	}
	<-l.closed
	return nil, net.ErrClosed
}

func (l *oneConnListener) Close() error {
	l.once.Do(func() { close(l.closed) })
	return nil
}

func (l *oneConnListener) Addr() net.Addr { return &net.TCPAddr{} }
