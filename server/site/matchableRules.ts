import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';
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
 * The classes an element needs for `selector` to match it or one of its neighbours: those in its
 * compound parts. Classes inside functional pseudo-classes (`:not(.x)`, `:is(.x)`, `:has(.x)`)
 * are not needed, so they are left out, which can only keep a rule.
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

/** A keyframe's selector (`from`, `50%`) names a moment, not elements. */
function inKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
}

/** A stylesheet read once, cut to the rules a page can match each time it is asked. */
export interface IndexedStylesheet {
  /** The stylesheet whole. */
  readonly css: string;
  /** Every class name its selectors need. */
  readonly classes: ReadonlySet<string>;
  /**
   * The stylesheet without the selectors no element of a page whose markup has `present`
   * classes can match (and without the rules and at-rules left empty); `css` itself when it
   * has none.
   */
  cut(present: ReadonlySet<string>): string;
}

/** Whether an at-rule holds rules (`@media`, `@supports`) and is worth nothing once empty. */
function emptyGroup(node: AtRule): boolean {
  return node.nodes !== undefined && node.nodes.length === 0;
}

function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule') return;
    removeEmptyGroups(node);
    if (emptyGroup(node)) node.remove();
  });
}

/**
 * Reads `css` and what each of its selectors needs. A page's cut keeps every rule without
 * classes (`:root`, `body`, `:focus-visible`), keyframes, and each selector whose classes are
 * all on the page; pseudo-classes and media queries are not judged, so `:hover` and a narrower
 * screen's rules stay with their element.
 */
export function indexStylesheet(css: string): IndexedStylesheet {
  const root: Root = postcss.parse(css);
  // Each style rule's selectors with the classes they need, in the order `walkRules` meets them.
  const rules: { selector: string; needs: string[] }[][] = [];
  const classes = new Set<string>();
  root.walkRules((rule) => {
    const selectors = rule.selectors.map((selector) => ({
      selector,
      needs: inKeyframes(rule) ? [] : classesNeeded(selector),
    }));
    for (const { needs } of selectors) for (const name of needs) classes.add(name);
    rules.push(selectors);
  });

  return {
    css,
    classes,
    cut(present) {
      const matchable = ({ needs }: { needs: string[] }) =>
        needs.every((name) => present.has(name));
      if (rules.every((selectors) => selectors.every(matchable))) return css;
      const copy = root.clone();
      const copied: Rule[] = [];
      copy.walkRules((rule) => {
        copied.push(rule);
      });
      copied.forEach((rule, index) => {
        const selectors = rules[index] ?? [];
        const kept = selectors.filter(matchable);
        if (kept.length === 0) rule.remove();
        else if (kept.length < selectors.length) rule.selectors = kept.map((s) => s.selector);
      });
      removeEmptyGroups(copy);
      return copy.nodes.length === 0 ? '' : copy.toString();
    },
  };
}
