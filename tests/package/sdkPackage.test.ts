import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedSdk, packWorkspace, tarballFiles } from '../../scripts/sdkPackage';
import { makeContentDir } from '../support/fixtureContent';
import { SITE_ID } from '../integration/support/fixtureIds';
import { startTestServer, type TestServer } from '../integration/support/testServer';

// The SDK as another app's developer gets it: `npm pack`, then a fresh project outside this
// repository installs the tarball and uses it with plain Node (no loader, no TypeScript) and
// under TypeScript's NodeNext resolution, against a running emulator. A second project installs
// the React binding's tarball beside it, with React, and renders on the server.

const run = promisify(execFile);
const TSC = path.resolve('node_modules/typescript/bin/tsc');

let work: string;
let app: string;
let tarball: string;
let bindingTarball: string;
let reactApp: string;
let server: TestServer;
let siteUrl: string;
/** The same site, its Connect API requiring `ACCESS_TOKEN` (as `EMULATOR_ACCESS_TOKENS` does). */
let guarded: TestServer;
let guardedUrl: string;
const ACCESS_TOKEN = '00D5f000000bnVW!AQ4AQPackageTestToken';
/** News B of the fixture content (it has a French variant), and its thumbnail's image document. */
const NEWS_B = 'MCWYOJFLJOOA7LQSAJ2XUID5ZZZZ';
const NEWS_B_THUMBNAIL = 'MCV4SEH2KVJ72CEUVW75EFR6EDT4';
let cleanupContent: () => Promise<void>;

/** An ESM script using every entry, as a Node app would. */
const NODE_APP = `
import { API_VERSION, createSdk, isSdkError, cacheKeys } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import { readDocument, isNewsDocument } from '@about-site/sdk/documents';
import { getContentFields } from '@about-site/sdk/fields';
import { generateUrl } from '@about-site/sdk/links';
import { resizedUrl } from '@about-site/sdk/images';
import { getSeoProperties } from '@about-site/sdk/seo';
import { stripTags } from '@about-site/sdk/text';

const site = new URL(process.env.SITE_URL);
const info = await (await fetch(new URL('emulator/site', site + '/'))).json();
const sdk = createSdk({ baseUrl: site.origin, basePath: info.basePath });
const page = await sdk.getContents({
  channelOrSiteId: info.siteId,
  contentTypeFQN: 'sfdc_cms__news',
  includeContentBody: true,
});
const news = page.contents.filter(isNewsDocument).map((doc) => readDocument(doc, { basePath: info.basePath }));
const excerpts = await getContentFields(sdk, {
  channelOrSiteId: info.siteId,
  contentTypeFQN: 'sfdc_cms__news',
  contentBodyFields: ['excerpt'],
});
let invalid;
try {
  await sdk.getContent({ channelOrSiteId: info.siteId, contentKeyOrId: '' });
} catch (error) {
  invalid = isSdkError(error) ? error.statusText : 'not an SdkError';
}
const seo = await getSeoProperties(sdk, {
  apiVersion: API_VERSION,
  communityId: info.communityId,
  recordId: 'about',
  fields: ['Title'],
});
const helper = await apex(sdk, {
  apexClass: 'WebsiteHelperController',
  apexMethod: 'getContentTwo',
  cacheable: true,
});
console.log(JSON.stringify({
  siteId: info.siteId,
  titles: news.map((view) => view.title),
  links: news.map((view) => view.link),
  cached: Object.keys(sdk.cache.entries()).length,
  bodyFields: [...new Set(excerpts.contents.flatMap((doc) => Object.keys(doc.contentBody)))],
  seo: [seo.recordId, seo.fields.Title],
  serverMethod: typeof helper,
  key: cacheKeys.getContent({ channelOrSiteId: info.siteId, contentKeyOrId: 'MC' }),
  invalid,
  helpers: [
    generateUrl(
      { type: 'standard__managedContentPage', attributes: { contentTypeName: 'sfdc_cms__news', contentKey: 'MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2' } },
      { basePath: '/s' },
    ),
    resizedUrl('/img.png', 640, { optimizer: 'Cloudflare' }),
    stripTags('<b>bold</b> text'),
  ],
}));
sdk.dispose();
`;

