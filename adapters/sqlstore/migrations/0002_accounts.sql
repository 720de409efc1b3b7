-- Accounts with their profiles, sessions and one-time e-mail links.
CREATE TABLE users (
    id {{pk}},
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    verified_at {{timestamp}},
    role TEXT NOT NULL DEFAULT 'Member',
    full_name TEXT NOT NULL,
    avatar_url TEXT,
    phone TEXT,
    address TEXT,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_role_idx ON users (role, created_at);

CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at {{timestamp}} NOT NULL,
    expires_at {{timestamp}} NOT NULL,
    user_agent TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE email_tokens (
    id TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    expires_at {{timestamp}} NOT NULL,
    used_at {{timestamp}}
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id);
