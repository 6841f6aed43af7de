import { describe, expect, it } from 'vitest';
import { sanitizePlainText } from '@about-site/sdk/text';

describe('sanitizePlainText', () => {
  it('strips every tag and attribute', () => {
    expect(sanitizePlainText('<span class="x" onclick="alert(1)">Hello <b>world</b></span>')).toBe(
      'Hello world',
    );
  });

  it('removes script and style content', () => {
    expect(sanitizePlainText('a<script>alert(1)</script><style>p{color:red}</style>b')).toBe('ab');
  });

  it('decodes entities', () => {
    expect(sanitizePlainText('Tom &amp; Jerry&nbsp;&eacute;&#39;s &lt;tag&gt;')).toBe(
      "Tom & Jerry\u00a0é's <tag>",
    );
  });

  it('turns block boundaries and line breaks into line breaks', () => {
    expect(sanitizePlainText('<h2>Title</h2><p>One<br>Two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title\nOne\nTwo\na\nb',
    );
  });

  it('decodes entity-encoded input once before stripping', () => {
    expect(
      sanitizePlainText('&lt;p&gt;Fish &amp;amp; chips&lt;/p&gt;', { entityEncoded: true }),
    ).toBe('Fish & chips');
  });

  it('keeps doubly encoded markup as visible text', () => {
    expect(sanitizePlainText('&amp;lt;b&amp;gt;', { entityEncoded: true })).toBe('<b>');
  });

  it('strips hostile markup to its text', () => {
    expect(
      sanitizePlainText('<svg onload=alert(1)><text>x</text></svg><img src=x onerror=alert(1)>y'),
    ).toBe('y');
    expect(sanitizePlainText('<a href="javascript:alert(1)">click</a>')).toBe('click');
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizePlainText(undefined)).toBe('');
    expect(sanitizePlainText(null)).toBe('');
    expect(sanitizePlainText('   ')).toBe('');
  });

  it('leaves plain text alone', () => {
    expect(sanitizePlainText('Supply chains, simplified.')).toBe('Supply chains, simplified.');
  });
});
