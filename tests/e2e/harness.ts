import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { readServerConfig } from '../../server/config';
import { createServer } from '../../server/createServer';
import { launchChromium } from '../../scripts/launchChromium';

export interface StartSiteOptions {
  /** `SITE_BASE_PATH`, e.g. `/site`. Default: none (site.json's, else ''). */
  basePath?: string;
  /** `CONTENT_DIR`. Default `./content`. */
  contentDir?: string;
  /**
   * Environment of the server, read as `npm start` reads it (`SITE_DIR`, `NODE_ENV`, ...).
   * `NODE_ENV` defaults to `test`, so the dev sign-in routes exist unless it is `production`.
   * `HOST` and `PORT` are ignored: the site always listens on 127.0.0.1 and a free port.
   */
  env?: Readonly<Record<string, string>>;
}

export interface RunningSite {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** The base path the server resolved ('' or like `/site`). */
  basePath: string;
  /** Absolute url of a site path, under the base path: `url('/about')`. */
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** Starts the real server (site and emulator), quiet, on a free port of 127.0.0.1. */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const config = readServerConfig({
    NODE_ENV: 'test',
    SITE_DIR: inject('siteDir'),
    ...options.env,
    ...(options.basePath === undefined ? {} : { SITE_BASE_PATH: options.basePath }),
    ...(options.contentDir === undefined ? {} : { CONTENT_DIR: options.contentDir }),
  });
  const app = await createServer({
    basePath: config.basePath,
    contentDir: config.contentDir,
    siteDir: config.siteDir,
    devRoutes: !config.production,
    apiOrigin: config.apiOrigin,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const basePath = app.siteBasePath;
  return {
    origin,
    basePath,
    url: (path) => `${origin}${basePath}${path}`,
    close: () => app.close(),
  };
}

/** Debian's Chromium (or `CHROMIUM_PATH`); it never downloads one. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
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
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return { page, context, errors, close: () => context.close() };
}
