import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languageTag, pageLanguage } from '../../shared/pageLanguage';
import { siteConfigTag, type SiteConfig } from './buildSiteConfig';

/** The built site's `index.html`, the template of every page. */
export async function readIndexHtml(siteDir: string): Promise<string> {
  const file = path.join(siteDir, 'index.html');
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `The site is not built: ${file} is missing. Build it with \`npm run build\` ` +
        '(`npm start` builds it first), or point SITE_DIR at a built site.',
    );
  }
}

/**
 * The build uses relative urls (`./assets/x.js`, the page script's in `data-page-script` too) so
 * one build serves any base path: they become `{basePath}/assets/x.js` here; the page's `lang` is
 * its language, and the site config goes in before `</head>`.
 */
export function renderIndexHtml(template: string, config: SiteConfig): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const rewritten = template
    .replace(/(\s(?:src|href|data-page-script))="\.\//g, `$1="${config.basePath}/`)
    .replace(/<html lang="[^"]*"/, `<html lang="${languageTag(pageLanguage(config))}"`);
  return rewritten.replace(
    /\n?(\s*)<\/head>/,
    (_m, indent: string) => `\n${indent}  ${siteConfigTag(config)}\n${indent}</head>`,
  );
}
