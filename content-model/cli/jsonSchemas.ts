import { z } from 'zod';
import { carouselStylesSchema, contentTwoSchema } from '../schemas/apexSchemas';
import {
  documentEnvelopeSchema,
  imageBodySchema,
  newsBodySchema,
  collectionBodySchema,
} from '../schemas/documentSchema';
import { redirectsSchema } from '../schemas/redirectsSchema';
import { seoSchema } from '../schemas/seoSchema';
import { siteSchema } from '../schemas/siteSchema';
import { translationSchema } from '../schemas/translationSchema';
import { BLOCK_CONTRACTS } from '../../shared/blocks/catalog';
import { blockPropsSchema } from '../../shared/blocks/contract';
import { nodeIdSchema } from '../../shared/viewNode';
import { viewSchema } from '../../shared/viewSchema';

/** A document as an editor should check it: the envelope with one of the three bodies. */
const documentSchema = z.strictObject({
  ...documentEnvelopeSchema.shape,
  contentBody: z.union([imageBodySchema, newsBodySchema, collectionBodySchema]),
});

/**
 * A placed block as an editor should check it: one of the blocks' contracts, by `type`, with the
 * props its contract declares (completed and described as the author types).
 */
const editorNodeSchema: z.ZodType = z.lazy(() =>
  z.union(
    BLOCK_CONTRACTS.map((contract) =>
      z
        .strictObject({
          type: z.literal(contract.type),
          id: nodeIdSchema,
          props: z.optional(blockPropsSchema(contract)),
          regions: z.optional(z.record(z.string(), z.array(editorNodeSchema))),
          lang: z.optional(z.string()),
        })
        .meta({ title: contract.label, description: contract.description }),
    ),
  ),
);

/** A view as an editor should check it: its nodes are the blocks of the contracts. */
const editorViewSchema = z.strictObject({ ...viewSchema.shape, nodes: z.array(editorNodeSchema) });

/** The JSON Schema file of each kind of content file, and the folder-relative files it checks. */
const CONTENT_SCHEMAS = {
  'site.schema.json': { schema: siteSchema, title: 'Site settings (content/site.json)' },
  'redirects.schema.json': {
    schema: redirectsSchema,
    title: "Moved pages' old routes (content/redirects.json)",
  },
  'document.schema.json': {
    schema: documentSchema,
    title: 'A managed-content document (content/documents/*.json)',
  },
  'view.schema.json': { schema: editorViewSchema, title: 'A page view (content/views/*.json)' },
  'seo.schema.json': { schema: seoSchema, title: 'SEO properties (content/seo/*.json)' },
  'translation.schema.json': {
    schema: translationSchema,
    title: 'A translation of a view or SEO record (content/views|seo/<name>.<language>.json)',
  },
  'carouselStyles.schema.json': {
    schema: carouselStylesSchema,
    title: 'Carousel slide styles (content/apex/carouselStyles.json)',
  },
  'contentTwo.schema.json': {
    schema: contentTwoSchema,
    title: 'Website helper content (content/apex/getContentTwo.json)',
  },
} as const satisfies Record<string, { schema: z.core.$ZodType; title: string }>;

export type SchemaFileName = keyof typeof CONTENT_SCHEMAS;

/** Every JSON Schema, generated from the zod schemas the server checks content with. */
export function contentJsonSchemas(): Record<SchemaFileName, Record<string, unknown>> {
  const entries = Object.entries(CONTENT_SCHEMAS).map(([name, { schema, title }]) => {
    // Input: what an author writes (defaults may be left out). Refinements the JSON Schema
    // cannot say (a release matching its API version) are left to content:check.
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return [name, { ...json, title }];
  });
  return Object.fromEntries(entries) as Record<SchemaFileName, Record<string, unknown>>;
}

/** The file text of a schema, as committed. */
export function schemaText(json: Record<string, unknown>): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}
