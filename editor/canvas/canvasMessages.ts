import { z } from 'zod/mini';
import { viewSchema } from '../../shared/viewSchema';

/**
 * What the editor and its canvas say to each other by `postMessage`. The canvas is sandboxed in
 * an origin of its own, so each side checks the other's origin and window, then the message's
 * shape: a message that is not one of these is dropped.
 */

/** The editor to the canvas. */
export const toCanvasSchema = z.discriminatedUnion('kind', [
  /** Draw this view (the whole draft), with this block selected; `revision` counts what was sent. */
  z.strictObject({
    kind: z.literal('show'),
    revision: z.number(),
    view: viewSchema,
    selected: z.nullable(z.string()),
  }),
  /** Draw the view of `revision - 1` with these patches (`viewPatches`): it is now `revision`. */
  z.strictObject({
    kind: z.literal('patch'),
    revision: z.number(),
    patches: z.array(
      z.strictObject({
        op: z.enum(['add', 'remove', 'replace']),
        path: z.array(z.union([z.string(), z.number()])),
        value: z.optional(z.unknown()),
      }),
    ),
  }),
  /** Draw the selection on this block (null: none). */
  z.strictObject({ kind: z.literal('select'), selected: z.nullable(z.string()) }),
  /** Edit (a click selects) or Preview (the blocks' own controls work). */
  z.strictObject({ kind: z.literal('mode'), mode: z.enum(['edit', 'preview']) }),
  /** The answer to a read the canvas asked for. */
  z.strictObject({
    kind: z.literal('response'),
    requestId: z.number(),
    status: z.number(),
    contentType: z.string(),
    body: z.string(),
  }),
]);
export type ToCanvas = z.infer<typeof toCanvasSchema>;

/** The canvas to the editor. */
export const fromCanvasSchema = z.discriminatedUnion('kind', [
  /** Loaded, listening. */
  z.strictObject({ kind: z.literal('ready') }),
  /** A patch did not apply to the view drawn (or made what is not a view): send it whole. */
  z.strictObject({ kind: z.literal('stale') }),
  /** The author clicked this block. */
  z.strictObject({ kind: z.literal('picked'), id: z.string() }),
  /** Tab (or Shift+Tab, `back`) pressed in Edit: the focus goes on past the canvas, in the editor. */
  z.strictObject({ kind: z.literal('tab'), back: z.boolean() }),
  /** A read of the site's API (a GET of a path under the base path), for the editor to make. */
  z.strictObject({ kind: z.literal('request'), requestId: z.number(), path: z.string() }),
]);
export type FromCanvas = z.infer<typeof fromCanvasSchema>;
