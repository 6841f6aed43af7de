import {
  all,
  arrayOf,
  atLeast,
  describeIssue,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
} from '../checks/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { SdkErrorJson } from '../fetch/index.js';

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

const errorJsonCheck = object({
  name: string,
  message: string,
  ok: oneOf([false]),
  status: number,
  statusText: string,
  url: optional(string),
  errors: arrayOf(object({ message: string, type: string, arguments: record })),
  errorType: oneOf(['fetchResponse', 'networkAdapterError', 'timeout']),
});

const entryCheck = object({
  key: string,
  state: oneOf(['Fulfilled', 'Stale', 'Error', 'Unfulfilled']),
  error: optional(errorJsonCheck),
  startedAt: number,
  writtenAt: number,
  ttl: all(number, atLeast(-1)),
});

const dehydratedCacheCheck = object({ version: oneOf([1]), entries: arrayOf(entryCheck) });

// Checked state is copied with its known keys only: nothing else reaches the cache.
function errorOf(json: SdkErrorJson): SdkErrorJson {
  const { name, message, ok, status, statusText, url, errors, errorType } = json;
  const items = errors.map((item) => ({
    message: item.message,
    type: item.type,
    arguments: item.arguments,
  }));
  const error: SdkErrorJson = { name, message, ok, status, statusText, errors: items, errorType };
  if (url !== undefined) error.url = url;
  if ('body' in json) error.body = json.body;
  return error;
}

function entryOf(item: DehydratedEntry): DehydratedEntry {
  const { key, state, startedAt, writtenAt, ttl } = item;
  const entry: DehydratedEntry = { key, state, startedAt, writtenAt, ttl };
  if ('data' in item) entry.data = item.data;
  if (item.error !== undefined) entry.error = errorOf(item.error);
  return entry;
}

/**
 * Validates state coming from outside (a server's page) as a whole. A malformed one throws an
 * `INVALID_CONFIG` `SdkError` (status 400) naming the first problem and where it is, e.g.
 * `hydrate: entries.3.ttl: Too small: expected number to be >=-1`.
 */
export function parseDehydratedCache(state: unknown): DehydratedCache {
  const found = dehydratedCacheCheck(state);
  if (found) throw invalidConfigError(`hydrate: ${describeIssue(found)}`, {});
  return { version: 1, entries: (state as DehydratedCache).entries.map(entryOf) };
}
