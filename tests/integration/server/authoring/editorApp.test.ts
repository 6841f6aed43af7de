import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_CONFIG_ELEMENT_ID } from '../../../../shared/editorConfig';
import { startAuthoringServer, type AuthoringServer } from '../../support/authoringServer';
import type { EditorClient } from '../../support/editorClient';
import type { TestServer } from '../../support/testServer';

/** The page editor's pages and files, from the fixture build in tests/fixtures/editor. */
describe('the page editor, served', () => {
  let server: TestServer;
  let ana: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({ users: { ana: 'publisher' } });
    server = authoring.server;
    ana = authoring.editor('ana');
  });

  afterAll(() => authoring.close());

  const signedIn = (path: string) => server.fetch(path, { headers: { cookie: ana.cookie } });

  it('gives a signed-in user the editor with its config, under a policy of its own', async () => {
    const response = await signedIn('/editor');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('src="/editor/assets/editor-Fx1tUre5.js"');
    const config = new RegExp(
      `<script id="${EDITOR_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(config ?? 'null')).toEqual({
      basePath: '',
      user: { name: 'ana', role: 'publisher' },
      csrfToken: ana.csrfToken,
    });
  });

  it('shows a guest the sign-in form at /editor, and refuses the canvas', async () => {
    const form = await server.fetch('/editor');
    expect(await form.text()).toContain('<button type="submit">Sign in</button>');
    const canvas = await server.fetch('/editor/canvas');
    expect(canvas.status).toBe(401);
  });

  it('serves the canvas to be framed by the editor only, with the site config', async () => {
    const response = await signedIn('/editor/canvas');
    expect(response.status).toBe(200);
    // The origin the request came to (an injected request's Host), as a browser names it.
    const origin = 'http://localhost';
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${origin}`);
    expect(policy).toContain(`script-src ${origin}`);
    expect(policy).toContain("connect-src 'none'");
    const html = await response.text();
    expect(html).toContain('<script id="site-config" type="application/json">');
    expect(html).toContain(
      `<script id="canvas-config" type="application/json">{"editorOrigin":"${origin}"}</script>`,
    );
  });

  it("keeps the public pages' frame-ancestors 'none'", async () => {
    const page = await server.fetch('/about');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves its files to the sandboxed canvas, never to a shared cache', async () => {
    const file = await server.fetch('/editor/assets/canvas-Fx1tUre5.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });
});
