import { JSDOM } from 'jsdom';
import { VIDEO_EMBED_HOSTS } from '@about-site/sdk/text';
import type { XssPayload } from '../../fixtures/xss';

/**
 * What hostile text could have turned into live markup in a page the server sent, read from its
 * HTML without running it: scripts other than the page's own (its JSON site config and state, the
 * loader of its script), `on*` handler attributes, `javascript:` (or `vbscript:`,
 * `data:text/html`) urls, frames (but a sandboxed player of the video hosts the rich text allows),
 * objects, embeds and forms. Empty lists: safe.
 */
export interface RenderedSafety {
  foreignScripts: string[];
  handlerAttributes: string[];
  scriptUrls: string[];
  embeds: string[];
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'srcdoc']);
const DANGEROUS_URL = /^(javascript|vbscript):|^data:text\/html/;

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** A sandboxed https frame of a video host, with no document of its own: the rich text's player. */
function isVideoPlayer(element: Element): boolean {
  if (element.tagName !== 'IFRAME' || !element.hasAttribute('sandbox')) return false;
  if (element.hasAttribute('srcdoc')) return false;
  try {
    const src = new URL(element.getAttribute('src') ?? 'about:blank');
    return src.protocol === 'https:' && VIDEO_EMBED_HOSTS.includes(src.hostname);
  } catch {
    return false;
  }
}

export function renderedSafety(html: string): RenderedSafety {
  const { document } = new JSDOM(html).window;
  const isOwnScript = (script: HTMLScriptElement) =>
    ((script.id === 'site-config' || script.id === 'page-state') &&
      script.type === 'application/json') ||
    (script.type === 'module' &&
      script.parentElement === document.head &&
      script.hasAttribute('data-page-script'));
  const handlerAttributes: string[] = [];
  const scriptUrls: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const where = `${element.tagName.toLowerCase()}[${name}]`;
      if (name.startsWith('on')) handlerAttributes.push(where);
      const value = attribute.value.replace(/[^\x21-\uffff]/g, '').toLowerCase();
      if ((URL_ATTRIBUTES.has(name) || name.endsWith(':href')) && DANGEROUS_URL.test(value)) {
        scriptUrls.push(`${where}=${short(attribute.value)}`);
      }
    }
  }
  return {
    foreignScripts: [...document.scripts]
      .filter((script) => !isOwnScript(script))
      .map((script) => short(script.outerHTML)),
    handlerAttributes,
    scriptUrls,
    embeds: [...document.querySelectorAll('iframe, frame, object, embed, form')]
      .filter((element) => !isVideoPlayer(element))
      .map((element) => short(element.outerHTML)),
  };
}

/** The page's title as a browser shows it. */
export const titleOf = (html: string) => new JSDOM(html).window.document.title;

export const SAFE_PAGE: RenderedSafety = {
  foreignScripts: [],
  handlerAttributes: [],
  scriptUrls: [],
  embeds: [],
};

/** The corpus in groups of `size`, each group's payloads joined into one text. */
export function payloadGroups(corpus: readonly XssPayload[], size: number): string[] {
  const groups: string[] = [];
  for (let start = 0; start < corpus.length; start += size) {
    groups.push(
      corpus
        .slice(start, start + size)
        .map((payload) => payload.html)
        .join(' '),
    );
  }
  return groups;
}
