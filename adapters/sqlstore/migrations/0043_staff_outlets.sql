-- Staff work at outlets: each Admin and Kasir at one or more. The shop's staff as they were
-- work at its first outlet.
CREATE TABLE staff_outlets (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    PRIMARY KEY (user_id, outlet_id)
);
CREATE INDEX staff_outlets_outlet_idx ON staff_outlets (outlet_id);

INSERT INTO staff_outlets (user_id, outlet_id)
SELECT id, (SELECT MIN(id) FROM outlets) FROM users WHERE role IN ('Admin', 'Kasir');
