import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { variantFileParts } from '../content-model/documents';

/** The part of an image document the generator reads and keeps in sync. */
const imageDocumentSchema = z.object({
  contentKey: z
    .string()
    .regex(/^MC[A-Z2-7]{26}$/, 'a content key is MC plus 26 characters A-Z or 2-7'),
  contentType: z.object({ fullyQualifiedName: z.literal('sfdc_cms__image') }),
  contentBody: z.object({
    'sfdc_cms:media': z.object({
      source: z.object({
        type: z.literal('file'),
        mimeType: z.string(),
        size: z.number().int().nonnegative().optional(),
      }),
      url: z.string(),
    }),
  }),
});

export interface ImageDocument {
  slug: string;
  path: string;
  contentKey: string;
  /** The type the document states for its original. */
  mimeType: string;
  /** The `size` the document states for its original, in bytes, if it states one. */
  size: number | undefined;
}

const MIME_TYPE_FIELD = /("mimeType"\s*:\s*)"[^"]*"/g;
const SIZE_FIELD = /("size"\s*:\s*)\d+/g;

/** Reads one document; returns null when it is not an image document. Throws naming the file. */
async function readImageDocument(directory: string, file: string): Promise<ImageDocument | null> {
  const path = join(directory, file);
  const json: unknown = JSON.parse(await readFile(path, 'utf8'));
  const type = z
    .object({ contentType: z.object({ fullyQualifiedName: z.string() }) })
    .safeParse(json);
  if (!type.success || type.data.contentType.fullyQualifiedName !== 'sfdc_cms__image') return null;
  const parsed = imageDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid image document'}`,
    );
  }
  return {
    slug: file.replace(/\.json$/, ''),
    path,
    contentKey: parsed.data.contentKey,
    mimeType: parsed.data.contentBody['sfdc_cms:media'].source.mimeType,
    size: parsed.data.contentBody['sfdc_cms:media'].source.size,
  };
}

/** Every image document in content/documents, by slug (its variants in other languages left out). */
export async function listImageDocuments(directory: string): Promise<Map<string, ImageDocument>> {
  const files = (await readdir(directory))
    .filter((file) => file.endsWith('.json') && !variantFileParts(file))
    .sort();
  const documents = new Map<string, ImageDocument>();
  for (const file of files) {
    const document = await readImageDocument(directory, file);
    if (document) documents.set(document.slug, document);
  }
  return documents;
}

/**
 * Rewrites the document's media `mimeType` and `size` (when it states one) to the original's,
 * leaving the rest of the file exactly as the author wrote it; does nothing when they agree.
 */
export async function writeSource(
  document: ImageDocument,
  source: { mimeType: string; size: number },
): Promise<void> {
  const sizeStale = document.size !== undefined && document.size !== source.size;
  if (document.mimeType === source.mimeType && !sizeStale) return;
  const text = await readFile(document.path, 'utf8');
  if ((text.match(MIME_TYPE_FIELD) ?? []).length !== 1)
    throw new Error(`${document.path}: expected exactly one "mimeType" field`);
  if ((text.match(SIZE_FIELD) ?? []).length > 1)
    throw new Error(`${document.path}: expected at most one "size" field`);
  await writeFile(
    document.path,
    text
      .replace(MIME_TYPE_FIELD, `$1"${source.mimeType}"`)
      .replace(SIZE_FIELD, `$1${String(source.size)}`),
  );
}
