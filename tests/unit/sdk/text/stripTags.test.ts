import { describe, expect, it } from 'vitest';
import { stripTags } from '@about-site/sdk/text';

// Runs in Node, with no DOM: the same text the server renders and the browser hydrates.
describe('stripTags', () => {
  it('keeps the words, drops tags, script-like content and comments', () => {
    expect(
      stripTags(
        '<p>Fish &amp; <b onclick="x()">chips</b></p><!-- note --><script>alert(1)</script>',
      ),
    ).toBe('Fish & chips');
  });

  it('turns block boundaries and <br> into line breaks', () => {
    expect(stripTags('<h2>Title</h2><p>One<br>Two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title\nOne\nTwo\na\nb',
    );
  });

  it('decodes entities once and leaves text that only looks like a tag', () => {
    expect(stripTags('&amp;lt;b&amp;gt; 1 < 2')).toBe('&lt;b&gt; 1 < 2');
  });

  it.each([
    ['<textarea>', 'Before <textarea>after the box'],
    ['<style>', 'Before <style>after the style'],
    ['<!--', 'Before <!-- after the comment'],
    ['<iframe', 'Before <iframe src=x after the frame'],
    ['<title>', 'Before <title>after the title'],
  ])('keeps the text after an unclosed %s', (_name, field) => {
    const text = stripTags(field);
    expect(text.startsWith('Before')).toBe(true);
    expect(text).toMatch(/after the (box|style|comment|frame|title)$/);
    expect(text).not.toMatch(/<|textarea|style>|iframe/);
  });

  it('still drops what closed raw-text elements hold', () => {
    expect(stripTags('a<style>p{}</style>b<textarea>x</textarea>c<!-- d -->e')).toBe('abce');
  });
});
