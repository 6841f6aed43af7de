import { isSiteLocale } from '../../shared/pageLanguage';

/** What a file of the content folder holds, by its path in the folder. */
export type ContentFileKind =
  | 'site'
  | 'redirects'
  | 'document'
  | 'view'
  | 'seo'
  | 'carouselStyles'
  | 'contentTwo'
  | 'translation';

/** `<name>.<locale>.json`: a translation (a variant, in documents/) of `<name>.json`. */
const LOCALE_FILE = /^.+\.([^.]+)\.json$/;

const hasLocale = (name: string) => isSiteLocale(LOCALE_FILE.exec(name)?.[1]);

/** A path in the content folder with `/` between its parts and no leading `./`. */
function contentPath(path: string): string {
  return path.replaceAll('\\', '/').replace(/^(\.\/)+/, '');
}

/**
 * The kind of `path` (relative to the content folder: `views/about.json`), or undefined for a
 * file the site does not read.
 */
export function contentFileKind(path: string): ContentFileKind | undefined {
  const parts = contentPath(path).split('/');
  if (parts.length === 1) {
    if (parts[0] === 'redirects.json') return 'redirects';
    return parts[0] === 'site.json' ? 'site' : undefined;
  }
  const [folder, name = ''] = parts;
  if (parts.length !== 2 || !name.endsWith('.json') || name.startsWith('.')) return undefined;
  if (folder === 'documents') return 'document';
  if (folder !== 'views' && folder !== 'seo' && folder !== 'apex') return undefined;
  if (hasLocale(name)) return 'translation';
  if (folder === 'views') return 'view';
  if (folder === 'seo') return 'seo';
  if (name === 'carouselStyles.json') return 'carouselStyles';
  return name === 'getContentTwo.json' ? 'contentTwo' : undefined;
}
