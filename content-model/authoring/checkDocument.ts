import { BLOCK_TYPE_NAMES } from '../../shared/blocks/catalog';
import { checkView } from '../../shared/viewSchema';
import { checkViews } from '../checkViews';
import { carouselStylesSchema, contentTwoSchema } from '../schemas/apexSchemas';
import type { ManagedContentDocument } from '../schemas/documentSchema';
import { ENGLISH_MESSAGES, parseContent } from '../schemas/parseContent';
import { redirectsSchema } from '../schemas/redirectsSchema';
import { seoSchema } from '../schemas/seoSchema';
import { siteSchema } from '../schemas/siteSchema';
import { translationSchema } from '../schemas/translationSchema';
import { contentFileKind, type ContentFileKind } from './contentFiles';
import { DocumentProblems, type DocumentProblem } from './contentProblem';
import { checkDocumentJson } from './documentFile';
import { withoutSchemaReference } from './schemaReference';
import { addZodIssues } from './zodIssues';

export type { DocumentProblem } from './contentProblem';

/** What a file is checked with besides itself. */
export interface CheckContext {
  /**
   * The content's documents, already checked: with them, what a view points at (`{!cmsMedia.…}`,
   * a content card's `contentId`, a carousel's collection) is checked too; without, it is not.
   */
  documents?: readonly ManagedContentDocument[];
  /** Hears each warning: a value the site replaces with a fallback (a block prop outside its options). */
  onWarning?: (warning: DocumentProblem) => void;
}

const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPE_NAMES);

const SCHEMAS = {
  site: siteSchema,
  redirects: redirectsSchema,
  seo: seoSchema,
  carouselStyles: carouselStylesSchema,
  contentTwo: contentTwoSchema,
  translation: translationSchema,
} as const;

const NOT_CONTENT =
  'is no content file: the site reads site.json, redirects.json, documents/*.json, views/*.json, seo/*.json, ' +
  'apex/carouselStyles.json, apex/getContentTwo.json and their translations (<name>.<locale>.json)';

function checkViewJson(
  file: string,
  json: unknown,
  context: CheckContext,
  problems: DocumentProblems,
): void {
  const checked = checkView(json, KNOWN_BLOCK_TYPES, ENGLISH_MESSAGES);
  for (const problem of checked.problems) problems.add(file, problem.path, problem.message);
  if (!checked.view) return;
  const documents = context.documents?.map((value) => ({ file: value.contentKey, value }));
  checkViews({ views: [{ file, value: checked.view }], documents }, problems);
}

function checkOfKind(
  kind: ContentFileKind,
  file: string,
  json: unknown,
  context: CheckContext,
  problems: DocumentProblems,
): void {
  switch (kind) {
    case 'document':
      checkDocumentJson(file, json, problems);
      return;
    case 'view':
      checkViewJson(file, json, context, problems);
      return;
    default: {
      const schema = SCHEMAS[kind];
      const parsed = parseContent(schema, json);
      if (!parsed.success) addZodIssues(problems, file, parsed.error.issues, [], schema);
    }
  }
}

/**
 * Checks one content file as `content:check` checks it on its own: a document, a view, a SEO
 * record, the site settings, a server method's answer or a translation, by its `path` in the
 * content folder (`views/about.json`). Gives its problems, each with the path as given, the JSON
 * path of the field and the message `content:check` prints. Checks that need the whole folder
 * (unique ids and routes, what documents point at, a translation against its source) are not
 * made; what a view points at is, when `context.documents` is given. Runs in the browser.
 */
export function checkContentFile(
  path: string,
  json: unknown,
  context: CheckContext = {},
): DocumentProblem[] {
  const problems = new DocumentProblems();
  const kind = contentFileKind(path);
  if (kind === undefined) problems.add(path, '(file)', NOT_CONTENT);
  else checkOfKind(kind, path, withoutSchemaReference(json), context, problems);
  if (context.onWarning) problems.warnings.forEach(context.onWarning);
  return problems.items;
}
