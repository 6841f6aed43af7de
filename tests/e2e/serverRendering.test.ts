import { describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile } from './support/harness';
import { layoutShiftOf, recordLayoutShift } from './support/layout';
import { splitPageProxy } from './support/network';

// Pages are rendered on the server: readable without JavaScript, hydrated without requests,
// and never mixing one visitor's data into another's page.
const GUEST_PICTURE_KEY = 'MCDGRQX6R2ATR7WZNWAVINURYULL';
const PREVIEW_USER_PICTURE_KEY = 'MCKYOFPSHP7RGCUFLVOZFZU6G7BS';
const PREVIEW_USER_ID = '0055f00000xTI4cAAG';
const SECTION_HEADINGS = [
  'Company Overview',
  'Who we are',
  'Our Mission',
  'Meet our Leadership',
  'Company History & Milestones',
  'In the News',
];
const CARD_TITLES = ['2014 - 2015', '2016 - 2021', '2022 - Current'];
const FIRST_SLIDE_TITLE = 'Cycle Counting Without Closing the Warehouse';

// Lighthouse's mobile device: 412 px wide at a device pixel ratio of 1.75.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Where the page's text is cut: just after the first link of the header's language switcher. */
function afterFirstLanguageLink(html: string): number {
  const match = /<body[^]*?hreflang=[^]*?<\/li>/i.exec(html);
  if (!match) throw new Error('the page has no language link');
  return match.index + match[0].length;
}

// Renders side by side, so the test of a signed-in visitor and guests rendered at once holds.
const running = siteAndBrowserForFile({ env: { RENDER_CONCURRENCY: '3' } });

async function fetchHtml(path: string, cookie?: string) {
  const response = await fetch(running.site.url(path), cookie ? { headers: { cookie } } : {});
  return { response, html: await response.text() };
}

describe('the About page as HTML, before any script runs', () => {
  it('holds every section, the cards, the first slide and the SEO head', async () => {
    const { response, html } = await fetchHtml('/about');
    expect(response.status).toBe(200);
    for (const text of [...SECTION_HEADINGS, ...CARD_TITLES]) {
      expect(html).toContain(text.replace('&', '&amp;'));
    }
    expect(html).toMatch(new RegExp(`aria-label="1 of \\d+"[^]*?${FIRST_SLIDE_TITLE}`));
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's language is the site's default language, en_US.
    expect(head).toContain('<html lang="en-US"');
    expect(head).toContain('<title>About</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain('<link rel="canonical" href="https://www.quayline.com/about"');
    expect(head).toContain('hreflang="x-default"');
    // React's server render preloads the banner, once, before the page's first element.
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<div id="root"><link rel="preload" as="image" imageSrcSet="[^"]+"[^>]*fetchPriority="high"/,
    );
    // The state the browser hydrates from is an inert JSON data block, with the cache entries
    // the interactive parts read (the carousel's), not those of blocks that stay HTML.
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html);
    const { entries } = (
      JSON.parse(state?.[1] ?? '{}') as { sdk: { entries: { key: string; data?: unknown }[] } }
    ).sdk;
    const keys = entries.map((entry) => entry.key);
    expect(keys.some((key) => key.includes('grabCarouselStyles'))).toBe(true);
    expect(keys.filter((key) => /SeoProperties|getContentTwo|getCurrentUser/.test(key))).toEqual(
      [],
    );
    // The slides' documents come with what a slide shows, not the articles' bodies.
    const slides = entries.filter((entry) => entry.key.includes('#contentBodyFields='));
    expect(slides).not.toHaveLength(0);
    expect(JSON.stringify(slides)).toContain('"excerpt"');
    expect(JSON.stringify(entries)).not.toContain('"body"');
  });

  it('gives every image its size, text alternative and responsive sources', async () => {
    const { html } = await fetchHtml('/about');
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    // The banner, three image blocks, three history cards and the carousel's slides.
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const tag of images) {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
      expect.soft(Number(attribute('width')), tag).toBeGreaterThan(0);
      expect.soft(Number(attribute('height')), tag).toBeGreaterThan(0);
      expect.soft(attribute('alt'), tag).toBeDefined();
      expect.soft(attribute('srcset'), tag).toMatch(/ \d+w(, |$)/);
      expect.soft(attribute('sizes'), tag).toMatch(/\S/);
    }
  });

  it('serves guests a cacheable page and /about/{recordId} as a page of its own', async () => {
    const { response } = await fetchHtml('/about');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(running.site.url('/about'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const record = await fetchHtml('/about/a0X5f00000jO1RNEA0');
    expect(record.response.status).toBe(200);
    expect(record.html).toContain('Who we are');
  });

  it('never mixes a signed-in author and a guest rendered at the same time', async () => {
    await running.site.addUser('ana', 'author');
    const { cookie } = await running.site.signIn('ana');
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fetchHtml('/about', index % 2 === 0 ? undefined : cookie),
      ),
    );
    pages.forEach(({ response, html }, index) => {
      const signedIn = index % 2 === 1;
      const state = html.slice(html.indexOf('id="page-state"'));
      expect(response.headers.get('cache-control')).toBe(
        signedIn ? 'private, no-cache' : response.headers.get('cache-control'),
      );
      if (signedIn) {
        expect(html).toContain(PREVIEW_USER_PICTURE_KEY);
        // The user record was read for the page's HTML; no island reads it, so the page state
        // does not carry it.
        expect(state).not.toContain(PREVIEW_USER_ID);
      } else {
        expect(response.headers.get('cache-control')).toMatch(/^public/);
        expect(html).not.toContain(PREVIEW_USER_PICTURE_KEY);
        expect(html).not.toContain(PREVIEW_USER_ID);
        expect(html).toContain(GUEST_PICTURE_KEY);
      }
    });
    // The guest page cached while signed-in pages rendered is still the guest's.
    const guest = await fetchHtml('/about');
    expect(guest.html).not.toContain(PREVIEW_USER_ID);
  });
});

