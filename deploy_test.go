package konter

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Every file under deploy/ is checked here, so that none rots. The real tools check them
// when they are installed (CI installs them); the file's own parse always runs.
func TestEveryDeployFileIsChecked(t *testing.T) {
	checked := map[string]func(t *testing.T, path string){
		"deploy/konter.service":           checkUnit,
		"deploy/konter.yaml":              checkSettings,
		"deploy/Caddyfile":                checkCaddyfile,
		"deploy/two-instances/Caddyfile":  checkCaddyfile,
		"deploy/two-instances/nginx.conf": checkNginx,
		"deploy/two-instances/konter.env": checkSettings,
	}
	var found []string
	err := filepath.WalkDir("deploy", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			found = append(found, filepath.ToSlash(p))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range found {
		check, ok := checked[p]
		if !ok {
			t.Errorf("%s is not checked by this test", p)
			continue
		}
		t.Run(p, func(t *testing.T) { check(t, p) })
	}
	if len(found) != len(checked) {
		t.Errorf("deploy/ holds %v", found)
	}
}

// tool finds a checker; in CI (CI=true) it must be there.
func tool(t *testing.T, name string) (string, bool) {
	p, err := exec.LookPath(name)
	if err != nil && os.Getenv("CI") == "true" {
		t.Fatalf("%s is needed in CI to check the deploy files: %v", name, err)
	}
	return p, err == nil
}

func run(t *testing.T, name string, args ...string) {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

// unitKeys reads a systemd unit: section → key → values.
func unitKeys(t *testing.T, path string) map[string]map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]map[string][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = line[1 : len(line)-1]
			out[section] = map[string][]string{}
		default:
			key, value, ok := strings.Cut(line, "=")
			if !ok || section == "" || strings.HasSuffix(line, `\`) {
				t.Fatalf("%s:%d: not a key=value line in a section: %q", path, n, line)
			}
			out[section][key] = append(out[section][key], value)
		}
	}
	return out
}

// The service runs as its own user with the file system read-only but for its state, no
// privileges it could gain, and the kernel out of reach; systemd-analyze verifies it.
func checkUnit(t *testing.T, path string) {
	keys := unitKeys(t, path)
	svc := keys["Service"]
	for key, want := range map[string]string{
		"User": "konter", "NoNewPrivileges": "yes", "ProtectSystem": "strict", "ProtectHome": "yes",
		"PrivateTmp": "yes", "PrivateDevices": "yes", "CapabilityBoundingSet": "", "StateDirectory": "konter",
		"RestrictSUIDSGID": "yes", "MemoryDenyWriteExecute": "yes", "ProtectKernelTunables": "yes",
	} {
		if !slices.Contains(svc[key], want) {
			t.Errorf("[Service] %s=%q, want %q", key, svc[key], want)
		}
	}
	exec := svc["ExecStart"]
	if len(exec) != 1 || !strings.HasPrefix(exec[0], "/usr/local/bin/konter serve") {
		t.Fatalf("ExecStart %q", exec)
	}
	if !slices.Contains(keys["Install"]["WantedBy"], "multi-user.target") {
		t.Error("not wanted by multi-user.target")
	}
	analyze, ok := tool(t, "systemd-analyze")
	if !ok {
		return
	}
	// verify wants the program to exist: the unit is checked with this test's own binary.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	body, _ := os.ReadFile(path)
	unit := filepath.Join(t.TempDir(), "konter.service")
	if err := os.WriteFile(unit, []byte(strings.ReplaceAll(string(body), "/usr/local/bin/konter", self)), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, analyze, "verify", unit)
}

// The Caddyfile's braces pair up, it names a site and proxies to Konter; caddy validate
// checks the rest.
func checkCaddyfile(t *testing.T, path string) {
	body, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(body)
	depth := 0
	for _, r := range text {
		switch r {
		case '{':
			depth++
		case '}':
			depth--
		}
		if depth < 0 {
			t.Fatal("a } closes nothing")
		}
	}
	if depth != 0 {
		t.Fatalf("%d braces left open", depth)
	}
	if !regexp.MustCompile(`(?m)^[a-z0-9.-]+\.[a-z]+ \{$`).MatchString(text) || !regexp.MustCompile(`reverse_proxy [0-9.:]+:8080`).MatchString(text) {
		t.Fatalf("no site proxied to Konter:\n%s", text)
	}
	if caddy, ok := tool(t, "caddy"); ok {
		run(t, caddy, "validate", "--config", path, "--adapter", "caddyfile")
	}
}

// nginx -t checks the site inside a minimal main configuration, with a throwaway
// certificate in place of certbot's.
func checkNginx(t *testing.T, path string) {
	body, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(body)
	for _, want := range []string{"proxy_pass http://konter;", "proxy_buffering off;", "location = /api/events", "X-Forwarded-For"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q", want)
		}
	}
	nginx, ok := tool(t, "nginx")
	if !ok {
		return
	}
	dir := t.TempDir()
	cert, key := selfSigned(t, dir)
	text = strings.ReplaceAll(text, "/etc/letsencrypt/live/toko.example.id/fullchain.pem", cert)
	text = strings.ReplaceAll(text, "/etc/letsencrypt/live/toko.example.id/privkey.pem", key)
	site := filepath.Join(dir, "site.conf")
	main := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(site, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	conf := "pid " + dir + "/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n\tinclude " + site + ";\n}\n"
	if err := os.WriteFile(main, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, nginx, "-t", "-q", "-e", "stderr", "-p", dir, "-c", main)
}

func selfSigned(t *testing.T, dir string) (cert, key string) {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "toko.example.id"},
		NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour), DNSNames: []string{"toko.example.id"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	_ = os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	_ = os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600)
	return cert, key
}

// The settings files name only settings Konter knows (konter.yaml keys, KONTER_* or AWS_*
// variables): a misspelt key would be silently ignored.
func checkSettings(t *testing.T, path string) {
	known, err := knownSettings()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	env := strings.HasSuffix(path, ".env")
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		sep := ":"
		if env {
			sep = "="
		}
		key, _, ok := strings.Cut(line, sep)
		if !ok {
			t.Fatalf("%s:%d: %q", path, n, line)
		}
		if env {
			if strings.HasPrefix(key, "AWS_") {
				continue
			}
			key = strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(key, "KONTER_")), "_", "-")
		}
		if !known[key] {
			t.Errorf("%s:%d: Konter has no setting %q", path, n, key)
		}
	}
}

// knownSettings are the flags `konter serve` takes, read from its help, plus the
// passphrase, which is never a flag.
var knownSettings = sync.OnceValues(func() (map[string]bool, error) {
	out, err := exec.Command("go", "run", "./cmd/konter", "serve", "--help").CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("konter serve --help: %w\n%s", err, out)
	}
	known := map[string]bool{"backup-passphrase": true}
	for _, m := range regexp.MustCompile(`--([a-z][a-z-]+)`).FindAllStringSubmatch(string(out), -1) {
		known[m[1]] = true
	}
	return known, nil
})

// instruction is one line of a Dockerfile, continuations joined.
type instruction struct {
	cmd  string
	args string
}

// dockerStages reads a Dockerfile into its stages, by name (or index), in order.
func dockerStages(t *testing.T, path string) (names []string, stages map[string][]instruction) {
	body, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	stages = map[string][]instruction{}
	var cur string
	var pending strings.Builder
	for _, line := range strings.Split(string(body), "\n") {
		trimmed := strings.TrimSpace(line)
		if pending.Len() == 0 && (trimmed == "" || strings.HasPrefix(trimmed, "#")) {
			continue
		}
		if strings.HasSuffix(trimmed, "\\") {
			pending.WriteString(strings.TrimSuffix(trimmed, "\\") + " ")
			continue
		}
		pending.WriteString(trimmed)
		full := pending.String()
		pending.Reset()
		cmd, args, _ := strings.Cut(full, " ")
		in := instruction{strings.ToUpper(cmd), strings.TrimSpace(args)}
		if in.cmd == "FROM" {
			cur = strconv.Itoa(len(names))
			if _, name, ok := strings.Cut(strings.ToLower(in.args), " as "); ok {
				cur = strings.TrimSpace(name)
			}
			names = append(names, cur)
		} else if cur == "" {
			t.Fatalf("%s before FROM", in.cmd)
		}
		stages[cur] = append(stages[cur], in)
	}
	if pending.Len() > 0 {
		t.Fatal("the Dockerfile ends in a continued line")
	}
	return names, stages
}

// The image holds both UIs built by npm and the binary built static (CGO off) with them
// embedded; it runs as a user that is not root, with a health check that needs no shell.
func TestDockerfileBuildsAStaticImageRunAsNonRoot(t *testing.T) {
	names, stages := dockerStages(t, "Dockerfile")
	if len(names) < 2 {
		t.Fatalf("stages %v: want the build apart from the image", names)
	}
	all := func(stage, cmd string) string {
		var b strings.Builder
		for _, in := range stages[stage] {
			if in.cmd == cmd {
				b.WriteString(in.args + "\n")
			}
		}
		return b.String()
	}
	for _, name := range names {
		for _, in := range stages[name] {
			if from := regexp.MustCompile(`--from=(\S+)`).FindStringSubmatch(in.args); in.cmd == "COPY" && from != nil && !slices.Contains(names, from[1]) {
				t.Errorf("COPY --from=%s: no such stage", from[1])
			}
			if in.cmd == "ADD" {
				t.Errorf("ADD %s: use COPY", in.args)
			}
		}
	}
	var ui, binary string
	for _, name := range names {
		run := all(name, "RUN")
		if strings.Contains(run, "npm ci --prefix shop-ui") && strings.Contains(run, "npm ci --prefix admin-ui") &&
			strings.Contains(run, "npm run --prefix shop-ui build") && strings.Contains(run, "npm run --prefix admin-ui build") {
			ui = name
		}
		if strings.Contains(run, "CGO_ENABLED=0 go build") && strings.Contains(run, "./cmd/konter") {
			binary = name
		}
	}
	if ui == "" || binary == "" {
		t.Fatalf("no stage builds both UIs (%q) or the static binary (%q)", ui, binary)
	}
	copies := all(binary, "COPY")
	for _, dist := range []string{"shop-ui/dist", "admin-ui/dist"} {
		if !strings.Contains(copies, "--from="+ui+" /src/"+dist+" "+dist) {
			t.Errorf("the binary is built without %s", dist)
		}
	}
	final := names[len(names)-1]
	user := strings.TrimSpace(all(final, "USER"))
	if uid, _, _ := strings.Cut(user, ":"); user == "" || uid == "0" || uid == "root" {
		t.Errorf("the image runs as %q", user)
	}
	health := all(final, "HEALTHCHECK")
	if !regexp.MustCompile(`CMD \["/usr/local/bin/konter", "health"\]`).MatchString(health) {
		t.Errorf("HEALTHCHECK %q: want the exec form of konter health", health)
	}
	if !strings.HasPrefix(all(final, "ENTRYPOINT"), `["/usr/local/bin/konter"]`) {
		t.Errorf("ENTRYPOINT %q", all(final, "ENTRYPOINT"))
	}
	if !strings.Contains(all(final, "ENV"), "KONTER_LISTEN=0.0.0.0:8080") || !strings.Contains(all(final, "EXPOSE"), "8080") {
		t.Error("the server does not listen on the exposed port")
	}
}
