import { sanitizeRichText } from '@about-site/sdk/text';
import { describe, expect, it } from 'vitest';
import {
  parseRichText,
  serializeRichText,
  tagsTheEditorDrops,
} from '../../../../editor/richText/richTextHtml';
import { richTextSchema } from '../../../../editor/richText/richTextSchema';
import { GOOGLE_DOCS_HTML, MS_WORD_HTML } from '../../../fixtures/clipboard/wordProcessors';
import { XSS_CORPUS } from '../../../fixtures/xss';

const { nodes, marks } = richTextSchema;

/** The HTML the editor stores for `html` read into it. */
const roundTrip = (html: string) => serializeRichText(parseRichText(html, window), document);

const sanitized = (html: string) => {
  const result = sanitizeRichText(html, { window });
  if (result.kind !== 'html') throw new Error('no sanitiser');
  return result.html;
};

/** Documents of every node and mark, as an author would make them. */
const CORPUS: readonly string[] = [
  '<p>Plain words</p>',
  '<h2>A heading</h2><p>and a paragraph</p>',
  '<h1>One</h1><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  '<p><strong>bold</strong>, <em>italic</em> and <strong><em>both</em></strong></p>',
  '<p>Read <a href="https://example.com/a?b=1&amp;c=2">the story</a> or <a href="/about">about us</a>.</p>',
  '<p><a href="#team">Team</a>, <a href="mailto:hello@example.com">mail</a>, <a href="tel:+441234567890">call</a></p>',
  '<p><a href="https://example.com" title="Example site">titled</a></p>',
  '<ul><li><p>one</p></li><li><p>two</p><ol><li><p>nested</p></li></ol></li></ul>',
  '<ol><li><p>first</p></li><li><p>second</p></li></ol>',
  '<p>line one<br>line two</p>',
  '<p><img src="/sfsites/c/cms/delivery/media/MCABC" alt="A warehouse" loading="lazy" decoding="async"></p>',
  '<p>Before <img src="https://example.com/a.png" alt="" loading="lazy" decoding="async"> after</p>',
  '<p>Ampersands &amp; angles &lt;b&gt; and&nbsp;spaces “quoted”</p>',
  '<p></p><p>after an empty paragraph</p>',
];

describe('the rich-text schema', () => {
  it('is made of the allow list: no node or mark for what the sanitiser strips', () => {
    expect(Object.keys(nodes).sort()).toEqual(
      [
        'bullet_list',
        'doc',
        'hard_break',
        'heading',
        'image',
        'list_item',
        'ordered_list',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(marks).sort()).toEqual(['em', 'link', 'strong']);
  });

  it.each(CORPUS.map((html) => [html]))('serialises %s as the sanitiser gives it back', (html) => {
    const stored = roundTrip(html);
    expect(stored).toBe(html);
    expect(sanitized(stored)).toBe(stored);
  });

  it('stores an empty document as no text', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('keeps the text of what it has no node for, and nothing else of it', () => {
    expect(
      roundTrip(
        '<p style="color:red" class="ql-x" onclick="x()"><u>under</u> <span>span</span></p>',
      ),
    ).toBe('<p>under span</p>');
    expect(roundTrip('<table><tr><td>cell</td></tr></table>')).toBe('<p>cell</p>');
    expect(roundTrip('<p><b>b</b> <i>i</i></p>')).toBe('<p><strong>b</strong> <em>i</em></p>');
  });

  it('holds no link or picture the site would refuse', () => {
    expect(
      roundTrip('<p><a href="javascript:alert(1)">x</a><a href="http://example.com">y</a></p>'),
    ).toBe('<p>xy</p>');
    expect(
      roundTrip(
        '<p><img src="data:image/svg+xml,<svg/>" alt="x"><img src="//evil.example/a.png"></p>',
      ),
    ).toBe('');
  });

  it('names the tags an edit would drop', () => {
    expect(
      tagsTheEditorDrops('<p>a <u>b</u></p><table><tr><td>c</td></tr></table><b>d</b>', window),
    ).toEqual(['u', 'table', 'tbody', 'tr', 'td']);
    expect(tagsTheEditorDrops('<p><span>a</span></p>', window)).toEqual([]);
  });
});

describe('a paste from a word processor', () => {
  it('keeps of Word only what is allowed', () => {
    expect(roundTrip(MS_WORD_HTML)).toBe(
      [
        '<h2>Our mission</h2>',
        '<p>We move <strong>medical devices</strong> to the <em>right place</em>, on time. Read <a href="https://example.com/story">our story</a>.</p>',
        '<p>·&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Hospitals</p>',
        '<p>·Clinics</p>',
        '<ul><li><p>Warehouses</p></li><li><p>Carriers</p></li></ul>',
        '<p>Coloured wordsunderlined&nbsp;</p>',
        '<p>In a table</p>',
      ].join(''),
    );
  });

  it('keeps of Google Docs only what is allowed, its wrapping bold not bold', () => {
    const stored = roundTrip(GOOGLE_DOCS_HTML);
    expect(stored).toBe(
      [
        '<h3>Where we work</h3>',
        '<p>Across <strong>three continents</strong><em> and counting</em>, see <a href="https://www.google.com/url?q=https://example.com/map&amp;sa=D&amp;source=editors">the map</a>.</p>',
        '<ol><li><p>Plan</p></li><li><p>Ship</p></li></ol>',
        '<p><img src="https://lh7-us.googleusercontent.com/docsz/AD_4nXf.png" alt="A map of the warehouses" loading="lazy" decoding="async">After the picture</p>',
        '<p>not a link</p>',
      ].join(''),
    );
    expect(sanitized(stored)).toBe(stored);
  });
});

describe('the XSS corpus read into the editor', () => {
  it.each(XSS_CORPUS.map((payload) => [payload.id, payload.html]))(
    '%s: stored as the sanitiser gives it back, with no handler or script',
    (_id, html) => {
      const stored = roundTrip(html);
      expect(sanitized(stored)).toBe(stored);
      const inert = new DOMParser().parseFromString(stored, 'text/html');
      for (const element of inert.body.querySelectorAll('*')) {
        expect([
          'p',
          'h1',
          'h2',
          'h3',
          'h4',
          'h5',
          'h6',
          'ul',
          'ol',
          'li',
          'a',
          'strong',
          'em',
          'br',
          'img',
        ]).toContain(element.localName);
        for (const { name, value } of element.attributes) {
          expect(name).not.toMatch(/^on/i);
          expect(value).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
        }
      }
    },
  );
});
