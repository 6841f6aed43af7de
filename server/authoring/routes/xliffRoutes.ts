import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  ContentValidationError,
  exportXliff,
  importXliff,
  problemLine,
  XliffImportError,
} from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, parseInput } from '../authoringErrors';
import { saveDraftBatch, withDraftedFolder, type DraftedFolder } from './draftBatch';
import { XLIFF_TYPES } from './exchangeBodies';
import { jsonValue } from './contentInputs';

/** An XLIFF file a translator sends back: a few MiB at most. */
const XLIFF_BODY_LIMIT = 8 * 1024 * 1024;

/** What the export reads of the site's settings: the languages it serves. */
const siteLanguages = z.object({ defaultLanguage: z.string(), languages: z.array(z.string()) });

const languageParams = z.object({ language: z.string().max(35) });

/** The languages there is anything to translate into: those served, but the default. */
async function translationLanguages(folder: DraftedFolder) {
  const site = siteLanguages.parse(jsonValue(await folder.read('site.json')));
  return {
    ...site,
    targets: site.languages.filter((language) => language !== site.defaultLanguage),
  };
}

/** The drafted content does not load: the export and import read it as the server would. */
const draftsHaveProblems = (error: ContentValidationError, dir: string) =>
  new AuthoringError(
    422,
    'problems',
    'The drafted content does not pass the checks; fix the drafts first (POST /check lists the problems).',
    { problems: error.problems.map((problem) => relativeTo(dir, problemLine(problem))) },
  );

/** A line of the content model's, with the scratch folder's paths as paths of the content. */
const relativeTo = (dir: string, line: string) => line.replaceAll(`${dir}${path.sep}`, '');

/** Runs the importer on `xliff` as a file of its own, its problems naming "the XLIFF file". */
async function importInto(dir: string, xliff: string) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'authoring-xliff-'));
  const file = path.join(scratch, 'upload.xlf');
  try {
    await writeFile(file, xliff);
    return await importXliff(dir, file);
  } catch (error) {
    if (!(error instanceof XliffImportError)) throw error;
    const problems = error.problems.map((line) =>
      relativeTo(dir, line.replaceAll(file, 'the XLIFF file')),
    );
    throw new AuthoringError(
      400,
      'invalid-xliff',
      `The XLIFF file was not imported: ${problems.join('; ')}`,
      {
        problems,
      },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Translations out as XLIFF 2.0 and back in as drafts, as `npm run content:xliff` does on a folder. */
export const xliffRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'GET',
    url: '/xliff/:language',
    access: 'author',
    handler: async (request, reply) => {
      const { language } = parseInput(languageParams, request.params, 'params');
      const xliff = await withDraftedFolder(store, async (folder) => {
        const { targets, languages } = await translationLanguages(folder);
        if (!targets.includes(language)) {
          throw new AuthoringError(
            400,
            'invalid',
            `${language} is not a language to translate into: the site serves ${languages.join(', ')}, and translations are into ${targets.join(', ') || 'none of them'}.`,
            { languages: targets },
          );
        }
        return exportXliff(folder.dir, language).catch((error: unknown) => {
          throw error instanceof ContentValidationError
            ? draftsHaveProblems(error, folder.dir)
            : error;
        });
      });
      return reply
        .type('application/xliff+xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="content.${language}.xlf"`)
        .send(xliff);
    },
  });

  authoring.route({
    method: 'POST',
    url: '/xliff',
    access: 'author',
    bodyLimit: XLIFF_BODY_LIMIT,
    handler: async (request, _reply, user) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (
        typeof request.body !== 'string' ||
        !XLIFF_TYPES.some((xliffType) => xliffType === type)
      ) {
        throw new AuthoringError(
          415,
          'unsupported-type',
          `Send the XLIFF file as ${XLIFF_TYPES.join(' or ')}.`,
        );
      }
      const xliff = request.body;
      const { language, drafts } = await withDraftedFolder(store, async (folder) => {
        const imported = await importInto(folder.dir, xliff).catch((error: unknown) => {
          throw error instanceof ContentValidationError
            ? draftsHaveProblems(error, folder.dir)
            : error;
        });
        const files = await Promise.all(
          imported.written.map(async (file) => ({ path: file, body: await folder.read(file) })),
        );
        return {
          language: imported.language,
          drafts: await saveDraftBatch(store, folder, files, user.name),
        };
      });
      await authoring.audit(request, {
        action: 'xliff-imported',
        subject: language,
        detail: { drafts: drafts.length },
      });
      return { language, drafts };
    },
  });
};
