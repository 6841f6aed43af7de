/**
 * XLIFF 2.0 for translators: everything the site has to translate (the views', SEO records' and
 * footer's copy, and the CMS documents), out to a translator's tool and back as translations.
 *
 *   npm run content:xliff -- export fr_FR [--out file.xlf]
 *                                   the copy to translate into fr_FR, with its existing
 *                                   translations (to standard output, or to the file)
 *   npm run content:xliff -- import <file.xlf>
 *                                   writes its translations back (views/<name>.<locale>.json,
 *                                   seo/<name>.<locale>.json, apex/getContentTwo.<locale>.json,
 *                                   documents/<slug>.<locale>.json), all or nothing, then checks
 *                                   the whole folder
 *
 * Works on ./content, or on CONTENT_DIR when set.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkContent } from './checkContent';
import { exportXliff } from './xliffExport';
import { importXliff, XliffImportError } from './xliffImport';
import { ContentValidationError, displayPath, problemLine } from '../problems';

const USAGE =
  'usage: npm run content:xliff -- export <language> [--out file.xlf] | import <file.xlf>';
const dir = process.env.CONTENT_DIR || 'content';

async function runExport(language: string | undefined, out: string | undefined): Promise<void> {
  if (!language) throw new Error(USAGE);
  const xliff = await exportXliff(dir, language);
  if (out === undefined) process.stdout.write(xliff);
  else {
    await writeFile(out, xliff);
    console.error(`wrote ${displayPath(out)}`);
  }
}

async function runImport(file: string | undefined): Promise<void> {
  if (!file) throw new Error(USAGE);
  const { language, written } = await importXliff(dir, file);
  console.log(
    written.length === 0
      ? `${file}: no translation into ${language} changed; nothing written`
      : written.map((name) => `wrote ${displayPath(`${dir}/${name}`)}`).join('\n'),
  );
  const result = await checkContent(dir);
  for (const line of result.warnings) console.warn(line);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  process.exitCode = result.ok ? 0 : 1;
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const [command, argument] = positionals;
  if (command === 'export') await runExport(argument, values.out);
  else if (command === 'import' && values.out === undefined) await runImport(argument);
  else throw new Error(USAGE);
} catch (error) {
  if (error instanceof XliffImportError) console.error(error.problems.join('\n'));
  else if (error instanceof ContentValidationError) {
    console.error(error.problems.map(problemLine).join('\n'));
  } else console.error((error as Error).message);
  process.exitCode = 2;
}
