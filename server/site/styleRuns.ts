import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A `class` attribute as React writes it. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The class names the elements of `html` carry. */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * A run of a stylesheet's rules, in its place: `later` when no element of the page can match
 * them yet (the page leaves their place empty and fills it as it wakes), else inline.
 */
export interface StyleRun {
  later: boolean;
  css: string;
}

/** A stylesheet read once, split into runs for each set of classes a page has. */
export interface SplitStylesheet {
  /** Every class name its selectors need. */
  readonly classes: ReadonlySet<string>;
  /**
   * Its rules in their order, in runs: inline those an element of a page whose markup has
   * `present` classes can match, `later` the others. Both, put back in order, are the stylesheet.
   */
  runs(present: ReadonlySet<string>): StyleRun[];
}

/**
 * The classes an element needs for `selector` to match it or its neighbours: those in its
 * compound parts. Classes inside functional pseudo-classes (`:not(.x)`, `:is(.x)`, `:has(.x)`)
 * are not needed, so they are left out, which can only keep a rule inline.
 */
function classesNeeded(selector: string): string[] {
  const needed: string[] = [];
  selectorParser((selectors) => {
    selectors.each((compound) => {
      compound.each((node) => {
        if (node.type === 'class') needed.push(node.value);
      });
    });
  }).processSync(selector);
  return needed;
}

/** At-rules that group rules for a condition (`@media`, `@supports`): their rules are judged. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'scope']);

/** One selector of a style rule, with the classes it needs. */
interface Selector {
  selector: string;
  needs: string[];
}

/** A style rule judged alone, with the grouping at-rules it sits in (outermost first). */
interface Leaf {
  node: ChildNode;
  groups: AtRule[];
  /** Each selector of a style rule; none for other nodes. */
  selectors?: Selector[];
}

/**
 * The style rules of `container` and the other nodes that apply whole (`@font-face`,
 * `@keyframes`, `@property`), in order; comments are left out.
 */
function leavesOf(container: Root | AtRule, groups: AtRule[], leaves: Leaf[]): Leaf[] {
  container.each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'atrule' && node.nodes && GROUPING_AT_RULES.has(node.name.toLowerCase())) {
      leavesOf(node, [...groups, node], leaves);
    } else if (node.type === 'rule') {
      const selectors = node.selectors.map((selector) => ({
        selector,
        needs: classesNeeded(selector),
      }));
      leaves.push({ node, groups, selectors });
    } else {
      leaves.push({ node, groups });
    }
  });
  return leaves;
}

/**
 * Writes `parts` (copies of nodes, each with its groups) as CSS: consecutive parts in the same
 * groups share one copy of them.
 */
function cssOf(parts: readonly Pick<Leaf, 'node' | 'groups'>[]): string {
  const root = postcss.root();
  let open: { original: AtRule; copy: AtRule }[] = [];
  for (const { node, groups } of parts) {
    let shared = 0;
    while (shared < open.length && open[shared]?.original === groups[shared]) shared += 1;
    open = open.slice(0, shared);
    for (const group of groups.slice(shared)) {
      const copy = group.clone({ nodes: [] });
      (open.at(-1)?.copy ?? root).append(copy);
      open.push({ original: group, copy });
    }
    (open.at(-1)?.copy ?? root).append(node);
  }
  return root.toString();
}

/** A copy of `rule` with only `selectors`. */
function ruleWith(rule: Rule, selectors: readonly Selector[]): Rule {
  return rule.clone({ selectors: selectors.map(({ selector }) => selector) });
}

/**
 * Reads `css` and what each of its selectors needs. A rule without classes (`:root`, `body`,
 * `:focus-visible`) is always inline, and so are at-rules that apply whole; pseudo-classes and
 * media queries are not judged, so `:hover` and a narrower screen's rules stay with their
 * element. A rule whose selectors a page only partly matches is split in two in its place, the
 * selectors the page can match first: the same declarations, so the order between the two is
 * immaterial.
 */
export function splitStylesheet(css: string): SplitStylesheet {
  const leaves = leavesOf(postcss.parse(css), [], []);
  const classes = new Set(
    leaves.flatMap((leaf) => leaf.selectors?.flatMap((selector) => selector.needs) ?? []),
  );
  return {
    classes,
    runs(present) {
      const matches = ({ needs }: Selector) => needs.every((name) => present.has(name));
      if (leaves.every((leaf) => leaf.selectors?.every(matches) ?? true)) {
        return [{ later: false, css }];
      }
      const runs: { later: boolean; parts: Pick<Leaf, 'node' | 'groups'>[] }[] = [];
      const add = (later: boolean, node: ChildNode, groups: AtRule[]) => {
        const last = runs.at(-1);
        if (last?.later === later) last.parts.push({ node, groups });
        else runs.push({ later, parts: [{ node, groups }] });
      };
      for (const { node, groups, selectors } of leaves) {
        if (!selectors || node.type !== 'rule') {
          add(false, node.clone(), groups);
          continue;
        }
        const matchable = selectors.filter(matches);
        const unmatched = selectors.filter((selector) => !matchable.includes(selector));
        for (const [later, chosen] of [
          [false, matchable],
          [true, unmatched],
        ] as const) {
          if (chosen.length > 0) add(later, ruleWith(node, chosen), groups);
        }
      }
      return runs.map(({ later, parts }) => ({ later, css: cssOf(parts) }));
    },
  };
}
