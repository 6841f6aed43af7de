import { SdkError } from './errors.js';
import { request } from './request.js';
import type { RequestInit, RequestResult } from './request.js';

/**
 * An OAuth bearer token, or a function that gives the current one (sync or async). A function is
 * called for every request, and once more after a 401, whose request is then tried again once.
 */
export type AccessToken = string | (() => string | Promise<string>);

/** What every request of an SDK carries besides its own: credentials mode, headers, token. */
export interface RequestDefaults {
  /** The fetch `credentials` mode. */
  credentials: RequestCredentials;
  /** Sent with every request; a request's own headers and the token's win over them. */
  headers: Readonly<Record<string, string>>;
  accessToken: AccessToken | undefined;
}

const UNAUTHORIZED = 401;

// Visible ASCII: a platform session id carries `!`, so RFC 6750's b64token is too narrow.
const HEADER_SAFE_TOKEN = /^[\x21-\x7E]+$/;

/**
 * A failure of the token (its function failed, or gave no usable token), not of the network: an
 * `SdkError` of the same shape, which a retry would only repeat (the retries are for the network).
 */
export class AccessTokenError extends SdkError {}

/** An error about the token that never quotes it (fetch's own header errors would). */
function tokenError(message: string, url: string, cause?: unknown): SdkError {
  return new AccessTokenError({
    status: 0,
    statusText: '',
    message,
    url,
    errorType: 'networkAdapterError',
    cause,
  });
}

async function currentToken(accessToken: AccessToken, url: string): Promise<string> {
  let token: unknown;
  try {
    token = typeof accessToken === 'function' ? await accessToken() : accessToken;
  } catch (cause) {
    throw tokenError('accessToken: the function failed', url, cause);
  }
  if (typeof token !== 'string' || !HEADER_SAFE_TOKEN.test(token)) {
    throw tokenError('accessToken: the token is not a string of visible ASCII characters', url);
  }
  return token;
}

/** `request` with the SDK's credentials and headers, and the token's `Authorization` if any. */
function send<T>(
  init: RequestInit,
  defaults: RequestDefaults,
  accessToken: AccessToken | undefined,
): Promise<RequestResult<T>> {
  const sent = (token?: string) =>
    request<T>(init, mergedHeaders(defaults.headers, init.headers, token), defaults.credentials);
  return accessToken === undefined ? sent() : currentToken(accessToken, init.url).then(sent);
}

/**
 * The SDK's headers under a request's own, and the token's `Authorization` over both, by name
 * in lower case (names are case-insensitive: `authorization` is `Authorization`); as they are when
 * there is nothing to merge (most reads without a token).
 */
function mergedHeaders(
  defaults: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>> | undefined,
  token: string | undefined,
): Readonly<Record<string, string>> {
  if (own === undefined && token === undefined) return defaults;
  const headers: Record<string, string> = {};
  // The request's own come later, so they win over the SDK's of the same name in any case.
  for (const [name, value] of Object.entries({ ...defaults, ...own })) {
    headers[name.toLowerCase()] = value;
  }
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return headers;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof SdkError && error.status === UNAUTHORIZED;
}

/**
 * `request` with the SDK's credentials mode, headers and bearer token. A 401 with a token function
 * calls it once more and tries once again; a second 401 rejects with the platform's error.
 */
export function authorizedRequest<T>(
  init: RequestInit,
  defaults: RequestDefaults,
): Promise<RequestResult<T>> {
  const { accessToken } = defaults;
  const first = send<T>(init, defaults, accessToken);
  // Only a token function can give another token: without one there is nothing to try again.
  if (typeof accessToken !== 'function') return first;
  return first.catch((error: unknown) => {
    if (!isUnauthorized(error)) throw error;
    return send<T>(init, defaults, accessToken);
  });
}
