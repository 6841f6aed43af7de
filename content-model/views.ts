import path from 'node:path';
import { BLOCK_TYPE_NAMES } from '../shared/blocks/catalog';
import { ARTICLE_VIEW_ID } from '../shared/pageRoutes';
import { checkView, type View } from '../shared/viewSchema';
import type { ProblemList } from './problems';
import { ENGLISH_MESSAGES } from './schemas/parseContent';
import { splitTranslationFiles } from './translations';
import { listJsonFiles, readJson, type LoadedFile } from './readJson';
import type { ContentRoots } from './safeRead';

const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPE_NAMES);

/**
 * Reads the page views (`views/*.json`): each checked with the site's own view schema and block
 * types; ids and routes must be unique across the folder, and the article template must exist.
 * Their translations (`views/<name>.<locale>.json`) are listed, to be read against them.
 */
export async function readViews(
  dir: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<{ views: LoadedFile<View>[]; translationFiles: string[] }> {
  const views: LoadedFile<View>[] = [];
  const owners = new Map<string, string>();
  let hasArticleFile = false;
  const { sources: files, translations } = splitTranslationFiles(
    await listJsonFiles(dir, problems, roots),
  );
  // Read at once, checked in order (the first file to claim an id or route keeps it).
  const read = await Promise.all(files.map((file) => readJson(file, problems, roots)));
  for (const [index, file] of files.entries()) {
    const json = read[index];
    if (json === undefined) continue;
    hasArticleFile ||=
      typeof json === 'object' && json !== null && 'id' in json && json.id === ARTICLE_VIEW_ID;
    const checked = checkView(json, KNOWN_BLOCK_TYPES, ENGLISH_MESSAGES);
    for (const problem of checked.problems) problems.add(file, problem.path, problem.message);
    const view = checked.view;
    if (!view) continue;
    for (const [field, value] of [
      ['id', `id ${view.id}`],
      ['route', `route ${view.route}`],
    ] as const) {
      const owner = owners.get(value);
      if (owner) problems.add(file, [field], `${value} is already used by ${owner}`);
      else owners.set(value, path.basename(file));
    }
    views.push({ file, value: view });
  }
  if (files.length > 0 && !hasArticleFile) {
    problems.add(
      dir,
      '(folder)',
      `the article template (a view with id "${ARTICLE_VIEW_ID}") is missing`,
    );
  }
  return { views, translationFiles: translations };
}
