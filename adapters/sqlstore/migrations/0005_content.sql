-- What the storefront publishes: application settings, news articles and advertisements.
CREATE TABLE app_settings (
    "key" TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at {{timestamp}} NOT NULL
);

CREATE TABLE news (
    id {{pk}},
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    image_url TEXT,
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    author_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    published_at {{timestamp}},
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX news_slug_key ON news (slug);
CREATE INDEX news_status_published_idx ON news (status, published_at);
CREATE INDEX news_created_idx ON news (created_at, id);
CREATE INDEX news_author_idx ON news (author_id);

CREATE TABLE advertisements (
    id {{pk}},
    image_url TEXT NOT NULL,
    alt_text TEXT NOT NULL DEFAULT '',
    link_url TEXT,
    placement TEXT NOT NULL CHECK (placement IN ('homepage_carousel', 'products_page_banner')),
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    sort_order BIGINT NOT NULL DEFAULT 0,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX advertisements_placement_idx ON advertisements (placement, is_active, sort_order);
