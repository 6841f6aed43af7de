import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classesInMarkup, splitStylesheet } from '../../../../server/site/styleRuns';

/** Each style rule of `css` as `selector{declarations}`, with its groups, in cascade order. */
function rulesInOrder(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walk((node) => {
    if (
      node.type !== 'rule' ||
      (node.parent?.type === 'atrule' && /keyframes/.test(node.parent.name))
    )
      return;
    const groups: string[] = [];
    for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      groups.unshift(`@${parent.name} ${parent.params}`);
    }
    const declarations = node.nodes.map((declaration) => declaration.toString()).join(';');
    for (const selector of node.selectors)
      rules.push(`${groups.join(' ')} ${selector}{${declarations}}`);
  });
  return rules;
}

const SHEET =
  ':root{--gap:1rem}body{margin:0}' +
  '.card{padding:1rem}.card .title{font-weight:700}' +
  '.toast{border:1px solid}.toast .close{color:red}' +
  '.button,.toast .button{color:blue}' +
  '@media (min-width:48em){.card{padding:2rem}.toast{inset:auto}.grid{gap:var(--gap)}}' +
  '@keyframes fade{from{opacity:0}to{opacity:1}}' +
  '.card:not(.loading){opacity:1}.grid:hover{color:green}';

describe('a stylesheet split for a page', () => {
  it('keeps inline the rules the markup can match, and leaves the rest in runs in their places', () => {
    const runs = splitStylesheet(SHEET).runs(new Set(['card', 'title', 'button']));
    expect(runs.map(({ later, css }) => [later, css])).toEqual([
      [false, ':root{--gap:1rem}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}'],
      [true, '.toast{border:1px solid}.toast .close{color:red}'],
      [false, '.button{color:blue}'],
      [true, '.toast .button{color:blue}'],
      [false, '@media (min-width:48em){.card{padding:2rem}}'],
      [true, '@media (min-width:48em){.toast{inset:auto}.grid{gap:var(--gap)}}'],
      [false, '@keyframes fade{from{opacity:0}to{opacity:1}}.card:not(.loading){opacity:1}'],
      [true, '.grid:hover{color:green}'],
    ]);
  });

  it('put back in order, is the stylesheet: the same rules in the same cascade order', () => {
    const sheet = splitStylesheet(SHEET);
    const vocabulary = [...sheet.classes];
    // Every set of the stylesheet's classes a page can have.
    for (let mask = 0; mask < 1 << vocabulary.length; mask += 1) {
      const present = new Set(vocabulary.filter((_, index) => mask & (1 << index)));
      const whole = sheet
        .runs(present)
        .map(({ css }) => css)
        .join('');
      expect(rulesInOrder(whole)).toEqual(rulesInOrder(SHEET));
    }
  });

  it('alternates inline and later runs, never two of a kind in a row', () => {
    const runs = splitStylesheet(SHEET).runs(new Set(['toast']));
    for (let index = 1; index < runs.length; index += 1) {
      expect(runs[index]?.later).not.toBe(runs[index - 1]?.later);
    }
  });

  it('is the stylesheet inline whole when the markup has every class', () => {
    const sheet = splitStylesheet(SHEET);
    const runs = sheet.runs(new Set(sheet.classes));
    expect(runs).toEqual([{ later: false, css: SHEET }]);
  });

  it('does not judge classes inside :not(), :is() or :has(), nor pseudo-classes and media', () => {
    const sheet = splitStylesheet('.a:not(.b){x:1}.c:is(.d,.e){x:2}.f:has(.g):focus-visible{x:3}');
    expect([...sheet.classes].sort()).toEqual(['a', 'c', 'f']);
    expect(sheet.runs(new Set(['a', 'c', 'f']))).toEqual([
      { later: false, css: '.a:not(.b){x:1}.c:is(.d,.e){x:2}.f:has(.g):focus-visible{x:3}' },
    ]);
  });
});

describe('the classes of a page', () => {
  it('are those its elements carry', () => {
    expect([
      ...classesInMarkup('<div class="a b"><p class=" c  a"></p><span data-class="x"></span>'),
    ]).toEqual(['a', 'b', 'c']);
  });
});
