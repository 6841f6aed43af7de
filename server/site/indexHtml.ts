import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languageTag } from '../../shared/siteConfig';
import { siteConfigTag, type SiteConfig } from './siteConfig';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.\/([^"]+\.css)"\s*\/?>/g;

/** A `url(...)` in CSS, quoted or not: the start of its target (enough to tell its kind). */
const CSS_URL = /url\(\s*['"]?([^'")\s]*)/gi;

/**
 * Whether a url in a stylesheet means the same inside the page as in its file: `data:` urls,
 * urls with a scheme, origin-relative (`/x`) and fragment (`#x`) ones. A relative one (`./x.woff2`)
 * is relative to the stylesheet's own address, which the page does not have.
 */
function sameInPage(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
}

/**
 * Puts the build's stylesheet (one file, a few kB) into the page as a `<style>` element: the page
 * then paints without waiting for a second request. The CSP allows inline styles (see
 * docs/security.md). A stylesheet with a relative `url(...)` stays a link: its relative urls are
 * relative to its own address; `data:` urls (the build's inlined icons) are fine.
 */
export async function inlineStylesheets(template: string, siteDir: string): Promise<string> {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  let html = template;
  for (const [link, file = ''] of links) {
    const css = await readFile(path.join(siteDir, file), 'utf8');
    if ([...css.matchAll(CSS_URL)].some(([, url = '']) => !sameInPage(url))) continue;
    html = html.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}

/**
 * The build uses relative urls (`./assets/x.js`) so one build serves any base path: they become
 * `{basePath}/assets/x.js` here; the page's `lang` is the site's default language, and the site
 * config goes in before `</head>`.
 */
export function renderIndexHtml(template: string, config: SiteConfig): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const rewritten = template
    .replace(/(\s(?:src|href))="\.\//g, `$1="${config.basePath}/`)
    .replace(/<html lang="[^"]*"/, `<html lang="${languageTag(config.languages[0] ?? 'en_US')}"`);
  return rewritten.replace(
    /\n?(\s*)<\/head>/,
    (_m, indent: string) => `\n${indent}  ${siteConfigTag(config)}\n${indent}</head>`,
  );
}
