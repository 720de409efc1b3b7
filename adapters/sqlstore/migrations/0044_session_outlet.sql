-- A signed-in staff member works at one outlet at a time: the session's. None is an outlet not
-- chosen yet (an Admin's: all outlets). The sessions open at the upgrade work at the shop's
-- first outlet, where their staff work.
ALTER TABLE sessions ADD COLUMN outlet_id BIGINT REFERENCES outlets (id) ON DELETE SET NULL;

UPDATE sessions SET outlet_id = (SELECT MIN(id) FROM outlets)
WHERE user_id IN (SELECT id FROM users WHERE role IN ('Admin', 'Kasir'));
