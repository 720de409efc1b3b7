-- What each product of a posted stock count cost when the count was posted (its buy price then),
-- so the units the count moved keep their rupiah value. Blank before posting, and on counts
-- posted before it was kept.
ALTER TABLE stock_count_lines ADD COLUMN cost BIGINT CHECK (cost >= 0);
