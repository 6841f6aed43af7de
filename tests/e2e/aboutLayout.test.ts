import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { seriousAxeViolations } from './support/axe';
import { describeLayout, measureColumns, resize } from './support/layout';
import { scrollThrough, waitForAboutPage, waitForSettled } from './support/pageState';
import { readSeoHead } from './support/seoHead';

/** The three form factors at the spec's breakpoints (desktop from 64.0625em, tablet from 48em). */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, axe: true },
  { name: 'tablet', width: 768, height: 1024, axe: false },
  { name: 'mobile', width: 375, height: 812, axe: true },
] as const;

const HISTORY_TITLES = ['2014 - 2015', '2016 - 2021', '2022 - Current'];

const running = siteAndBrowserForFile();
/**
 * One About page, resized for each form factor. Reduced motion keeps the carousel still, so axe
 * never measures colour contrast in the middle of a slide change.
 */
let about: OpenedPage;
/** The blocks gallery at 1280 wide. */
let gallery: OpenedPage;

beforeAll(async () => {
  [about, gallery] = await Promise.all([
    newPage(running.browser, { width: 1280, height: 800, reducedMotion: true }),
    newPage(running.browser, { width: 1280, height: 800, reducedMotion: true }),
  ]);
  await Promise.all([
    about.page.goto(running.site.url('/about')),
    gallery.page.goto(running.site.url('/blocks')),
  ]);
  await waitForAboutPage(about.page);
});

async function layouts() {
  const { page } = about;
  const [who, leadership, history] = await Promise.all([
    measureColumns(page.getByRole('heading', { name: 'Who we are' })),
    measureColumns(page.getByRole('heading', { name: /Chief Growth Officer$/ })),
    measureColumns(page.getByRole('heading', { name: '2014 - 2015' })),
  ]);
  return {
    who: describeLayout(who),
    leadership: describeLayout(leadership),
    history: describeLayout(history),
  };
}

