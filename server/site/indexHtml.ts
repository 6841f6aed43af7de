import { languageTag } from '../../shared/siteConfig';
import { siteConfigTag, type SiteConfig } from './siteConfig';

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
