# Konter: `make run` takes a fresh clone to a running shop; `make test` runs every test.
SHELL := /bin/bash
GO_ENV := CGO_ENABLED=0
BIN := bin/konter
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X github.com/konterhp/konter/app.Version=$(VERSION)
UIS := shop-ui admin-ui
# What both UIs share; they build it from source (an alias in their Vite and TypeScript configs).
KIT := ui-kit
DATA_DIR ?= ./data

.PHONY: all build $(UIS:%=build-%) go-packages binary run test test-repo test-go test-openapi test-ui api-types e2e bench lighthouse clean

all: build

# npm ci runs again only when a lock file changes.
%/node_modules/.package-lock.json: %/package-lock.json
	cd $* && npm ci --no-audit --no-fund
	@touch $@

$(UIS:%=build-%): build-%:
	cd $* && npm run build

GO_BUILD = $(GO_ENV) go build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/konter

# The packages cmd/konter imports but the two that embed the UIs' dist folders, compiled with the
# binary's flags into Go's build cache.
GO_PACKAGES_BESIDE_UI = $(shell $(GO_ENV) go list -f '{{join .Imports "\n"}}' ./cmd/konter | grep -v -e '/admin-ui$$' -e '/shop-ui$$')

go-packages:
	$(GO_ENV) go build -trimpath $(GO_PACKAGES_BESIDE_UI)

binary:
	$(GO_BUILD)

# The two UIs build side by side (each one's tsc runs on one CPU), each one's output in one piece,
# and the Go packages beside them, on the CPU the small storefront's build soon leaves idle. The
# binary embeds the UIs' dist folders, so it is compiled after the UIs, never before: only
# cmd/konter and the embedding packages are left to compile then.
build: $(UIS:%=%/node_modules/.package-lock.json)
	@$(MAKE) --no-print-directory -j3 --output-sync=target $(UIS:%=build-%) go-packages
	$(GO_BUILD)

run: build
	$(BIN) migrate --data-dir $(DATA_DIR)
	$(BIN) seed --demo --if-empty --data-dir $(DATA_DIR)
	@echo
	@echo "  Toko (storefront):  http://127.0.0.1:8080/"
	@echo "  Back-office:        http://127.0.0.1:8080/login"
	@echo "  API docs:           http://127.0.0.1:8080/api/docs"
	@echo
	$(BIN) serve --data-dir $(DATA_DIR)

# Go tests run on SQLite, and again on PostgreSQL when KONTER_TEST_POSTGRES_URL is set. They
# mostly wait on the database, so they run beside the other suites (their output comes after
# the others'); each suite's time is printed at the end, also when one fails.
test:
	@MAKE='$(MAKE)' scripts/test-suites.sh test-go test-repo test-openapi test-ui

# No build output in git: no executable, nothing over 1 MB outside testdata/.
test-repo:
	scripts/check-tracked-files.sh

# The S3 tests run against versitygw (an S3 gateway over a folder): found on PATH, or built once
# into bin/ from the Go module proxy.
VERSITYGW_VERSION := v1.8.0
VERSITYGW := $(or $(shell command -v versitygw 2>/dev/null),bin/versitygw)

bin/versitygw:
	GOBIN=$(CURDIR)/bin $(GO_ENV) go install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)

# staticcheck and deadcode are pinned and fetched by go run; any finding fails.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.7.0
DEADCODE := golang.org/x/tools/cmd/deadcode@v0.52.0

# The repository's Go packages: ./... also walks node_modules, where an npm package may ship Go
# sources (flatted does) that deadcode would report.
GO_PACKAGES = $(shell $(GO_ENV) go list ./... | grep -v /node_modules/)

# go test's own vet checks are a subset of go vet's, which has just run on the same packages.
test-go: $(VERSITYGW)
	$(GO_ENV) go vet ./...
	$(GO_ENV) go run $(STATICCHECK) ./...
	@dead=$$($(GO_ENV) go run $(DEADCODE) -test $(GO_PACKAGES)) && if [ -n "$$dead" ]; then echo "$$dead"; echo "deadcode: unreachable functions above"; exit 1; fi
	@out=$$(mktemp); trap 'rm -f "$$out"' EXIT; \
	echo "go test -count=1 -vet=off -timeout 20m ./..."; \
	$(GO_ENV) go test -count=1 -vet=off -timeout 20m ./... 2>&1 | tee "$$out"; status=$${PIPESTATUS[0]}; \
	echo; echo "The slowest Go packages:"; \
	grep -E '^(ok|FAIL)\s' "$$out" | sort -t $$'\t' -k 3 -rn | head -n 8; exit $$status

