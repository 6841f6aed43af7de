import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Draft } from '../../content-model';

/** An answer of the authoring API that is not a success: its status, a code and a message. */
export class AuthoringError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More for the client: the fields that were wrong, the conflicts, the problems. */
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthoringError';
  }
}

/** A field that was wrong: where (`body.drafts.0.revision`), and why. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** `value` as `schema` reads it, or a 400 naming every field that was wrong. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: FieldProblem[] = parsed.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const named = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
  throw new AuthoringError(400, 'invalid', `The request is not valid: ${named}`, { fields });
}

/** A 409 for a draft saved by someone else since (or gone): who, when, at which revision. */
export function draftConflict(file: string, current: Draft | undefined | null): AuthoringError {
  const by = current
    ? `was saved by ${current.savedBy} at ${current.savedAt} (revision ${String(current.revision)})`
    : 'was published or discarded';
  return new AuthoringError(
    409,
    'conflict',
    `The draft of ${file} ${by} meanwhile; nothing was saved. Read it again and retry.`,
    {
      path: file,
      current: current
        ? {
            path: current.path,
            revision: current.revision,
            baseRevision: current.baseRevision,
            savedBy: current.savedBy,
            savedAt: current.savedAt,
          }
        : null,
    },
  );
}

export const notFound = (what: string) =>
  new AuthoringError(404, 'not-found', `There is no ${what}.`);

/** How long a client waits before trying a write again while the store is unreachable. */
const STORE_RETRY_SECONDS = 5;

export const storeUnreachable = () =>
  new AuthoringError(
    503,
    'store-unreachable',
    'The content store cannot be reached; nothing was changed. Try again shortly.',
    {},
    STORE_RETRY_SECONDS,
  );

/** Every error of the authoring API as JSON `{ error, message, ... }`, never cached. */
export function sendAuthoringError(
  error: FastifyError | AuthoringError,
  request: FastifyRequest,
  reply: FastifyReply,
  storeDegraded: () => boolean,
): FastifyReply {
  let answer: AuthoringError;
  if (error instanceof AuthoringError) answer = error;
  else if (error.validation || error.statusCode === 400 || error.statusCode === 415) {
    answer = new AuthoringError(error.statusCode ?? 400, 'invalid', error.message);
  } else if (error.statusCode === 413) {
    answer = new AuthoringError(413, 'too-large', error.message);
  } else if (storeDegraded()) {
    request.log.warn({ err: error }, 'authoring request failed: the content store is unreachable');
    answer = storeUnreachable();
  } else {
    request.log.error({ err: error }, 'authoring request failed');
    answer = new AuthoringError(500, 'internal', 'Something went wrong; nothing was changed.');
  }
  if (answer.retryAfterSeconds !== undefined) {
    void reply.header('Retry-After', String(answer.retryAfterSeconds));
  }
  return reply
    .code(answer.statusCode)
    .header('Cache-Control', 'no-store')
    .send({ error: answer.code, message: answer.message, ...answer.extra });
}
