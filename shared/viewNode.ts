import { z } from 'zod/mini';
import { LANGUAGE_TAG } from './pageLanguage';

/** One placed block: its type, id, props (may hold `{!Context.path}` bindings) and child regions. */
export interface ViewNode {
  type: string;
  id: string;
  props?: Record<string, unknown>;
  regions?: Record<string, ViewNode[]>;
  /**
   * The language of the node's copy when it differs from the page's (BCP 47, `en-US`): a node a
   * translation left in its source language says so, for screen readers and search engines.
   */
  lang?: string;
}

/**
 * The shape of a view node. zod/mini, so the site can check nodes it makes at run time (a
 * column's seed components) with the same rules the server checks the content's views with.
 */
/** A node's id, unique in its view. */
export const nodeIdSchema = z.string().check(z.minLength(1, 'a node id is required'));

export const viewNodeSchema: z.ZodMiniType<ViewNode> = z.lazy(() =>
  z.strictObject({
    type: z.string().check(z.regex(/^[a-z][A-Za-z]*$/, 'a block type is a camelCase name')),
    id: nodeIdSchema,
    props: z.optional(z.record(z.string(), z.unknown())),
    regions: z.optional(z.record(z.string(), z.array(viewNodeSchema))),
    lang: z.optional(
      z.string().check(z.regex(LANGUAGE_TAG, 'a lang is a BCP 47 tag, like "en-US"')),
    ),
  }),
);
