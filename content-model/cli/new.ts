/**
 * Creates a valid content file with fresh ids, then checks the whole folder.
 *
 *   npm run content:new -- news "Title"     documents/<slug>.json, a news article published now
 *   npm run content:new -- image <file> ["alt text"]
 *                                           documents/<name>.json and media/<contentKey>.<ext>, for
 *                                           a JPEG, PNG, WebP, AVIF, GIF or TIFF of at most 20 MiB
 *                                           and 40 megapixels, upright and its metadata stripped
 *   npm run content:new -- page <id>        views/<id>.json, a page at /<id>
 *   npm run content:new -- variant <documents/slug.json> <language>
 *                                           documents/<slug>.<language>.json, the document's
 *                                           variant in a served language, to translate
 *
 * Works on ./content, or on CONTENT_DIR when set.
 */
import { checkContent } from './checkContent';
import { newImage, newNews, newPage, newVariant } from './newContent';
import { displayPath } from '../problems';

const USAGE =
  'usage: npm run content:new -- news "Title" | image <file> ["alt text"] | page <id> | ' +
  'variant <documents/slug.json> <language>';
const dir = process.env.CONTENT_DIR || 'content';
// The third argument: an image's alt text, or a variant's language.
const [kind, argument, third] = process.argv.slice(2);

async function create(): Promise<string> {
  if (!argument) throw new Error(USAGE);
  switch (kind) {
    case 'news':
      return newNews(dir, argument);
    case 'image':
      return newImage(dir, argument, third);
    case 'page':
      return newPage(dir, argument);
    case 'variant':
      if (!third) throw new Error(USAGE);
      return newVariant(dir, argument, third);
    default:
      throw new Error(USAGE);
  }
}

try {
  console.log(`created ${displayPath(await create())}`);
  const result = await checkContent(dir);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  for (const line of result.warnings) console.warn(line);
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
}
