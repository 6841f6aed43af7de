import type { z } from 'zod/mini';
import {
  bodySchemas,
  documentEnvelopeSchema,
  type ContentTypeFqn,
  type ManagedContentDocument,
  type TypedBody,
} from '../schemas/documentSchema';
import { parseContent } from '../schemas/parseContent';
import type { ProblemSink } from './contentProblem';
import { addZodIssues } from './zodIssues';

type BodyResult = { ok: true; value: TypedBody } | { ok: false; issues: z.core.$ZodIssue[] };

function typedBody(type: ContentTypeFqn, body: unknown): BodyResult {
  switch (type) {
    case 'sfdc_cms__image': {
      const parsed = parseContent(bodySchemas[type], body);
      return parsed.success
        ? { ok: true, value: { type, body: parsed.data } }
        : { ok: false, issues: parsed.error.issues };
    }
    case 'sfdc_cms__news': {
      const parsed = parseContent(bodySchemas[type], body);
      return parsed.success
        ? { ok: true, value: { type, body: parsed.data } }
        : { ok: false, issues: parsed.error.issues };
    }
    case 'sfdc_cms__cmsManualCollection': {
      const parsed = parseContent(bodySchemas[type], body);
      return parsed.success
        ? { ok: true, value: { type, body: parsed.data } }
        : { ok: false, issues: parsed.error.issues };
    }
  }
}

/** A checked document, or the ids an invalid one was given (references to it are not reported again). */
export type DocumentCheck =
  { ok: true; document: ManagedContentDocument } | { ok: false; invalidIds: unknown[] };

/** The ids an invalid document was given, so references to it are not reported again. */
function rawIds(json: unknown): unknown[] {
  if (typeof json !== 'object' || json === null) return [];
  const { contentKey, managedContentId } = json as Record<string, unknown>;
  return [contentKey, managedContentId];
}

/**
 * Checks one document's JSON (`documents/*.json`, a variant too): its envelope, then its body
 * against its content type's schema. Problems go to `problems`, at their JSON paths.
 */
export function checkDocumentJson(
  file: string,
  json: unknown,
  problems: ProblemSink,
): DocumentCheck {
  const envelope = parseContent(documentEnvelopeSchema, json);
  if (!envelope.success) {
    addZodIssues(problems, file, envelope.error.issues, [], documentEnvelopeSchema);
    return { ok: false, invalidIds: rawIds(json) };
  }
  const { contentBody, $schema: _reference, ...fields } = envelope.data;
  const body = typedBody(fields.contentType.fullyQualifiedName, contentBody);
  if (!body.ok) {
    addZodIssues(
      problems,
      file,
      body.issues,
      ['contentBody'],
      bodySchemas[fields.contentType.fullyQualifiedName],
    );
    return { ok: false, invalidIds: [fields.contentKey, fields.managedContentId] };
  }
  const publishedDate = new Date(fields.publishedDate).toISOString();
  return { ok: true, document: { ...fields, publishedDate, content: body.value } };
}
