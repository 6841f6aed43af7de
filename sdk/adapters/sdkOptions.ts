import type { Timers } from '../cache/index.js';
import {
  all,
  atLeast,
  count,
  describeIssue,
  int,
  isPlainObject,
  matches,
  object,
  oneOf,
  optional,
  string,
  test,
} from '../checks/index.js';
import type { Check } from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AccessToken } from '../fetch/index.js';
import { API_VERSION, API_VERSION_PATTERN } from './apiVersion.js';
import { DEFAULT_TTL_MS } from './ttl.js';

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
  /**
   * An OAuth bearer token sent as `Authorization: Bearer …`, or a function giving the current one
   * (sync or async), called for every request and once more after a 401, whose request is then
   * tried once again. Never stored: not in an error, the cache, `dehydrate()` or a cache key.
   */
  accessToken?: AccessToken;
  /** The fetch `credentials` mode of every request. Default `'same-origin'`. */
  credentials?: RequestCredentials;
  /** Headers sent with every request (a request's own headers and the token's win). */
  headers?: Readonly<Record<string, string>>;
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
   * A request (a read or a server-method `POST`) with no whole response after this many ms fails
   * with a `timeout` `SdkError`. Default `10_000`; `0` waits for ever.
   */
  timeoutMs?: number;
  /**
   * How many times a read is tried again after a timeout, no response or a 5xx (never a 4xx), with
   * a jittered exponential backoff from `retryDelayMs`. Default `2`.
   */
  retries?: number;
  /** The first retry's delay in ms (doubled per retry, jittered). Default `300`. */
  retryDelayMs?: number;
  /**
   * Random numbers in [0, 1) for the retry delay's jitter. Default `Math.random`, read at call
   * time.
   */
  random?: () => number;
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
  accessToken: AccessToken | undefined;
  credentials: RequestCredentials;
  headers: Readonly<Record<string, string>>;
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  random: () => number;
  timers: Timers;
}

const DEFAULT_MAX_ENTRIES = 1000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 300;

/** The timer options as plain functions. */
interface InjectedTimers {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const isFunction = (value: unknown): boolean => typeof value === 'function';
const fn = (name: string): Check => optional(test(isFunction, `${name} is a function`));

const isHeaderRecord = (value: unknown): boolean =>
  isPlainObject(value) && Object.values(value).every((header) => typeof header === 'string');

const isAccessToken = (value: unknown): boolean =>
  (typeof value === 'string' && value !== '') || isFunction(value);

const optionsCheck = all(
  object({
    baseUrl: optional(
      all(string, matches(/^(https?:\/\/[^/?#]+)?$/, 'baseUrl is an origin, or empty')),
    ),
    basePath: optional(all(string, matches(/^(\/[^/?#]+)*$/, 'basePath is empty or like /site'))),
    apiVersion: optional(
      all(string, matches(API_VERSION_PATTERN, `apiVersion is like ${API_VERSION}`)),
    ),
    fetch: fn('fetch'),
    accessToken: optional(test(isAccessToken, 'accessToken is a non-empty string or a function')),
    credentials: optional(oneOf(['omit', 'same-origin', 'include'])),
    headers: optional(test(isHeaderRecord, 'headers is an object of strings')),
    ttlMs: optional(all(int, atLeast(-1, 'ttlMs is -1 or more'))),
    maxEntries: optional(count),
    timeoutMs: optional(count),
    retries: optional(count),
    retryDelayMs: optional(count),
    now: fn('now'),
    random: fn('random'),
    setTimeout: fn('setTimeout'),
    clearTimeout: fn('clearTimeout'),
  }),
  (value) => {
    const { setTimeout: start, clearTimeout: cancel } = value as InjectedTimers;
    return (start === undefined) === (cancel === undefined)
      ? undefined
      : { path: ['clearTimeout'], message: 'setTimeout and clearTimeout are injected together' };
  },
);

/** Applies the defaults; invalid options throw an `INVALID_CONFIG` `SdkError` naming the option. */
export function resolveSdkOptions(options: SdkOptions = {}): ResolvedSdkOptions {
  const problem = optionsCheck(options);
  if (problem) throw invalidConfigError(`createSdk: ${describeIssue(problem)}`, {});
  const { fetch, now, random } = options;
  // Called unbound, as the globals are.
  const { setTimeout: startTimer, clearTimeout: cancelTimer } = options as InjectedTimers;
  // The globals are read at call time, so timers faked or swapped after creation are the ones used.
  const timers: Timers = {
    setTimeout: (callback, ms) =>
      startTimer ? startTimer(callback, ms) : globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => {
      if (cancelTimer) cancelTimer(handle);
      else globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
    },
  };
  return {
    baseUrl: options.baseUrl ?? '',
    basePath: options.basePath ?? '',
    apiVersion: options.apiVersion ?? API_VERSION,
    fetch,
    accessToken: options.accessToken,
    credentials: options.credentials ?? 'same-origin',
    headers: { ...options.headers },
    ttlMs: options.ttlMs ?? DEFAULT_TTL_MS,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    now: now ?? (() => Date.now()),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: options.retries ?? DEFAULT_RETRIES,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    random: random ?? (() => Math.random()),
    timers,
  };
}
