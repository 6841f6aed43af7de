import { z } from 'zod';
import { invalidConfigError } from '../fetch';

/** Options of `createSdk`. */
export interface SdkOptions {
  /** Platform origin, e.g. `https://example.my.site.com`. Default `''`: same origin. */
  baseUrl?: string;
  /** Site base path, prefixed to every API path (`/about-site`). Default `''`. */
  basePath?: string;
  /** Platform API version used in API paths. Default `'v64.0'`. */
  apiVersion?: string;
  /** The fetch to use. Default: `globalThis.fetch`, read at call time (never captured at import). */
  fetch?: typeof fetch;
  /** Time to live of managed content in ms. Default `300_000` (5 min); `-1` = never stale. */
  ttlMs?: number;
  /** How many entries `trim()` keeps (least recently used evicted first). Default `1000`. */
  maxEntries?: number;
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
}

/** The options with their defaults applied. */
export interface ResolvedSdkOptions {
  baseUrl: string;
  basePath: string;
  apiVersion: string;
  fetch: typeof fetch | undefined;
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

export const DEFAULT_TTL_MS = 300_000;
export const DEFAULT_MAX_ENTRIES = 1000;
export const DEFAULT_API_VERSION = 'v64.0';

const optionsSchema = z.object({
  baseUrl: z
    .string()
    .regex(/^(https?:\/\/[^/?#]+)?$/, 'baseUrl is an origin, or empty')
    .default(''),
  basePath: z
    .string()
    .regex(/^(\/[^/?#]+)*$/, 'basePath is empty or like /site')
    .default(''),
  apiVersion: z
    .string()
    .regex(/^v\d+\.\d+$/, 'apiVersion is like v64.0')
    .default(DEFAULT_API_VERSION),
  fetch: z
    .custom<typeof fetch>((value) => typeof value === 'function', 'fetch is a function')
    .optional(),
  ttlMs: z.number().int().min(-1, 'ttlMs is -1 or more').default(DEFAULT_TTL_MS),
  maxEntries: z.number().int().min(0).default(DEFAULT_MAX_ENTRIES),
  now: z
    .custom<() => number>((value) => typeof value === 'function', 'now is a function')
    .optional(),
});

/** Applies the defaults; invalid options throw an `INVALID_CONFIG` `SdkError` naming the option. */
export function resolveSdkOptions(options: SdkOptions = {}): ResolvedSdkOptions {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `createSdk: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
    throw invalidConfigError(message, {});
  }
  const { fetch, now, ...rest } = parsed.data;
  return { ...rest, fetch, now: now ?? (() => Date.now()) };
}
