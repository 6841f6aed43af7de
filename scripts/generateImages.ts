/**
 * Draws the site's images and keeps their documents in sync.
 *
 *   npm run images                       render every recipe into content/media/<contentKey>.jpg
 *                                        and set each image document's `size`
 *   npm run images -- who-we-are-image   render only the named documents
 *   npm run images -- --check            render nothing; fail if an original is missing, too
 *                                        narrow, or its document's `size` is wrong
 *
 * Image documents without a recipe (a JPEG an author supplied) get their `size` synced too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { listImageDocuments, writeSize, type ImageDocument } from './images/documents';
import { checkOriginal, mediaPath, syncSize } from './images/media';
import { recipes, type ImageRecipe } from './images/recipes';
import { renderJpeg } from './images/render';

const contentDirectory = fileURLToPath(new URL('../content/', import.meta.url));
const documentsDirectory = `${contentDirectory}documents`;
const mediaDirectory = `${contentDirectory}media`;

async function render(recipe: ImageRecipe, document: ImageDocument): Promise<string> {
  const jpeg = await renderJpeg({ ...recipe, seed: recipe.slug });
  await writeFile(mediaPath(mediaDirectory, document.contentKey), jpeg);
  if (jpeg.length !== document.size) await writeSize(document, jpeg.length);
  const kilobytes = (jpeg.length / 1024).toFixed(0).padStart(4);
  return `${recipe.slug.padEnd(42)} ${document.contentKey}  ${String(recipe.output.width)}x${String(recipe.output.height)}  ${kilobytes} KB`;
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
  const unknown = only.filter((slug) => !recipes.some((recipe) => recipe.slug === slug));
  if (unknown.length > 0) {
    console.error(`No recipe for: ${unknown.join(', ')}`);
    return 1;
  }
  let failures = 0;
  await mkdir(mediaDirectory, { recursive: true });
  for (const recipe of recipes) {
    if (only.length > 0 && !only.includes(recipe.slug)) continue;
    const document = documents.get(recipe.slug);
    if (!document) {
      console.error(`${recipe.slug}: no image document content/documents/${recipe.slug}.json`);
      failures += 1;
      continue;
    }
    console.log(await render(recipe, document));
  }
  if (only.length > 0) return failures > 0 ? 1 : 0;
  for (const document of documents.values()) {
    if (recipes.some((recipe) => recipe.slug === document.slug)) continue;
    const bytes = await syncSize(mediaDirectory, document);
    if (bytes === null) {
      console.error(
        `${document.slug}: no recipe and no original ${mediaPath(mediaDirectory, document.contentKey)}`,
      );
      failures += 1;
    } else {
      console.log(
        `${document.slug.padEnd(42)} ${document.contentKey}  supplied by an author, size synced`,
      );
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
