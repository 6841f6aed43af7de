import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { contentCardBlock } from '../../../../../app/blocks/contentCard';
import {
  API,
  contentPath,
  imageDocument,
  newsDocument,
  notFoundBody,
  testConfig,
  uniqueKey,
} from '../../../support/contentFixtures';
import { renderBlock } from '../../../support/renderBlock';

const history = (contentId: string) => ({
  title: '2014 - 2015',
  exerpt: 'Founded by supply chain engineers from the medical-device industry.',
  contentId,
  redirectPageApiName: 'Home',
  buttonLabel: 'Learn More',
  maxWidth: '350px',
  minHeight: '400px',
});

function card(container: HTMLElement) {
  return container.querySelector('article')!;
}

describe('content card', () => {
  it('is registered as type contentCard with the spec defaults', () => {
    expect(contentCardBlock.type).toBe('contentCard');
    const props = contentCardBlock.parse({});
    expect(props).toMatchObject({ maxWidth: '400px', minHeight: '320px', contentId: '' });
    expect(props.titleStyle.fontSize).toBe('1.6rem');
  });

  it('shows a skeleton of the same box while loading, then the configured text', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, imageDocument(key));
    const { container } = renderBlock(contentCardBlock, history(key));
    expect(card(container)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading content')).toBeInTheDocument();
    expect(card(container).style.getPropertyValue('--card-max-width')).toBe('350px');
    expect(card(container).style.getPropertyValue('--card-min-height')).toBe('400px');
    const heading = await screen.findByRole('heading', { level: 3, name: '2014 - 2015' });
    expect(card(container)).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('article', { name: '2014 - 2015' })).toBe(card(container));
    expect(heading).toBeInTheDocument();
    expect(
      screen.getByText('Founded by supply chain engineers from the medical-device industry.'),
    ).toBeInTheDocument();
    expect(card(container).style.getPropertyValue('--card-max-width')).toBe('350px');
  });

  it('shows an image item as a 300 px thumbnail from its media url under the base path', async () => {
    const key = uniqueKey();
    nock(API)
      .get(`/site${contentPath(key)}`)
      .reply(200, imageDocument(key));
    renderBlock(contentCardBlock, history(key), { config: { ...testConfig, basePath: '/site' } });
    const image = await screen.findByRole('img', {
      name: 'Rows of shelving in a distribution centre',
    });
    const media = `/site/sfsites/c/cms/delivery/media/${key}`;
    expect(image).toHaveAttribute('src', `${media}?width=300`);
    expect(image).toHaveAttribute('srcset', `${media}?width=300 300w, ${media}?width=640 640w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 47.9375em) 75vw, 300px');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '169');
    const frame = image.closest<HTMLElement>('[data-thumbnail]');
    expect(frame?.style.getPropertyValue('--thumbnail-width')).toBe('300px');
    expect(frame?.style.getPropertyValue('--thumbnail-mobile-width')).toBe('75%');
  });

  it('goes to the redirect page with one leading slash', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, newsDocument(key));
    renderBlock(contentCardBlock, { ...history(key), redirectPageApiName: '//Home' });
    expect(await screen.findByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/Home',
    );
  });

  it('shows a news item with its banner image, title and excerpt, linked to /{type}/{key}', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, newsDocument(key));
    renderBlock(contentCardBlock, { contentId: key, buttonLabel: 'Read the story' });
    expect(
      await screen.findByRole('heading', { name: 'Warehouse visibility for field service teams' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('How real-time stock levels cut truck rolls by a third.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A technician scanning a parts bin' })).toHaveAttribute(
      'src',
      `/sfsites/c/cms/delivery/media/${key}?width=300`,
    );
    expect(screen.getByRole('link', { name: 'Read the story' })).toHaveAttribute(
      'href',
      `/sfdc_cms__news/${key}`,
    );
  });

  it("marks what the item gave with the item's language, and the configured text with none", async () => {
    const key = uniqueKey();
    nock(API)
      .get(contentPath(key))
      .reply(200, { ...newsDocument(key), language: 'en_US' });
    renderBlock(contentCardBlock, { contentId: key, title: 'Visibilité des stocks' });
    await screen.findByRole('img');
    expect(screen.getByRole('heading', { name: 'Visibilité des stocks' })).not.toHaveAttribute(
      'lang',
    );
    expect(
      screen.getByText('How real-time stock levels cut truck rolls by a third.').parentElement,
    ).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('img', { name: 'A technician scanning a parts bin' })).toHaveAttribute(
      'lang',
      'en-US',
    );
  });

  it('puts the news link under the base path', async () => {
    const key = uniqueKey();
    nock(API)
      .get(`/site${contentPath(key)}`)
      .reply(200, newsDocument(key));
    renderBlock(
      contentCardBlock,
      { contentId: key, buttonLabel: 'Read' },
      { config: { ...testConfig, basePath: '/site' } },
    );
    expect(await screen.findByRole('link', { name: 'Read' })).toHaveAttribute(
      'href',
      `/site/sfdc_cms__news/${key}`,
    );
  });

  it('prefers a valid buttonLink, then the redirect page, then the item link', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, newsDocument(key));
    renderBlock(contentCardBlock, {
      contentId: key,
      buttonLabel: 'Go',
      buttonLink: 'https://example.com/story',
      redirectPageApiName: 'Home',
    });
    expect(await screen.findByRole('link', { name: 'Go' })).toHaveAttribute(
      'href',
      'https://example.com/story',
    );
  });

  it('decodes entity-encoded item text', async () => {
    const key = uniqueKey();
    nock(API)
      .get(contentPath(key))
      .reply(200, newsDocument(key, { title: 'Parts &amp; service', excerpt: 'It&#39;s here' }));
    renderBlock(contentCardBlock, { contentId: key });
    expect(await screen.findByRole('heading', { name: 'Parts & service' })).toBeInTheDocument();
    expect(screen.getByText("It's here")).toBeInTheDocument();
  });

  it('keeps the configured text when the item is not found (404)', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(404, notFoundBody);
    const { container } = renderBlock(contentCardBlock, history(key));
    expect(await screen.findByRole('heading', { name: '2014 - 2015' })).toBeInTheDocument();
    expect(card(container)).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/Home');
  });

  it('has no excerpt block and no button without an excerpt or a label', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, imageDocument(key));
    const { container } = renderBlock(contentCardBlock, {
      contentId: key,
      redirectPageApiName: 'Home',
    });
    await screen.findByRole('heading', { name: 'Distribution centre at dawn' });
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders configured text at once without a content id, and no button without a destination', () => {
    const { container } = renderBlock(contentCardBlock, {
      title: 'Standalone',
      exerpt: 'Just text.',
      buttonLabel: 'Nowhere',
    });
    expect(card(container)).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Standalone' })).toBeInTheDocument();
    expect(screen.getByText('Just text.')).toBeInTheDocument();
    expect(screen.queryByText('Nowhere')).toBeNull();
  });

  it('applies titleStyle from JSON and falls back for invalid values', () => {
    const styled = renderBlock(contentCardBlock, {
      title: 'Styled',
      titleStyle: JSON.stringify({
        fontSize: '2rem',
        color: '#1f8a91',
        fontWeight: 600,
        textAlign: 'center',
      }),
    });
    const heading = screen.getByRole('heading', { name: 'Styled' });
    expect(card(styled.container).style.getPropertyValue('--card-title-size')).toBe('2rem');
    expect(heading.style.color).toBe('rgb(31, 138, 145)');
    expect(heading.style.fontWeight).toBe('600');
    expect(heading.style.textAlign).toBe('center');
    styled.unmount();
    const fallback = renderBlock(contentCardBlock, {
      title: 'Plain',
      titleStyle: '{"fontSize": 20',
      maxWidth: '350',
      minHeight: 'tall',
    });
    expect(card(fallback.container).style.getPropertyValue('--card-title-size')).toBe('1.6rem');
    expect(card(fallback.container).style.getPropertyValue('--card-max-width')).toBe('400px');
    expect(card(fallback.container).style.getPropertyValue('--card-min-height')).toBe('320px');
  });

  it('ignores an unsafe redirect page name', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(404, notFoundBody);
    renderBlock(contentCardBlock, {
      ...history(key),
      redirectPageApiName: 'javascript:alert(1)',
    });
    await screen.findByRole('heading', { name: '2014 - 2015' });
    await waitFor(() => {
      expect(screen.queryByRole('link')).toBeNull();
    });
  });
});
