-- A return paid back as credit for an exchange (refund_method 'tukar') keeps what is left of
-- it; a new sale spends it by naming the return's number.
ALTER TABLE sale_returns ADD COLUMN credit_left BIGINT NOT NULL DEFAULT 0 CHECK (credit_left >= 0);
