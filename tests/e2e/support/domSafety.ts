import type { Page } from 'playwright-core';

/** Every trace of active content found in a page; all lists empty and `pwned` null when safe. */
export interface DomSafetyReport {
  /** `window.__pwned`'s type and JSON when a payload ran, else null. */
  pwned: string | null;
  /** Scripts other than the loader of the app's script and its JSON site config and state. */
  foreignScripts: string[];
  /** Elements carrying an `on*` event-handler attribute, as `tag[attribute]`. */
  handlerAttributes: string[];
  /** Url attributes holding `javascript:`, `vbscript:` or `data:text/html`, as `tag[attribute]=value`. */
  scriptUrls: string[];
  /** Frames, objects, embeds and forms (the pages have none of their own). */
  embeds: string[];
}

/**
 * Inspects the live DOM (head and body) for anything hostile content could have turned into
 * executable markup. `basePath` is the site's ('' or like `/site`).
 */
export function auditDom(page: Page, basePath: string): Promise<DomSafetyReport> {
  return page.evaluate((base) => {
    const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);
    const win = window as Window & { __pwned?: unknown };
    const isOwnScript = (script: HTMLScriptElement) => {
      if (script.id === 'site-config') {
        return script.type === 'application/json' && script.parentElement === document.head;
      }
      // The server-rendered page's state: a JSON data block right after #root, never executed.
      if (script.id === 'page-state') {
        return (
          script.type === 'application/json' &&
          script.previousElementSibling === document.getElementById('root')
        );
      }
      // The build's loader of the page's script (its hash is what the CSP lets run), in the head.
      const pageScript = script.getAttribute('data-page-script') ?? '';
      return (
        script.type === 'module' &&
        script.parentElement === document.head &&
        pageScript.startsWith(`${base}/assets/`) &&
        !script.hasAttribute('src')
      );
    };
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'srcdoc',
    ]);
    const dangerous = /^(javascript|vbscript):|^data:text\/html/;
    const handlerAttributes: string[] = [];
    const scriptUrls: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const where = `${element.tagName.toLowerCase()}[${name}]`;
        if (name.startsWith('on')) handlerAttributes.push(where);
        // Browsers ignore ASCII whitespace and control characters around a url's scheme.
        const value = attribute.value.replace(/[^\x21-\uffff]/g, '').toLowerCase();
        if ((urlAttributes.has(name) || name.endsWith(':href')) && dangerous.test(value)) {
          scriptUrls.push(`${where}=${short(attribute.value)}`);
        }
      }
    }
    for (const anchor of document.querySelectorAll('a')) {
      if (anchor.protocol === 'javascript:') scriptUrls.push(`a.protocol=${short(anchor.href)}`);
    }
    return {
      pwned:
        win.__pwned === undefined ? null : `${typeof win.__pwned} ${JSON.stringify(win.__pwned)}`,
      foreignScripts: [...document.scripts]
        .filter((s) => !isOwnScript(s))
        .map((s) => short(s.outerHTML)),
      handlerAttributes,
      scriptUrls,
      embeds: [...document.querySelectorAll('iframe, frame, object, embed, form')].map((e) =>
        short(e.outerHTML),
      ),
    };
  }, basePath);
}

/** The report a safe page gives. */
export const SAFE_DOM: DomSafetyReport = {
  pwned: null,
  foreignScripts: [],
  handlerAttributes: [],
  scriptUrls: [],
  embeds: [],
};
