import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createServer, type CreateServerOptions } from '../../../server/createServer';
import { FIXTURE_SITE } from './fixtureContent';

export interface TestServer {
  app: FastifyInstance;
  origin: string;
  /** Absolute url of `path` under the server's base path. */
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** The real server on a free port, quiet, serving the fixture site unless told otherwise. */
export async function startTestServer(options: CreateServerOptions): Promise<TestServer> {
  const app = await createServer({
    logger: false,
    siteDir: FIXTURE_SITE,
    devRoutes: true,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    url: (path) => `${origin}${app.siteBasePath}${path}`,
    close: () => app.close(),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * A request sent exactly as written (fetch would normalise `..` and encode the path), with no
 * automatic decompression.
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

/** Parses a platform error body and returns its single entry. */
export function platformError(body: unknown): { errorCode: string; message: string } {
  if (!Array.isArray(body) || body.length !== 1)
    throw new Error(`not a platform error: ${JSON.stringify(body)}`);
  return body[0] as { errorCode: string; message: string };
}
