import { z } from 'zod';
import { isContentPath, isVersionId } from '../../../content-model';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../authoringErrors';

/** A file of the content the API writes as JSON: a view, a document, an SEO record, the site's settings. */
const jsonFilePath = z
  .string()
  .max(300)
  .refine(isContentPath, 'not a path of the content (relative, no "..", no scratch file)')
  .refine((file) => file.endsWith('.json'), 'not a JSON file of the content (media are uploaded)')
  .refine((file) => !file.startsWith('media/'), 'media are uploaded, not saved as drafts');

export const versionId = z.string().refine(isVersionId, 'not a version id (like 42-k3f9x2)');

export const revision = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

export const draftRef = z.object({ path: jsonFilePath, revision: revision.min(1) });

/** The path a `/…/*` route names, checked. */
export const filePathOf = (request: FastifyRequest) =>
  parseInput(jsonFilePath, (request.params as { '*'?: string })['*'], 'path');

/** A JSON file's bytes as the content folder keeps them. */
export const jsonBytes = (value: unknown) =>
  new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** A JSON file's value from its bytes (the store only keeps files that parsed when published). */
export const jsonValue = (bytes: Uint8Array): unknown =>
  JSON.parse(new TextDecoder().decode(bytes)) as unknown;
