import type { Timers } from '../cache/timers.js';
import { errorItemsFromBody } from './errorItems.js';
import { AbortError, SdkError } from './errors.js';

export interface RequestInit {
  /** Absolute or same-origin url, without the query string. */
  url: string;
  /** Default `GET`. */
  method?: 'GET' | 'POST';
  /** Query parameters, sent in insertion order. */
  query?: Readonly<Record<string, string>>;
  /** POST body, sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The fetch credentials mode. Default `same-origin`, the platform's. */
  credentials?: RequestCredentials;
  /** The fetch cache mode; a refresh of a stale entry sends `no-cache`. */
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Gives up when no whole response came within `ms` (0: never), timed with `timers`. */
  timeout?: { ms: number; timers: Timers };
  /** The fetch to use; read by the caller at call time, never captured at import. */
  fetch: typeof fetch;
}

export interface RequestResult<T> {
  /** The parsed JSON body; `null` for a 204 or an empty body. */
  data: T | null;
  status: number;
  headers: Headers;
}

const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

function buildUrl(url: string, query: Readonly<Record<string, string>> | undefined): string {
  if (!query) return url;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return pairs.length === 0 ? url : `${url}?${pairs.join('&')}`;
}

function paramsOf(init: RequestInit): Readonly<Record<string, unknown>> {
  if (init.method === 'POST') {
    return typeof init.body === 'object' && init.body !== null ? { ...init.body } : {};
  }
  return { ...init.query };
}

function networkError(cause: unknown, url: string, status = 0, body?: unknown): SdkError {
  const message =
    cause instanceof Error
      ? cause.message
      : `NetworkAdapter rejected with non-Error object: ${String(cause)}`;
  return new SdkError({
    status,
    statusText: '',
    message,
    url,
    body,
    errorType: 'networkAdapterError',
    cause,
  });
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function timeoutError(cause: unknown, url: string, ms: number): SdkError {
  return new SdkError({
    status: 0,
    statusText: '',
    message: `The request took longer than ${String(ms)} ms`,
    url,
    errorType: 'timeout',
    cause,
  });
}

/** The signal a request runs with: the caller's, aborted too once the timeout has passed. */
interface Deadline {
  signal: AbortSignal | undefined;
  expired: () => boolean;
  clear: () => void;
}

/**
 * The deadline of requests without a caller's signal that start in the same turn of the event loop
 * with the same time limit: no timer can fire between them, so one signal and one timer serve
 * them all (a signal and a timer are the dearest parts of a request's setup in Node). The timer is
 * cleared when the last of them has settled.
 */
interface SharedDeadline {
  ms: number;
  timers: Timers;
  controller: AbortController;
  expired: boolean;
  /** Requests on it that have not settled. */
  holders: number;
  handle: unknown;
}

/** The deadline of this turn's requests; dropped on the turn's microtasks. */
let turnDeadline: SharedDeadline | undefined;

function sharedDeadline(ms: number, timers: Timers): SharedDeadline {
  if (turnDeadline?.ms === ms && turnDeadline.timers === timers) return turnDeadline;
  if (!turnDeadline) {
    queueMicrotask(() => {
      turnDeadline = undefined;
    });
  }
  turnDeadline = {
    ms,
    timers,
    controller: new AbortController(),
    expired: false,
    holders: 0,
    handle: undefined,
  };
  return turnDeadline;
}

type Timeout = NonNullable<RequestInit['timeout']>;

/** Aborts `state`'s controller once `ms` have passed, unless it has aborted before. */
function armTimer(state: { controller: AbortController; expired: boolean }, timeout: Timeout) {
  return timeout.timers.setTimeout(() => {
    if (state.controller.signal.aborted) return;
    state.expired = true;
    state.controller.abort(new Error('timed out'));
  }, timeout.ms);
}

const NO_DEADLINE = { expired: () => false, clear: () => undefined };

function startDeadline(outer: AbortSignal | undefined, timeout: RequestInit['timeout']): Deadline {
  if (!timeout || timeout.ms <= 0) return { signal: outer, ...NO_DEADLINE };
  if (!outer) {
    const shared = sharedDeadline(timeout.ms, timeout.timers);
    shared.holders++;
    shared.handle ??= armTimer(shared, timeout);
    return {
      signal: shared.controller.signal,
      expired: () => shared.expired,
      clear: () => {
        shared.holders--;
        if (shared.holders > 0 || shared.handle === undefined) return;
        timeout.timers.clearTimeout(shared.handle);
        shared.handle = undefined;
      },
    };
  }
  const own = { controller: new AbortController(), expired: false };
  const forward = () => {
    own.controller.abort(outer.reason);
  };
  // An aborted signal fires no more events: a listener added now would never hear it.
  if (outer.aborted) forward();
  else outer.addEventListener('abort', forward, { once: true });
  const handle = armTimer(own, timeout);
  return {
    signal: own.controller.signal,
    expired: () => own.expired,
    clear: () => {
      timeout.timers.clearTimeout(handle);
      outer.removeEventListener('abort', forward);
    },
  };
}

type Parsed = { ok: true; value: unknown } | { ok: false; text: string; cause: unknown };

/** The body's text, or null when the response says it has none (204, a zero length). */
function bodyText(response: Response): Promise<string> | null {
  if (response.status === 204 || response.headers.get('content-length') === '0') return null;
  return response.text();
}

function parseBody(text: string | null): Parsed {
  if (text === null) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    // A blank body is no body (checked after the parse: a body is almost never blank).
    return /^\s*$/.test(text) ? { ok: true, value: null } : { ok: false, text, cause };
  }
}

