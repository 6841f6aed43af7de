import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@about-site/sdk/text';
import type { RichTextResult } from '@about-site/sdk/text';
import { expectInert } from '../../support/inertMarkup';

function htmlOf(result: RichTextResult): string {
  if (result.kind !== 'html') throw new Error('expected sanitised html');
  return result.html;
}

const clean = (html: string, options?: Parameters<typeof sanitizeRichText>[1]) =>
  htmlOf(sanitizeRichText(html, options));

/** What the policy adds to every image it keeps. */
const LAZY = 'loading="lazy" decoding="async"';

describe('sanitizeRichText: what is kept', () => {
  it('keeps formatting, headings, lists, quotes and code', () => {
    const html =
      '<h2>Title</h2><p><b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>x</s> <sub>1</sub><sup>2</sup><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><hr>';
    expect(clean(html)).toBe(html);
  });

  it('keeps tables with colspan and rowspan', () => {
    const html =
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps images with alt, title, width and height, and figures', () => {
    const image =
      '<img src="https://cdn.example.com/a.png" alt="A" title="t" width="640" height="480"';
    expect(clean(`<figure>${image}><figcaption>Caption</figcaption></figure>`)).toBe(
      `<figure>${image} ${LAZY}><figcaption>Caption</figcaption></figure>`,
    );
  });

  it('keeps site-relative and raster data images', () => {
    expect(clean('<img src="/sfsites/c/cms/delivery/media/MC1" alt="">')).toBe(
      `<img src="/sfsites/c/cms/delivery/media/MC1" alt="" ${LAZY}>`,
    );
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${png}" alt="dot">`)).toBe(`<img src="${png}" alt="dot" ${LAZY}>`);
  });

  it.each([
    'http://example.com/',
    'https://example.com/a?b=c#d',
    'ftp://files.example.com/a.pdf',
    'ftps://files.example.com/a.pdf',
    'mailto:hello@example.com',
    'tel:+15550100',
    'callto:someone',
    'cid:part1@example.com',
    'xmpp:someone@example.com',
    '/about',
    '#team',
    'page.html',
    '?q=1',
  ])('keeps a link to %s', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it.each(['sms:+15550100', 'matrix:u/x', 'ssh://host', 'file:///etc/passwd', 'intent://x'])(
    'removes a link to another protocol: %s',
    (href) => {
      expect(clean(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    },
  );

  it('adds noopener noreferrer to links opening a new window', () => {
    expect(clean('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.com" target="_BLANK" rel="nofollow opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('removes other targets and unknown rel tokens', () => {
    expect(clean('<a href="/a" target="_top" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
    expect(clean('<a href="/a" target="frame1" rel="nofollow">x</a>')).toBe(
      '<a href="/a" rel="nofollow">x</a>',
    );
  });

  it('keeps only the editor classes', () => {
    expect(clean('<p class="ql-align-center ql-indent-1 toast-overlay slds-modal">x</p>')).toBe(
      '<p class="ql-align-center ql-indent-1">x</p>',
    );
    expect(clean('<p class="modal">x</p>')).toBe('<p>x</p>');
  });

  it('removes attributes outside the allow list', () => {
    expect(
      clean('<p id="x" style="color:red" data-x="1" aria-hidden="true" lang="en" dir="rtl">x</p>'),
    ).toBe('<p>x</p>');
  });

  it('gives an empty string for empty input', () => {
    expect(clean('')).toBe('');
    expect(htmlOf(sanitizeRichText(undefined))).toBe('');
    expect(htmlOf(sanitizeRichText(null))).toBe('');
  });

  it('keeps plain text and encoded markup as text', () => {
    expect(clean('Tom &amp; Jerry &lt;b&gt;')).toBe('Tom &amp; Jerry &lt;b&gt;');
  });
});

describe('sanitizeRichText: entity-encoded input', () => {
  it('decodes the platform encoding before sanitising', () => {
    expect(clean('&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;', { entityEncoded: true })).toBe(
      '<p>Hello &amp; welcome</p>',
    );
  });

  it('sanitises what the decoding reveals', () => {
    const html = clean(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      {
        entityEncoded: true,
      },
    );
    expect(html).toBe('');
  });

  it('decodes once: doubly encoded markup stays text', () => {
    expect(
      clean('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;', { entityEncoded: true }),
    ).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('sanitizeRichText: video iframes', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
  ])('keeps an https player from %s, sandboxed', (src) => {
    const html = clean(
      `<iframe src="${src}" width="560" height="315" allowfullscreen="true" title="Demo"></iframe>`,
    );
    const frame = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('src')).toBe(src);
    expect(frame?.getAttribute('title')).toBe('Demo');
    expect(frame?.getAttribute('allowfullscreen')).toBe('');
    expect(frame?.getAttribute('width')).toBe('560');
    expect(frame?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame?.getAttribute('loading')).toBe('lazy');
  });

  it('names an untitled player', () => {
    const html = clean('<iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(html).toContain('title="Embedded video"');
  });

  it('drops attributes a player does not need', () => {
    const html = clean(
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" allow="camera" name="n" onload="alert(1)"></iframe>',
    );
    expect(html).not.toMatch(/srcdoc|allow="|name=|onload/);
    expectInert(html);
  });

  it('follows a custom host list', () => {
    const src = 'https://videos.example.com/embed/1';
    expect(clean(`<iframe src="${src}"></iframe>`)).toBe('');
    expect(
      clean(`<iframe src="${src}"></iframe>`, { videoHosts: ['videos.example.com'] }),
    ).toContain(src);
  });
});

describe('sanitizeRichText: images', () => {
  it.each([
    ['http', 'http://cdn.example.com/a.png'],
    ['protocol-relative', '//cdn.example.com/a.png'],
    ['relative without slash', 'a.png'],
    ['svg data', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['no source', ''],
  ])('removes an image with a %s source', (_label, src) => {
    expect(clean(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
  });

  it('rewrites sources with resolveImageSrc', () => {
    const resolveImageSrc = (src: string) =>
      src.startsWith('/cms/') ? `/s/sfsites/c${src}?width=960` : undefined;
    expect(
      clean('<img src="/cms/delivery/media/MC1" alt=""><img src="/b.png" alt="">', {
        resolveImageSrc,
      }),
    ).toBe(
      `<img src="/s/sfsites/c/cms/delivery/media/MC1?width=960" alt="" ${LAZY}>` +
        `<img src="/b.png" alt="" ${LAZY}>`,
    );
  });

  it('loads images lazily and decodes them asynchronously, whatever the input says', () => {
    expect(
      clean('<img src="/a.png" alt="" loading="eager" decoding="sync" fetchpriority="high">'),
    ).toBe(`<img src="/a.png" alt="" ${LAZY}>`);
  });

  it('adds nothing to other elements', () => {
    expect(clean('<p loading="lazy" decoding="async">a</p>')).toBe('<p>a</p>');
  });

  it('removes an image that resolveImageSrc turns into an invalid url', () => {
    expect(
      clean('<img src="/a.png" alt="">', { resolveImageSrc: () => 'javascript:alert(1)' }),
    ).toBe('');
  });
});

describe('sanitizeRichText: the sanitiser is reused safely', () => {
  it('gives the same result on repeated calls and leaves no hooks behind', () => {
    const html = '<a href="/a" target="_blank">x</a>';
    const first = clean(html);
    expect(clean(html)).toBe(first);
    expect(clean('<img src="/a.png" alt="">', { resolveImageSrc: () => '/b.png' })).toBe(
      `<img src="/b.png" alt="" ${LAZY}>`,
    );
    expect(clean('<img src="/a.png" alt="">')).toBe(`<img src="/a.png" alt="" ${LAZY}>`);
  });

  it('works with an injected window', () => {
    expect(clean('<p onclick="x()">hi</p>', { window })).toBe('<p>hi</p>');
  });
});
