import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { shownImages, srcsetWidths } from './support/images';
import { recordFailures, recordRequests } from './support/network';
import { seriousAxeViolations } from './support/axe';
import { scrollThrough, waitForAboutPage } from './support/pageState';
import { readSeoHead } from './support/seoHead';

const GUEST_PICTURE_KEY = 'MCDGRQX6R2ATR7WZNWAVINURYULL';
const PREVIEW_USER_PICTURE_KEY = 'MCKYOFPSHP7RGCUFLVOZFZU6G7BS';
const MEDIA_PATH = '/sfsites/c/cms/delivery/media/';

const running = siteAndBrowserForFile();
/** The About page at 1280 wide, loaded once and scrolled through; tests only read it. */
let about: OpenedPage;
let requests: URL[];
let failures: string[];

beforeAll(async () => {
  about = await newPage(running.browser, { width: 1280, height: 800 });
  requests = recordRequests(about.page);
  failures = recordFailures(about.page);
  await about.page.goto(running.site.url('/about'));
  await waitForAboutPage(about.page);
  await scrollThrough(about.page);
});

/** The page's top-level sections (one per section block, in order). */
function sections(): Locator {
  return about.page.locator('main > section');
}

describe('About page sections', () => {
  it('has the seven sections in the spec order with their copy', async () => {
    const { page } = about;
    await expect(sections().count()).resolves.toBe(7);
    const [banner, empty, who, what, leaders, history, news] = Array.from({ length: 7 }, (_, i) =>
      sections().nth(i),
    ) as [Locator, Locator, Locator, Locator, Locator, Locator, Locator];

    await expect(
      banner.getByRole('heading', { level: 1, name: 'Company Overview' }).count(),
    ).resolves.toBe(1);

    await expect(empty.evaluate((section) => section.textContent.trim())).resolves.toBe('');
    await expect(empty.locator('img, [role="img"], svg').count()).resolves.toBe(0);

    await expect(who.getByRole('heading', { level: 2, name: 'Who we are' }).count()).resolves.toBe(
      1,
    );
    await expect(who.getByRole('heading', { level: 2, name: 'Our Mission' }).count()).resolves.toBe(
      1,
    );
    await expect(who.getByText(/^Our mission is to give every service/).count()).resolves.toBe(1);

    await expect(
      what.getByRole('heading', { level: 2, name: 'What is FieldLedger?' }).count(),
    ).resolves.toBe(1);
    await expect(what.locator('p').count()).resolves.toBe(2);
    await expect(what.getByText(/medical-device/).count()).resolves.toBeGreaterThan(0);

    await expect(
      leaders.getByRole('heading', { level: 2, name: 'Meet our Leadership' }).count(),
    ).resolves.toBe(1);
    const roles = await leaders.getByRole('heading', { level: 3 }).allTextContents();
    expect(roles).toEqual([
      'Renata Alves, Chief Growth Officer',
      'Marcus Lindqvist, Chief Technology Officer',
    ]);

    await expect(
      history.getByRole('heading', { level: 2, name: 'Company History & Milestones' }).count(),
    ).resolves.toBe(1);
    const cards = await history.locator('article').getByRole('heading').allTextContents();
    expect(cards).toEqual(['2014 - 2015', '2016 - 2021', '2022 - Current']);

    await expect(
      news.getByRole('heading', { level: 2, name: 'In the News' }).count(),
    ).resolves.toBe(1);
    const carousel = news.locator('section[aria-roledescription="carousel"]');
    await expect(carousel.getAttribute('aria-label')).resolves.toBe('Inventory Management');
    // The heading comes before the carousel.
    const headingBox = await news.getByRole('heading', { name: 'In the News' }).boundingBox();
    const carouselBox = await carousel.boundingBox();
    expect(headingBox && carouselBox && headingBox.y < carouselBox.y).toBe(true);
    // Nothing but the page's own structure is visible before the banner's title.
    await expect(page.getByRole('heading').first().textContent()).resolves.toBe('Company Overview');
  });

  it('keeps a correct heading outline: one h1 first, no level skipped going down', async () => {
    const levels = await about.page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, i) => {
      const previous = levels[i - 1];
      return previous !== undefined && level > previous + 1 ? [`h${previous} -> h${level}`] : [];
    });
    expect(skips).toEqual([]);
  });
});

