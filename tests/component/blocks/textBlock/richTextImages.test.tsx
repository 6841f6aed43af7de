import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textBlockBlock } from '../../../../app/blocks/textBlock';
import { SiteConfigProvider } from '../../../../app/config/SiteConfigContext';
import type { SiteConfig } from '../../../../app/config/siteConfig';
import * as text from '../../../../sdk/text';

// Forwards to the real sanitiser; one test makes it fail once.
vi.mock('../../../../sdk/text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../sdk/text')>();
  return { ...actual, sanitizeRichText: vi.fn(actual.sanitizeRichText) };
});

const KEY = 'MCYXLVMBVCIH5UCFS277D3PM36CW';
const ALT = 'Illustrated shelving rack with one bin being scanned and verified';

const config: SiteConfig = {
  siteName: 'Quayline',
  siteId: '0DMxx0000004CAcGAM',
  channelId: '0apxx0000004CAcAAM',
  communityId: '0DBxx0000004CAcGAM',
  basePath: '',
  languages: ['en_US'],
  apiOrigin: '',
  imageOptimizer: 'none',
};

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

const managedImage = `<p>Before</p><img src="/cms/delivery/media/${KEY}" alt="${ALT}"><p>After</p>`;

afterEach(() => {
  vi.mocked(text.sanitizeRichText).mockClear();
});

describe('text block: images in rich text', () => {
  it('resolves a managed image to the site media path', () => {
    renderRichText(managedImage);
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('resolves it under the base path', () => {
    renderRichText(managedImage, { basePath: '/site' });
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('asks the CDN for it through the resizing path when the optimiser is Cloudflare', () => {
    renderRichText(managedImage, { basePath: '/site', imageOptimizer: 'Cloudflare' });
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      `/cdn-cgi/image/width=1920,format=auto/site/sfsites/c/cms/delivery/media/${KEY}`,
    );
  });

  it('loads it lazily and decodes it asynchronously', () => {
    renderRichText(managedImage);
    const image = screen.getByRole('img', { name: ALT });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('keeps an already resolved media path and sends it through the CDN only once', () => {
    const resized = `/cdn-cgi/image/width=1920,format=auto/site/sfsites/c/cms/delivery/media/${KEY}`;
    const { container } = renderRichText(
      `<img src="/site/sfsites/c/cms/delivery/media/${KEY}" alt="a"><img src="${resized}" alt="b">`,
      { basePath: '/site', imageOptimizer: 'Cloudflare' },
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([resized, resized]);
  });

  it("leaves another host's image as it is, never through the CDN", () => {
    const src = 'https://cdn.example.com/cms/delivery/media/MC1.png';
    renderRichText(`<img src="${src}" alt="Elsewhere">`, {
      basePath: '/site',
      imageOptimizer: 'Cloudflare',
    });
    expect(screen.getByRole('img', { name: 'Elsewhere' })).toHaveAttribute('src', src);
  });

  it('still removes images the sanitiser refuses, and their handlers', () => {
    const { container } = renderRichText(
      '<p>x</p><img src="javascript:alert(1)" alt="a"><img src="http://example.com/a.png" alt="b">' +
        `<img src="/cms/delivery/media/${KEY}" alt="c" onerror="alert(1)" style="width:1px">`,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['c']);
    expect(images[0]?.getAttributeNames().sort()).toEqual(['alt', 'decoding', 'loading', 'src']);
  });

  it('renders the same images in every form factor variant', () => {
    const { container } = renderTextBlock(
      {
        text: managedImage,
        textDisplayInfo: { mobile: { enableOverride: true, headingTag: 'p', textStyle: 'small' } },
      },
      { basePath: '/site' },
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
      `/site/sfsites/c/cms/delivery/media/${KEY}`,
    ]);
    expect(text.sanitizeRichText).toHaveBeenCalledTimes(1);
  });

  it('shows the raw text as text, still linked, when the sanitiser fails', () => {
    vi.mocked(text.sanitizeRichText).mockReturnValueOnce({
      kind: 'text',
      text: managedImage,
      error: new Error('no DOM'),
    });
    const { container } = renderTextBlock({ text: managedImage, isLinkable: true, url: '/about' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link')).toHaveTextContent(managedImage);
  });
});
