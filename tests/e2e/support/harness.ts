import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { hashPassword, openStore, type Role } from '../../../content-model';
import { readServerConfig } from '../../../server/config';
import { createServer } from '../../../server/createServer';
import { makeIslandsLive } from '../../../bench/liveIslands';
import { launchChromium } from '../../../scripts/launchChromium';
import { e2eContentDir } from './contentCopy';

export interface StartSiteOptions {
  /** `SITE_BASE_PATH`, e.g. `/site`. Default: none (site.json's, else ''). */
  basePath?: string;
  /**
   * `CONTENT_DIR`. Default: the end-to-end tests' own copy of the site's content
   * (the fixture content with its `e2e` overlay), so an author's edit of `content/` never changes what they see.
   */
  contentDir?: string;
  /**
   * Environment of the server, read as `npm start` reads it (`SITE_DIR`, `NODE_ENV`, ...).
   * `NODE_ENV` defaults to `test`, and `MEDIA_CACHE_DIR` to a temporary folder of this site's, removed on
   * close (never the content folder's `.cache`). `CORS_ORIGINS`, `TRUST_PROXY` and the other
   * `MEDIA_*` settings apply as they do under `npm start`.
   * `HOST` and `PORT` are ignored: the site always listens on 127.0.0.1 and a free port.
   */
  env?: Readonly<Record<string, string>>;
  /** Where the server's log goes (JSON lines, level info and up). Default: nowhere. */
  log?: (line: string) => void;
}

/** Requests the server answers with a platform 500 error, wherever they come from. */
interface InjectedFault {
  /** How many requests it answered so far (the server's own renders count too). */
  count: () => number;
}