/**
 * One HTTP call the platform's way: GET by default, same-origin credentials unless told otherwise, a
 * JSON body with its content type (a GET sends none).
 * Resolves with the parsed body (`null` for 204 or an empty body); rejects with an `SdkError`:
 * `fetchResponse` for a non-OK response, `networkAdapterError` for a network failure or a body that
 * is not JSON, `timeout` when the response did not come within `timeout.ms`, and an `AbortError`
 * (message `Aborted`) when the signal aborts.
 */
export async function request<T>(init: RequestInit): Promise<RequestResult<T>> {
  const url = buildUrl(init.url, init.query);
  // Only a body has a content type: a GET with none stays a simple request, which another origin
  // may send without a CORS preflight.
  const withBody = init.body !== undefined;
  const requestInit: globalThis.RequestInit = {
    method: init.method ?? 'GET',
    credentials: init.credentials ?? 'same-origin',
    headers: withBody
      ? // Lower case, as merged headers are (authorizedRequest.ts): a caller's own one replaces it.
        { 'content-type': JSON_CONTENT_TYPE, ...init.headers }
      : (init.headers ?? {}),
  };
  if (withBody) requestInit.body = JSON.stringify(init.body);
  if (init.cache !== undefined) requestInit.cache = init.cache;
  const deadline = startDeadline(init.signal, init.timeout);
  if (deadline.signal !== undefined) requestInit.signal = deadline.signal;

  // Called unbound: browsers throw "Illegal invocation" when fetch runs with another `this`.
  const { fetch: fetchFn } = init;
  let response: Response;
  let parsed: Parsed;
  try {
    response = await fetchFn(url, requestInit);
    parsed = parseBody(await bodyText(response));
  } catch (error) {
    if (deadline.expired()) throw timeoutError(error, url, init.timeout?.ms ?? 0);
    if (isAbort(error, init.signal)) throw new AbortError(url);
    throw networkError(error, url);
  } finally {
    deadline.clear();
  }
  if (!parsed.ok && response.ok) {
    throw networkError(parsed.cause, url, response.status, parsed.text);
  }
  if (!parsed.ok) {
    // A failure whose body is not JSON (a proxy's HTML error page): the response's own status.
    throw new SdkError({
      status: response.status,
      statusText: response.statusText,
      url,
      body: parsed.text,
      errorType: 'networkAdapterError',
      cause: parsed.cause,
    });
  }
  if (response.ok) {
    return { data: parsed.value as T | null, status: response.status, headers: response.headers };
  }
  throw new SdkError({
    status: response.status,
    statusText: response.statusText,
    url,
    body: parsed.value ?? undefined,
    errors: errorItemsFromBody(parsed.value, paramsOf(init), 'fetchResponse'),
    errorType: 'fetchResponse',
  });
}
