import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createServer, type CreateServerOptions } from '../../../server/createServer';
import { FIXTURE_SITE } from '../../support/fixtureContent';

/** What a test sends: the part of fetch's `RequestInit` the server tests use. */
export interface TestRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Accepted so calls read like fetch; an injected request never follows a redirect. */
  redirect?: 'manual';
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface TestServer {
  app: FastifyInstance;
  /** `path` under the server's base path, as a request target (no origin). */
  url: (path: string) => string;
  /**
   * `fetch(target)` without a socket: the request goes through `app.inject()` and the answer is a
   * web `Response`, encoded and decoded as fetch would (see `toFetchResponse`).
   */
  fetch: (target: string, init?: TestRequestInit) => Promise<Response>;
  /** The answer exactly as the server sent it: Node-style headers, body not decompressed. */
  request: (target: string, init?: TestRequestInit) => Promise<RawResponse>;
  /**
   * Listens on a free port (the first time) and returns the origin, for the requests that must
   * cross a real socket: bytes Node's HTTP parser sees, paths fetch and inject would normalise.
   */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/** What fetch (undici) asks for on a plain http url unless told otherwise. */
const FETCH_DEFAULT_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate' };
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function decode(encoding: string | undefined, bytes: Buffer): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return bytes;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(bytes);
    case 'deflate':
      return inflateSync(bytes);
    case 'br':
      return brotliDecompressSync(bytes);
    default:
      throw new Error(`the test client cannot decode content-encoding ${encoding}`);
  }
}

const lowerCaseNames = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function headerEntries(headers: LightMyRequestResponse['headers']): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]): [string, string][] => {
    if (value === undefined) return [];
    return Array.isArray(value) ? value.map((item) => [name, item]) : [[name, String(value)]];
  });
}

/** The web Response fetch would give: body decompressed, headers (content-encoding too) kept. */
function toFetchResponse(method: string, injected: LightMyRequestResponse): Response {
  const headers = new Headers(headerEntries(injected.headers));
  const status = injected.statusCode;
  const body =
    NULL_BODY_STATUSES.has(status) || method === 'HEAD'
      ? null
      : // A copy on its own ArrayBuffer: a Buffer may sit in Node's shared pool.
        new Uint8Array(decode(headers.get('content-encoding') ?? undefined, injected.rawPayload));
  return new Response(body, { status, statusText: injected.statusMessage, headers });
}

function toRawResponse(injected: LightMyRequestResponse): RawResponse {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(injected.headers)) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return {
    status: injected.statusCode,
    headers,
    body: injected.rawPayload,
    text: injected.payload,
  };
}

/** The real server, quiet and not listening, serving the fixture site unless told otherwise. */
export async function startTestServer(options: CreateServerOptions): Promise<TestServer> {
  const app = await createServer({
    logger: false,
    siteDir: FIXTURE_SITE,
    ...options,
  });
  const inject = (target: string, init: TestRequestInit, defaults: Record<string, string> = {}) =>
    app.inject({
      // Any method a test sends, the unknown ones too: the server must answer them all.
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: target,
      headers: { ...defaults, ...lowerCaseNames(init.headers) },
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
  let origin: Promise<string> | undefined;
  return {
    app,
    url: (path) => `${app.siteBasePath}${path}`,
    fetch: async (target, init = {}) =>
      toFetchResponse(init.method ?? 'GET', await inject(target, init, FETCH_DEFAULT_HEADERS)),
    request: async (target, init = {}) => toRawResponse(await inject(target, init)),
    listen: () => {
      origin ??= app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
        const { port } = app.server.address() as AddressInfo;
        return `http://127.0.0.1:${port}`;
      });
      return origin;
    },
    close: () => app.close(),
  };
}

/**
 * A request sent over a socket exactly as written (fetch and inject would normalise `..` and
 * encode the path), with no automatic decompression.
 */
export function rawRequest(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers:
          init.body === undefined
            ? init.headers
            : { 'Content-Length': String(Buffer.byteLength(init.body)), ...init.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** Writes `data` as it is on a fresh connection and returns everything the server answers. */
export function rawSocket(origin: string, data: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(data));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

/** Parses a platform error body and returns its single entry. */
export function platformError(body: unknown): { errorCode: string; message: string } {
  if (!Array.isArray(body) || body.length !== 1)
    throw new Error(`not a platform error: ${JSON.stringify(body)}`);
  return body[0] as { errorCode: string; message: string };
}
