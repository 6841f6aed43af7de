/**
 * Creates a valid content file with fresh ids, then checks the whole folder.
 *
 *   npm run content:new -- news "Title"     documents/<slug>.json, a news article published now
 *   npm run content:new -- image <file> ["alt text"]
 *                                           documents/<name>.json and media/<contentKey>.<ext>, for
 *                                           a JPEG, PNG, WebP, AVIF, GIF or TIFF of any pixel size
 *   npm run content:new -- page <id>        views/<id>.json, a page at /<id>
 *
 * Works on ./content, or on CONTENT_DIR when set.
 */
import { checkContent } from './content/checkContent';
import { newImage, newNews, newPage } from './content/newContent';
import { displayPath } from '../server/content/problems';

const USAGE = 'usage: npm run content:new -- news "Title" | image <file> ["alt text"] | page <id>';
const dir = process.env.CONTENT_DIR || 'content';
const [kind, argument, altText] = process.argv.slice(2);

async function create(): Promise<string> {
  if (!argument) throw new Error(USAGE);
  switch (kind) {
    case 'news':
      return newNews(dir, argument);
    case 'image':
      return newImage(dir, argument, altText);
    case 'page':
      return newPage(dir, argument);
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
