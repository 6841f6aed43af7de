import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

// The blocks gallery shows each block as a site builder would place it, doing what it says.
const running = siteAndBrowserForFile();
let gallery: OpenedPage;

beforeAll(async () => {
  gallery = await newPage(running.browser, { width: 1280, height: 800 });
  await gallery.page.goto(running.site.url('/blocks'));
});

describe('blocks gallery', () => {
  it('gives the sample banner buttons their destinations', async () => {
    const banner = gallery.page.locator('section', {
      has: gallery.page.getByRole('heading', { name: 'Banner with buttons' }),
    });
    await expect(
      banner.getByRole('link', { name: 'Learn More' }).getAttribute('href'),
    ).resolves.toBe('/about');
    await expect(
      banner.getByRole('link', { name: 'Contact Us' }).getAttribute('href'),
    ).resolves.toBe('mailto:sales@quayline.com');
  });

  it('says what the carousel with no slides shows', async () => {
    await expect(
      gallery.page.getByText(/A carousel whose collection is empty shows nothing/).isVisible(),
    ).resolves.toBe(true);
  });

  it("keeps an image item's picture in the row's 16:9 thumbnail frame, however tall the picture", async () => {
    const { page } = gallery;
    const picture = (card: string) =>
      page.getByRole('article', { name: card, exact: true }).getByRole('img');
    const boxOf = async (card: string) => {
      const box = await picture(card).boundingBox();
      if (!box) throw new Error(`the picture of "${card}" is not laid out`);
      return box;
    };
    const imageItem = picture('An image item');
    await imageItem.scrollIntoViewIfNeeded();
    // A portrait (4:5) leadership picture in the image item's place: the frame must not grow.
    await imageItem.evaluate(async (image: HTMLImageElement) => {
      image.removeAttribute('srcset');
      image.src = image.src.replace(/media\/MC[A-Z2-7]{26}/, 'media/MCLEBPXY3754U6IQT57B24ZRILPQ');
      await image.decode();
    });
    expect(
      await imageItem.evaluate(
        (image: HTMLImageElement) => image.naturalHeight > image.naturalWidth,
      ),
    ).toBe(true);
    const portrait = await boxOf('An image item');
    const news = await boxOf('Cycle Counting Without Closing the Warehouse');
    expect(portrait.width / portrait.height).toBeCloseTo(16 / 9, 1);
    expect(portrait.height).toBeCloseTo(news.height, 0);
    expect(portrait.y).toBeCloseTo(news.y, 0);
  });
});
