import { z } from 'zod/mini';
import { ENGLISH_ISSUES, invalidConfigError } from '../fetch';
import type { SdkErrorJson } from '../fetch';

/** One stored response, as `dehydrate()` writes it and `hydrate()` reads it back. */
export interface DehydratedEntry {
  key: string;
  /** `Unfulfilled` only with the `error` of a read that failed with nothing stored. */
  state: 'Fulfilled' | 'Stale' | 'Error' | 'Unfulfilled';
  data?: unknown;
  error?: SdkErrorJson;
  /** Clock time (ms) the request that produced this response started: the data's version. */
  startedAt: number;
  /** Clock time (ms) the response was stored. */
  writtenAt: number;
  /** Time to live in ms; -1 = never stale. */
  ttl: number;
}

/** The JSON-safe cache state a server renders into the page for the client to hydrate. */
export interface DehydratedCache {
  version: 1;
  entries: DehydratedEntry[];
}

const errorJsonSchema = z.object({
  name: z.string(),
  message: z.string(),
  ok: z.literal(false),
  status: z.number(),
  statusText: z.string(),
  url: z.optional(z.string()),
  body: z.optional(z.unknown()),
  errors: z.array(
    z.object({
      message: z.string(),
      type: z.string(),
      arguments: z.record(z.string(), z.unknown()),
    }),
  ),
  errorType: z.enum(['fetchResponse', 'networkAdapterError']),
});

const entrySchema = z.object({
  key: z.string(),
  state: z.enum(['Fulfilled', 'Stale', 'Error', 'Unfulfilled']),
  data: z.optional(z.unknown()),
  error: z.optional(errorJsonSchema),
  startedAt: z.number(),
  writtenAt: z.number(),
  ttl: z.number().check(z.gte(-1)),
});

const dehydratedCacheSchema = z.object({
  version: z.literal(1),
  entries: z.array(entrySchema),
});

/**
 * Validates state coming from outside (a server's page) as a whole. A malformed one throws an
 * `INVALID_CONFIG` `SdkError` (status 400) naming the first problem and where it is, e.g.
 * `hydrate: entries.3.ttl: Too small: expected number to be >=-1`.
 */
export function parseDehydratedCache(state: unknown): DehydratedCache {
  const parsed = dehydratedCacheSchema.safeParse(state, ENGLISH_ISSUES);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  throw invalidConfigError(`hydrate: ${path}${issue?.message ?? 'invalid state'}`, {});
}
