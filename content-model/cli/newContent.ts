import { randomUUID } from 'node:crypto';
import { access, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageBytesProblem } from '../contentLimits';
import { checkUploadedImage, ImageRefusedError, type CheckedImage } from '../imageUpload';
import { MEDIA_FORMATS } from '../media';
import { newContentKey, newManagedContentId } from './contentIds';

/** The longest url name a title gives: a file name stays well inside every file system's limit. */
const MAX_URL_NAME = 80;

/** `Cycle counting, simply!` → `cycle-counting-simply`: a new document's url name and file name. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_URL_NAME)
    .replace(/^-+|-+$/g, '');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function readJsonFile(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

/** Keys and ids in use, so a new document never takes one. */
async function usedIds(dir: string): Promise<Set<string>> {
  const used = new Set<string>();
  const documents = path.join(dir, 'documents');
  for (const name of await readdir(documents)) {
    if (!name.endsWith('.json')) continue;
    const json = await readJsonFile(path.join(documents, name)).catch(() => ({}));
    for (const field of ['contentKey', 'managedContentId'] as const) {
      const value = (json as Record<string, unknown>)[field];
      if (typeof value === 'string') used.add(value.slice(0, 15));
    }
  }
  return used;
}

/** A content key and managed content id whose first 15 characters none of `used` has. */
export function freshIdsAmong(used: ReadonlySet<string>): {
  contentKey: string;
  managedContentId: string;
} {
  for (;;) {
    const contentKey = newContentKey();
    const managedContentId = newManagedContentId();
    if (!used.has(contentKey.slice(0, 15)) && !used.has(managedContentId.slice(0, 15))) {
      return { contentKey, managedContentId };
    }
  }
}

async function freshIds(dir: string): Promise<{ contentKey: string; managedContentId: string }> {
  return freshIdsAmong(await usedIds(dir));
}

/** The site's default language: the language new documents are written in. */
async function siteLanguage(dir: string): Promise<string> {
  const site = await readJsonFile(path.join(dir, 'site.json'));
  return typeof site.defaultLanguage === 'string' ? site.defaultLanguage : 'en_US';
}

