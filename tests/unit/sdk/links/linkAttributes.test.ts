import { describe, expect, it } from 'vitest';
import { linkAttributes } from '@about-site/sdk/links';

describe('linkAttributes', () => {
  it('opens mailto links in a new window with noopener', () => {
    expect(linkAttributes('mailto:hello@example.com')).toEqual({
      href: 'mailto:hello@example.com',
      target: '_blank',
      rel: 'noopener',
    });
  });

  it('opens tel links in a new window with noopener', () => {
    expect(linkAttributes(' tel:+15550100 ')).toEqual({
      href: 'tel:+15550100',
      target: '_blank',
      rel: 'noopener',
    });
  });

  it('keeps valid links in the same window', () => {
    expect(linkAttributes('https://www.example.com/')).toEqual({
      href: 'https://www.example.com/',
    });
    expect(linkAttributes('/about')).toEqual({ href: '/about' });
    expect(linkAttributes('#team')).toEqual({ href: '#team' });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.example.com/',
    '//evil.example',
    '',
    undefined,
    null,
  ])('gives null (render no link) for %j', (url) => {
    expect(linkAttributes(url)).toBeNull();
  });
});