describe("the About page's styles", () => {
  it('are inline for what its markup holds; the rest is one immutable read, a run per empty element', async () => {
    const { html } = await fetchHtml('/about');
    const head = html.slice(0, html.indexOf('</head>'));
    const [, url = ''] = /<meta name="later-styles" content="([^"]+)">/.exec(head) ?? [];
    const places = head.match(/<style data-later><\/style>/g) ?? [];
    expect(places.length).toBeGreaterThan(0);
    const response = await fetch(running.site.url(url), { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    const runs = (await response.json()) as unknown[];
    expect(runs).toHaveLength(places.length);
    for (const run of runs) expect(run).toMatch(/^\S.*\}$/s);
    const unknown = await fetch(running.site.url(url.replace(/\/[\w-]+\./, '/XXXXXXXX.')));
    expect(unknown.status).toBe(404);
  });
});

describe('the About page in the browser', () => {
  it('hydrates with no API request and no error', async () => {
    const opened = await newPage(running.browser, { width: 1280, height: 800 });
    const apiCalls: string[] = [];
    opened.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(services\/data|lwr\/apex)\//.test(pathname)) apiCalls.push(pathname);
    });
    try {
      await opened.page.goto(running.site.url('/about'), { waitUntil: 'networkidle' });
      const carousel = opened.page.locator('section[aria-roledescription="carousel"]');
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await carousel.locator('button[aria-current="true"]', { hasText: 'Slide 2' }).waitFor();
      expect(apiCalls).toEqual([]);
      // A hydration mismatch would be reported as a recoverable error (React #418/#423).
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('hydrates only its interactive parts, each when it nears the viewport', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(running.site.url('/about'), { waitUntil: 'networkidle' });
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      // The carousel is below the fold: the island runtime and what it runs on (React DOM, the
      // SDK) have not loaded.
      const runtime = (paths: string[]) =>
        paths.filter((path) => /\/(islandRuntime|islandBase)-/.test(path));
      expect(runtime(scripts)).toEqual([]);
      const island = page.locator('[data-island]', {
        has: page.locator('[aria-roledescription="carousel"]'),
      });
      await expect(island.getAttribute('data-live')).resolves.toBeNull();
      await island.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await page.locator('[data-island][data-live]').waitFor({ state: 'attached' });
      expect(runtime(scripts)).toHaveLength(2);
      // Each island made its ids with a prefix of its own: no id is given twice on the page.
      const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('requests no script before its banner is on screen', async () => {
    const context = await running.browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      // When the frame showing the banner was presented (its Element Timing entry).
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            Reflect.set(window, '__bannerShownAt', Reflect.get(entry, 'renderTime'));
          }
        }).observe({ type: 'element', buffered: true });
      });
      await page.goto(running.site.url('/about'), { waitUntil: 'networkidle' });
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      const timings = await page.evaluate(() => ({
        bannerShownAt: Reflect.get(window, '__bannerShownAt') as number | undefined,
        scriptsRequestedAt: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timings.bannerShownAt).toBeGreaterThan(0);
      expect(timings.scriptsRequestedAt.length).toBeGreaterThan(0);
      const firstScript = Math.min(...timings.scriptsRequestedAt);
      expect(firstScript).toBeGreaterThanOrEqual(timings.bannerShownAt ?? Infinity);
    } finally {
      await context.close();
    }
  });

  it('on a phone, fetches the banner once, as preloaded, and nothing shifts', async () => {
    const context = await running.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await recordLayoutShift(page);
      const bannerRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(GUEST_PICTURE_KEY)) bannerRequests.push(request.url());
      });
      await page.goto(running.site.url('/about'), { waitUntil: 'networkidle' });
      const banner = page.locator(`img[src*="${GUEST_PICTURE_KEY}"]`);
      // 412 px at 1.75 needs 721 device pixels: the 960 px rendition, which the preload fetched.
      await expect(banner.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toMatch(
        /[?&]width=960$/,
      );
      expect(bannerRequests).toEqual([expect.stringMatching(/[?&]width=960$/)]);
      expect(await layoutShiftOf(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  // A slow network can hand the parser half the header; a frame painted then moves the links
  // already shown when the rest arrives. The page holds its first frame until the header is whole.
  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: { width: 1350, height: 940 } }],
  ])(
    'on %s, paints no half-parsed header: nothing shifts when the rest of it arrives',
    async (_, device) => {
      const proxy = await splitPageProxy(running.site.url('/'), afterFirstLanguageLink, 300);
      const context = await running.browser.newContext(device);
      try {
        const page = await context.newPage();
        await recordLayoutShift(page);
        await page.goto(proxy.url('/about'), { waitUntil: 'networkidle' });
        await expect(page.locator('header a[hreflang]').count()).resolves.toBeGreaterThan(1);
        expect(await layoutShiftOf(page)).toBe(0);
      } finally {
        await context.close();
        await proxy.close();
      }
    },
  );

  it('reads completely without JavaScript: text, loaded images, card links, every story of the carousel', async () => {
    const context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(running.site.url('/about'), { waitUntil: 'load' });
      for (const heading of SECTION_HEADINGS) {
        await expect(
          page.getByRole('heading', { name: heading, exact: true }).first().isVisible(),
        ).resolves.toBe(true);
      }
      const slide = page.locator('[aria-roledescription="slide"]').first();
      await expect(slide.textContent()).resolves.toContain(FIRST_SLIDE_TITLE);
      await expect(slide.getByRole('link').first().getAttribute('href')).resolves.toMatch(
        /^\/sfdc_cms__news\/MC/,
      );
      // Nothing tells the slide its picture has loaded: it shows all the same.
      await expect(
        slide.locator('img').evaluate((image) => getComputedStyle(image).opacity),
      ).resolves.toBe('1');
      // The controls would do nothing: they are hidden, and every story is a link instead.
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await expect(carousel.getByRole('button').count()).resolves.toBe(0);
      const stories = carousel.getByRole('list', { name: 'All stories' }).getByRole('link');
      const slides = await carousel.locator('[aria-roledescription="slide"]').count();
      expect(slides).toBeGreaterThan(1);
      await expect(stories.count()).resolves.toBe(slides);
      await expect(stories.first().textContent()).resolves.toBe(FIRST_SLIDE_TITLE);
      await expect(page.locator('footer').textContent()).resolves.toContain('Quayline');
      // Every image above the fold has loaded, with its alt text.
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
      });
      const images = await page
        .locator('main img[loading="eager"], main img')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const img = node as HTMLImageElement;
            return {
              alt: img.alt,
              srcset: img.srcset,
              loaded: img.complete && img.naturalWidth > 0,
            };
          }),
        );
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.filter((image) => image.alt === '')).toEqual([]);
      expect(images[0]?.loaded).toBe(true);
      // The last story, out of reach in the carousel itself, opens from the list.
      await stories.last().click();
      await page.waitForURL(/\/sfdc_cms__news\/MC/);
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
