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
  /** The request's own headers. */
  headers?: Readonly<Record<string, string>>;
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

type Timeout = NonNullable<RequestInit['timeout']>;

/**
 * A request's time limit: the signal it runs with, aborted once `ms` have passed (or when the
 * caller's signal aborts). A signal and a timer are the dearest parts of a request's setup in Node,
 * so requests without a caller's signal share them where that changes nothing: those that start in
 * the same turn of the event loop with the same limit share the timer (none can fire between them),
 * and once the last of them has settled the timer is cleared and the signal, never aborted, serves
 * the next request with a timer of its own.
 */
interface Deadline extends Timeout {
  controller: AbortController;
  expired: boolean;
  /** Requests it has served, and those of them that have not settled. */
  uses: number;
  holders: number;
  handle: unknown;
  /** Stops listening to the caller's signal. */
  release?: () => void;
}

/**
 * A fetch leaves a listener on its signal until the request is collected (Node warns past 1,500),
 * and Node's fetch counts them on every request: a signal serves this many requests at most.
 */
const REQUESTS_PER_SIGNAL = 100;

/** The deadline the next request without a signal may join. */
let openDeadline: Deadline | undefined;
/** True until this turn's microtasks: the open deadline's timer was armed in this turn. */
let armedThisTurn = false;

function newDeadline(timeout: Timeout): Deadline {
  return {
    ...timeout,
    controller: new AbortController(),
    expired: false,
    uses: 0,
    holders: 0,
    handle: undefined,
  };
}

/** One more request on `deadline`; the first since its timer was cleared arms it again. */
function hold(deadline: Deadline): Deadline {
  deadline.uses++;
  deadline.holders++;
  deadline.handle ??= deadline.timers.setTimeout(() => {
    if (deadline.controller.signal.aborted) return;
    deadline.expired = true;
    deadline.controller.abort(new Error('timed out'));
  }, deadline.ms);
  return deadline;
}

function joinDeadline(timeout: Timeout): Deadline {
  let open = openDeadline;
  if (
    open?.ms !== timeout.ms ||
    open.timers !== timeout.timers ||
    open.expired ||
    open.uses === REQUESTS_PER_SIGNAL ||
    (open.handle !== undefined && !armedThisTurn)
  ) {
    open = openDeadline = newDeadline(timeout);
  }
  if (open.handle === undefined && !armedThisTurn) {
    armedThisTurn = true;
    queueMicrotask(() => {
      armedThisTurn = false;
    });
  }
  return hold(open);
}

/** A deadline of its own for a request with a caller's signal, which aborts it too. */
function ownDeadline(outer: AbortSignal, timeout: Timeout): Deadline {
  const own = hold(newDeadline(timeout));
  const forward = () => {
    own.controller.abort(outer.reason);
  };
  // An aborted signal fires no more events: a listener added now would never hear it.
  if (outer.aborted) forward();
  else outer.addEventListener('abort', forward, { once: true });
  own.release = () => {
    outer.removeEventListener('abort', forward);
  };
  return own;
}

/** A request on `deadline` has settled: the last one clears its timer. */
function leave(deadline: Deadline): void {
  if (--deadline.holders > 0) return;
  deadline.timers.clearTimeout(deadline.handle);
  deadline.handle = undefined;
  deadline.release?.();
}

type Parsed = { ok: true; value: unknown } | { ok: false; text: string; cause: unknown };

/** The body's JSON; an empty or blank body (a 204, say) is `null`. */
function parseBody(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    // Checked after the parse: a body is almost never blank.
    return /^\s*$/.test(text) ? { ok: true, value: null } : { ok: false, text, cause };
  }
}

/**
 * One HTTP call the platform's way, with the headers and credentials mode it is sent with: GET by
 * default, a JSON body with its content type (a GET sends none).
 * Resolves with the parsed body (`null` for 204 or an empty body); rejects with an `SdkError`:
 * `fetchResponse` for a non-OK response, `networkAdapterError` for a network failure or a body that
 * is not JSON, `timeout` when the response did not come within `timeout.ms`, and an `AbortError`
 * (message `Aborted`) when the signal aborts.
 */
export async function request<T>(
  init: RequestInit,
  headers: Readonly<Record<string, string>>,
  credentials: RequestCredentials,
): Promise<RequestResult<T>> {
  const url = buildUrl(init.url, init.query);
  // Only a body has a content type: a GET with none stays a simple request, which another origin
  // may send without a CORS preflight.
  const withBody = init.body !== undefined;
  const requestInit: globalThis.RequestInit = {
    method: init.method ?? 'GET',
    credentials,
    headers: withBody
      ? // Lower case, as merged headers are (authorizedRequest.ts): a caller's own one replaces it.
        { 'content-type': JSON_CONTENT_TYPE, ...headers }
      : headers,
  };
  if (withBody) requestInit.body = JSON.stringify(init.body);
  if (init.cache !== undefined) requestInit.cache = init.cache;
  const { signal, timeout } = init;
  // A time limit gives a deadline: the request's own with a caller's signal, else a shared one.
  let deadline: Deadline | undefined;
  if (timeout && timeout.ms > 0) {
    deadline = signal ? ownDeadline(signal, timeout) : joinDeadline(timeout);
  }
  const sentSignal = deadline?.controller.signal ?? signal;
  if (sentSignal) requestInit.signal = sentSignal;

  // Called unbound: browsers throw "Illegal invocation" when fetch runs with another `this`.
  const { fetch: fetchFn } = init;
  let response: Response;
  let parsed: Parsed;
  try {
    response = await fetchFn(url, requestInit);
    parsed = parseBody(await response.text());
  } catch (error) {
    if (deadline?.expired) throw timeoutError(error, url, deadline.ms);
    if (isAbort(error, init.signal)) throw new AbortError(url);
    throw networkError(error, url);
  } finally {
    if (deadline) leave(deadline);
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