/**
 * A document in French and in English, then its picture from the site's origin, with a token (the
 * emulator requires one): what an app on another origin needs.
 */
const LANGUAGES_APP = `
import { cacheKeys, createSdk } from '@about-site/sdk';
import { readDocument } from '@about-site/sdk/documents';

const site = new URL(process.env.SITE_URL);
const info = await (await fetch(new URL('emulator/site', site + '/'))).json();
const sdk = createSdk({
  baseUrl: site.origin,
  basePath: info.basePath,
  accessToken: process.env.ACCESS_TOKEN,
});
const english = { channelOrSiteId: info.siteId, contentKeyOrId: process.env.CONTENT_KEY, language: 'en_US' };
const french = { ...english, language: 'fr_FR' };
const [inEnglish, inFrench] = [await sdk.getContent(english), await sdk.getContent(french)];
const view = readDocument(inEnglish, { basePath: info.basePath, origin: site.origin });
const picture = await fetch(view.image.url);
const served = (document) => ({ title: document.title, language: document.language });
console.log(JSON.stringify({
  english: served(inEnglish),
  french: served(inFrench),
  keys: [cacheKeys.getContent(english), cacheKeys.getContent(french)],
  cached: Object.keys(sdk.cache.entries()),
  picture: {
    url: view.image.url,
    status: picture.status,
    type: picture.headers.get('content-type'),
    bytes: (await picture.arrayBuffer()).byteLength,
  },
}));
sdk.dispose();
`;

/** The same use under TypeScript: the published types must type it, and refuse a wrong call. */
const TYPED_APP = `
import { createSdk, SdkError, type CacheEntry, type ManagedContentCollection, type NewsBody, type Sdk } from '@about-site/sdk';
import { apex, type ApexConfig } from '@about-site/sdk/apex';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import { getContentFields } from '@about-site/sdk/fields';
import { getSeoProperties } from '@about-site/sdk/seo';
import { generateUrl } from '@about-site/sdk/links';
import { buildSrcSet } from '@about-site/sdk/images';
import { sanitizeRichText, stripTags } from '@about-site/sdk/text';

export async function titles(siteId: string): Promise<string[]> {
  const sdk: Sdk = createSdk({ baseUrl: 'https://acme.my.site.com' });
  const page: ManagedContentCollection<NewsBody> = await sdk.getContents<NewsBody>({
    channelOrSiteId: siteId,
    contentTypeFQN: 'sfdc_cms__news',
  });
  const views: (DocumentView | null)[] = page.contents.map((doc) => readDocument(doc));
  const entry: CacheEntry | undefined = sdk.cache.get('key');
  await sdk.cache.invalidate((key) => key.startsWith('cms::'));
  const error: SdkError | undefined = entry?.error ? SdkError.fromJSON(entry.error) : undefined;
  // @ts-expect-error ttlMs is a number: the published types are real, not any
  createSdk({ ttlMs: 'five minutes' });
  const method: ApexConfig = { apexClass: 'Ctrl', apexMethod: 'count', cacheable: true };
  const count: number = await apex<number>(sdk, method);
  const seo = await getSeoProperties(sdk, { apiVersion: 'v64.0', communityId: '0DB', recordId: 'about' });
  // @ts-expect-error recordId is required
  await getSeoProperties(sdk, { apiVersion: 'v64.0', communityId: '0DB' });
  const excerpts = await getContentFields<Pick<NewsBody, 'excerpt'>>(sdk, {
    channelOrSiteId: siteId,
    contentBodyFields: ['excerpt'],
  });
  // @ts-expect-error the fields to keep are required
  await getContentFields(sdk, { channelOrSiteId: siteId });
  void excerpts.contents[0]?.contentBody.excerpt;
  void [count, seo.canonicalUrl];
  void [generateUrl, buildSrcSet, sanitizeRichText, stripTags, error];
  return views.flatMap((view) => (view ? [view.title] : []));
}
`;

/**
 * A React app on `@about-site/sdk-react`: the news list rendered on the server with Suspense (the
 * reads it made recorded), then rendered again from the dehydrated state by an SDK that cannot
 * make a request, as a browser hydrating the page would.
 */
