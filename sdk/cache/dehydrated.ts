import { z } from 'zod';
import type { SdkErrorJson } from '../fetch';

/** One stored response, as `dehydrate()` writes it and `hydrate()` reads it back. */
export interface DehydratedEntry {
  key: string;
  state: 'Fulfilled' | 'Stale' | 'Error';
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
  url: z.string().optional(),
  body: z.unknown().optional(),
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
  state: z.enum(['Fulfilled', 'Stale', 'Error']),
  data: z.unknown().optional(),
  error: errorJsonSchema.optional(),
  startedAt: z.number(),
  writtenAt: z.number(),
  ttl: z.number().min(-1),
});

/** Validates state coming from outside (a server's page): a malformed one throws a `ZodError`. */
export const dehydratedCacheSchema = z.object({
  version: z.literal(1),
  entries: z.array(entrySchema),
});
