import { expect } from 'vitest';

const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'form',
  'object',
  'embed',
  'meta',
  'link',
  'base',
  'input',
  'button',
  'textarea',
  'select',
  'template',
  'frame',
  'frameset',
  'applet',
  'noscript',
]);
const SCRIPT_URL = /^(?:javascript|vbscript|data|livescript):/i;
const VIDEO_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

/** Asserts that sanitised markup, once parsed, holds nothing that can run or navigate unsafely. */
export function expectInert(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.localName;
    expect(DANGEROUS_TAGS.has(tag), `no <${tag}> in ${html}`).toBe(false);
    expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on'), `no ${attribute.name} in ${html}`).toBe(false);
      expect(['style', 'srcdoc', 'action', 'formaction', 'xlink:href', 'http-equiv']).not.toContain(
        attribute.name,
      );
      const compact = attribute.value.replace(/[\p{Cc}\s]/gu, '');
      if (attribute.name === 'href')
        expect(SCRIPT_URL.test(compact), `href ${attribute.value}`).toBe(false);
      if (attribute.name === 'src' && tag !== 'img') expect(SCRIPT_URL.test(compact)).toBe(false);
      if (attribute.name === 'src' && tag === 'img')
        expect(
          /^(?:javascript|vbscript|data:(?!image\/(?:png|jpeg|gif|webp)))/i.test(compact),
        ).toBe(false);
    }
    if (tag === 'iframe') {
      const src = new URL(element.getAttribute('src') ?? '');
      expect(src.protocol).toBe('https:');
      expect(VIDEO_HOSTS.has(src.hostname)).toBe(true);
    }
  }
}
