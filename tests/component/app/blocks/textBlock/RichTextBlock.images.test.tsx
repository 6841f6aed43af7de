import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textBlockBlock } from '../../../../../app/blocks/textBlock';
import { SiteConfigProvider } from '../../../../../app/config/SiteConfigContext';
import type { SiteConfig } from '../../../../../app/config/readSiteConfig';
import * as text from '@about-site/sdk/text';
import { testConfig } from '../../../support/contentFixtures';

// Forwards to the real sanitiser; one test makes it fail once.
vi.mock('@about-site/sdk/text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@about-site/sdk/text')>();
  return { ...actual, sanitizeRichText: vi.fn(actual.sanitizeRichText) };
});

const KEY = 'MCYXLVMBVCIH5UCFS277D3PM36CW';
const ALT = 'Illustrated shelving rack with one bin being scanned and verified';

const config = testConfig;

/** The text block as the view renderer shows it: parsed props, under the site config only. */
function renderTextBlock(raw: Record<string, unknown>, settings: Partial<SiteConfig> = {}) {
  const props = textBlockBlock.parse({ richText: true, headingTag: 'p', ...raw });
  const Block = textBlockBlock.component;
  return render(
    <SiteConfigProvider config={{ ...config, ...settings }}>
      <Block id="node-1" props={props} renderRegion={() => null} regionNames={[]} />
    </SiteConfigProvider>,
  );
}

const renderRichText = (html: string, settings: Partial<SiteConfig> = {}) =>
  renderTextBlock({ text: html }, settings);

/** The image sources once the rich-text chunk has loaded and rendered `count` images. */
async function imageSources(container: HTMLElement, count: number): Promise<(string | null)[]> {
  await waitFor(() => {
    expect(container.querySelectorAll('img')).toHaveLength(count);
  });
  return [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
}

const managedImage = `<p>Before</p><img src="/cms/delivery/media/${KEY}" alt="${ALT}"><p>After</p>`;

afterEach(() => {
  vi.mocked(text.sanitizeRichText).mockClear();
});

describe('text block: images in rich text', () => {
  it('resolves a managed image to the site media path', async () => {
    renderRichText(managedImage);
    expect(await screen.findByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('resolves it under the base path', async () => {
    renderRichText(managedImage, { basePath: '/site' });
    expect(await screen.findByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('asks the CDN for it through the resizing path when the optimiser is Cloudflare', async () => {
    renderRichText(managedImage, { basePath: '/site', imageOptimizer: 'Cloudflare' });
    expect(await screen.findByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/cdn-cgi/image/width=1920,format=auto/site/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('loads it lazily and decodes it asynchronously', async () => {
    renderRichText(managedImage);
    const image = await screen.findByRole('img', { name: ALT });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('keeps an already resolved media path and sends it through the CDN only once', async () => {
    const resized = `/cdn-cgi/image/width=1920,format=auto/site/sfsites/c/cms/delivery/media/${KEY}`;
    const { container } = renderRichText(
      `<img src="/site/sfsites/c/cms/delivery/media/${KEY}" alt="a"><img src="${resized}" alt="b">`,
      { basePath: '/site', imageOptimizer: 'Cloudflare' },
    );
    const sources = await imageSources(container, 2);
    expect(sources).toEqual([resized, resized]);
  });

  it("leaves another host's image as it is, never through the CDN", async () => {
    const src = 'https://cdn.example.com/cms/delivery/media/MC1.png';
    renderRichText(`<img src="${src}" alt="Elsewhere">`, {
      basePath: '/site',
      imageOptimizer: 'Cloudflare',
    });
    expect(await screen.findByRole('img', { name: 'Elsewhere' })).toHaveAttribute('src', src);
  });

  it('still removes images the sanitiser refuses, and their handlers', async () => {
    const { container } = renderRichText(
      '<p>x</p><img src="javascript:alert(1)" alt="a"><img src="http://example.com/a.png" alt="b">' +
        `<img src="/cms/delivery/media/${KEY}" alt="c" onerror="alert(1)" style="width:1px">`,
    );
    await imageSources(container, 1);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['c']);
    expect(images[0]?.getAttributeNames().sort()).toEqual(['alt', 'decoding', 'loading', 'src']);
  });

  it('renders the same images in every form factor variant', async () => {
    const { container } = renderTextBlock(
      {
        text: managedImage,
        textDisplayInfo: { mobile: { enableOverride: true, headingTag: 'p', textStyle: 'small' } },
      },
      { basePath: '/site' },
    );
    const sources = await imageSources(container, 2);
    expect(sources).toEqual([
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
    ]);
    expect(text.sanitizeRichText).toHaveBeenCalledTimes(1);
  });

  it('shows the raw text as text, still linked, when the sanitiser fails', async () => {
    vi.mocked(text.sanitizeRichText).mockReturnValueOnce({
      kind: 'text',
      text: managedImage,
      error: new Error('no DOM'),
    });
    const { container } = renderTextBlock({ text: managedImage, isLinkable: true, url: '/about' });
    await waitFor(() => {
      expect(screen.getByRole('link')).toHaveTextContent(managedImage);
    });
    expect(container.querySelector('img')).toBeNull();
  });
});