# Spectral (spectral:oas, pinned in tools/spectral) lints the document the server serves;
# a warning fails. The UIs' API types (ui-kit/src/api.gen.ts) are generated from the same
# document by openapi-typescript (pinned in ui-kit); they fail when they are not current.
OPENAPI_TYPESCRIPT := $(KIT)/node_modules/.bin/openapi-typescript
API_TYPES := $(KIT)/src/api.gen.ts

test-openapi: tools/spectral/node_modules/.package-lock.json $(KIT)/node_modules/.package-lock.json
	@doc=$$(mktemp --suffix=.json) && trap 'rm -f "$$doc"' EXIT && \
	$(GO_ENV) go run ./cmd/konter openapi -o "$$doc" && \
	(cd tools/spectral && npm run --silent lint -- "$$doc") && \
	{ $(OPENAPI_TYPESCRIPT) "$$doc" -o $(API_TYPES) --check || \
		{ echo "$(API_TYPES) is not the served document's: run make api-types"; exit 1; }; }

# Writes the UIs' API types from the document the server serves.
api-types: $(KIT)/node_modules/.package-lock.json
	@doc=$$(mktemp --suffix=.json) && trap 'rm -f "$$doc"' EXIT && \
	$(GO_ENV) go run ./cmd/konter openapi -o "$$doc" && \
	$(OPENAPI_TYPESCRIPT) "$$doc" -o $(API_TYPES)

# One Prettier style for both UIs and the browser tests (.prettierrc.json); ESLint with no warning
# (eslint.shared.mjs); no hand-written copy of an API schema (scripts/check-api-types.mjs).
test-ui: $(UIS:%=%/node_modules/.package-lock.json) $(KIT)/node_modules/.package-lock.json
	node scripts/check-api-types.mjs
	shop-ui/node_modules/.bin/prettier --check e2e/run.mjs e2e/lib e2e/tests
	cd $(KIT) && npm run format:check && npm run typecheck && npm test
	cd shop-ui && npm run format:check && npm run lint && npm run typecheck && npm test
	cd admin-ui && npm run format:check && npm run lint && npm run typecheck && time npm test

e2e: build e2e/node_modules/.package-lock.json
	cd e2e && KONTER_BIN=$(CURDIR)/$(BIN) npm test

# The load program seeds a large shop on SQLite and on a throwaway PostgreSQL database, drives
# the real `konter serve` and fails above bench/budget.json; then the Go benchmarks and the
# storefront's bundle budget. BENCH_FLAGS passes flags to it (e.g. -duration 5s -sales 20000).
BENCH_POSTGRES_URL ?= $(or $(KONTER_TEST_POSTGRES_URL),postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable)
BENCH_FLAGS ?=

bench: build shop-ui/node_modules/.package-lock.json lighthouse
	$(GO_ENV) go build -trimpath -o bin/konterbench ./cmd/konterbench
	bin/konterbench -engine both -bin $(BIN) -postgres-url '$(BENCH_POSTGRES_URL)' $(BENCH_FLAGS)
	$(GO_ENV) go test -run '^$$' -bench . -benchtime 2s ./...
	cd shop-ui && npm run build && npm run budget

# Lighthouse (mobile, Slow 4G 150 ms/1.6 Mbps, 4x CPU) with Debian's Chromium on home, a product,
# /products and a news article of the demo shop; scores and LCP in bench/out/lighthouse.json.
lighthouse: build bench/lighthouse/node_modules/.package-lock.json
	KONTER_BIN=$(BIN) node bench/lighthouse/lighthouse.mjs

clean:
	rm -rf bin e2e/artifacts
	find shop-ui/dist admin-ui/dist -mindepth 1 ! -name .gitkeep -delete
