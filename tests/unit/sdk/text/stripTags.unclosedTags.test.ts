import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizePlainText, stripTags, type SanitizerWindow } from '@about-site/sdk/text';

// A field whose markup opens a comment, raw-text element or tag and never closes it: the text
// after the opening stays, and the opening itself goes. The identity function keeps the text
// too, so each case checks the whole result and that no tag is left in it.

const window = new JSDOM('').window as unknown as SanitizerWindow;

const PLAIN_TEXT_PATHS: [string, (field: string) => string][] = [
  ['with a DOM', (field) => sanitizePlainText(field, { window })],
  ['without a DOM', (field) => sanitizePlainText(field)],
  ['stripTags', stripTags],
];

const UNCLOSED: [string, string][] = [
  ['Before <textarea>after', 'Before after'],
  ['Before <style>after', 'Before after'],
  ['Before <title>after', 'Before after'],
  ['Before <xmp>after', 'Before after'],
  ['Before <script>after', 'Before after'],
  ['Before <noscript>after', 'Before after'],
  ['Before <noembed>after', 'Before after'],
  ['Before <plaintext>after', 'Before after'],
  ['Before <!-- after', 'Before  after'],
  ['Before <a href="x">after', 'Before after'],
  ['Before <b>bold</b> <textarea>after', 'Before bold after'],
  // A tag still open at the end: its name goes, the rest is shown as the text it is.
  ['Before <iframe src=x after', 'Before  src=x after'],
  ['Before <img src=x onerror=alert(1) after', 'Before  src=x onerror=alert(1) after'],
];

/** Anything a browser would read as the start of a tag, comment or declaration. */
const TAG_OPENING = /<[A-Za-z!/?]/;

describe.each(PLAIN_TEXT_PATHS)('an unclosed opening, plain text %s', (_, toText) => {
  it.each(UNCLOSED)('%s', (field, expected) => {
    const text = toText(field);
    expect(text).toBe(expected);
    expect(text).not.toMatch(TAG_OPENING);
  });
});
