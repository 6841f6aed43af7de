import {
  DocumentProblems,
  type ManagedContentDocument,
  REDIRECTS_FILE,
  type Redirect,
  checkDocumentJson,
  contentFileKind,
  redirectsSchema,
  variantFileParts,
} from '../../../content-model';
import { z } from 'zod';
import { BLOCK_TYPE_NAMES } from '../../../shared/blocks/catalog';
import { checkView, type View } from '../../../shared/viewSchema';
import type { SiteLanguages } from '../../../shared/languages';
import type { ContentState, JsonWrite } from './contentState';

const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPE_NAMES);

/** What every view's file shows in a list, even a draft that does not pass the checks yet. */
const listedFields = z.looseObject({
  id: z.string().catch(''),
  route: z.string().catch(''),
  title: z.string().catch(''),
});

/** A view's file as an author sees it: its JSON and, when it passes the view's checks, the view. */
export interface ViewFile {
  readonly path: string;
  readonly json: Record<string, unknown> & z.infer<typeof listedFields>;
  readonly view: View | undefined;
  /** A draft removes it: listed (its JSON the published one's), but no longer a page. */
  readonly removed: boolean;
}

/** The page views (`views/*.json`, not their translations), those a draft removes too. */
export async function readViewFiles(state: ContentState): Promise<ViewFile[]> {
  const paths = state.paths('views', { removed: true });
  return Promise.all(
    paths
      .filter((file) => contentFileKind(file) === 'view')
      .map(async (file) => {
        const removed = state.drafts.get(file)?.body === null;
        const raw = removed ? await state.publishedJson(file) : await state.json(file);
        const listed = listedFields.safeParse(raw);
        const json = listed.success ? listed.data : { id: '', route: '', title: '' };
        return { path: file, json, view: checkView(raw, KNOWN_BLOCK_TYPES).view, removed };
      }),
  );
}

/** The views that are pages once the drafts are published. */
export const livingViews = (views: readonly ViewFile[]) => views.filter((view) => !view.removed);

/** The translations of the view in `viewFile` (`views/about.fr_FR.json` of `views/about.json`). */
export function viewTranslationPaths(state: ContentState, viewFile: string): string[] {
  const stem = viewFile.replace(/\.json$/, '');
  return state
    .paths('views')
    .filter((file) => contentFileKind(file) === 'translation' && file.startsWith(`${stem}.`))
    .filter((file) => file.split('.').length === 3);
}

/** A document's file: its JSON, the document when it passes its checks, and its language's part. */
export interface DocumentFile {
  readonly path: string;
  readonly json: Record<string, unknown>;
  readonly document: ManagedContentDocument | undefined;
  /** The source's file when this is a variant in another language. */
  readonly sourceFile: string | undefined;
  /** A draft removes it: listed (its JSON the published one's), but no longer in the content. */
  readonly removed: boolean;
}

/** The documents and their variants (`documents/*.json`), those a draft removes too. */
export async function readDocumentFiles(state: ContentState): Promise<DocumentFile[]> {
  const paths = state.paths('documents', { removed: true });
  return Promise.all(
    paths.map(async (file) => {
      const removed = state.drafts.get(file)?.body === null;
      const raw = removed ? await state.publishedJson(file) : await state.json(file);
      const checked = checkDocumentJson(file, raw, new DocumentProblems());
      const json = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      return {
        path: file,
        json,
        document: checked.ok ? checked.document : undefined,
        sourceFile: variantFileParts(file)?.sourceFile,
        removed,
      };
    }),
  );
}

const siteLanguagesSchema = z.looseObject({
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
});

/** The site's languages as an author sees `site.json` (a draft of it too). */
export async function siteLanguages(state: ContentState): Promise<SiteLanguages> {
  const parsed = siteLanguagesSchema.safeParse(await state.json('site.json'));
  return parsed.success ? parsed.data : { languages: ['en_US'], defaultLanguage: 'en_US' };
}

/** The redirects as an author sees `redirects.json`; none when there is no such file. */
export async function readRedirectList(state: ContentState): Promise<Redirect[]> {
  const raw = await state.json(REDIRECTS_FILE);
  if (raw === undefined) return [];
  const parsed = redirectsSchema.safeParse(raw);
  return parsed.success ? parsed.data.redirects : [];
}

/**
 * The write that makes `redirects.json` hold `after`, or undefined when it already does. With no
 * redirect left, an unpublished file goes (its draft is replaced by a removal), a published one
 * is kept empty.
 */
export function redirectsWrite(
  state: ContentState,
  before: readonly Redirect[],
  after: readonly Redirect[],
): JsonWrite | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
  if (after.length === 0 && !state.tree.has(REDIRECTS_FILE)) {
    return state.drafts.has(REDIRECTS_FILE) ? { path: REDIRECTS_FILE, value: null } : undefined;
  }
  return {
    path: REDIRECTS_FILE,
    value: { $schema: './schemas/redirects.schema.json', redirects: after },
  };
}