const REACT_APP = `
import { Writable } from 'node:stream';
import { createElement as h } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createSdk } from '@about-site/sdk';
import { SdkProvider, useContents } from '@about-site/sdk-react';

const site = new URL(process.env.SITE_URL);
const info = await (await fetch(new URL('emulator/site', site + '/'))).json();

function NewsList() {
  const entry = useContents({
    channelOrSiteId: info.siteId,
    contentTypeFQN: 'sfdc_cms__news',
    includeContentBody: true,
  });
  if (entry.error) return h('p', { role: 'alert' }, entry.error.message);
  if (entry.data === undefined) return h('p', { role: 'status' }, 'Loading…');
  return h('ul', null, entry.data.contents.map((doc) => h('li', { key: doc.contentKey }, doc.title)));
}

function renderOnServer(element) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

const server = createSdk({ baseUrl: site.origin, basePath: info.basePath });
const readKeys = new Set();
const serverHtml = await renderOnServer(
  h(SdkProvider, { sdk: server, suspense: true, readKeys }, h(NewsList)),
);
const state = JSON.parse(JSON.stringify(server.cache.dehydrate((key) => readKeys.has(key))));
let requests = 0;
const browser = createSdk({
  baseUrl: site.origin,
  basePath: info.basePath,
  fetch: () => {
    requests += 1;
    return Promise.reject(new Error('no request expected'));
  },
});
const browserHtml = renderToString(
  h(SdkProvider, { sdk: browser, dehydratedState: state }, h(NewsList)),
);
console.log(JSON.stringify({ serverHtml, browserHtml, readKeys: [...readKeys], requests }));
server.dispose();
browser.dispose();
`;

