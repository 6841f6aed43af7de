import { Agent, fetch as fetchOverHttp } from 'undici';
import { REQUEST_ID_HEADER } from '../http/requestId';
import type { PageRequest } from './inProcessFetch';

/** How the page render reads a platform origin (`API_ORIGIN`), and how long its pages are kept. */
export interface OrgReadSettings {
  /**
   * The bearer token every read carries as `Authorization: Bearer …` (`API_ACCESS_TOKEN`), as the
   * SDK sends its `accessToken`; none: the org's guest reads. Never put into a page.
   */
  accessToken: string | undefined;
  /** Time to open a connection to the origin, in ms. */
  connectTimeoutMs: number;
  /** Time for the origin's answer to begin, and between two parts of its body, in ms. */
  responseTimeoutMs: number;
  /** A page rendered from the origin is rendered again this long after, in ms (0: never kept). */
  pageMaxAgeMs: number;
}

/**
 * The defaults: a connection within 1 s, an answer within the render's own 2 s deadline, and
 * pages kept a minute, since the org sends no publish event that could clear them.
 */
export const DEFAULT_ORG_READS: OrgReadSettings = {
  accessToken: undefined,
  connectTimeoutMs: 1_000,
  responseTimeoutMs: 2_000,
  pageMaxAgeMs: 60_000,
};

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Answers that say the org cannot serve the page, rather than what the page holds (a 404 is the
 * page's own business): its failures, its refusal of the token, its rate limit.
 */
const failedAt = (status: number) => status >= 500 || [401, 403, 429].includes(status);

/** Error codes of undici (and the abort a caller's deadline makes) that mean the org was too slow. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  const { cause } = error as { cause?: unknown };
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? TIMEOUT_CODES.has(code) : isTimeout(cause);
}

/** The innermost message of an error and its causes ("connect ECONNREFUSED 127.0.0.1:9"). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { cause } = error as { cause?: unknown };
  return cause === undefined ? error.message : reasonOf(cause);
}

/**
 * A page render whose reads the org did not serve: `statusCode` 504 when it was too slow, else
 * 502, for the error handler's status page. Its message names the origin and the read, never the
 * token.
 */
class OrgUnavailableError extends Error {
  readonly statusCode: 502 | 504;

  constructor(origin: string, read: string, reason: string, timedOut: boolean) {
    super(`the platform at ${origin} did not serve the page's read ${read}: ${reason}`);
    this.name = 'OrgUnavailableError';
    this.statusCode = timedOut ? 504 : 502;
  }
}

/** A page render's reads of the org: `fetch` until `close()`, and what failed meanwhile. */
export interface OrgPageReads {
  fetch: typeof fetch;
  close(): void;
  /** The first read the org did not serve, as the page's error; undefined while all were served. */
  failure(): OrgUnavailableError | undefined;
}

/**
 * The page render's reads of a platform origin over HTTP: one kept-alive connection pool per
 * server, bounded connect and response times, the access token on every read. `close()` with the
 * server.
 */
export class OrgReads {
  readonly #origin: string;
  readonly #settings: OrgReadSettings;
  readonly #agent: Agent;

  constructor(origin: string, settings: OrgReadSettings) {
    this.#origin = new URL(origin).origin;
    this.#settings = settings;
    this.#agent = new Agent({
      connect: { timeout: settings.connectTimeoutMs },
      headersTimeout: settings.responseTimeoutMs,
      bodyTimeout: settings.responseTimeoutMs,
      // Renders come in bursts: connections stay open between them.
      keepAliveTimeout: 10_000,
    });
  }

  /**
   * A `fetch` for one page render: it reads only the origin (a path resolves against it, and
   * another origin is refused, so the token goes nowhere else), as the page's request id, with no
   * cookie of the visitor's (the browser sends the org none either). Each answer is read whole
   * before the render sees it, so a body that stalls fails here, with the rest.
   */
  readsFor(page: Pick<PageRequest, 'requestId'>): OrgPageReads {
    let failure: OrgUnavailableError | undefined;
    const origin = this.#origin;
    const { accessToken } = this.#settings;
    const fetchFromOrg = async (
      input: string | URL | Request,
      init?: RequestInit,
    ): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), origin);
      if (url.origin !== origin) {
        throw new TypeError(`a page render reads ${origin} only, not ${url.origin}`);
      }
      const method = init?.method ?? 'GET';
      const read = `${method} ${url.pathname}`;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        if (name !== 'cookie') headers[name] = value;
      });
      headers[REQUEST_ID_HEADER] = page.requestId;
      if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
      try {
        const answer = await fetchOverHttp(url, {
          method,
          headers,
          ...(typeof init?.body === 'string' ? { body: init.body } : {}),
          ...(init?.signal ? { signal: init.signal } : {}),
          dispatcher: this.#agent,
        });
        const body = NULL_BODY.has(answer.status) ? null : await answer.arrayBuffer();
        if (failedAt(answer.status)) {
          failure ??= new OrgUnavailableError(origin, read, `answered ${answer.status}`, false);
        }
        const answered = new Headers(answer.headers);
        // The body is decoded already: its encoding and length no longer describe it.
        answered.delete('content-encoding');
        answered.delete('content-length');
        return new Response(body, { status: answer.status, headers: answered });
      } catch (error) {
        // The SDK aborts a read at its time limit, with a reason of its own.
        const timedOut = init?.signal?.aborted === true || isTimeout(error);
        failure ??= new OrgUnavailableError(origin, read, reasonOf(error), timedOut);
        throw error;
      }
    };
    return {
      fetch: fetchFromOrg,
      close: () => undefined,
      failure: () => failure,
    };
  }

  /** Closes the kept-alive connections (once the server's requests are done). */
  close(): Promise<void> {
    return this.#agent.close();
  }
}
