-- The shop's network receipt printers (raw TCP, usually port 9100), registered by the Admin:
-- the server sends print jobs only to these.
CREATE TABLE printers (
    id {{pk}},
    name TEXT NOT NULL,
    host TEXT NOT NULL,
    port INTEGER NOT NULL DEFAULT 9100,
    paper TEXT NOT NULL DEFAULT '80mm',
    drawer BOOLEAN NOT NULL DEFAULT FALSE,
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX printers_name_key ON printers (lower(name));
