import { z } from 'zod';
import { viewNodeSchema, type ViewNode } from './viewNode';

export type { ViewNode } from './viewNode';

/** A page described as data: the page builder's view JSON. */
export const viewSchema = z.strictObject({
  /** View name, e.g. `about`. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Route path under the site base path, e.g. `/about`. */
  route: z.string().regex(/^\/[a-z0-9-/]*$/),
  /** Page title for search engines. */
  title: z.string().min(1),
  /**
   * Url alias the SEO properties are read by when the route has no recordId. Pages without one
   * (tool pages such as the blocks gallery) read no SEO properties.
   */
  urlAlias: z.string().min(1).optional(),
  /** Robots directive for pages that must stay out of search results. */
  robots: z.literal('noindex,nofollow').optional(),
  nodes: z.array(viewNodeSchema),
});

export type View = z.infer<typeof viewSchema>;

/** Formats a zod issue path into JSON-path form: `nodes[3].regions.col1[0].type`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, '');
}

/** Every node's id must be unique and its type known; returns the problems as path + message. */
function findNodeProblems(
  nodes: readonly ViewNode[],
  knownTypes: ReadonlySet<string>,
  path: string,
  seen: Set<string>,
): string[] {
  return nodes.flatMap((node, index) => {
    const at = `${path}[${index}]`;
    const problems: string[] = [];
    if (!knownTypes.has(node.type)) problems.push(`${at}.type: unknown block type "${node.type}"`);
    if (seen.has(node.id)) problems.push(`${at}.id: duplicate node id "${node.id}"`);
    seen.add(node.id);
    for (const [name, children] of Object.entries(node.regions ?? {})) {
      problems.push(...findNodeProblems(children, knownTypes, `${at}.regions.${name}`, seen));
    }
    return problems;
  });
}

/**
 * Validates view JSON. Throws an Error whose message names the file and the JSON path of the
 * first problem, e.g. `about.view.json: nodes[2].regions.col1[0].type: unknown block type "txt"`.
 */
export function parseView(json: unknown, knownTypes: ReadonlySet<string>, source: string): View {
  const parsed = viewSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${source}: ${formatJsonPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const problems = findNodeProblems(parsed.data.nodes, knownTypes, 'nodes', new Set());
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return parsed.data;
}
