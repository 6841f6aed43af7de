/**
 * Draws the site's images and keeps their documents in sync with their originals.
 *
 *   npm run images                       render every recipe into content/media/<contentKey>.jpg,
 *                                        and sync every image document's `mimeType` and `size`
 *   npm run images -- who-we-are-image   only the named documents
 *   npm run images -- --check            render nothing; fail if an original is missing or
 *                                        unreadable, or its document states a wrong type or size
 *
 * An image document without a recipe has an original an author supplied: a JPEG, PNG, WebP,
 * AVIF, GIF or TIFF file of any pixel size, which is only read. Works on ./content, or on
 * CONTENT_DIR when set.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listImageDocuments, writeSource, type ImageDocument } from './documents';
import { checkOriginal, recipeOriginalPath, syncOriginal } from './media';
import { recipes, type ImageRecipe } from './recipes';
import { renderJpeg } from './render';

const contentDirectory = path.resolve(process.env.CONTENT_DIR || 'content');
const documentsDirectory = path.join(contentDirectory, 'documents');
const mediaDirectory = path.join(contentDirectory, 'media');

const hasRecipe = (slug: string) => recipes.some((recipe) => recipe.slug === slug);

async function render(recipe: ImageRecipe, document: ImageDocument): Promise<string> {
  const jpeg = await renderJpeg({ ...recipe, seed: recipe.slug });
  await writeFile(recipeOriginalPath(mediaDirectory, document.contentKey), jpeg);
  await writeSource(document, { mimeType: 'image/jpeg', size: jpeg.length });
  const kilobytes = (jpeg.length / 1024).toFixed(0).padStart(4);
  return `${recipe.slug.padEnd(42)} ${document.contentKey}  ${String(recipe.output.width)}x${String(recipe.output.height)}  ${kilobytes} KB`;
}

/** Reads an author's original and syncs its document; the line to print. */
async function sync(document: ImageDocument): Promise<string> {
  const original = await syncOriginal(mediaDirectory, document);
  const kilobytes = (original.bytes.length / 1024).toFixed(0).padStart(4);
  return (
    `${document.slug.padEnd(42)} ${document.contentKey}  ${String(original.width)}x${String(original.height)}  ` +
    `${kilobytes} KB  ${original.format}, supplied by an author`
  );
}

async function check(documents: Map<string, ImageDocument>): Promise<number> {
  const problems = (
    await Promise.all(
      [...documents.values()].map((document) => checkOriginal(mediaDirectory, document)),
    )
  ).flat();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `${String(documents.size)} image documents match their originals.`
      : `${String(problems.length)} problem(s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

async function generate(
  documents: Map<string, ImageDocument>,
  only: readonly string[],
): Promise<number> {
  const unknown = only.filter((slug) => !documents.has(slug) && !hasRecipe(slug));
  if (unknown.length > 0) {
    console.error(`No image document or recipe named: ${unknown.join(', ')}`);
    return 1;
  }
  const wanted = (slug: string) => only.length === 0 || only.includes(slug);
  let failures = 0;
  await mkdir(mediaDirectory, { recursive: true });
  for (const recipe of recipes) {
    if (!wanted(recipe.slug)) continue;
    const document = documents.get(recipe.slug);
    if (!document) {
      console.error(`${recipe.slug}: no image document content/documents/${recipe.slug}.json`);
      failures += 1;
      continue;
    }
    console.log(await render(recipe, document));
  }
  for (const document of documents.values()) {
    if (!wanted(document.slug) || hasRecipe(document.slug)) continue;
    try {
      console.log(await sync(document));
    } catch (error) {
      console.error(`${document.slug}: ${(error as Error).message}`);
      failures += 1;
    }
  }
  return failures > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const documents = await listImageDocuments(documentsDirectory);
  if (args.includes('--check')) return check(documents);
  return generate(documents, args);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
