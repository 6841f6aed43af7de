/**
 * A fleet of production instances (the compiled server, as `npm run serve` runs it) behind nginx
 * with deploy/nginx.conf, on the folder store or the PostgreSQL store, for the fleet's
 * end-to-end test; and what it measures them with: the About page's bytes, the probes, visitors'
 * traffic that counts every failed request.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildServer } from '../../../scripts/build/buildServer';
import {
  startFleetInstances,
  writeFleetConfig,
  type FleetStore,
} from '../../../scripts/fleetStack';
import { findOrInstall, freePorts, getRaw, startNginx } from '../../../scripts/localStack';
import { ProcessGroup, type ManagedChild } from '../../../scripts/processGroup';
import type { ContentStore, FileChange } from '../../../content-model/store/contentStore';
import { copyContent, type ContentCopy } from './contentCopy';

/** The About page's SEO record: its `Description` is the page's meta description. */
export const ABOUT_SEO = 'seo/about.json';

/** The server compiled as `npm run build` compiles it, inside dist/ so its packages resolve. */
export async function compiledServer(): Promise<{ entry: string; remove: () => Promise<void> }> {
  await mkdir(path.resolve('dist'), { recursive: true });
  const dir = await mkdtemp(path.join(path.resolve('dist'), 'fleet-test-'));
  const entry = path.join(dir, 'main.js');
  await buildServer(entry);
  return { entry, remove: () => rm(dir, { recursive: true, force: true }) };
}

interface FleetInstance {
  child: ManagedChild;
  origin: string;
  /** The end of its log (JSON lines), for a failure's message. */
  log: () => string;
}

export interface Fleet {
  instances: FleetInstance[];
  /** nginx in front of them. */
  proxyOrigin: string;
  /** Every origin a visitor may reach: each instance directly, then nginx. */
  origins: () => string[];
  stop: () => Promise<void>;
}

export interface FleetOptions {
  entry: string;
  store: FleetStore;
  instances: number;
  /** The instances' content folders: one shared (the folder store's), else a copy each. */
  contentDirs: readonly string[];
}

const LOG_KEPT = 20_000;

/** How often the fleet's instances run due scheduled publishes (`SCHEDULE_INTERVAL`), in ms. */
export const FLEET_SCHEDULE_MS = 2_000;
/** Starts the instances, then nginx in front of them. */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const group = new ProcessGroup();
  const prefix = await mkdtemp(path.join(tmpdir(), 'e2e-fleet-nginx-'));
  const stop = async () => {
    await group.stopAll();
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    const names = Array.from({ length: options.instances + 1 }, (_, index) => `p${index}`);
    const free = Object.values(await freePorts(names));
    const [proxyPort, ...ports] = free;
    if (proxyPort === undefined) throw new Error('no free port');
    const logs = ports.map(() => ({ text: '' }));
    const children = await startFleetInstances(group, {
      store: options.store,
      ports,
      contentDir: (index) => options.contentDirs[index % options.contentDirs.length]!,
      instance: () => ({
        entry: options.entry,
        stdout: 'pipe',
        env: {
          SITE_DIR: inject('siteDir'),
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
          SCHEDULE_INTERVAL: String(FLEET_SCHEDULE_MS / 1000),
        },
      }),
    });
    children.forEach((child, index) => {
      child.process.stdout?.on('data', (chunk: Buffer) => {
        const log = logs[index]!;
        log.text = (log.text + chunk.toString('utf8')).slice(-LOG_KEPT);
      });
    });
    const file = path.join(prefix, 'nginx.conf');
    writeFleetConfig(file, { port: proxyPort, instancePorts: ports });
    await startNginx(group, findOrInstall('nginx', 'nginx'), { prefix, file, port: proxyPort });
    const instances = children.map((child, index) => ({
      child,
      origin: `http://127.0.0.1:${ports[index]!}`,
      log: () => logs[index]!.text,
    }));
    const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
    return {
      instances,
      proxyOrigin,
      origins: () => [...instances.map((instance) => instance.origin), proxyOrigin],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Copies of the end-to-end content, one per instance (each machine has its own disk). */
export async function contentCopies(count: number): Promise<ContentCopy[]> {
  return Promise.all(Array.from({ length: count }, () => copyContent()));
}

/** The About page as sent when no compression is asked: its exact bytes. */
export async function aboutBytes(origin: string): Promise<Buffer> {
  const response = await getRaw(`${origin}/about`);
  if (response.status !== 200) throw new Error(`${origin}/about answered ${response.status}`);
  return response.body;
}

/**
 * A page without its render's clock times: the page state's reads carry when they started and
 * were written (`startedAt`, `writtenAt`), the one thing two renders of the same content differ
 * in (the page's ETag leaves them out too). The page carries no per-request nonce.
 */
export function withoutRenderTimes(page: Buffer): Buffer {
  return Buffer.from(
    page
      .toString('utf8')
      .replaceAll(/(\\?"(?:startedAt|writtenAt)\\?":)\d+/g, (_, key: string) => `${key}0`),
    'utf8',
  );
}

/** The About page's ETag (the same for every render of the same content and build). */
export async function aboutEtag(origin: string): Promise<string | undefined> {
  const response = await getRaw(`${origin}/about`);
  const etag = response.headers.etag;
  return typeof etag === 'string' ? etag : undefined;
}

/** The image URLs the About page names (its `src` attributes of media), absolute on `origin`. */
export function pageImages(html: string, origin: string): string[] {
  const sources = [...html.matchAll(/src="([^"]*\/cms\/delivery\/media\/[^"]*)"/g)];
  return [...new Set(sources.map((match) => match[1]!.replaceAll('&amp;', '&')))].map(
    (source) => `${origin}${source}`,
  );
}

export interface ContentHealth {
  result: string;
  version?: string;
}

/** `/healthz`'s `content`, and `/readyz`'s status code. */
async function probes(origin: string): Promise<{ health: ContentHealth; ready: number }> {
  const [health, ready] = await Promise.all([
    fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) }),
    fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) }),
  ]);
  const body = (await health.json()) as { content: ContentHealth };
  await ready.arrayBuffer();
  return { health: body.content, ready: ready.status };
}