describe.each(VIEWPORTS)('About page at $width px ($name)', ({ name, width, height, axe }) => {
  beforeAll(async () => {
    await resize(about.page, width, height);
    await scrollThrough(about.page);
  });

  it('lays the columns out as rows on desktop and stacks them on tablet and mobile', async () => {
    const expected = {
      desktop: { who: 'row 6/6', leadership: 'row 5/2/5', history: 'row 4/4/4' },
      // The history cards sit two to a row on tablet rather than in one narrow column.
      tablet: { who: 'column', leadership: 'column', history: 'wrap' },
      mobile: { who: 'column', leadership: 'column', history: 'column' },
    }[name];
    await expect(layouts()).resolves.toEqual(expected);
  });

  it('never scrolls sideways', async () => {
    const { scrollWidth, innerWidth } = await about.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(innerWidth).toBe(width);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });

  it('sizes the leadership portraits as configured: 45 % of the column wide, 350 px high', async () => {
    const frames = await about.page
      .getByRole('heading', { name: /, Chief (Growth|Technology) Officer$/ })
      .evaluateAll((headings) =>
        headings.map((heading) => {
          // The heading's own column (the innermost), which holds the portrait.
          const column = heading.closest('[data-column-key]');
          const frame = column?.querySelector('img')?.parentElement?.getBoundingClientRect();
          const style = column ? getComputedStyle(column) : undefined;
          const room =
            (column?.getBoundingClientRect().width ?? 0) -
            parseFloat(style?.paddingLeft ?? '0') -
            parseFloat(style?.paddingRight ?? '0');
          return { share: (frame?.width ?? 0) / room, height: frame?.height ?? 0 };
        }),
      );
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame.share).toBeCloseTo(0.45, 2);
      expect(frame.height).toBeCloseTo(350, 0);
    }
  });

  it('starts "Our Mission" level with "Who we are"', async () => {
    const tops = await Promise.all(
      ['Who we are', 'Our Mission'].map((heading) =>
        about.page
          .getByRole('heading', { level: 2, name: heading })
          .evaluate((element) => element.getBoundingClientRect().top),
      ),
    );
    if (name === 'desktop')
      expect(Math.abs((tops[0] ?? 0) - (tops[1] ?? 0))).toBeLessThanOrEqual(1);
    else expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
  });

  it('shows most of the "Who we are" picture in its 139 px frame', async () => {
    const shown = await about.page
      .getByRole('img', { name: /warehouse aisle/ })
      .evaluate((image: HTMLImageElement) => {
        const frame = image.getBoundingClientRect();
        const frameRatio = frame.width / frame.height;
        const imageRatio = image.naturalWidth / image.naturalHeight;
        return {
          height: frame.height,
          // Share of the picture object-fit: cover keeps in view.
          share: Math.min(frameRatio, imageRatio) / Math.max(frameRatio, imageRatio),
        };
      });
    expect(shown.height).toBeCloseTo(139, 0);
    expect(shown.share).toBeGreaterThan(0.55);
  });

  it('centres each leader in the column: portrait, name and role, biography', async () => {
    const leaders = await about.page
      .getByRole('heading', { name: /, Chief (Growth|Technology) Officer$/ })
      .evaluateAll((headings) =>
        headings.map((heading) => {
          const column = heading.closest('[data-column-key]');
          const middle = (box: DOMRect | undefined) =>
            box ? box.left + box.width / 2 : Number.NaN;
          /** How far the last line of an element's text sits from the element's middle, px. */
          const lastLineOffset = (element: Element | undefined) => {
            if (!element) return Number.NaN;
            const range = document.createRange();
            range.selectNodeContents(element);
            const lines = [...range.getClientRects()];
            return middle(lines.at(-1)) - middle(element.getBoundingClientRect());
          };
          const biography = [...(column?.querySelectorAll('p') ?? [])].find(
            (paragraph) => paragraph.textContent.length > 100,
          );
          return {
            portrait:
              middle(column?.querySelector('img')?.getBoundingClientRect()) -
              middle(column?.getBoundingClientRect()),
            headingAlign: getComputedStyle(heading).textAlign,
            heading: lastLineOffset(heading),
            biographyAlign: biography ? getComputedStyle(biography).textAlign : 'none',
            biography: lastLineOffset(biography),
          };
        }),
      );
    expect(leaders).toHaveLength(2);
    for (const leader of leaders) {
      expect(leader).toMatchObject({ headingAlign: 'center', biographyAlign: 'center' });
      // Each offset is a distance in px: a NaN (nothing measured) fails too.
      for (const offset of [leader.portrait, leader.heading, leader.biography]) {
        expect(Math.abs(offset)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps the history background visible through its light overlay', async () => {
    const alphas = await about.page
      .getByRole('heading', { name: 'Company History & Milestones' })
      .evaluate((heading) => {
        // The overlay is the gradient painted over the section's background picture.
        const layers = heading.closest('section')?.querySelectorAll('*') ?? [];
        const overlay =
          [...layers]
            .map((layer) => getComputedStyle(layer, '::after').backgroundImage)
            .find((image) => image.includes('gradient')) ?? '';
        return [...overlay.matchAll(/rgba\([^)]*,\s*([\d.]+)\)/g)].map((match) => Number(match[1]));
      });
    expect(alphas.length).toBeGreaterThan(0);
    expect(Math.max(...alphas)).toBeLessThanOrEqual(0.6);
  });

  if (name === 'mobile') {
    it("caps the slide titles at the small-screen size, whatever the carousel's style says", async () => {
      const sizes = await about.page
        .locator('section[aria-roledescription="carousel"] h3')
        .first()
        .evaluate((title) => {
          const probe = document.createElement('div');
          probe.style.fontSize = 'var(--font-size-medium)';
          document.body.append(probe);
          const medium = parseFloat(getComputedStyle(probe).fontSize);
          probe.remove();
          return { title: parseFloat(getComputedStyle(title).fontSize), medium };
        });
      expect(sizes.title).toBeLessThanOrEqual(sizes.medium);
    });
  }

  it('keeps the history cards at most 350 px wide and, from 600 px, at least 400 px tall', async () => {
    const cards = about.page.locator('article', {
      has: about.page.getByRole('heading', { name: /^(2014 - 2015|2016 - 2021|2022 - Current)$/ }),
    });
    await expect(cards.count()).resolves.toBe(3);
    const sizes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        const column = article.closest('[data-column-key]')?.getBoundingClientRect();
        return { width: box.width, height: box.height, room: column?.width ?? 0 };
      }),
    );
    // On desktop the columns are wider than a card, so the maximum width is what holds it.
    if (name === 'desktop')
      expect(Math.min(...sizes.map((size) => size.room))).toBeGreaterThan(350);
    for (const size of sizes) {
      // The card fills its column up to its maximum width of 350 px.
      expect(size.width).toBeCloseTo(Math.min(350, size.room), 0);
      if (width >= 600) expect(size.height).toBeGreaterThanOrEqual(400);
    }
  });

  // axe-core at the widths the spec names, desktop and mobile.
  if (axe) {
    it('has no serious or critical axe-core violation', async () => {
      await expect(seriousAxeViolations(about.page)).resolves.toEqual([]);
    });
  }
});

describe('content card links', () => {
  it('shows no button on the About cards, which have no button label', async () => {
    for (const title of HISTORY_TITLES) {
      const card = about.page.locator('article', {
        has: about.page.getByRole('heading', { name: title }),
      });
      await expect(card.count()).resolves.toBe(1);
      await expect(card.getByRole('link').count()).resolves.toBe(0);
      await expect(card.getByRole('button').count()).resolves.toBe(0);
    }
  });

  it('sends a labelled card to the redirect page with one leading slash', async () => {
    const link = gallery.page.getByRole('link', { name: 'Read more', exact: true });
    await link.waitFor();
    // redirectPageApiName "Home": the web page /Home (the spec: the name with one leading slash).
    await expect(link.getAttribute('href')).resolves.toBe('/Home');
    // The page exists: the site's home, the About page.
    const response = await gallery.page.request.get(running.site.url('/Home'));
    expect({ status: response.status(), path: new URL(response.url()).pathname }).toEqual({
      status: 200,
      path: '/about',
    });
  });
});

describe('blocks gallery', () => {
  beforeAll(async () => {
    await gallery.page.locator('section[aria-roledescription="carousel"]').first().waitFor();
    await waitForSettled(gallery.page);
    await scrollThrough(gallery.page);
  });

  it('is kept out of search engines with one robots noindex,nofollow', async () => {
    await gallery.page.waitForLoadState('networkidle');
    await expect(readSeoHead(gallery.page)).resolves.toMatchObject({
      robots: ['noindex,nofollow'],
    });
  });

  it('has no serious or critical axe-core violation', async () => {
    await expect(seriousAxeViolations(gallery.page)).resolves.toEqual([]);
  });
});