export interface RunningSite {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** The base path the server resolved ('' or like `/site`). */
  basePath: string;
  /** Absolute url of a site path, under the base path: `url('/about')`. */
  url: (path: string) => string;
  /**
   * Fails every request whose path ends with `pathEnd` and whose query holds `query`: the
   * browser's reads and the server renderer's alike. Rendered pages are dropped from the render
   * cache, so the next page load renders with the fault.
   */
  failRequests: (pathEnd: string, query?: Record<string, string>) => InjectedFault;
  /** Removes every injected fault (and the pages rendered under them). */
  clearFaults: () => void;
  /**
   * Adds an editor's user to the site's content store, with `E2E_PASSWORD` (as
   * `npm run editor:user -- add` does); a user of that name already there is kept.
   */
  addUser: (name: string, role: Role) => Promise<void>;
  /** Signs `name` in to the editor with JSON, as a script does. */
  signIn: (name: string) => Promise<EditorSession>;
  /** A call of the authoring API, `{base}/editor/api{path}`, as `editor` (its CSRF token sent). */
  editorApi: (
    editor: EditorSession,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<Response>;
  close: () => Promise<void>;
}

/** A signed-in editor: the `Cookie` header value of the session, and its CSRF token. */
interface EditorSession {
  cookie: string;
  csrfToken: string;
}

/** The password of every user `addUser` adds: long and not a common one. */
export const E2E_PASSWORD = 'end to end tests sign in 42';

const PLATFORM_ERROR = JSON.stringify([{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }]);

interface Fault {
  matches: (url: URL) => boolean;
  count: number;
}

/** Starts the real server (site and emulator), quiet, on a free port of 127.0.0.1. */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  // Renditions go to a folder of this run, so no test writes into the fixture content.
  const renditions =
    options.env?.MEDIA_CACHE_DIR === undefined
      ? await mkdtemp(path.join(tmpdir(), 'e2e-renditions-'))
      : undefined;
  const config = readServerConfig({
    NODE_ENV: 'test',
    SITE_DIR: inject('siteDir'),
    ...(renditions === undefined ? {} : { MEDIA_CACHE_DIR: renditions }),
    ...options.env,
    ...(options.basePath === undefined ? {} : { SITE_BASE_PATH: options.basePath }),
    CONTENT_DIR: options.contentDir ?? e2eContentDir(),
  });
  const faults = new Set<Fault>();
  const removeRenditions = () =>
    renditions === undefined ? Promise.resolve() : rm(renditions, { recursive: true, force: true });
  const createApp = () =>
    createServer({
      setup: (instance) => {
        instance.addHook('onRequest', async (request, reply) => {
          const url = new URL(request.url, 'http://site');
          for (const fault of faults) {
            if (!fault.matches(url)) continue;
            fault.count += 1;
            return reply.code(500).type('application/json').send(PLATFORM_ERROR);
          }
          return undefined;
        });
      },
      basePath: config.basePath,
      contentDir: config.contentDir,
      siteDir: config.siteDir,
      apiOrigin: config.apiOrigin,
      corsOrigins: config.corsOrigins,
      trustProxy: config.trustProxy,
      media: config.media,
      renders: config.renders,
      logger: options.log ? { level: 'info', stream: { write: options.log } } : false,
    });
  let started: Awaited<ReturnType<typeof createServer>> | undefined;
  try {
    started = await createApp();
    await started.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await started?.close();
    await removeRenditions();
    throw error;
  }
  const app = started;
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const basePath = app.siteBasePath;
  const url = (sitePath: string) => `${origin}${basePath}${sitePath}`;
  return {
    origin,
    basePath,
    url,
    failRequests: (pathEnd, query = {}) => {
      const fault: Fault = {
        matches: (url) =>
          url.pathname.endsWith(pathEnd) &&
          Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value),
        count: 0,
      };
      faults.add(fault);
      app.renderCache.clear();
      return { count: () => fault.count };
    },
    clearFaults: () => {
      faults.clear();
      app.renderCache.clear();
    },
    addUser: async (name, role) => {
      const store = await openStore(config.store);
      try {
        const user = { name, role, passwordHash: await hashPassword(E2E_PASSWORD) };
        await store.accounts.addUser(user, new Date());
      } finally {
        await store.close();
      }
    },
    signIn: async (name) => {
      const answer = await fetch(url('/editor/sign-in'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password: E2E_PASSWORD }),
      });
      const cookie = answer.headers
        .getSetCookie()
        .map((line) => line.split(';', 1)[0] ?? '')
        .find((pair) => pair.startsWith('editor_session='));
      if (answer.status !== 200 || cookie === undefined) {
        throw new Error(
          `signing ${name} in answered ${String(answer.status)}: ${await answer.text()}`,
        );
      }
      const { csrfToken } = (await answer.json()) as { csrfToken: string };
      return { cookie, csrfToken };
    },
    editorApi: (editor, method, apiPath, body) =>
      fetch(url(`/editor/api${apiPath}`), {
        method,
        headers: {
          cookie: editor.cookie,
          'x-csrf-token': editor.csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    close: async () => {
      await app.close();
      await removeRenditions();
    },
  };
}

/** Debian's Chromium (or `CHROMIUM_PATH`); it never downloads one. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** The site and the browser a test file shares. */
export interface SiteAndBrowser {
  /** The running site; read it in hooks and tests (it starts before the file's first test). */
  readonly site: RunningSite;
  /** Chromium; read it in hooks and tests, like `site`. */
  readonly browser: Browser;
}

/**
 * Starts a site and launches Chromium side by side before the file's tests (`beforeAll`) and
 * closes both after them. `options` may be a function, run first, that prepares the site's
 * content. Vitest runs `afterAll` hooks in reverse order: a clean-up registered before this call
 * (removing that content) runs after the site is closed.
 */
export function siteAndBrowserForFile(
  options: StartSiteOptions | (() => Promise<StartSiteOptions>) = {},
): SiteAndBrowser {
  let started: { site: RunningSite; browser: Browser } | undefined;
  beforeAll(async () => {
    const siteOptions = typeof options === 'function' ? await options() : options;
    const starting = startSite(siteOptions);
    const launching = launchBrowser();
    const [site, browser] = await Promise.all([starting, launching]).catch(
      async (error: unknown) => {
        // Whichever did start is closed, so a failed start leaves nothing running.
        await Promise.allSettled([
          starting.then((running) => running.close()),
          launching.then((chromium) => chromium.close()),
        ]);
        throw error;
      },
    );
    started = { site, browser };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });
  const whenStarted = () => {
    if (started === undefined) throw new Error('the site and browser start in beforeAll');
    return started;
  };
  return {
    get site() {
      return whenStarted().site;
    },
    get browser() {
      return whenStarted().browser;
    },
  };
}

export interface NewPageOptions {
  /** Viewport width, CSS pixels. */
  width: number;
  /** Viewport height, CSS pixels. */
  height: number;
  /** Emulates `prefers-reduced-motion: reduce`. Default false. */
  reducedMotion?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors (`console: ...`) and uncaught page errors (`pageerror: ...`), in order. */
  errors: string[];
  /** Closes the page's own browser context. */
  close: () => Promise<void>;
}

/** A page in a fresh context (no shared cookies or storage) that records its errors. */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  waitForHydrationOnGoto(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return { page, context, errors, close: () => context.close() };
}

/**
 * Pages arrive server-rendered; their interactive parts (islands) are hydrated as they near the
 * viewport. `page.goto` and `page.reload` make every island live before they return, so a test
 * never clicks dead HTML.
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await makeIslandsLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await makeIslandsLive(page);
    return response;
  };
}
