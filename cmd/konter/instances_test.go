package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image/color"
	"io"
	"maps"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/files/s3test"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// buildKonter builds the konter binary for tests that run it as a separate program.
func buildKonter(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "konter")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// runKonter runs the binary to its end with the environment env.
func runKonter(t *testing.T, bin string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("konter %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// serveKonter starts `konter serve` and waits until it answers; stop ends it with SIGTERM.
func serveKonter(t *testing.T, bin string, env []string) (url string, stop func()) {
	t.Helper()
	addr := freeAddr(t)
	cmd := exec.Command(bin, "serve", "--listen", addr)
	cmd.Env = append(os.Environ(), env...)
	url = "http://" + addr
	log := &serveOutput{address: url + "/", serving: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			_ = cmd.Process.Signal(syscall.SIGTERM)
			<-exited
		}
	}
	t.Cleanup(stop)
	select {
	case <-log.serving:
	case <-exited:
		t.Fatalf("konter serve ended before it served:\n%s", log)
	case <-time.After(2 * time.Minute):
		t.Fatalf("konter serve did not listen on %s:\n%s", addr, log)
	}
	res, err := http.Get(url + "/api/health")
	if err != nil {
		t.Fatalf("konter serve did not answer on %s: %v\n%s", addr, err, log)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("konter serve's health on %s: %d\n%s", addr, res.StatusCode, log)
	}
	return url, stop
}

// serveOutput keeps what `konter serve` prints, and closes serving when it prints its
// address, which it does once it listens there.
type serveOutput struct {
	address string
	serving chan struct{}
	mu      sync.Mutex
	text    bytes.Buffer
	said    bool
}

func (o *serveOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.text.Write(p)
	if !o.said && strings.Contains(o.text.String(), o.address) {
		o.said = true
		close(o.serving)
	}
	return len(p), nil
}

func (o *serveOutput) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.text.String()
}

// Two `konter serve` instances on one PostgreSQL with their uploads in one bucket: a product
// photo uploaded through one is served by the other; a backup made with --to s3:// restores
// into an empty database and an empty bucket with the same rows and the same files.
func TestTwoServeInstancesShareABucketAndBackUpToAnother(t *testing.T) {
	base := os.Getenv(sqltest.PostgresEnv)
	if base == "" {
		t.Skip("several instances need PostgreSQL: set " + sqltest.PostgresEnv)
	}
	bin := buildKonter(t)
	isolate(t)
	srv := s3test.Start(t)
	photos, backups := srv.Bucket(t), srv.Bucket(t)
	dbURL := throwawayDatabase(t, base)
	shop := func(dataDir string) []string {
		return []string{"KONTER_DATABASE_URL=" + dbURL, "KONTER_FILES_URL=" + photos, "KONTER_DATA_DIR=" + dataDir}
	}
	dirA, dirB := t.TempDir(), t.TempDir()
	runKonter(t, bin, shop(dirA), "seed", "--demo")
	a, stopA := serveKonter(t, bin, shop(dirA))
	b, stopB := serveKonter(t, bin, append(shop(dirB), "KONTER_NO_JOBS=true"))

	login, _ := json.Marshal(map[string]string{"email": "admin@konter.test", "password": "admin123", "door": "staff"})
	res, err := http.Post(a+"/api/auth/login", "application/json", bytes.NewReader(login))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	var session *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == "konter_session" {
			session = c
		}
	}
	if res.StatusCode != http.StatusOK || session == nil {
		t.Fatalf("sign-in on A: %s", res.Status)
	}

	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	part, _ := form.CreateFormFile("file", "foto.png")
	photo := pngImage(t, color.RGBA{0, 150, 0, 255})
	_, _ = part.Write(photo)
	_ = form.Close()
	req, _ := http.NewRequest(http.MethodPost, a+"/api/products/1/image", &body)
	req.Header.Set("Content-Type", form.FormDataContentType())
	req.AddCookie(session)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var product struct {
		ImageURL string `json:"image_url"`
	}
	_ = json.NewDecoder(res.Body).Decode(&product)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(product.ImageURL, "/files/product-images/") {
		t.Fatalf("upload through A: %s, image_url %q", res.Status, product.ImageURL)
	}
	res, err = http.Get(b + product.ImageURL)
	if err != nil {
		t.Fatal(err)
	}
	served, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !bytes.Equal(served, photo) || res.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("B served %s, %d bytes of %s", res.Status, len(served), res.Header.Get("Content-Type"))
	}
	stopA()
	stopB()

	out := runKonter(t, bin, shop(dirA), "backup", "--to", backups)
	name := regexp.MustCompile(`konter-manual-[0-9-]+\.tar\.gz`).FindString(out)
	if name == "" {
		t.Fatalf("backup said %s", out)
	}
	dstURL, emptyBucket := throwawayDatabase(t, base), srv.Bucket(t)
	archive := strings.Replace(backups, "/toko?", "/toko/"+name+"?", 1)
	runKonter(t, bin, []string{"KONTER_DATABASE_URL=" + dstURL, "KONTER_FILES_URL=" + emptyBucket, "KONTER_DATA_DIR=" + t.TempDir()}, "restore", archive)

	counts := func(url string) map[string]int64 {
		db, err := sqlstore.Open(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		n, err := sqlstore.RowCounts(context.Background(), db)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if want, got := counts(dbURL), counts(dstURL); !maps.Equal(want, got) || want["products"] == 0 {
		t.Errorf("row counts: shop %v, restored %v", want, got)
	}
	want, got := storeSums(t, photos), storeSums(t, emptyBucket)
	if !mapsEqual(want, got) || len(want) == 0 {
		t.Errorf("files: shop %v, restored %v", want, got)
	}
}