describe('About page banner', () => {
  it('hides both banner buttons and keeps the configured height of 206 px', async () => {
    const banner = sections()
      .first()
      .locator('section', { has: about.page.locator('h1') });
    await expect(banner.getByRole('link').count()).resolves.toBe(0);
    await expect(banner.getByRole('button').count()).resolves.toBe(0);
    await expect(about.page.getByRole('link', { name: 'Contact Us' }).count()).resolves.toBe(0);
    await expect(about.page.getByRole('button', { name: 'Contact Us' }).count()).resolves.toBe(0);
    await expect(about.page.getByRole('button', { name: 'Learn More' }).count()).resolves.toBe(0);
    const box = await banner.boundingBox();
    expect(box?.height).toBeCloseTo(206, 0);
  });

  it("shows the guest's picture from the user data", async () => {
    const picture = sections().first().locator('img');
    await expect(picture.count()).resolves.toBe(1);
    const { src, alt, naturalWidth } = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      alt: img.alt,
      naturalWidth: img.naturalWidth,
    }));
    expect(new URL(src).pathname).toBe(`${MEDIA_PATH}${GUEST_PICTURE_KEY}`);
    expect(alt).not.toBe('');
    expect(naturalWidth).toBeGreaterThan(0);
  });

  it("shows the preview user's picture once signed in to the editor", async () => {
    await running.site.addUser('ana', 'author');
    const signedIn = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      // The editor's sign-in form posts its token with the name and password; the answer sets
      // the session cookie and goes to the editor's page.
      await signedIn.page.goto(running.site.url('/editor'));
      expect(await seriousAxeViolations(signedIn.page)).toEqual([]);
      await signedIn.page.getByLabel('Name').fill('ana');
      await signedIn.page.getByLabel('Password').fill(E2E_PASSWORD);
      await Promise.all([
        signedIn.page.waitForURL(running.site.url('/editor')),
        signedIn.page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await expect(signedIn.page.getByText('Signed in as').textContent()).resolves.toContain('ana');
      const cookies = await signedIn.context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'editor_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
      await signedIn.page.goto(running.site.url('/about'));
      await waitForAboutPage(signedIn.page);
      const picture = signedIn.page.locator('main > section').first().locator('img');
      await picture.waitFor();
      await signedIn.page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete,
        await picture.elementHandle(),
      );
      const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(src).pathname).toBe(`${MEDIA_PATH}${PREVIEW_USER_PICTURE_KEY}`);
      expect(signedIn.errors).toEqual([]);
    } finally {
      await signedIn.close();
    }
  });
});

describe('About page images', () => {
  it('loads every shown image, each with alt text and a 640/960/1920 srcset for media (300/640 for card thumbnails)', async () => {
    const images = await shownImages(about.page);
    // Banner, "Who we are", two portraits, three cards and the carousel's active slide.
    expect(images.length).toBeGreaterThanOrEqual(8);
    const broken = images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
    expect(broken).toEqual([]);
    const missingAlt = images
      .filter((image) => image.alt === null || (image.alt.trim() === '' && !image.decorative))
      .map((image) => image.src);
    expect(missingAlt).toEqual([]);
    const media = images.filter((image) => new URL(image.src).pathname.startsWith(MEDIA_PATH));
    expect(media.length).toBeGreaterThanOrEqual(8);
    // The three history cards show their pictures as 300 px thumbnails.
    expect(media.filter((image) => image.thumbnail)).toHaveLength(3);
    for (const image of media) {
      expect({ src: image.src, widths: srcsetWidths(image.srcset) }).toEqual({
        src: image.src,
        widths: image.thumbnail ? [300, 640] : [640, 960, 1920],
      });
    }
  });

  it('loads the section background image', async () => {
    const backgroundKey = 'MCOKGRVGCZPVEJE76G7GHU7LRLDL';
    const layer = about.page.locator('[data-part="background"]');
    const backgroundImage = await layer.evaluate(
      (element) => getComputedStyle(element).backgroundImage,
    );
    expect(backgroundImage).toContain(`${MEDIA_PATH}${backgroundKey}`);
    const fetched = requests.filter((url) => url.pathname === `${MEDIA_PATH}${backgroundKey}`);
    expect(fetched.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('reads no platform API on first load: the server rendered the page with its data', () => {
    const apiCalls = requests.filter((url) => /\/(services\/data|lwr\/apex)\//.test(url.pathname));
    expect(apiCalls.map((url) => url.pathname)).toEqual([]);
  });
});

describe('About page SEO head tags', () => {
  it('titles the page "About" with one canonical link, the language alternates and no robots', async () => {
    const head = await readSeoHead(about.page);
    expect(head.title).toBe('About');
    expect(head.canonical).toEqual(['https://www.quayline.com/about']);
    // The languages the About view is really served in: German has no translation of it.
    expect(head.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://www.quayline.com/about' },
      { hreflang: 'fr-FR', href: 'https://www.quayline.com/fr/about' },
      { hreflang: 'x-default', href: 'https://www.quayline.com/about' },
    ]);
    // Indexing is on: no robots directive at all.
    expect(head.robots).toEqual([]);
  });
});

describe('About page health', () => {
  it('raises no CSP violation on a normal load', async () => {
    const { page, close } = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(running.site.url('/about'));
      await waitForAboutPage(page);
      await scrollThrough(page);
      await expect(
        page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).resolves.toEqual([]);
    } finally {
      await close();
    }
  });

  it('logs no console error and throws no page error, even after using the carousel', async () => {
    const { page, errors } = about;
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const current = carousel.locator('button[aria-current="true"]');
    // Stopped first, so an automatic advance never races the clicks.
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    const start = Number((await current.textContent())?.replace(/\D/g, ''));
    const total = await carousel
      .getByRole('group', { name: 'Choose a slide' })
      .locator('button')
      .count();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    const next = (start % total) + 1;
    await current.filter({ hasText: `Slide ${String(next)}` }).waitFor({ timeout: 5000 });
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await current.filter({ hasText: `Slide ${String(start)}` }).waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
    expect(failures).toEqual([]);
  });
});
