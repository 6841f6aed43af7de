import { z } from 'zod';
import type { VersionChange } from '../versions/changes';

/**
 * The shapes the stores keep (the folder store's files, the PostgreSQL store's JSON columns),
 * checked as they are read back: a record edited or cut short by hand is named, never trusted.
 */

const treeEntry = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  revision: z.number().int().positive(),
  by: z.string(),
  at: z.string(),
});

const changes = z.array(
  z.custom<VersionChange>(
    (value) => typeof value === 'object' && value !== null && 'path' in value,
  ),
);

const versionFields = {
  id: z.string(),
  number: z.number().int().positive(),
  parent: z.string().nullable(),
  author: z.string(),
  at: z.string(),
  message: z.string(),
  changes,
  restoredFrom: z.string().optional(),
};

export const versionRecord = z.object({ ...versionFields, tree: z.record(z.string(), treeEntry) });

/** File bytes as base64 in JSON. */
const bytes = z.codec(
  z.base64(),
  z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  {
    decode: (text) => new Uint8Array(Buffer.from(text, 'base64')),
    encode: (body) => Buffer.from(body).toString('base64'),
  },
);

export const draftRecord = z.object({
  path: z.string(),
  body: bytes.nullable(),
  revision: z.number().int().positive(),
  baseRevision: z.number().int().nonnegative(),
  savedBy: z.string(),
  savedAt: z.string(),
});

const draftRef = z.object({ path: z.string(), revision: z.number().int().positive() });

export const scheduledRecord = z.object({
  id: z.string(),
  at: z.string(),
  author: z.string(),
  message: z.string(),
  drafts: z.array(draftRef),
  state: z.enum(['waiting', 'published', 'failed']),
  outcome: z.string().optional(),
});
