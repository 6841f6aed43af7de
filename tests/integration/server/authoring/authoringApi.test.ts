import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthoringServer, type AuthoringServer } from '../../support/authoringServer';
import { signInAs } from '../../support/editorClient';
import type { TestServer } from '../../support/testServer';

/** A request for each route of the registry, its parameters filled in. */
const exampleTarget = (url: string) =>
  `/editor/api${url.replace('*', 'views/about.json').replace(/:(\w+)/g, 'x')}`;

describe('the authoring API', () => {
  let server: TestServer;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({ users: { ana: 'author' }, signedIn: [] });
    server = authoring.server;
  });

  afterAll(() => authoring.close());

  it('answers 401 to a guest on every route of its registry, never cached', async () => {
    const routes = server.app.authoringRoutes;
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const response = await server.fetch(exampleTarget(route.url), {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ error: 'signed-out' });
    }
  });

  it('refuses a role its routes, naming the role needed', async () => {
    const ana = await signInAs(server, 'ana');
    const users = await ana.api(server, 'GET', '/users');
    expect(users.status).toBe(403);
    expect(await users.json()).toMatchObject({
      error: 'forbidden',
      message: 'This needs the admin role; ana is an author.',
    });
  });

  it('names every field that is wrong', async () => {
    const ana = await signInAs(server, 'ana');
    const response = await ana.api(server, 'PUT', '/drafts/views/about.json', { revision: -1 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: { path: string }[] };
    expect(body.fields.map((field) => field.path).sort()).toEqual([
      'body.baseRevision',
      'body.body',
      'body.revision',
    ]);
  });

  it('answers a route it does not have with a 404 in its own shape', async () => {
    const ana = await signInAs(server, 'ana');
    const response = await ana.api(server, 'GET', '/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found' });
  });
});
