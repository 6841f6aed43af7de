import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockDefinition } from '../../../../app/blocks/blockTypes';
import { bannerBlock } from '../../../../app/blocks/banner';
import { buttonBlock } from '../../../../app/blocks/button';
import { columnsBlock } from '../../../../app/blocks/columns';
import { contentCardBlock } from '../../../../app/blocks/contentCard';
import { flexibleBlockBlock } from '../../../../app/blocks/flexibleBlock';
import { imageBlock } from '../../../../app/blocks/image';
import { repeaterItemBlock } from '../../../../app/blocks/repeaterItem';
import { sectionBlock } from '../../../../app/blocks/section';
import { textBlockBlock } from '../../../../app/blocks/textBlock';
import { API, contentPath, newsDocument, uniqueKey } from '../../support/contentFixtures';
import { renderBlock } from '../../support/renderBlock';

declare global {
  interface Window {
    pwned?: number;
  }
}

const PAYLOADS = [
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 1">',
  '<svg onload="window.pwned = 1"><script>window.pwned = 1</script></svg>',
  '<a href="javascript:window.pwned = 1">click</a>',
  '<iframe src="javascript:window.pwned = 1"></iframe>',
  'javascript:window.pwned = 1',
  ' JaVaScRiPt:window.pwned = 1',
  'java\tscript:window.pwned = 1',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.pwned = 1"/>',
  'data:text/html,<script>window.pwned = 1</script>',
  '" onmouseover="window.pwned = 1" x="',
  "'><script>window.pwned = 1</script>",
  'red; background: url(javascript:window.pwned = 1)',
  '{"Url":"javascript:window.pwned = 1","AltText":"<script>window.pwned = 1</script>"}',
];

const DANGEROUS_ELEMENTS = 'script, svg, iframe, object, embed, math, form, base, meta, link';
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'style', 'action', 'formaction', 'xlink:href'];

function visibleCharacters(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 0x20) out += text.charAt(i);
  }
  return out;
}

/** Fails when the rendered markup holds anything a browser could execute. */
function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} attribute`).not.toMatch(/^on/i);
      if (URL_ATTRIBUTES.includes(attribute.name)) {
        // Browsers ignore whitespace and control characters inside a scheme (`java\tscript:`).
        const value = visibleCharacters(attribute.value).toLowerCase();
        expect(value, `${element.tagName} ${attribute.name}`).not.toContain('javascript:');
        expect(value).not.toContain('data:image/svg');
        expect(value).not.toContain('data:text/html');
        expect(value).not.toContain('expression(');
      }
    }
  }
  expect(window.pwned).toBeUndefined();
}

type AnyBlock = BlockDefinition<unknown>;

const every = (names: string[], payload: string, extra: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(names.map((name) => [name, payload])),
  ...extra,
});

const cases: [string, AnyBlock, (payload: string) => Record<string, unknown>][] = [
  [
    'text block (plain)',
    textBlockBlock as AnyBlock,
    (p) =>
      every(
        [
          'text',
          'url',
          'linkAssistiveText',
          'textClass',
          'textColor',
          'backgroundColor',
          'headingTag',
        ],
        p,
        {
          isLinkable: true,
          textDisplayInfo: { desktop: { headingTag: p, textStyle: p } },
        },
      ),
  ],
  [
    'text block (rich)',
    textBlockBlock as AnyBlock,
    (p) =>
      every(['text', 'url', 'textColor'], p, { richText: true, isLinkable: true, headingTag: 'p' }),
  ],
  [
    'button',
    buttonBlock as AnyBlock,
    (p) => every(['label', 'url', 'assistiveText', 'variant', 'size', 'type', 'alignment'], p),
  ],
  [
    'banner',
    bannerBlock as AnyBlock,
    (p) =>
      every(
        [
          'title',
          'primaryButtonLabel',
          'primaryButtonTarget',
          'secondaryButtonLabel',
          'secondaryButtonTarget',
          'picture',
        ],
        p,
      ),
  ],
  [
    'image',
    imageBlock as AnyBlock,
    (p) => every(['url', 'altText', 'imageInfo', 'objectFit', 'radius'], p),
  ],
  [
    'section',
    sectionBlock as AnyBlock,
    (p) =>
      every(['backgroundImageConfig', 'backgroundColor', 'maxContentWidth', 'paddingVertical'], p, {
        sectionConfig: { columns: [{ columnKey: p, columnName: p, columnWidth: p }] },
      }),
  ],
  ['columns', columnsBlock as AnyBlock, (p) => every(['sectionConfig', 'componentSpacerSize'], p)],
  ['flexible block', flexibleBlockBlock as AnyBlock, (p) => every(['alignment'], p)],
  ['repeater item', repeaterItemBlock as AnyBlock, (p) => ({ record: { title: p }, index: p })],
  [
    'content card (settings)',
    contentCardBlock as AnyBlock,
    (p) =>
      every(
        [
          'title',
          'exerpt',
          'buttonLabel',
          'buttonLink',
          'redirectPageApiName',
          'titleStyle',
          'minHeight',
          'maxWidth',
        ],
        p,
      ),
  ],
];

afterEach(() => {
  delete window.pwned;
});

describe('hostile content never becomes executable markup', () => {
  for (const [name, block, propsFor] of cases) {
    it.each(PAYLOADS)(`${name}: %s`, (payload) => {
      const { container } = renderBlock(block, propsFor(payload));
      expectInert(container);
    });
  }

  it.each(PAYLOADS)('content card (item from the content API): %s', async (payload) => {
    const key = uniqueKey();
    const document = newsDocument(key, { title: payload, excerpt: payload });
    document.contentBody.bannerImage.url = payload;
    document.contentBody.bannerImage.altText = payload;
    nock(API).get(contentPath(key)).reply(200, document);
    const { container } = renderBlock(contentCardBlock, { contentId: key, buttonLabel: 'Read' });
    await waitFor(() => {
      expect(container.querySelector('article')).not.toHaveAttribute('aria-busy');
    });
    expectInert(container);
    expect(screen.getByRole('link', { name: 'Read' })).toHaveAttribute(
      'href',
      `/sfdc_cms__news/${key}`,
    );
  });
});
