import { describe, expect, it } from 'vitest';
import {
  isHashLink,
  isRelativeUrl,
  isShortcutLink,
  isValidLink,
  safeLink,
} from '@about-site/sdk/links';

describe('isValidLink', () => {
  it.each([
    'https://www.example.com',
    'https://www.example.com/about?x=1#team',
    'HTTPS://EXAMPLE.COM/',
    '/',
    '/about',
    '/s/about?recordId=1',
    '#team',
    '#',
    '  /about  ',
  ])('accepts %j', (url) => {
    expect(isValidLink(url)).toBe(true);
  });

  it.each([
    ['http (not https)', 'http://www.example.com'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash after the slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline inside', '/ab\nout'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['a bare word', 'about'],
    ['a relative path without slash', 'about/team'],
    ['https without host', 'https://'],
    ['empty', ''],
    ['spaces only', '   '],
    ['a shortcut link', 'mailto:hello@example.com'],
    ['zero-width space', '/ab\u200bout'],
  ])('rejects %s', (_label, url) => {
    expect(isValidLink(url)).toBe(false);
  });

  it('rejects values that are not text', () => {
    expect(isValidLink(undefined)).toBe(false);
    expect(isValidLink(null)).toBe(false);
    expect(isValidLink(42)).toBe(false);
    expect(isValidLink({ toString: () => '/about' })).toBe(false);
  });
});

describe('isRelativeUrl', () => {
  it('means one slash not followed by another', () => {
    expect(isRelativeUrl('/about')).toBe(true);
    expect(isRelativeUrl('/')).toBe(true);
    expect(isRelativeUrl('//cdn.example/x')).toBe(false);
    expect(isRelativeUrl('about')).toBe(false);
    expect(isRelativeUrl('https://example.com/')).toBe(false);
  });
});

describe('isHashLink', () => {
  it('accepts a fragment only', () => {
    expect(isHashLink('#team')).toBe(true);
    expect(isHashLink('/about#team')).toBe(false);
  });
});

describe('isShortcutLink', () => {
  it.each([
    'mailto:hello@example.com',
    'MAILTO:hello@example.com',
    'tel:+15550100',
    'TEL:+1-555-0100',
  ])('accepts %j', (url) => {
    expect(isShortcutLink(url)).toBe(true);
  });

  it.each([
    'mailto:',
    'tel:',
    'sms:+15550100',
    'https://example.com',
    'tel:+1 555',
    'mailto :x@y.z',
  ])('rejects %j', (url) => {
    expect(isShortcutLink(url)).toBe(false);
  });
});

describe('safeLink', () => {
  it('returns the trimmed link for a valid or shortcut link', () => {
    expect(safeLink('  https://example.com/a ')).toBe('https://example.com/a');
    expect(safeLink('tel:+15550100')).toBe('tel:+15550100');
  });

  it('returns undefined for anything else', () => {
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
  });
});
