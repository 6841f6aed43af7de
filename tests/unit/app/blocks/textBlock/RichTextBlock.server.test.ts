import { JSDOM } from 'jsdom';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { textBlockBlock } from '../../../../../app/blocks/textBlock';
import { SiteConfigProvider } from '../../../../../app/config/SiteConfigContext';
import type { SiteConfig } from '../../../../../app/config/readSiteConfig';
import { SanitizerWindowContext } from '../../../../../app/ui/SanitizerWindowContext';
import { renderToHtml } from '../../../../../app/ssr/renderToHtml';
import type { SanitizerWindow } from '@about-site/sdk/text';

const config: SiteConfig = {
  siteName: 'Quayline',
  siteId: '0DMxx0000004CAcGAM',
  channelId: '0apxx0000004CAcAAM',
  communityId: '0DBxx0000004CAcGAM',
  basePath: '/site',
  languages: ['en_US'],
  domainUrl: 'https://www.example.com',
  apiOrigin: '',
  imageOptimizer: 'none',
  currentRelease: { apiVersion: 'v64.0', release: 256 },
};

const RICH =
  '<p>Built for <strong>service</strong></p><img src="/cms/delivery/media/MCYXLVMBVCIH5UCFS277D3PM36CW" alt="Rack" onerror="alert(1)"><script>alert(1)</script>';

/** Renders a rich-text block as the server does: in Node, waiting for every Suspense boundary. */
async function renderOnServer(window: SanitizerWindow | undefined): Promise<string> {
  const Block = textBlockBlock.component;
  const block: ReactNode = createElement(Block, {
    id: 'node-1',
    props: textBlockBlock.parse({ text: RICH, richText: true, headingTag: 'p' }),
    renderRegion: () => null,
    regionNames: [],
  });
  const tree = createElement(SiteConfigProvider, {
    config,
    children: createElement(SanitizerWindowContext, { value: window }, block),
  });
  const { html, complete } = await renderToHtml(tree, new AbortController().signal);
  expect(complete).toBe(true);
  return html;
}

describe('rich text rendered on the server', () => {
  it('is sanitised with the DOM the server provides, the lazy chunk resolved', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = await renderOnServer(new JSDOM('').window);
    expect(html).toContain('<strong>service</strong>');
    expect(html).toContain('src="/site/sfsites/c/cms/delivery/media/MCYXLVMBVCIH5UCFS277D3PM36CW"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/<script|onerror/);
  });

  it('without a DOM, shows the raw text as text, never as markup', async () => {
    const html = await renderOnServer(undefined);
    expect(html).not.toContain('<strong>');
    expect(html).toContain('&lt;strong&gt;service&lt;/strong&gt;');
  });
});
