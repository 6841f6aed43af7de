import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SanitizerUnavailableError,
  sanitizePlainText,
  sanitizeRichText,
} from '@about-site/sdk/text';
import type { SanitizerWindow } from '@about-site/sdk/text';

const noDom = {} as SanitizerWindow;

describe('sanitizeRichText when the sanitiser fails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the raw text when no window is given and none is global', () => {
    vi.stubGlobal('window', undefined);
    const result = sanitizeRichText('<p>Hi</p>');
    expect(result).toMatchObject({ kind: 'text', text: '<p>Hi</p>' });
    expect(sanitizePlainText('<p>Hi</p>')).toBe('Hi');
  });

  it('returns the raw text, to be rendered as text, when there is no DOM', () => {
    const raw = '<p>Hello</p><img src=x onerror=alert(1)>';
    const result = sanitizeRichText(raw, { window: noDom });
    expect(result.kind).toBe('text');
    if (result.kind !== 'text') return;
    expect(result.text).toBe(raw);
    expect(result.error).toBeInstanceOf(SanitizerUnavailableError);
  });

  it('returns the decoded raw text for entity-encoded input', () => {
    expect(
      sanitizeRichText('&lt;p&gt;Hi&lt;/p&gt;', { window: noDom, entityEncoded: true }),
    ).toMatchObject({
      kind: 'text',
      text: '<p>Hi</p>',
    });
  });

  it('returns the raw text when a hook throws mid-way', () => {
    const failure = new Error('resize service down');
    const result = sanitizeRichText('<img src="/a.png" alt="">', {
      resolveImageSrc: () => {
        throw failure;
      },
    });
    expect(result).toEqual({ kind: 'text', text: '<img src="/a.png" alt="">', error: failure });
  });

  it('recovers on the next call after a failure', () => {
    sanitizeRichText('<img src="/a.png" alt="">', {
      resolveImageSrc: () => {
        throw new Error('x');
      },
    });
    expect(sanitizeRichText('<img src="/a.png" alt="">')).toEqual({
      kind: 'html',
      html: '<img src="/a.png" alt="" loading="lazy" decoding="async">',
    });
  });

  it('gives text that React-style text rendering shows literally', () => {
    const result = sanitizeRichText('<b onmouseover=alert(1)>x</b>', { window: noDom });
    const host = document.createElement('div');
    host.textContent = result.kind === 'text' ? result.text : '';
    expect(host.children).toHaveLength(0);
    expect(host.textContent).toBe('<b onmouseover=alert(1)>x</b>');
  });
});

describe('sanitizePlainText without a DOM', () => {
  it('strips tags without a DOM', () => {
    expect(
      sanitizePlainText(
        '<p>Hello &amp; <b>welcome</b></p><script>alert(1)</script><p>Line&nbsp;two</p>',
        {
          window: noDom,
        },
      ),
    ).toBe('Hello & welcome\nLine\u00a0two');
  });

  it('drops comments, styles and SVG payloads without a DOM', () => {
    expect(
      sanitizePlainText('a<!-- hidden --><style>p{}</style><svg><script>x</script></svg>b<br>c', {
        window: noDom,
      }),
    ).toBe('ab\nc');
  });

  it('keeps a lone less-than sign', () => {
    expect(sanitizePlainText('1 < 2 &gt; 0', { window: noDom })).toBe('1 < 2 > 0');
  });
});
