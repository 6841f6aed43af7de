import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainAndClose } from '../../../../server/ops/draining';
import { rawRequest } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

const USER = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';

/** Opens a connection and sends a request's head, leaving its body to be written later. */
function startRequest(
  origin: string,
  head: string,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      const answer = new Promise<string>((done) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('close', () => {
          done(text);
        });
      });
      resolve({ socket, answer });
    });
    socket.on('error', reject);
  });
}

function refused(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => {
      resolve(true);
    });
  });
}

describe('draining', () => {
  it('finishes a request in flight, refuses new connections, then closes', async () => {
    let arrived: () => void = () => undefined;
    const headArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await servers.start({
      setup: (app) => {
        // Once past the hooks that run on arrival, the request is in hand, reading its body.
        app.addHook('preParsing', (request, _reply, _payload, done) => {
          if (request.url === USER) arrived();
          done();
        });
      },
    });
    const origin = await server.listen();
    const inFlight = await startRequest(
      origin,
      `POST ${USER} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`,
    );
    await headArrived;
    const closed = drainAndClose(server.app);
    expect(server.app.draining).toBe(true);
    await expect.poll(() => refused(origin)).toBe(true);
    inFlight.socket.write('}');
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"isGuest":true');
    await closed;
  });

  it('answers new requests on open connections 503 in their family shape, health still answering', async () => {
    const server = await servers.start();
    const origin = await server.listen();
    server.app.draining = true;
    const api = await rawRequest(origin, USER);
    expect(api.status).toBe(503);
    expect(api.headers.connection).toBe('close');
    expect(JSON.parse(api.text)).toEqual({
      errorMessage: 'The server is shutting down. Please try again.',
    });
    const page = await rawRequest(origin, '/about');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const ready = await rawRequest(origin, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ checks: { accepting: 'draining' } });
    expect((await rawRequest(origin, '/healthz')).status).toBe(200);
    // The server's own renders still read the APIs in process.
    expect((await server.fetch(USER)).status).toBe(200);
  });
});
