import { describe, expect, it } from 'vitest';
import { classesInMarkup, indexStylesheet } from '../../../server/site/matchableRules';

const cut = (css: string, ...present: string[]) => indexStylesheet(css).cut(new Set(present));

describe('the classes of markup', () => {
  it("are its elements' class attributes, each name once", () => {
    const html =
      '<main class="page  wide"><p class="wide">class="not-this"</p><b data-class="nor-this"></b></main>';
    expect([...classesInMarkup(html)]).toEqual(['page', 'wide']);
  });
});

describe('a stylesheet cut to a page', () => {
  it('keeps a rule whose classes are all on the page, and drops one missing a class', () => {
    expect(cut('.a{color:red}.a .b{color:blue}.a.c>.d{margin:0}', 'a', 'b')).toBe(
      '.a{color:red}.a .b{color:blue}',
    );
  });

  it('keeps, of a selector list, the selectors that can match', () => {
    expect(cut('.a:empty,.b .a,.c{display:none}', 'a', 'c')).toBe('.a:empty,.c{display:none}');
  });

  it('keeps rules without classes, and keyframes', () => {
    const css =
      ':root{--x:1}*,:after{box-sizing:border-box}a:focus-visible{outline:0}@keyframes k{0%{opacity:0}to{opacity:1}}';
    expect(cut(`${css}.gone{color:red}`)).toBe(css);
  });

  it("judges neither pseudo-classes nor media: a page's :hover and other widths stay", () => {
    const css =
      '.a:hover{color:red}.a[data-state=open]{color:blue}@media (width>=48em){.a{margin:0}}';
    expect(cut(css, 'a')).toBe(css);
  });

  it('needs no class named inside :not(), :is(), :where() or :has()', () => {
    const css =
      '.a:not(.b){color:red}:where(.c) .a{margin:0}.a:has(.d){padding:0}:is(.e,.f){gap:0}';
    expect(cut(css, 'a')).toBe(css);
  });

  it('drops the at-rules it leaves empty, and keeps those still holding rules', () => {
    expect(
      cut(
        '@media (width>=48em){.gone{margin:0}}@supports (display:grid){.a{display:grid}.gone{gap:0}}',
        'a',
      ),
    ).toBe('@supports (display:grid){.a{display:grid}}');
  });

  it('is empty, whitespace and all, when no rule can match', () => {
    expect(cut('.a {\n  color: red;\n}\n')).toBe('');
  });

  it('is the stylesheet itself when every rule can match', () => {
    const sheet = indexStylesheet('.a{color:red}.b{color:blue}');
    expect(sheet.cut(new Set(['a', 'b', 'other']))).toBe(sheet.css);
    expect([...sheet.classes]).toEqual(['a', 'b']);
  });

  it('is the same, cut again for another page, as cut first for it', () => {
    const sheet = indexStylesheet('.a{color:red}.b{color:blue}@media print{.b{color:black}}');
    expect(sheet.cut(new Set(['a']))).toBe('.a{color:red}');
    expect(sheet.cut(new Set(['b']))).toBe('.b{color:blue}@media print{.b{color:black}}');
  });
});
