# Konter in a container: the storefront and back-office built into one static binary, run
# by an unprivileged user, with its data in the /data volume.
#   docker build -t konter --build-arg VERSION=$(git describe --tags --always) .
#   docker run -d -p 8080:8080 -v konter-data:/data konter
# PostgreSQL: set KONTER_DATABASE_URL; `konter backup` then needs pg_dump, which this image
# does not have (run backups from a machine with postgresql-client, see docs/production.md).

FROM node:20-bookworm-slim AS ui
WORKDIR /src
COPY shop-ui/package.json shop-ui/package-lock.json shop-ui/
COPY admin-ui/package.json admin-ui/package-lock.json admin-ui/
RUN npm ci --prefix shop-ui --no-audit --no-fund \
 && npm ci --prefix admin-ui --no-audit --no-fund
COPY shop-ui shop-ui
COPY admin-ui admin-ui
# What both UIs share, built from source (its imports resolve in each UI's node_modules).
COPY ui-kit/src ui-kit/src
RUN npm run --prefix shop-ui build \
 && npm run --prefix admin-ui build

FROM golang:1.26-bookworm AS binary
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=ui /src/shop-ui/dist shop-ui/dist
COPY --from=ui /src/admin-ui/dist admin-ui/dist
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X github.com/konterhp/konter/app.Version=${VERSION}" -o /out/konter ./cmd/konter \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=binary /out/konter /usr/local/bin/konter
COPY --from=binary --chown=65532:65532 /out/data /data
USER 65532:65532
ENV KONTER_LISTEN=0.0.0.0:8080 \
    KONTER_DATA_DIR=/data
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["/usr/local/bin/konter", "health"]
ENTRYPOINT ["/usr/local/bin/konter"]
CMD ["serve"]
