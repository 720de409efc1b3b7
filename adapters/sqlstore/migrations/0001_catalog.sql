-- Suppliers, products and their categories.
CREATE TABLE suppliers (
    id {{pk}},
    name TEXT NOT NULL,
    phone TEXT,
    address TEXT,
    created_at {{timestamp}} NOT NULL
);

CREATE TABLE categories (
    id {{pk}},
    name TEXT NOT NULL,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX categories_name_key ON categories (lower(name));

CREATE TABLE products (
    id {{pk}},
    created_at {{timestamp}} NOT NULL,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    stock BIGINT NOT NULL DEFAULT 0 CHECK (stock >= 0),
    buy_price BIGINT NOT NULL DEFAULT 0 CHECK (buy_price >= 0),
    retail_price BIGINT NOT NULL DEFAULT 0 CHECK (retail_price >= 0),
    reseller_price BIGINT NOT NULL DEFAULT 0 CHECK (reseller_price >= 0),
    barcode TEXT NOT NULL,
    supplier_id BIGINT REFERENCES suppliers (id) ON DELETE SET NULL,
    entry_date TEXT,
    image_url TEXT
);
CREATE UNIQUE INDEX products_barcode_key ON products (barcode);
CREATE INDEX products_name_idx ON products (lower(name), id);
CREATE INDEX products_category_name_idx ON products (category, lower(name), id);
CREATE INDEX products_retail_price_idx ON products (retail_price, id);
CREATE INDEX products_supplier_idx ON products (supplier_id);

CREATE TABLE stock_movements (
    id {{pk}},
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    delta BIGINT NOT NULL,
    stock_after BIGINT NOT NULL CHECK (stock_after >= 0),
    reason TEXT NOT NULL,
    reference TEXT NOT NULL DEFAULT '',
    user_id BIGINT,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, id);

CREATE TABLE customers (
    id {{pk}},
    name TEXT NOT NULL,
    phone TEXT,
    address TEXT,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX customers_name_idx ON customers (lower(name));