async function writeNew(file: string, json: Record<string, unknown>): Promise<void> {
  if (await exists(file)) throw new Error(`${file} already exists; choose another name`);
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`, { flag: 'wx' });
}

/** `publishedDate`: now, as ISO-8601 UTC with milliseconds. */
const today = (now: Date) => now.toISOString();

/** The names the platform gives each content type a new document may have. */
export const NEW_DOCUMENT_TYPES = {
  sfdc_cms__news: 'News',
  sfdc_cms__cmsManualCollection: 'Manual Collection',
} as const;

/** A new document's JSON as `content:new` writes it: its ids, url name from the title, published now. */
export function newDocument(fields: {
  ids: { contentKey: string; managedContentId: string };
  title: string;
  language: string;
  type: keyof typeof NEW_DOCUMENT_TYPES;
  body: Record<string, unknown>;
  now: Date;
}): Record<string, unknown> {
  return {
    $schema: '../schemas/document.schema.json',
    ...fields.ids,
    title: fields.title,
    urlName: slugify(fields.title),
    language: fields.language,
    publishedDate: today(fields.now),
    contentType: { fullyQualifiedName: fields.type, name: NEW_DOCUMENT_TYPES[fields.type] },
    contentBody: fields.body,
  };
}

/** A news document titled `title`, published now, with an empty excerpt and body to write. */
export async function newNews(dir: string, title: string, now = new Date()): Promise<string> {
  const urlName = slugify(title);
  if (!urlName) throw new Error('the title needs at least one letter or digit');
  const file = path.join(dir, 'documents', `${urlName}.json`);
  await writeNew(
    file,
    newDocument({
      ids: await freshIds(dir),
      title,
      language: await siteLanguage(dir),
      type: 'sfdc_cms__news',
      body: { excerpt: '', body: '' },
      now,
    }),
  );
  return file;
}

/** The bytes of the picture at `source`, never reading one over the size limit. */
async function readPicture(source: string): Promise<Buffer> {
  const file = await stat(source);
  if (!file.isFile()) throw new ImageRefusedError(source, 'is not a file');
  const tooLarge = imageBytesProblem(file.size);
  if (tooLarge) throw new ImageRefusedError(source, tooLarge);
  return readFile(source);
}

/**
 * An image document for the picture at `source` (a JPEG, PNG, WebP, AVIF, GIF or TIFF file of at
 * most 20 MiB and 40 megapixels), its metadata stripped and turned upright (`checkUploadedImage`),
 * written to `media/<contentKey>.<ext>`; its type and size are those of the bytes written.
 */
export async function newImage(
  dir: string,
  source: string,
  altText = '',
  now = new Date(),
): Promise<string> {
  const checked = await checkUploadedImage(await readPicture(source), source);
  const name = path.basename(source, path.extname(source));
  return (await addImage(dir, name, checked, altText, now)).document;
}

/** What `addImage` wrote, as paths under the content folder. */
export interface AddedImage {
  document: string;
  media: string;
  contentKey: string;
}

/**
 * Writes an image document named after `name` (its title, and its url name slugified) for an
 * image already checked (`checkUploadedImage`), with fresh ids, and its original at
 * `media/<contentKey>.<ext>`. Refuses a name with no letter or digit, or one a document has.
 */
export async function addImage(
  dir: string,
  name: string,
  { bytes, format }: Pick<CheckedImage, 'bytes' | 'format'>,
  altText = '',
  now = new Date(),
): Promise<AddedImage> {
  const urlName = slugify(name);
  if (!urlName) throw new Error('the file name needs at least one letter or digit');
  const ids = await freshIds(dir);
  const file = path.join(dir, 'documents', `${urlName}.json`);
  if (await exists(file)) throw new Error(`${file} already exists; rename the image file`);
  const { mimeType, extensions } = MEDIA_FORMATS[format];
  const media = path.join(dir, 'media', `${ids.contentKey}${extensions[0]}`);
  await writeFile(media, bytes, { flag: 'wx' });
  await writeNew(file, {
    $schema: '../schemas/document.schema.json',
    ...ids,
    title: name,
    urlName,
    language: await siteLanguage(dir),
    publishedDate: today(now),
    contentType: { fullyQualifiedName: 'sfdc_cms__image', name: 'Image' },
    contentBody: {
      altText,
      'sfdc_cms:media': {
        source: { type: 'file', mimeType, size: bytes.length },
        url: `/cms/delivery/media/${ids.contentKey}`,
      },
    },
  });
  return { document: file, media, contentKey: ids.contentKey };
}

/**
 * The `language` variant of a document (`documents/<slug>.json`, or its slug), for a translator:
 * `documents/<slug>.<language>.json`, a copy of the document in that language, to translate.
 */
export async function newVariant(dir: string, document: string, language: string): Promise<string> {
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(language)) {
    throw new Error(`"${language}" is not a language: write it as the platform does, like fr_FR`);
  }
  const slug = path.basename(document, '.json');
  const source = path.join(dir, 'documents', `${slug}.json`);
  if (!(await exists(source))) throw new Error(`${source} does not exist`);
  const json = await readJsonFile(source);
  await writeNew(path.join(dir, 'documents', `${slug}.${language}.json`), { ...json, language });
  return path.join(dir, 'documents', `${slug}.${language}.json`);
}

/** A new page's view: one full-width section holding its h1, the title. */
export function pageView(id: string, route: string, title: string): Record<string, unknown> {
  const columns = [
    { columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: [] },
  ];
  return {
    $schema: '../schemas/view.schema.json',
    id,
    route,
    title,
    urlAlias: id,
    nodes: [
      {
        type: 'section',
        id: randomUUID(),
        props: { sectionConfig: JSON.stringify({ columns }) },
        regions: {
          col1: [
            {
              type: 'textBlock',
              id: randomUUID(),
              props: { text: title, headingTag: 'h1', fontSize: 'xlarge' },
            },
          ],
        },
      },
    ],
  };
}

/**
 * A page's SEO record, `seo/<id>.json`, read by the page through its url alias (the view's id):
 * its title, a description (empty until an author writes one) and indexed.
 */
export function pageSeoRecord(
  id: string,
  title: string,
  description = '',
): Record<string, unknown> {
  return {
    $schema: '../schemas/seo.schema.json',
    recordId: id,
    recordName: title,
    objectName: 'Page',
    fields: { Title: title, Description: description },
    isSeoIndexed: true,
  };
}

/** A page at `/<id>`: one full-width section holding its h1, and its SEO record. */
export async function newPage(dir: string, id: string): Promise<string> {
  if (!/^[a-z][a-z0-9-]*$/.test(id)) {
    throw new Error(`"${id}" is not a page id: use lowercase letters, digits and -`);
  }
  const title = id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');
  const file = path.join(dir, 'views', `${id}.json`);
  await writeNew(file, pageView(id, `/${id}`, title));
  const seo = path.join(dir, 'seo', `${id}.json`);
  if (!(await exists(seo))) await writeNew(seo, pageSeoRecord(id, title));
  return file;
}
