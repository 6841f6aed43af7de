import { describe, expect, it } from 'vitest';
import { decodeEntities } from '@about-site/sdk/text';

describe('decodeEntities', () => {
  it('decodes what the platform encodes', () => {
    expect(
      decodeEntities('&lt;p class=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#92;s&lt;/p&gt;'),
    ).toBe('<p class="x">Tom\'s & Jerry\\s</p>');
  });

  it('decodes in one pass only', () => {
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeEntities('&#106;&#x61;&#X76;&#97;')).toBe('java');
    expect(decodeEntities('&#128512;')).toBe('😀');
  });

  it('decodes named references from the HTML 4 set', () => {
    expect(decodeEntities('&nbsp;&eacute;&copy;&mdash;&hellip;&euro;&trade;&alpha;&apos;')).toBe(
      "\u00a0é©—…€™α'",
    );
  });

  it('maps invalid code points to U+FFFD and 0x80-0x9F to Windows-1252', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
    expect(decodeEntities('&#150;&#x80;')).toBe('–€');
  });

  it('keeps unknown names, references without semicolon and bare ampersands', () => {
    expect(decodeEntities('&bogus; &amp &lt AT&T &constructor; &#;')).toBe(
      '&bogus; &amp &lt AT&T &constructor; &#;',
    );
  });

  it('is case-sensitive for names', () => {
    expect(decodeEntities('&Eacute;&eacute;&AMP;')).toBe('Éé&AMP;');
  });
});
