/**
 * The SDK's one error class. Every rejection of an SDK call is an `SdkError`; its fields follow the
 * platform's FetchResponse (`ok: false`, `status`, `statusText`, `body`) plus the `experience/data`
 * error list (`errors: {message, type, arguments}[]`).
 */

/**
 * Where the failure came from: `fetchResponse` for a response the server sent (or the cache responded
 * in its place), `networkAdapterError` when no usable response arrived (network failure, abort, a body
 * that is not JSON), `timeout` when no response came within the SDK's `timeoutMs`.
 */
export type SdkErrorType = 'fetchResponse' | 'networkAdapterError' | 'timeout';

/** One error of a response body, mapped from the platform's `{errorCode, message}` items. */
export interface SdkErrorItem {
  message: string;
  /** The platform's `errorCode` (or the error kind when the body names none). */
  type: string;
  /** The request's query parameters (GET) or body parameters (POST). */
  arguments: Readonly<Record<string, unknown>>;
}

/** The JSON-safe form of an `SdkError`: what cache entries, `dehydrate()` and Redux state hold. */
export interface SdkErrorJson {
  name: string;
  message: string;
  ok: false;
  status: number;
  statusText: string;
  /** Absolute or site-relative url of the request; absent when no request was made. */
  url?: string;
  /** The parsed response body (text when it was not JSON); absent when there was none. */
  body?: unknown;
  errors: SdkErrorItem[];
  errorType: SdkErrorType;
}

export interface SdkErrorInit {
  status: number;
  statusText: string;
  errorType: SdkErrorType;
  message?: string;
  url?: string;
  body?: unknown;
  errors?: SdkErrorItem[];
  cause?: unknown;
}

/** The message rule of the catalogue: the status text, else the first non-empty error message. */
function messageOf(init: SdkErrorInit): string {
  if (init.message) return init.message;
  if (init.statusText) return init.statusText;
  const first = init.errors?.find((item) => item.message !== '');
  return first?.message ?? `Request failed with status ${init.status}`;
}

export class SdkError extends Error {
  readonly ok = false as const;
  readonly status: number;
  readonly statusText: string;
  readonly url: string | undefined;
  readonly body: unknown;
  readonly errors: SdkErrorItem[];
  readonly errorType: SdkErrorType;

  constructor(init: SdkErrorInit) {
    super(messageOf(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'SdkError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.body = init.body;
    this.errors = init.errors ?? [];
    this.errorType = init.errorType;
  }

  /** Rebuilds an error from its JSON form (a cached 404, a hydrated entry). */
  static fromJSON(json: SdkErrorJson): SdkError {
    const error =
      json.name === 'AbortError'
        ? new AbortError()
        : new SdkError({ ...json, errors: json.errors.map((item) => ({ ...item })) });
    error.message = json.message;
    return error;
  }

  toJSON(): SdkErrorJson {
    const json: SdkErrorJson = {
      name: this.name,
      message: this.message,
      ok: false,
      status: this.status,
      statusText: this.statusText,
      errors: this.errors,
      errorType: this.errorType,
    };
    if (this.url !== undefined) json.url = this.url;
    if (this.body !== undefined) json.body = this.body;
    return json;
  }
}

/** A cancelled call: name `AbortError`, message `Aborted` (the platform's default). */
export class AbortError extends SdkError {
  constructor(url?: string) {
    super({ status: 0, statusText: '', message: 'Aborted', errorType: 'networkAdapterError', url });
    this.name = 'AbortError';
  }
}

export function isSdkError(value: unknown): value is SdkError {
  return value instanceof SdkError;
}

export function isAbortError(value: unknown): boolean {
  return value instanceof Error && value.name === 'AbortError';
}

/** Invalid adapter config: status 400, status text `INVALID_CONFIG`, and no request was made. */
export function invalidConfigError(message: string, config: unknown): SdkError {
  const args = typeof config === 'object' && config !== null ? { ...config } : {};
  return new SdkError({
    status: 400,
    statusText: 'INVALID_CONFIG',
    message,
    errorType: 'fetchResponse',
    errors: [{ message, type: 'INVALID_CONFIG', arguments: args }],
  });
}

export const ONLY_IF_CACHED_MESSAGE =
  'Data requested with only-if-cached policy and not found in the cache.';

/** What an `only-if-cached` read rejects with when the cache has nothing usable. */
export function onlyIfCachedMissError(): SdkError {
  return new SdkError({
    status: 504,
    statusText: ONLY_IF_CACHED_MESSAGE,
    message: ONLY_IF_CACHED_MESSAGE,
    errorType: 'fetchResponse',
  });
}
