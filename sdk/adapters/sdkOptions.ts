import { z } from 'zod/mini';
import type { Timers } from '../cache';
import { ENGLISH_ISSUES, invalidConfigError } from '../fetch';
import { API_VERSION, API_VERSION_PATTERN } from './apiVersion';
import { DEFAULT_TTL_MS } from './ttl';

/** Options of `createSdk`. */
export interface SdkOptions {
  /** Platform origin, e.g. `https://example.my.site.com`. Default `''`: same origin. */
  baseUrl?: string;
  /** Site base path, prefixed to every API path (`/about-site`). Default `''`. */
  basePath?: string;
  /** Platform API version used in API paths. Default `API_VERSION` (`'v64.0'`). */
  apiVersion?: string;
  /** The fetch to use. Default: `globalThis.fetch`, read at call time (never captured at import). */
  fetch?: typeof fetch;
  /** Time to live of managed content in ms. Default `300_000` (5 min); `-1` = never stale. */
  ttlMs?: number;
  /**
   * How many entries the cache keeps (least recently used evicted first) when it trims: on writes,
   * on `cache.trim()`, and on a timer while over capacity. Default `1000`.
   */
  maxEntries?: number;
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * Starts the timer of the background trim (one at a time, only while the cache is over
   * `maxEntries`, delay in ms, at most `TRIM_INTERVAL_MS`). A returned handle with `unref()` is
   * unref'd, so it never keeps a process alive. Inject it with `clearTimeout`, or neither.
   * Default: the global `setTimeout`, read at call time (never captured at import).
   */
  setTimeout?(callback: () => void, ms: number): unknown;
  /**
   * Cancels a handle `setTimeout` returned (on `sdk.dispose()`). Inject it with `setTimeout`, or
   * neither. Default: the global `clearTimeout`, read at call time.
   */
  clearTimeout?(handle: unknown): void;
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
  timers: Timers;
}

export const DEFAULT_MAX_ENTRIES = 1000;

const isFunction = (value: unknown): boolean => typeof value === 'function';

const optionsSchema = z
  .object({
    baseUrl: z._default(
      z.string().check(z.regex(/^(https?:\/\/[^/?#]+)?$/, 'baseUrl is an origin, or empty')),
      '',
    ),
    basePath: z._default(
      z.string().check(z.regex(/^(\/[^/?#]+)*$/, 'basePath is empty or like /site')),
      '',
    ),
    apiVersion: z._default(
      z.string().check(z.regex(API_VERSION_PATTERN, `apiVersion is like ${API_VERSION}`)),
      API_VERSION,
    ),
    fetch: z.optional(z.custom<typeof fetch>(isFunction, 'fetch is a function')),
    ttlMs: z._default(z.number().check(z.int(), z.gte(-1, 'ttlMs is -1 or more')), DEFAULT_TTL_MS),
    maxEntries: z._default(z.number().check(z.int(), z.gte(0)), DEFAULT_MAX_ENTRIES),
    now: z.optional(z.custom<() => number>(isFunction, 'now is a function')),
    setTimeout: z.optional(
      z.custom<(callback: () => void, ms: number) => unknown>(
        isFunction,
        'setTimeout is a function',
      ),
    ),
    clearTimeout: z.optional(
      z.custom<(handle: unknown) => void>(isFunction, 'clearTimeout is a function'),
    ),
  })
  .check(
    z.refine(
      (options) => (options.setTimeout === undefined) === (options.clearTimeout === undefined),
      {
        path: ['clearTimeout'],
        message: 'setTimeout and clearTimeout are injected together',
      },
    ),
  );

/** Applies the defaults; invalid options throw an `INVALID_CONFIG` `SdkError` naming the option. */
export function resolveSdkOptions(options: SdkOptions = {}): ResolvedSdkOptions {
  const parsed = optionsSchema.safeParse(options, ENGLISH_ISSUES);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `createSdk: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
    throw invalidConfigError(message, {});
  }
  const { fetch, now, setTimeout: startTimer, clearTimeout: cancelTimer, ...rest } = parsed.data;
  // The globals are read at call time, so timers faked or swapped after creation are the ones used.
  const timers: Timers = {
    setTimeout: (callback, ms) =>
      startTimer ? startTimer(callback, ms) : globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => {
      if (cancelTimer) cancelTimer(handle);
      else globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
    },
  };
  return { ...rest, fetch, now: now ?? (() => Date.now()), timers };
}
