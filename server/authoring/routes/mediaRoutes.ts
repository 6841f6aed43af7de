import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addImage,
  checkUploadedImage,
  CONTENT_KEY_PATTERN,
  ImageRefusedError,
  imageBytesProblem,
  MAX_IMAGE_BYTES,
  MEDIA_FORMATS,
  originalsOf,
  slugify,
  type CheckedImage,
} from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, notFound, parseInput } from '../authoringErrors';
import { jsonBytes, jsonValue, revision } from './contentInputs';
import { saveDraftBatch, withDraftedFolder, type BatchFile } from './draftBatch';

/** An upload's body: the 20 MiB an image may have, and a little more, so the check says why. */
const MEDIA_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

const uploadQuery = z.object({
  name: z
    .string()
    .min(1)
    .max(200)
    .refine((name) => !/[/\\]/.test(name), 'a file name, without a folder (banner.jpg)'),
});

const replaceParams = z.object({
  key: z.string().regex(CONTENT_KEY_PATTERN, 'a content key (MC and 26 letters or digits 2-7)'),
});
const replaceQuery = z.object({
  /** The image document's draft revision the replacement was made on; 0 when it has no draft. */
  revision: z.coerce.number().pipe(revision),
  /** The published document's revision it is made on. */
  baseRevision: z.coerce.number().pipe(revision),
});

/** An image document, as far as replacing its original needs to read it. */
const imageDocument = z.looseObject({
  contentKey: z.string(),
  contentType: z.looseObject({ fullyQualifiedName: z.literal('sfdc_cms__image') }),
  contentBody: z.looseObject({
    'sfdc_cms:media': z.looseObject({ source: z.looseObject({}) }),
  }),
});

/** The upload's bytes, checked; a refusal names the upload and says what is wrong. */
async function checkedUpload(request: FastifyRequest, name: string): Promise<CheckedImage> {
  if (!Buffer.isBuffer(request.body)) {
    throw new AuthoringError(
      415,
      'unsupported-type',
      'Send the image as its bytes, typed image/… or application/octet-stream.',
    );
  }
  const tooLarge = imageBytesProblem(request.body.length);
  if (tooLarge) throw new AuthoringError(413, 'too-large', `${name} ${tooLarge}.`);
  try {
    return await checkUploadedImage(request.body, name);
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    // Bytes that are no image, or of a format the site does not take, are the wrong type.
    const status = error.problem.startsWith('is not an image') ? 415 : 400;
    throw new AuthoringError(status, 'image-refused', `${error.message}.`);
  }
}

const isDocument = (file: string) => /^documents\/[^/]+\.json$/.test(file);
/** What `addImage` reads of the content: the site's language, the documents' ids. */
const addImageReads = (file: string) => file === 'site.json' || isDocument(file);

/** A document in the default language: `documents/<slug>.json` (a variant is `<slug>.<locale>.json`). */
const isSourceDocument = (file: string) => /^documents\/[^/.]+\.json$/.test(file);

/** The image documents of `key` among the drafted files, the source first, then its variants. */
async function imageDocumentsOf(
  paths: readonly string[],
  read: (file: string) => Promise<Uint8Array>,
  key: string,
) {
  const found: { file: string; json: z.infer<typeof imageDocument> }[] = [];
  for (const file of paths.filter(isDocument)) {
    const document = imageDocument.safeParse(jsonValue(await read(file)));
    if (document.success && document.data.contentKey === key)
      found.push({ file, json: document.data });
  }
  return found.sort((a, b) => Number(isSourceDocument(b.file)) - Number(isSourceDocument(a.file)));
}

/** `document` as it states a new original: its type and size. */
function withOriginal(
  document: z.infer<typeof imageDocument>,
  mimeType: string,
  size: number,
): Uint8Array {
  const changed = structuredClone(document);
  Object.assign(changed.contentBody['sfdc_cms:media'].source, { mimeType, size });
  return jsonBytes(changed);
}

/** Images uploaded as drafts: a new image document, or a new original for one. */
export const mediaRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'POST',
    url: '/media',
    access: 'author',
    bodyLimit: MEDIA_BODY_LIMIT,
    handler: async (request, reply, user) => {
      const { name } = parseInput(uploadQuery, request.query, 'query');
      const image = await checkedUpload(request, name);
      const title = path.basename(name, path.extname(name));
      const urlName = slugify(title);
      if (!urlName) {
        throw new AuthoringError(
          400,
          'invalid',
          `The file name ${name} needs at least one letter or digit.`,
        );
      }
      const added = await withDraftedFolder(
        store,
        async (folder) => {
          const document = `documents/${urlName}.json`;
          if (folder.paths.includes(document)) {
            throw new AuthoringError(
              409,
              'exists',
              `${document} exists already; upload the image under another name.`,
            );
          }
          // Only the documents were written out: the folder the original goes in is made here.
          await mkdir(path.join(folder.dir, 'media'), { recursive: true });
          const written = await addImage(folder.dir, title, image);
          const files = [written.document, written.media].map((file) =>
            path.relative(folder.dir, file).split(path.sep).join('/'),
          );
          const bodies = await Promise.all(
            files.map(async (file): Promise<BatchFile> => ({
              path: file,
              body: await folder.read(file),
            })),
          );
          const drafts = await saveDraftBatch(store, folder, bodies, user.name);
          return { contentKey: written.contentKey, document, media: files[1] ?? '', drafts };
        },
        addImageReads,
      );
      await authoring.audit(request, {
        action: 'image-uploaded',
        subject: added.document,
        detail: { contentKey: added.contentKey },
      });
      return reply.code(201).send({
        ...added,
        format: image.format,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
      });
    },
  });

  authoring.route({
    method: 'PUT',
    url: '/media/:key',
    access: 'author',
    bodyLimit: MEDIA_BODY_LIMIT,
    handler: async (request, _reply, user) => {
      const { key } = parseInput(replaceParams, request.params, 'params');
      const at = parseInput(replaceQuery, request.query, 'query');
      const image = await checkedUpload(request, `the new original of ${key}`);
      const replaced = await withDraftedFolder(
        store,
        async (folder) => {
          const [found, ...variants] = await imageDocumentsOf(
            folder.paths,
            (file) => folder.read(file),
            key,
          );
          if (!found || !isSourceDocument(found.file)) {
            throw notFound(`image document with the content key ${key}`);
          }
          const { mimeType, extensions } = MEDIA_FORMATS[image.format];
          const media = `media/${key}${extensions[0]}`;
          const size = image.bytes.length;
          const older = originalsOf(
            folder.paths.filter((file) => file.startsWith('media/')).map((file) => file.slice(6)),
            key,
          )
            .map((file) => `media/${file}`)
            .filter((file) => file !== media);
          const files: BatchFile[] = [
            { path: found.file, body: withOriginal(found.json, mimeType, size), ...at },
            ...variants.map(({ file, json }) => ({
              path: file,
              body: withOriginal(json, mimeType, size),
            })),
            { path: media, body: image.bytes },
            ...older.map((file) => ({ path: file, body: null })),
          ];
          const drafts = await saveDraftBatch(store, folder, files, user.name);
          return { document: found.file, media, drafts };
        },
        (file) => isDocument(file),
      );
      await authoring.audit(request, {
        action: 'image-replaced',
        subject: replaced.document,
        detail: { contentKey: key },
      });
      return {
        contentKey: key,
        ...replaced,
        format: image.format,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
      };
    },
  });
};
