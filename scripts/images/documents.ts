import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

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
        mimeType: z.literal('image/jpeg'),
        size: z.number().int().nonnegative(),
      }),
      url: z.string(),
    }),
  }),
});

export interface ImageDocument {
  slug: string;
  path: string;
  contentKey: string;
  /** The `size` the document states for its original, in bytes. */
  size: number;
}

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
    size: parsed.data.contentBody['sfdc_cms:media'].source.size,
  };
}

/** Every image document in content/documents, by slug. */
export async function listImageDocuments(directory: string): Promise<Map<string, ImageDocument>> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  const documents = new Map<string, ImageDocument>();
  for (const file of files) {
    const document = await readImageDocument(directory, file);
    if (document) documents.set(document.slug, document);
  }
  return documents;
}

/** Rewrites the document's media `size`, leaving the rest of the file exactly as the author wrote it. */
export async function writeSize(document: ImageDocument, size: number): Promise<void> {
  const text = await readFile(document.path, 'utf8');
  const matches = text.match(SIZE_FIELD) ?? [];
  if (matches.length !== 1) throw new Error(`${document.path}: expected exactly one "size" field`);
  await writeFile(document.path, text.replace(SIZE_FIELD, `$1${String(size)}`));
}