/** The binding under TypeScript: its hooks' entries are typed by the SDK's types. */
const TYPED_REACT_APP = `
import type { ReactNode } from 'react';
import type { NewsBody, Sdk } from '@about-site/sdk';
import { SdkProvider, useContent, type ReadOptions } from '@about-site/sdk-react';

function Title({ contentKey }: { contentKey: string }): ReactNode {
  const options: ReadOptions = { suspense: false };
  const entry = useContent<NewsBody>({ channelOrSiteId: 'site', contentKeyOrId: contentKey }, options);
  const title: string | undefined = entry.data?.title;
  // @ts-expect-error the config is checked: contentKeyOrId is required
  useContent({ channelOrSiteId: 'site' });
  return title ?? null;
}

export function App({ sdk }: { sdk: Sdk }): ReactNode {
  return SdkProvider({ sdk, children: Title({ contentKey: 'MC' }) });
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
  },
  include: ['*.ts'],
};

/** A package at the version this repository has installed, so npm takes it from its cache. */
function asInstalledHere(name: string): string {
  const manifest = path.resolve('node_modules', name, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return `${name}@${version}`;
}

const REACT_PACKAGES = ['react', 'react-dom', '@types/react'].map(asInstalledHere);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'about-sdk-package-'));
  tarball = await packWorkspace(work);
  app = path.join(work, 'app');
  await mkdir(app);
  await installPackedSdk(app, tarball, { name: 'another-app', private: true, type: 'module' });
  await writeFile(path.join(app, 'main.mjs'), NODE_APP);
  await writeFile(path.join(app, 'languages.mjs'), LANGUAGES_APP);
  await copyFile(path.resolve('examples/node/listNews.mjs'), path.join(app, 'listNews.mjs'));
  await copyFile(
    path.resolve('examples/node/readWithToken.mjs'),
    path.join(app, 'readWithToken.mjs'),
  );
  await writeFile(path.join(app, 'typed.ts'), TYPED_APP);
  await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));

  bindingTarball = await packWorkspace(work, '@about-site/sdk-react');
  reactApp = path.join(work, 'react-app');
  await mkdir(reactApp);
  await installPackedSdk(
    reactApp,
    tarball,
    { name: 'a-react-app', private: true, type: 'module' },
    [bindingTarball, ...REACT_PACKAGES],
  );
  await writeFile(path.join(reactApp, 'main.mjs'), REACT_APP);
  await writeFile(path.join(reactApp, 'typed.ts'), TYPED_REACT_APP);
  await writeFile(path.join(reactApp, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));

  const content = await makeContentDir();
  cleanupContent = content.cleanup;
  server = await startTestServer({ contentDir: content.dir, basePath: '/site' });
  siteUrl = `${await server.listen()}/site`;
  guarded = await startTestServer({
    contentDir: content.dir,
    basePath: '/site',
    accessTokens: [ACCESS_TOKEN],
  });
  guardedUrl = `${await guarded.listen()}/site`;
});

afterAll(async () => {
  await server.close();
  await guarded.close();
  await cleanupContent();
  await rm(work, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('holds the built entries with their types, and neither the site nor the server', async () => {
    const files = await tarballFiles(tarball);
    for (const entry of ['', 'documents/', 'links/', 'images/', 'text/']) {
      expect(files).toContain(`dist/${entry}index.js`);
      expect(files).toContain(`dist/${entry}index.d.ts`);
    }
    for (const entry of [
      'adapters/apex',
      'adapters/getSeoProperties',
      'adapters/getContentFields',
    ]) {
      expect(files).toContain(`dist/${entry}.js`);
      expect(files).toContain(`dist/${entry}.d.ts`);
    }
    expect(files.filter((file) => /^(app|server|shared|tests|node_modules)\//.test(file))).toEqual(
      [],
    );
    // The guide ships as the package's README, the repository's sdk/README.md itself.
    expect(files).toContain('README.md');
    expect(await readFile(path.join(app, 'node_modules/@about-site/sdk/README.md'), 'utf8')).toBe(
      await readFile(path.resolve('sdk/README.md'), 'utf8'),
    );
    const manifest = JSON.parse(
      await readFile(path.join(app, 'node_modules/@about-site/sdk/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@about-site/sdk',
      type: 'module',
      sideEffects: false,
      dependencies: {
        zod: expect.any(String) as unknown,
        dompurify: expect.any(String) as unknown,
      },
    });
    // React is the binding's, a package of its own: an app of the SDK alone installs none.
    expect(manifest).not.toHaveProperty('peerDependencies');
    expect(manifest).not.toHaveProperty('private');
    expect(files.some((file) => file.includes('react'))).toBe(false);
    await expect(readFile(path.join(app, 'node_modules/react/package.json'))).rejects.toThrow();
  });

  it('runs under plain Node as ESM and reads the news list from a running server', async () => {
    const { stdout, stderr } = await run(process.execPath, ['main.mjs'], {
      cwd: app,
      env: { PATH: process.env.PATH, SITE_URL: siteUrl },
    });
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      siteId: SITE_ID,
      titles: ['News A', 'News B', 'News C'],
      links: Array.from(
        { length: 3 },
        (): unknown => expect.stringMatching(/^\/site\/sfdc_cms__news\/MC\w{26}$/) as unknown,
      ),
      cached: 4,
      bodyFields: ['excerpt'],
      seo: ['about', 'About us'],
      serverMethod: 'object',
      key: `cms::content:${SITE_ID}:MC`,
      invalid: 'INVALID_CONFIG',
      helpers: [
        '/s/sfdc_cms__news/MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2',
        '/cdn-cgi/image/width=640,format=auto/img.png',
        'bold text',
      ],
    });
  });

  it('runs the Node example of the guide as it says', async () => {
    const { stdout, stderr } = await run(process.execPath, ['listNews.mjs', siteUrl], {
      cwd: app,
      env: { PATH: process.env.PATH },
    });
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(
      lines.map(
        (line) => /^\d{4}-\d{2}-\d{2} (.+): \/site\/sfdc_cms__news\/MC\w{26}$/.exec(line)?.[1],
      ),
    ).toEqual(['News A', 'News B', 'News C']);
  });

  it('reads every page with a token from an emulator that requires one, a held token expired', async () => {
    const env = { PATH: process.env.PATH, ACCESS_TOKEN };
    const fresh = await run(process.execPath, ['readWithToken.mjs', guardedUrl], { cwd: app, env });
    const expired = await run(process.execPath, ['readWithToken.mjs', guardedUrl], {
      cwd: app,
      env: { ...env, HELD_TOKEN: 'expired-token' },
    });
    const pages = ['page 1: News A', 'page 2: News B', 'page 3: News C'];
    expect([fresh.stderr, fresh.stdout.trim().split('\n')]).toEqual([
      '',
      [...pages, 'tokens handed out: 3'],
    ]);
    // The 401 of the expired token asked for a fresh one, and the page was read again.
    expect([expired.stderr, expired.stdout.trim().split('\n')]).toEqual([
      '',
      [...pages, 'tokens handed out: 4'],
    ]);
    const refused = await run(process.execPath, ['listNews.mjs', guardedUrl], {
      cwd: app,
      env,
    }).then(
      () => 'read without a token',
      (error: unknown) => (error as { stderr: string }).stderr,
    );
    expect(refused).toContain('Unauthorized');
  });

  it('reads a French variant and its English one, cached apart, and a picture from the site', async () => {
    const { stdout, stderr } = await run(process.execPath, ['languages.mjs'], {
      cwd: app,
      env: { PATH: process.env.PATH, SITE_URL: guardedUrl, ACCESS_TOKEN, CONTENT_KEY: NEWS_B },
    });
    expect(stderr).toBe('');
    const read = JSON.parse(stdout) as {
      keys: string[];
      cached: string[];
      picture: { bytes: number };
    };
    const origin = new URL(guardedUrl).origin;
    expect(read).toEqual({
      english: { title: 'News B', language: 'en_US' },
      french: { title: 'Actualité B', language: 'fr_FR' },
      keys: [expect.any(String) as unknown, expect.any(String) as unknown],
      cached: expect.any(Array) as unknown,
      picture: {
        url: expect.stringMatching(
          new RegExp(`^${origin}/site/sfsites/c/cms/delivery/media/${NEWS_B_THUMBNAIL}(\\?|$)`),
        ) as unknown,
        status: 200,
        type: expect.stringMatching(/^image\//) as unknown,
        bytes: expect.any(Number) as unknown,
      },
    });
    // Two entries under two keys: the French read made a request of its own.
    expect(new Set(read.keys).size).toBe(2);
    expect([...read.cached].sort()).toEqual([...read.keys].sort());
    expect(read.picture.bytes).toBeGreaterThan(0);
  });

  it('type-checks under TypeScript NodeNext, its declaration files included', async () => {
    expect(await typeCheck(app)).toEqual({ code: 0, output: '' });
  });
});

describe('the packed React binding', () => {
  it('holds its built entry with its types and README, React and the SDK its peers', async () => {
    const files = await tarballFiles(bindingTarball);
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'README.md']),
    );
    expect(
      files.filter((file) => /^(app|server|shared|sdk|tests|node_modules)\//.test(file)),
    ).toEqual([]);
    const manifest = JSON.parse(
      await readFile(
        path.join(reactApp, 'node_modules/@about-site/sdk-react/package.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@about-site/sdk-react',
      type: 'module',
      sideEffects: false,
      peerDependencies: {
        '@about-site/sdk': expect.any(String) as unknown,
        react: expect.any(String) as unknown,
      },
    });
    expect(manifest).not.toHaveProperty('dependencies');
  });

  it('renders on the server with Suspense, and again from the dehydrated state with no request', async () => {
    const { stdout, stderr } = await run(process.execPath, ['main.mjs'], {
      cwd: reactApp,
      env: { PATH: process.env.PATH, SITE_URL: siteUrl },
    });
    expect(stderr).toBe('');
    const rendered = JSON.parse(stdout) as {
      serverHtml: string;
      browserHtml: string;
      readKeys: string[];
      requests: number;
    };
    const list = '<ul><li>News A</li><li>News B</li><li>News C</li></ul>';
    expect(rendered).toEqual({
      serverHtml: list,
      browserHtml: list,
      readKeys: [expect.stringMatching(new RegExp(`^cms::contents:${SITE_ID}:`)) as unknown],
      requests: 0,
    });
  });

  it("type-checks under TypeScript NodeNext with React's types", async () => {
    expect(await typeCheck(reactApp)).toEqual({ code: 0, output: '' });
  });
});

/** `tsc -p dir`: its exit code and what it printed. */
function typeCheck(dir: string): Promise<{ code: number; output: string }> {
  return run(process.execPath, [TSC, '-p', dir], { cwd: dir }).then(
    () => ({ code: 0, output: '' }),
    (error: unknown) => {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, output: failed.stdout };
    },
  );
}