/** `probes` of one instance; a failure says whether the instance still runs, and its log's end. */
export async function instanceProbes(
  instance: FleetInstance,
): Promise<{ health: ContentHealth; ready: number }> {
  try {
    return await probes(instance.origin);
  } catch (error) {
    const { exitCode, signalCode } = instance.child.process;
    const state =
      exitCode === null && signalCode === null
        ? 'still runs'
        : `exited (${String(exitCode ?? signalCode)})`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${instance.origin} did not answer its probes (${reason}); the instance ${state}; its log ends:\n${instance.log().slice(-3000)}`,
      { cause: error },
    );
  }
}

/** Waits until the About page on every origin holds `marker`; fails naming those that do not. */
export async function shownEverywhere(
  origins: readonly string[],
  marker: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let missing = [...origins];
  while (missing.length > 0) {
    const pages = await Promise.all(
      missing.map(async (origin) =>
        (await aboutBytes(origin).catch(() => Buffer.alloc(0))).toString('utf8'),
      ),
    );
    missing = missing.filter((_, index) => !pages[index]!.includes(marker));
    if (missing.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`"${marker}" not on ${missing.join(', ')} after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Visitors asking `urls` over and over until stopped: every answer but a 200 is a failure. */
export interface VisitorLoad {
  stop: () => Promise<{ requests: number; failures: string[] }>;
}

export function visitorLoad(urls: readonly string[], concurrency: number): VisitorLoad {
  let stopped = false;
  let requests = 0;
  const failures: string[] = [];
  const visitor = async (offset: number) => {
    for (let index = offset; !stopped; index += 1) {
      const url = urls[index % urls.length]!;
      requests += 1;
      try {
        const response = await fetch(url, {
          headers: { 'Accept-Encoding': 'br, gzip' },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      } catch (error) {
        failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const running = Array.from({ length: concurrency }, (_, index) => visitor(index * 7));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(running);
      return { requests, failures };
    },
  };
}

/** Sets the About page's meta description (its SEO record) in a content folder. */
export async function setAboutDescription(contentDir: string, description: string): Promise<void> {
  const file = path.join(contentDir, 'seo', 'about.json');
  const record = JSON.parse(await readFile(file, 'utf8')) as { fields: Record<string, unknown> };
  record.fields.Description = description;
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** The About page's SEO record in the store's head with `description`: a change on its revision. */
export async function aboutDescriptionChange(
  store: ContentStore,
  description: string,
): Promise<FileChange> {
  const head = await store.head();
  if (!head) throw new Error('nothing is published');
  const entry = (await store.tree(head.id)).get(ABOUT_SEO);
  if (!entry) throw new Error(`${ABOUT_SEO} is not published`);
  const record = JSON.parse(new TextDecoder().decode(await store.read(entry.hash))) as {
    fields: Record<string, unknown>;
  };
  record.fields.Description = description;
  const body = new TextEncoder().encode(`${JSON.stringify(record, null, 2)}\n`);
  return { path: ABOUT_SEO, body, baseRevision: entry.revision };
}

/** Waits until every instance's `/healthz` names `version` as served, with `result` ok. */
export async function servedEverywhere(
  origins: readonly string[],
  version: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all(
      origins.map((origin) => probes(origin).catch(() => undefined)),
    );
    if (states.every((state) => state?.health.version === version && state.health.result === 'ok'))
      return;
    if (Date.now() > deadline) {
      const seen = states.map((state) => JSON.stringify(state?.health)).join(', ');
      throw new Error(`not every instance serves ${version} after ${timeoutMs / 1000} s: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
