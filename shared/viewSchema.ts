import { z } from 'zod/mini';
import { didYouMean } from './didYouMean';
import { viewNodeSchema, type ViewNode } from './viewNode';

export type { ViewNode } from './viewNode';

/** A page described as data: the page builder's view JSON. */
export const viewSchema = z.strictObject({
  /** The JSON Schema an editor checks the file with; not part of the view. */
  $schema: z.optional(z.string()),
  /** View name, e.g. `about`. */
  id: z
    .string()
    .check(z.regex(/^[a-z][a-z0-9-]*$/, 'a view id is lowercase letters, digits and -')),
  /** Route path under the site base path: one segment, e.g. `/about`. */
  route: z
    .string()
    .check(z.regex(/^\/[a-z][a-z0-9-]*$/, 'a route is one lowercase segment, like "/about"')),
  /** Page title for search engines. */
  title: z.string().check(z.minLength(1, 'a page title is required')),
  /**
   * Url alias the SEO properties are read by when the route has no recordId. Pages without one
   * (tool pages such as the blocks gallery) read no SEO properties.
   */
  urlAlias: z.optional(z.string().check(z.minLength(1))),
  /** Robots directive for pages that must stay out of search results. */
  robots: z.optional(z.literal('noindex,nofollow')),
  nodes: z.array(viewNodeSchema),
});

export type View = z.infer<typeof viewSchema>;

/** One problem of a view: the JSON path of the field and what is wrong. */
export interface ViewProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** Every node's id must be unique and its type known. */
function findNodeProblems(
  nodes: readonly ViewNode[],
  knownTypes: ReadonlySet<string>,
  path: readonly PropertyKey[],
  seen: Set<string>,
): ViewProblem[] {
  return nodes.flatMap((node, index) => {
    const at = [...path, index];
    const problems: ViewProblem[] = [];
    if (!knownTypes.has(node.type)) {
      const hint = didYouMean(node.type, knownTypes);
      problems.push({ path: [...at, 'type'], message: `unknown block type "${node.type}"${hint}` });
    }
    if (seen.has(node.id)) {
      problems.push({ path: [...at, 'id'], message: `duplicate node id "${node.id}"` });
    }
    seen.add(node.id);
    for (const [name, children] of Object.entries(node.regions ?? {})) {
      problems.push(...findNodeProblems(children, knownTypes, [...at, 'regions', name], seen));
    }
    return problems;
  });
}

/**
 * Checks view JSON: its shape, then every node's type (with a "did you mean" for a typo) and
 * the uniqueness of node ids. Gives the view only when there is no problem. zod/mini loads no
 * locale: content checks pass English messages (`localeError`, `en().localeError` of zod/locales).
 */
export function checkView(
  json: unknown,
  knownTypes: ReadonlySet<string>,
  localeError?: z.core.$ZodErrorMap,
): { view?: View; problems: ViewProblem[] } {
  const parsed = viewSchema.safeParse(json, localeError ? { error: localeError } : {});
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
    };
  }
  const problems = findNodeProblems(parsed.data.nodes, knownTypes, ['nodes'], new Set());
  return problems.length > 0 ? { problems } : { view: parsed.data, problems };
}
