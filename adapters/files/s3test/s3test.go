// Package s3test starts a real S3 server for tests: versitygw, an S3 gateway over a
// folder, installed by `make test` (and CI) with go install into bin/.
package s3test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Module is what `make test` installs: go install Module@Version.
const (
	Module  = "github.com/versity/versitygw/cmd/versitygw"
	Version = "v1.8.0"
)

const (
	accessKey = "konter-test"
	secretKey = "konter-test-secret"
	region    = "us-east-1"
)

// Server is a running S3 server.
type Server struct {
	Endpoint string // http://127.0.0.1:PORT
	client   *minio.Client
}

// Start runs a server over a fresh folder for the rest of the test, and puts its keys in
// the environment as Konter reads them. Without the program the test fails: run
// `make test`, or go install the Module.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := program()
	if err != nil {
		t.Fatalf("S3 test server: %v; install it with `GOBIN=$PWD/bin go install %s@%s` (make test does)", err, Module, Version)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	root := t.TempDir()
	cmd := exec.Command(bin, "--access", accessKey, "--secret", secretKey, "--region", region, "--port", addr, "--quiet", "posix", root)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	t.Setenv("AWS_ACCESS_KEY_ID", accessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", secretKey)
	client, err := minio.New(addr, &minio.Options{Creds: credentials.NewStaticV4(accessKey, secretKey, ""), Region: region})
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Endpoint: "http://" + addr, client: client}
	deadline := time.Now().Add(20 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, err := client.ListBuckets(ctx)
		cancel()
		if err == nil {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("S3 test server did not answer on %s: %v\n%s", addr, err, log.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Bucket makes a new bucket and returns the Konter URL of a prefix in it.
func (s *Server) Bucket(t testing.TB) string {
	t.Helper()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	name := "konter-" + hex.EncodeToString(b)
	if err := s.client.MakeBucket(context.Background(), name, minio.MakeBucketOptions{Region: region}); err != nil {
		t.Fatalf("make bucket: %v", err)
	}
	return s.URL(name, "toko")
}

// URL is Konter's URL of a prefix in a bucket of this server.
func (s *Server) URL(bucket, prefix string) string {
	return fmt.Sprintf("s3://%s/%s?endpoint=%s&region=%s", bucket, prefix, s.Endpoint, region)
}

// startDir is where the test binary started: its package's folder. Read once, before a test
// moves into a folder of its own (t.Chdir), so that bin/ is found from any test.
var startDir, startDirErr = os.Getwd()

// program finds versitygw on PATH or in the module's bin/.
func program() (string, error) {
	if p, err := exec.LookPath("versitygw"); err == nil {
		return p, nil
	}
	dir, err := startDir, startDirErr
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(dir, "bin", "versitygw")
			if _, err := os.Stat(p); err != nil {
				return "", fmt.Errorf("versitygw is neither on PATH nor at %s", p)
			}
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("versitygw is not on PATH")
		}
		dir = parent
	}
}
