import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS, type XssPayload } from '../fixtures/xss';
import { launchBrowser } from './support/harness';
import { firedMarkers, installXssMarker } from './support/xssMarkers';

// Both text sanitisers, built from the SDK's sources as a browser gets them, run in Chromium
// over the whole XSS corpus. Their output is put into a live page with no CSP, where an
// injected handler or frame really runs: nothing may.

const ORIGIN = 'http://corpus.test';
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>corpus</title>
<script src="/sanitizers.js"></script></head><body><main id="out"></main></body></html>`;

/** What a payload became, as the page measured it. */
interface Outcome {
  id: string;
  /** `html` when the rich-text sanitiser sanitised, `text` when it fell back. */
  kind: string;
  /** The rich output's elements outside the allow list, and attributes that must not be. */
  forbidden: string[];
  /** The rich output's text once in the page. */
  richText: string;
  /** sanitizePlainText's result (with the page's DOM), and stripTags' (without one). */
  plain: string;
  stripped: string;
  /** Elements the raw payload parses into (each must be gone from the plain text). */
  elements: string[];
}

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const built = await build({
    entryPoints: [path.resolve('sdk/text/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'sanitizers',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  bundle = built.outputFiles[0]?.text ?? '';
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page of its own origin, with the sanitisers loaded and the marker function defined. */
async function openCorpusPage(): Promise<{
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await installXssMarker(page);
  // Every request stays in the test: the shell, the bundle, and a 404 for anything a payload asks.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === ORIGIN && url.pathname === '/') {
      return route.fulfill({ contentType: 'text/html', body: SHELL });
    }
    if (url.origin === ORIGIN && url.pathname === '/sanitizers.js') {
      return route.fulfill({ contentType: 'text/javascript', body: bundle });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  return { page, errors, close: () => context.close() };
}

/**
 * Lets every image and frame that is not lazy (out of view) load or fail, then two frames and a task pass:
 * by then a handler on any of them has run.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(
      images.map(
        (image) =>
          new Promise<void>((resolve) => {
            image.addEventListener('load', () => {
              resolve();
            });
            image.addEventListener('error', () => {
              resolve();
            });
          }),
      ),
    );
  });
  // Lazy frames out of view never load; the others do.
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        const element = frame === page.mainFrame() ? undefined : await frame.frameElement();
        if ((await element?.getAttribute('loading')) !== 'lazy') {
          await frame.waitForLoadState('load');
        }
      } catch (error) {
        // A payload's frame may remove itself (or be replaced) while the page settles.
        if (!frame.isDetached()) throw error;
      }
    }),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/** Sanitises every payload both ways in the page and puts the rich results into it. */
function sanitizeInPage(page: Page, corpus: readonly XssPayload[]): Promise<Outcome[]> {
  return page.evaluate((payloads) => {
    type Sanitizers = {
      sanitizeRichText: (html: string) => { kind: 'html'; html: string } | { kind: 'text' };
      sanitizePlainText: (html: string) => string;
      stripTags: (html: string) => string;
      RICH_TEXT_TAGS: readonly string[];
      RICH_TEXT_ATTRIBUTES: readonly string[];
      VIDEO_EMBED_HOSTS: readonly string[];
    };
    const s = (window as unknown as { sanitizers: Sanitizers }).sanitizers;
    const tags = new Set(s.RICH_TEXT_TAGS);
    // The hooks add these to the images and frames they keep.
    const attributes = new Set([
      ...s.RICH_TEXT_ATTRIBUTES,
      'loading',
      'decoding',
      'sandbox',
      'referrerpolicy',
    ]);
    // Raster images inline: the only data: urls an image may keep (never SVG, never a page).
    const rasterData =
      /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i;
    const schemes = new Set([
      'http:',
      'https:',
      'ftp:',
      'ftps:',
      'mailto:',
      'tel:',
      'callto:',
      'cid:',
      'xmpp:',
    ]);
    const out = document.getElementById('out') as HTMLElement;

    const forbiddenIn = (box: Element): string[] => {
      const found: string[] = [];
      for (const element of box.querySelectorAll('*')) {
        const tag = element.localName;
        if (!tags.has(tag)) found.push(`<${tag}>`);
        if (tag === 'iframe') {
          const src = new URL(element.getAttribute('src') ?? '', location.href);
          if (src.protocol !== 'https:' || !s.VIDEO_EMBED_HOSTS.includes(src.hostname)) {
            found.push(`iframe ${src.href}`);
          }
        }
        for (const { name, value } of element.attributes) {
          if (!attributes.has(name)) found.push(`${tag}[${name}]`);
          if (name === 'href' || name === 'src') {
            const protocol = new URL(value, location.href).protocol;
            const image = tag === 'img' && name === 'src' && rasterData.test(value);
            if (!schemes.has(protocol) && !image) found.push(`${tag}[${name}=${value}]`);
          }
        }
      }
      return found;
    };

    const outcomes = payloads.map((payload) => {
      const rich = s.sanitizeRichText(payload.html);
      const box = document.createElement('section');
      box.dataset.id = payload.id;
      if (rich.kind === 'html') box.innerHTML = rich.html;
      out.append(box);
      const parsed = document.createElement('template');
      parsed.innerHTML = payload.html;
      return {
        id: payload.id,
        kind: rich.kind,
        forbidden: forbiddenIn(box),
        richText: box.textContent,
        plain: s.sanitizePlainText(payload.html),
        stripped: s.stripTags(payload.html),
        elements: [...new Set([...parsed.content.querySelectorAll('*')].map((e) => e.localName))],
      };
    });
    return outcomes;
  }, corpus);
}

/** Whether `text` still holds an element of the payload as markup (`<img ...`). */
function holdsElement(text: string, element: string): boolean {
  const escaped = element.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`<${escaped}[\\s/>]`, 'i').test(text);
}

describe('the XSS corpus', () => {
  it('holds at least 300 payloads, each with its own id and marker', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(XSS_CORPUS.map((payload) => payload.id)).size).toBe(XSS_CORPUS.length);
    expect(new Set(XSS_CORPUS.map((payload) => payload.marker)).size).toBe(XSS_CORPUS.length);
    expect(XSS_CORPUS.filter((payload) => payload.autofires).length).toBeGreaterThan(50);
  });

  it('runs in a live page when inserted raw: every payload marked as self-firing fires', async () => {
    const { page, close } = await openCorpusPage();
    try {
      const live = XSS_CORPUS.filter((payload) => payload.autofires);
      await page.evaluate((payloads) => {
        const out = document.getElementById('out') as HTMLElement;
        for (const payload of payloads) {
          const box = document.createElement('section');
          box.innerHTML = payload.html;
          out.append(box);
        }
      }, live);
      await settle(page);
      const fired = new Set(await firedMarkers(page));
      const silent = live.filter((payload) => !fired.has(String(payload.marker)));
      expect(silent.map((payload) => payload.id)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('both sanitisers over the XSS corpus in Chromium', () => {
  let outcomes: Outcome[];
  let fired: string[];
  let errors: string[];

  beforeAll(async () => {
    const opened = await openCorpusPage();
    try {
      outcomes = await sanitizeInPage(opened.page, XSS_CORPUS);
      await settle(opened.page);
      fired = await firedMarkers(opened.page);
      errors = opened.errors;
    } finally {
      await opened.close();
    }
  });

  it('runs no payload, while sanitising or once the rich text is in the page', () => {
    expect(fired).toEqual([]);
    expect(errors).toEqual([]);
    expect(outcomes).toHaveLength(XSS_CORPUS.length);
  });

  it('leaves no element, attribute or url outside the rich-text allow list', () => {
    expect(outcomes.filter((outcome) => outcome.kind !== 'html').map((o) => o.id)).toEqual([]);
    const found = outcomes.filter((outcome) => outcome.forbidden.length > 0);
    expect(found.map((outcome) => `${outcome.id}: ${outcome.forbidden.join(', ')}`)).toEqual([]);
  });

  it('keeps the visible text of every payload, in rich text and in plain text', () => {
    const lost: string[] = [];
    XSS_CORPUS.forEach((payload, index) => {
      const outcome = outcomes[index];
      if (!outcome) return;
      const squash = (text: string) => text.replace(/\s+/g, ' ');
      for (const words of payload.keep) {
        if (!squash(outcome.richText).includes(words)) lost.push(`${payload.id} rich: ${words}`);
      }
      for (const words of [...payload.keep, ...payload.keepInPlainText]) {
        if (!squash(outcome.plain).includes(words)) lost.push(`${payload.id} plain: ${words}`);
        if (!squash(outcome.stripped).includes(words))
          lost.push(`${payload.id} stripTags: ${words}`);
      }
    });
    expect(lost).toEqual([]);
  });

  it('leaves none of a payload’s elements as markup in the plain text', () => {
    const kept = outcomes.flatMap((outcome) =>
      outcome.elements
        .filter(
          (element) =>
            holdsElement(outcome.plain, element) || holdsElement(outcome.stripped, element),
        )
        .map((element) => `${outcome.id}: <${element}>`),
    );
    expect(kept).toEqual([]);
  });
});
