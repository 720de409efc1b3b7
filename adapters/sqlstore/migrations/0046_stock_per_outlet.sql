-- Every product's stock is held at the outlets: product_stock is each outlet's quantity, which
-- the ledger moves together with products.stock, the sum over the outlets that every list and
-- report reads. The stock before the upgrade is all at the shop's first outlet. An outlet with
-- no row holds none of the product.
CREATE TABLE product_stock (
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    quantity BIGINT NOT NULL CHECK (quantity >= 0),
    PRIMARY KEY (product_id, outlet_id)
);
CREATE INDEX product_stock_outlet_idx ON product_stock (outlet_id, product_id);
INSERT INTO product_stock (product_id, outlet_id, quantity)
SELECT id, (SELECT MIN(id) FROM outlets), stock FROM products WHERE stock <> 0;

-- One outlet's ledger, newest first, and its movements of a product.
CREATE INDEX stock_movements_outlet_idx ON stock_movements (outlet_id, product_id, id);
