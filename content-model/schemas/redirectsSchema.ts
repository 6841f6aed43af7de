import { z } from 'zod/mini';
import { viewSchema } from '../../shared/viewSchema';
import { schemaReferenceSchema } from './ids';

/** A page's former route and the route it moved to: `/{from}` answers 301 to `/{to}`. */
const redirectSchema = z.strictObject({
  from: viewSchema.shape.route,
  to: viewSchema.shape.route,
});

/** `content/redirects.json`: the routes of moved pages, kept so old links still arrive. */
export const redirectsSchema = z.strictObject({
  /** The JSON Schema an editor checks this file with; not part of the content. */
  $schema: schemaReferenceSchema,
  redirects: z.array(redirectSchema),
});

export type Redirect = z.infer<typeof redirectSchema>;
export type RedirectsFile = z.infer<typeof redirectsSchema>;
