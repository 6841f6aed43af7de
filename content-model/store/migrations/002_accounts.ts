/**
 * The editor's accounts: users and their roles, sessions by the hash of their id, failed
 * sign-ins, presence, the audit log and the fleet's shared secrets. New tables only: the code one
 * release back never reads them.
 */
export const sql = /* sql */ `
CREATE TABLE editor_users (
  name text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  password_changed_at timestamptz NOT NULL
);

-- A removed user's sessions go with them.
CREATE TABLE editor_sessions (
  id_hash text PRIMARY KEY,
  user_name text NOT NULL REFERENCES editor_users (name) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
CREATE INDEX editor_sessions_user ON editor_sessions (user_name);

-- Keys are account:<name> and address:<ip>; a failure is one row per key.
CREATE TABLE sign_in_failures (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_key_at ON sign_in_failures (key, at);

-- Each user's latest heartbeat on what they have open.
CREATE TABLE presence (
  subject text NOT NULL,
  user_name text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (subject, user_name)
);

CREATE TABLE audit_log (
  sequence bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  address text NOT NULL,
  detail jsonb
);

-- Made by the first instance that asks (INSERT ... ON CONFLICT DO NOTHING), read by every other.
CREATE TABLE shared_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL CHECK (octet_length(secret) = 32)
);
`;
