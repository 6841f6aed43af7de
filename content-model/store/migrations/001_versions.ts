/**
 * The first schema: versions and the files each names, file bytes and media originals by hash
 * (kept once, never copied per version), the published files with their revisions, drafts and
 * the schedule.
 */
export const sql = /* sql */ `
CREATE TABLE content_versions (
  id text PRIMARY KEY,
  number integer NOT NULL UNIQUE,
  parent text REFERENCES content_versions (id),
  author text NOT NULL,
  at timestamptz NOT NULL,
  message text NOT NULL,
  changes jsonb NOT NULL,
  restored_from text
);

-- Every file but the media, by the SHA-256 of its bytes (views, documents, SEO records,
-- server-method answers, translations, site settings).
CREATE TABLE file_bodies (
  hash text PRIMARY KEY,
  body bytea NOT NULL
);

-- Media originals, by the SHA-256 of their bytes; renditions stay a cache of each instance.
CREATE TABLE media_originals (
  hash text PRIMARY KEY,
  body bytea NOT NULL
);

CREATE TABLE version_files (
  version_id text NOT NULL REFERENCES content_versions (id),
  path text NOT NULL,
  kind text NOT NULL,
  hash text NOT NULL,
  size integer NOT NULL,
  revision integer NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (version_id, path)
);

-- The head version's files: a publish's check and write of a file is one UPDATE on its revision.
CREATE TABLE published_files (
  path text PRIMARY KEY,
  kind text NOT NULL,
  hash text NOT NULL,
  size integer NOT NULL,
  revision integer NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL
);

CREATE TABLE content_head (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version_id text REFERENCES content_versions (id)
);
INSERT INTO content_head (version_id) VALUES (NULL);

CREATE TABLE drafts (
  path text PRIMARY KEY,
  body bytea,
  revision integer NOT NULL,
  base_revision integer NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL
);

CREATE TABLE scheduled_publishes (
  id text PRIMARY KEY,
  at timestamptz NOT NULL,
  author text NOT NULL,
  message text NOT NULL,
  drafts jsonb NOT NULL,
  state text NOT NULL DEFAULT 'waiting',
  outcome text
);
CREATE INDEX scheduled_publishes_waiting ON scheduled_publishes (at) WHERE state = 'waiting';
`;
